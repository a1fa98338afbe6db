/**
 * Variants of right and wrong answers for every exercise, made from the exercise itself: the
 * solution written otherwise (key order, spacing, other valid ids), the typical mistakes made
 * on the places its checks name (a value in the wrong JSON type, a member left out, a wrong
 * value, `"jsonrpc": 2.0`), and hand-written ones where free text is judged by meaning.
 */
import type { Json } from "../../src/learn/types.ts";
import { parsePointer } from "../../src/protocol/pointer.ts";

type Obj = { [key: string]: Json };

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** `value` with every object's keys in the order `order` gives. */
export function reorder(value: Json, order: (keys: string[]) => string[]): Json {
  if (Array.isArray(value)) return value.map((v: Json) => reorder(v, order));
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const k of order(Object.keys(value))) out[k] = reorder(value[k] as Json, order);
  return out;
}

export const reversed = (keys: string[]) => [...keys].reverse();
export const sorted = (keys: string[]) => [...keys].sort();

/** Three ways to write the same message: one line, reversed keys, sorted keys with tabs. */
export function rewritten(text: string): { label: string; text: string }[] {
  let v: Json;
  try {
    v = JSON.parse(text) as Json;
  } catch {
    return [
      { label: "as it is", text },
      { label: "indented", text: `  ${text}` },
      { label: "with blank lines", text: `\n${text}\n\n` },
    ];
  }
  return [
    { label: "on one line", text: JSON.stringify(v) },
    { label: "keys reversed, 4-space indent", text: JSON.stringify(reorder(v, reversed), null, 4) },
    {
      label: "keys sorted, tabs, blank lines around",
      text: `\n${JSON.stringify(reorder(v, sorted), null, "\t")}\n\n`,
    },
  ];
}

const clone = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;

/** A copy of `value` with the member at `path` set to `to` (undefined: removed). */
export function edited(value: Json, path: string, to: Json | undefined): Json {
  const out = clone(value);
  const tokens = parsePointer(path);
  const last = tokens.pop();
  let at: Json | undefined = out;
  for (const t of tokens) {
    // Setting a member creates the objects it goes into.
    if (isObj(at) && at[t] === undefined && to !== undefined) at[t] = {};
    at = Array.isArray(at) ? (at as Json[])[Number(t)] : isObj(at) ? at[t] : undefined;
  }
  if (last === undefined || at === undefined || at === null || typeof at !== "object") return out;
  if (Array.isArray(at)) {
    if (to === undefined) (at as Json[]).splice(Number(last), 1);
    else (at as Json[])[Number(last)] = to;
  } else if (to === undefined) delete (at as Obj)[last];
  else (at as Obj)[last] = to;
  return out;
}

/** The right value in the wrong JSON type: a quoted number or boolean. */
export function slipped(value: unknown): Json | undefined {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** A value of the same type that differs. */
export function otherValue(value: unknown): Json | undefined {
  if (typeof value === "number") return value + 1;
  if (typeof value === "boolean") return !value;
  if (typeof value === "string") return `${value}-x`;
  return undefined;
}

/** A message's `"jsonrpc": "2.0"` written as the number 2.0. */
export const jsonrpcAsNumber = (text: string) =>
  JSON.stringify(JSON.parse(text)).replace('"jsonrpc":"2.0"', '"jsonrpc":2.0');

/** Every request's `id` in `steps` (by its first message) changed to `to(id)`. */
export function renumbered(text: string, to: (id: Json) => Json): string {
  const v = JSON.parse(text) as Json;
  if (!isObj(v) || v.id === undefined || v.method === undefined) return text;
  return JSON.stringify({ ...v, id: to(v.id) }, null, 2);
}

const RE_SPECIAL = /[.*+?^${}()|[\]\\]/g;
const escape = (s: string) => s.replace(RE_SPECIAL, "\\$&");

/**
 * Phrases that name what the learner wrote rather than advise it: "not `x`", "is the string
 * `x`", "а не `x`", "— строка `x`", "the number `x`"…
 */
const NAMING =
  "(?:not(?: the (?:string|number|boolean))?|is(?: the (?:string|number|boolean))?|а не(?: строка| число)?|— (?:строка|число|логическое значение)|the (?:number|boolean|string)|число|логическое значение|строка)";

/**
 * The places in `sentence` where it gives the learner's own `value` back as advice: the value
 * written as code (`"42"`), or, for a string, its bare text as a word (42, request 11), outside
 * the phrases that name it as what is wrong.
 */
export function echoes(sentence: string, value: Json): string[] {
  const forms = [JSON.stringify(value)];
  if (typeof value === "string" && value.trim() !== "") forms.push(value);
  const found: string[] = [];
  for (const form of forms) {
    const code = `\`${form}\``;
    // Named as what is wrong: after "not", "is the string"…, or as the subject of "is not".
    const named = new RegExp(
      `${NAMING}\\s+${escape(code)}|${escape(code)}\\s+(?:is not|is|isn't|не|—)(?=\\s|$)`,
      "gu",
    );
    const rest = sentence.replace(named, " ");
    if (rest.includes(code)) found.push(code);
    if (form === value) {
      // The bare text as a word of its own (not part of a longer number or name).
      const bare = new RegExp(`(?<![\\w.\`"-])${escape(form)}(?![\\w\`"]|\\.\\d)`, "u");
      const namedBare = new RegExp(`${NAMING}\\s+${escape(form)}(?![\\w]|\\.\\d)`, "gu");
      if (bare.test(rest.replace(namedBare, " "))) found.push(form);
    }
  }
  return found;
}
