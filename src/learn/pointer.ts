/**
 * What a JSON pointer of a message holds, tested as an exercise declares it: present, absent,
 * equal to a value (JSON equality: key order does not matter), saying or mentioning a meaning
 * (free text, `meaning.ts`), or valid against a JSON Schema.
 * Schemas run on the project's own interpreter (`protocol/session/schema/`): no generated code,
 * so the page's Content-Security-Policy holds, and a budget per value.
 */
import { validatorDetailRu } from "../i18n/findings/ru/phrases.ts";
import { getAtPointer } from "../protocol/pointer.ts";
import { compileToolSchema } from "../protocol/session/tool-schemas.ts";
import { means, mentions } from "./meaning.ts";
import type { Json, PointerTest, Words } from "./types.ts";

export type PointerResult =
  | { pass: true }
  /** `missing`: nothing at the pointer; `present`: something that should not be there. */
  | { pass: false; reason: "missing" | "present" }
  | { pass: false; reason: "differs"; actual: unknown }
  /** The value does not match the schema (`detail` says how), or the schema is unusable. */
  | { pass: false; reason: "mismatch" | "unusable"; detail: Words };

/** Tests the value at `path` of `value` (undefined: missing; JSON has no undefined). */
export function testPointer(value: unknown, path: string, test: PointerTest): PointerResult {
  const found = getAtPointer(value, path);
  switch (test.op) {
    case "exists":
      return found === undefined ? { pass: false, reason: "missing" } : { pass: true };
    case "absent":
      return found === undefined ? { pass: true } : { pass: false, reason: "present" };
    case "equals":
      if (found === undefined) {
        return test.orAbsent ? { pass: true } : { pass: false, reason: "missing" };
      }
      return sameJson(found, test.value)
        ? { pass: true }
        : { pass: false, reason: "differs", actual: found };
    case "matches":
      if (found === undefined) return { pass: false, reason: "missing" };
      return matches(found, test.schema);
    case "means":
    case "mentions": {
      if (found === undefined) return { pass: false, reason: "missing" };
      const says = test.op === "means" ? means : mentions;
      return says(found, test.meaning)
        ? { pass: true }
        : { pass: false, reason: "differs", actual: found };
    }
  }
}

function matches(found: unknown, schema: Json): PointerResult {
  const compiled = compileToolSchema(schema);
  if (!compiled.ok) {
    return {
      pass: false,
      reason: "unusable",
      detail: { en: compiled.reason, ru: compiled.reason },
    };
  }
  const outcome = compiled.validate(found);
  if (outcome.status !== "checked") {
    const en = outcome.status === "too-costly" ? "too costly to check" : outcome.detail;
    return { pass: false, reason: "unusable", detail: { en, ru: en } };
  }
  const issue = outcome.issues[0];
  if (!issue) return { pass: true };
  return {
    pass: false,
    reason: "mismatch",
    detail: { en: issue.message, ru: validatorDetailRu(issue.message) },
  };
}

/** JSON equality: same types, same array items in order, same object members in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  return ka.every(
    (k) => Object.hasOwn(rb, k) && sameJson((a as Record<string, unknown>)[k], rb[k]),
  );
}
