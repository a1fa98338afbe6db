/**
 * Finding messages and fix titles in the UI's language. English is the core's own text; Russian
 * is rebuilt from each finding's `code` and `args` (never by translating the English sentence),
 * for every code of the parser, the checker and the session rules. Whatever cannot be
 * translated falls back to the English text, never to an empty string.
 */
// The catalog module alone, not the checker's index: describing findings must not pull the
// validator and the schemas into whichever chunk shows them.
import { FIX_TITLES, findingMessage } from "../../protocol/check/messages.ts";
import type { Finding } from "../../protocol/types.ts";
import { AUTH_RU } from "./ru/auth.ts";
import { ENVELOPE_RU } from "./ru/envelope.ts";
import { JSON_FIXES_RU, JSON_RU } from "./ru/json.ts";
import { MCP_RU } from "./ru/mcp.ts";
import { SESSION_RU } from "./ru/session.ts";
import type { FindingArgs, RuText } from "./ru/types.ts";
import type { Language } from "../strings.ts";

const RU: Readonly<Record<string, RuText>> = {
  ...JSON_RU,
  ...ENVELOPE_RU,
  ...MCP_RU,
  ...SESSION_RU,
  ...AUTH_RU,
};

/** Whether `code` has a Russian text (for tests and for tools listing untranslated codes). */
export function hasRussian(code: string): boolean {
  return Object.hasOwn(RU, code);
}

/** The core's English sentence of a finding. */
function english(finding: Finding): string {
  return finding.message || findingMessage(finding.code, finding.args ?? {}) || finding.code;
}

/** The message of a finding in `lang`. */
export function describeFinding(finding: Finding, lang: Language): string {
  const en = english(finding);
  if (lang !== "ru" || !Object.hasOwn(RU, finding.code)) return en;
  try {
    const ru = RU[finding.code]?.(finding.args ?? {}, finding);
    return ru?.trim() ? ru : en;
  } catch {
    // A translation must never break the findings panel: show the core's own text.
    return en;
  }
}

type CheckFixKind = keyof typeof FIX_TITLES;

/** How each checker fix title reads back into its args (verified by rebuilding the title). */
const FIX_PATTERNS: [CheckFixKind, RegExp, string[]][] = [
  ["replace", /^Change to (.*)$/s, ["to"]],
  ["rename", /^Rename `(.*)` to `(.*)`$/s, ["from", "to"]],
  ["remove", /^Remove `(.*)`$/s, ["key"]],
  ["insert", /^Add `(.*)`$/s, ["key"]],
];

const CHECK_FIXES_RU: Record<CheckFixKind, (a: FindingArgs) => string> = {
  replace: (a) => `Заменить на ${String(a.to)}`,
  rename: (a) => `Переименовать \`${String(a.from)}\` в \`${String(a.to)}\``,
  remove: (a) => `Удалить \`${String(a.key)}\``,
  insert: (a) => `Добавить \`${String(a.key)}\``,
};

/**
 * The checker's fix titles carry their own args (the edit's key or value), not the finding's:
 * read them back from the English title, and trust the reading only when the core's own
 * template rebuilds exactly that title.
 */
function checkFixRu(title: string): string | undefined {
  for (const [kind, pattern, names] of FIX_PATTERNS) {
    const m = pattern.exec(title);
    if (!m) continue;
    const args: FindingArgs = {};
    names.forEach((name, i) => (args[name] = m[i + 1] ?? ""));
    if (FIX_TITLES[kind](args) === title) return CHECK_FIXES_RU[kind](args);
  }
  return undefined;
}

/** The title of a finding's fix in `lang`; undefined when the finding has no fix. */
export function describeFix(finding: Finding, lang: Language): string | undefined {
  const title = finding.fix?.title;
  if (title === undefined || lang !== "ru") return title;
  try {
    const parse = Object.hasOwn(JSON_FIXES_RU, finding.code)
      ? JSON_FIXES_RU[finding.code]
      : undefined;
    const ru = parse ? parse(finding.args ?? {}) : checkFixRu(title);
    return ru?.trim() ? ru : title;
  } catch {
    return title;
  }
}
