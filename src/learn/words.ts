/**
 * The checker's words: every message it gives is `Words` (English and Russian at once), built
 * from the UI catalog (`learn.*` keys, `src/i18n/areas/learn.ts`) or, where a core finding
 * already explains the same place, from that finding's own text in both languages.
 */
import { describeFinding } from "../i18n/findings/describe.ts";
import { type Args, type Key, type Language, kindLabel, t } from "../i18n/strings.ts";
import type { Finding, MessageKind } from "../protocol/types.ts";
import type { Words } from "./types.ts";

/** Arguments that read differently per language (a kind's name, a described message). */
type LangArgs = Args | ((lang: Language) => Args);

/** The text of `key` in both languages; a `path` argument is said as a field name. */
export function words(key: Key, args?: LangArgs): Words {
  const of = (lang: Language) => {
    const a = typeof args === "function" ? args(lang) : args;
    const path = a?.path;
    return t(key, lang, typeof path === "string" ? { ...a, path: fieldName(path) } : a);
  };
  return { en: of("en"), ru: of("ru") };
}

/**
 * A JSON pointer as the learner names the field: `/result/nextCursor` is `result.nextCursor`,
 * `/0/id` is `[0].id` (the lessons never explain pointers; field names they do).
 */
export function fieldName(path: string): string {
  if (!path.startsWith("/")) return path;
  const tokens = path
    .slice(1)
    .split("/")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (tokens.length === 1 && tokens[0] === "") return path;
  return tokens.map((t, i) => (/^\d+$/.test(t) ? `[${t}]` : i === 0 ? t : `.${t}`)).join("");
}

/** A core finding's message in both languages (Russian rebuilt from its code and args). */
export const findingWords = (finding: Finding): Words => ({
  en: describeFinding(finding, "en"),
  ru: describeFinding(finding, "ru"),
});

/** Joins parts of `Words` per language with `separator`. */
export function joinWords(parts: readonly Words[], separator = " "): Words {
  return {
    en: parts.map((p) => p.en).join(separator),
    ru: parts.map((p) => p.ru).join(separator),
  };
}

/** A message kind's name ("Reply (error)", "Ответ (ошибка)"). */
export const kindName = (kind: MessageKind, outcome?: "success" | "error") => (lang: Language) =>
  kindLabel(kind, outcome, lang);

const MAX_SHOWN = 80;

/** A JSON value as the learner would write it, as code, cut when long. */
export function shownValue(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? "nothing" : (JSON.stringify(value) ?? typeof value);
  } catch {
    text = typeof value;
  }
  if (text.length > MAX_SHOWN) text = `${text.slice(0, MAX_SHOWN - 1)}…`;
  return `\`${text.replace(/`/g, "'")}\``;
}
