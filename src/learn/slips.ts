/**
 * What a value the learner wrote gets wrong, said in their own terms: the right value in the
 * wrong JSON type (`"42"` where the number 42 belongs, `2.0` where the string "2.0" does), and
 * the first member where an object differs from the one the task asks for.
 */
import type { Language } from "../i18n/strings.ts";
import type { SourceRange } from "../protocol/types.ts";
import { type PointerResult, sameJson } from "./pointer.ts";
import type { Json, Words } from "./types.ts";
import { shownValue, words } from "./words.ts";

/** The text of `range` in `text`, as the learner wrote it (undefined without a range). */
export function rawText(text: string, range: SourceRange | undefined): string | undefined {
  if (!range) return undefined;
  const lines = text.split("\n");
  const offset = (line: number, column: number) =>
    lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  return text.slice(
    offset(range.start.line, range.start.column),
    offset(range.end.line, range.end.column),
  );
}

type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";

const jsonType = (v: unknown): JsonType =>
  v === null ? "null" : Array.isArray(v) ? "array" : (typeof v as JsonType);

const TYPE_NAMES: Record<Language, Record<"number" | "boolean" | "null", string>> = {
  en: { number: "number", boolean: "boolean", null: "null" },
  ru: { number: "число", boolean: "логическое значение", null: "null" },
};

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/**
 * When `actual` is `expected` written as another JSON type (a quoted number or boolean, a
 * number where a string belongs): a sentence that says so and how to write it. `raw` is the
 * value's text as written (a number's `2.0` parses as 2).
 */
export function typeSlip(
  path: string,
  actual: unknown,
  expected: unknown,
  raw: string | undefined,
): Words | undefined {
  const a = jsonType(actual);
  const e = jsonType(expected);
  if (a === e) return undefined;
  const at = { path: path === "" ? "/" : path, raw: code(raw ?? JSON.stringify(actual)) };
  if (a === "string" && (e === "number" || e === "boolean" || e === "null")) {
    const text = (actual as string).trim();
    if (text !== JSON.stringify(expected)) return undefined;
    return words("learn.check.unquote", (lang) => ({
      ...at,
      type: TYPE_NAMES[lang][e],
      expected: shownValue(expected),
    }));
  }
  if (e === "string" && (a === "number" || a === "boolean" || a === "null")) {
    const written = raw?.trim() ?? JSON.stringify(actual);
    if (written !== expected && String(actual) !== expected) return undefined;
    return words("learn.check.quote", (lang) => ({
      ...at,
      type: TYPE_NAMES[lang][a],
      expected: shownValue(expected),
    }));
  }
  return undefined;
}

/** Where two JSON values first differ (`at` is a pointer below the compared value). */
export type Difference =
  | { at: string; reason: "missing"; expected: Json; result: PointerResult }
  | { at: string; reason: "extra" }
  | { at: string; reason: "differs"; actual: unknown; expected: Json; result: PointerResult };

const token = (key: string) => `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;

/**
 * The first member where object `actual` differs from object `expected`: a missing member first,
 * then a different one (descending into objects), then an extra one. Undefined when either is
 * not an object or they are equal.
 */
export function firstDifference(actual: unknown, expected: Json): Difference | undefined {
  if (jsonType(actual) !== "object" || jsonType(expected) !== "object") return undefined;
  if (sameJson(actual, expected)) return undefined;
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, Json>;
  const members = Object.entries(e);
  for (const [key, value] of members) {
    if (!Object.hasOwn(a, key)) {
      return { at: token(key), reason: "missing", expected: value, result: missing };
    }
  }
  for (const [key, value] of members) {
    if (sameJson(a[key], value)) continue;
    const inner = firstDifference(a[key], value);
    if (inner) return { ...inner, at: token(key) + inner.at };
    return {
      at: token(key),
      reason: "differs",
      actual: a[key],
      expected: value,
      result: { pass: false, reason: "differs", actual: a[key] },
    };
  }
  const extra = Object.keys(a).find((k) => !Object.hasOwn(e, k));
  return extra === undefined ? undefined : { at: token(extra), reason: "extra" };
}

const missing: PointerResult = { pass: false, reason: "missing" };
