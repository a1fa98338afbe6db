/** JSON values as ajv sees them: types, lengths in code points, equality, identity keys. */
import type { Meter } from "./meter.ts";
import type { JsonType } from "./types.ts";

const TYPES: ReadonlySet<string> = new Set([
  "null",
  "boolean",
  "object",
  "array",
  "number",
  "integer",
  "string",
]);

export const isJsonType = (t: unknown): t is JsonType => typeof t === "string" && TYPES.has(t);

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

export function hasType(v: unknown, type: JsonType): boolean {
  switch (type) {
    case "null":
      return v === null;
    case "boolean":
      return typeof v === "boolean";
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number";
    case "integer":
      return typeof v === "number" && !(v % 1) && !Number.isNaN(v);
    case "object":
      return isPlainObject(v);
    case "array":
      return Array.isArray(v);
  }
}

/** A test for "one of these types" (ajv: "number" also admits every integer). */
export function typeTest(types: readonly JsonType[]): (v: unknown) => boolean {
  if (types.length === 1) {
    const only = types[0] as JsonType;
    return (v) => hasType(v, only);
  }
  return (v) => types.some((t) => hasType(v, t));
}

/** The length in code points, as ajv's `ucs2length` counts it (a lone surrogate counts one). */
export function codePointLength(s: string): number {
  let length = 0;
  for (let i = 0; i < s.length; i++) {
    length++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      if ((s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    }
  }
  return length;
}

/** Structural equality of two JSON values (what ajv's `fast-deep-equal` decides for JSON). */
export function jsonEqual(a: unknown, b: unknown, meter: Meter): boolean {
  meter.tick();
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  meter.enter();
  let same: boolean;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    same = a.length === other.length && a.every((item, i) => jsonEqual(item, other[i], meter));
  } else {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    same =
      keys.length === Object.keys(right).length &&
      keys.every((k) => Object.hasOwn(right, k) && jsonEqual(left[k], right[k], meter));
  }
  meter.leave();
  return same;
}

/**
 * A text that is equal for two JSON values exactly when `jsonEqual` holds: object keys sorted,
 * numbers as JavaScript prints them (0 and -0 alike). It lets `uniqueItems` find a repeated
 * item in one pass instead of comparing every pair.
 */
export function identityKey(v: unknown, meter: Meter): string {
  meter.tick();
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null || typeof v !== "object") return String(v);
  meter.enter();
  let key: string;
  if (Array.isArray(v)) {
    key = `[${v.map((item) => identityKey(item, meter)).join(",")}]`;
  } else {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).sort();
    key = `{${keys.map((k) => `${JSON.stringify(k)}:${identityKey(o[k], meter)}`).join(",")}}`;
  }
  meter.leave();
  return key;
}
