/**
 * The UI strings: `t(key, lang, args)` looks a key up in the English or Russian catalog and fills
 * its `{name}` arguments. No React here (the hook is `useT` in `src/ui/useT.ts`), so workers,
 * tests and plain modules can use it too.
 */
import type { MessageKind } from "../protocol/types.ts";
import { type AccessibleKey, type Key, en, ru } from "./catalog.ts";

export type { Key } from "./catalog.ts";

/** The same union as the store's `Language`; kept here so the i18n core has no app imports. */
export type Language = "en" | "ru";
export const LANGUAGES: readonly Language[] = ["en", "ru"];

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ru: "Русский" };

/** The catalogs, for the completeness test and for tools that list every text. */
export const CATALOGS: Record<Language, Record<Key, string>> = { en, ru };

export type Args = Record<string, string | number>;

/** Replaces `{name}` with `args.name`; an argument not given stays visible as `{name}`. */
export function format(template: string, args?: Args): string {
  if (!args) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(args, name) ? String(args[name]) : whole,
  );
}

/** The text of `key` in `lang` (English when the language is unknown). */
export function t(key: Key, lang: Language, args?: Args): string {
  const catalog = CATALOGS[lang] ?? en;
  return format(catalog[key] ?? en[key], args);
}

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/** Index of the plural form of `n`: English one|other, Russian one|few|many. */
export function pluralIndex(n: number, lang: Language): number {
  const rules = (pluralRules[lang] ??= new Intl.PluralRules(lang));
  const category = rules.select(n);
  if (lang === "ru") return category === "one" ? 0 : category === "few" ? 1 : 2;
  return category === "one" ? 0 : 1;
}

/** Keys holding plural forms (they end in `.n`). */
export type PluralKey = Extract<Key, `${string}.n`>;

/** A count with the right plural form: `tn("findings.errors.n", 3, "ru")` → "3 ошибки". */
export function tn(key: PluralKey, n: number, lang: Language, args?: Args): string {
  const forms = t(key, lang).split("|");
  const form = forms[Math.min(pluralIndex(n, lang), forms.length - 1)] ?? "";
  return format(form, { ...args, n });
}

/**
 * Accessible names stay English in every language, for the keys each area lists in its `names`:
 * the end-to-end tests and users' own scripts find the controls by these names, so a Russian
 * page must still expose "Message editor", "Send", "Copy link"… Visible text is translated; pass
 * `accessibleName(key)` as `aria-label` where the control's name must stay stable.
 */
export { ACCESSIBLE_KEYS, type AccessibleKey } from "./catalog.ts";

/** The English, stable accessible name of a control, its `{name}` arguments filled like `t`. */
export function accessibleName(key: AccessibleKey, args?: Args): string {
  return format(en[key], args);
}

/** The catalog key naming a message kind, replies split by outcome. */
export function kindKey(kind: MessageKind, outcome?: "success" | "error"): Key {
  switch (kind) {
    case "request":
      return "kind.request";
    case "notification":
      return "kind.notification";
    case "reply":
      return outcome === "error" ? "kind.replyError" : "kind.replySuccess";
    case "batch":
      return "kind.batch";
    default:
      return "kind.invalid";
  }
}

/** "Request", "Ответ (ошибка)", …: the name of a message kind in `lang`. */
export function kindLabel(
  kind: MessageKind,
  outcome: "success" | "error" | undefined,
  lang: Language,
): string {
  return t(kindKey(kind, outcome), lang);
}
