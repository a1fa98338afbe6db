/** Short plain-English renderings of values, types and places, for finding messages. */
import { tryParsePointer } from "../pointer.ts";
import { type Shape, T_ANY, T_ARR, T_BOOL, T_INT, T_NULL, T_NUM, T_OBJ, T_STR } from "./shapes.ts";
import { unionOf } from "./navigate.ts";

/** "a string", "an integer", "null", …: the JSON type of a value. */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return "a string";
    case "number":
      return Number.isInteger(value) ? "an integer" : "a number";
    case "boolean":
      return "a boolean";
    case "object":
      return "an object";
    default:
      return "no JSON value";
  }
}

/** A value as it would be written, cut short: `"txt"`, `1.5`, `null`, or its type for containers. */
export function preview(value: unknown): string {
  if (typeof value === "string") {
    const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(cut);
  }
  if (value === null || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  return describeType(value);
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

/** "a string or an integer" from ajv's `type` parameter (a name or a comma-separated list). */
export function describeTypeNames(types: unknown): string {
  const names = Array.isArray(types)
    ? types.map(String)
    : String(types)
        .split(",")
        .map((t) => t.trim());
  return joinOr(names.map((n) => TYPE_WORDS[n] ?? n));
}

/** The type words of a shape's bit set. */
export function describeTypeBits(bits: number): string {
  const words: string[] = [];
  if (bits & T_OBJ) words.push("an object");
  if (bits & T_ARR) words.push("an array");
  if (bits & T_STR) words.push("a string");
  if (bits & T_NUM) words.push("a number");
  else if (bits & T_INT) words.push("an integer");
  if (bits & T_BOOL) words.push("a boolean");
  if (bits & T_NULL) words.push("null");
  return joinOr(words);
}

export function joinOr(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

/** A list of allowed values for messages: `"a", "b" or "c"` (long lists cut). */
export function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  if (values.length > 10) shown.push(`… (${values.length - 10} more)`);
  return joinOr(shown);
}

/**
 * How a place in the message is named in messages: the last key (`name`), an array element
 * with its array (`content[0]`), or "message" for the whole.
 */
export function nameOf(pointer: string): string {
  const tokens = tryParsePointer(pointer) ?? [];
  const last = tokens[tokens.length - 1];
  if (last === undefined) return "message";
  if (/^\d+$/.test(last)) {
    const previous = tokens[tokens.length - 2];
    return previous === undefined ? `[${last}]` : `${previous}[${last}]`;
  }
  return last;
}

/** Values to insert for keys whose schema alone does not suggest a good one. */
const KEY_PLACEHOLDERS = new Map<string, (version: string) => string>([
  ["resultType", () => '"complete"'],
  ["protocolVersion", (version) => JSON.stringify(version)],
  ["io.modelcontextprotocol/protocolVersion", (version) => JSON.stringify(version)],
]);

/**
 * JSON text of a reasonable value for a missing key of this shape (for "add the key" fixes):
 * objects come with their own required keys, so the fix does not just move the error inward.
 */
export function placeholder(
  shape: Shape | undefined,
  key: string | undefined,
  version: string,
  depth = 0,
): string {
  const known = key === undefined ? undefined : KEY_PLACEHOLDERS.get(key);
  if (known) return known(version);
  if (!shape || depth > 4) return "null";
  if (shape.constValue !== undefined) return JSON.stringify(shape.constValue);
  if (shape.enumValues?.length) return JSON.stringify(shape.enumValues[0]);
  if (shape.anyOf) {
    const first = unionOf(shape).branches[0];
    return first ? placeholder(first, undefined, version, depth + 1) : "null";
  }
  const t = shape.types;
  if (t & T_OBJ && (shape.props || t !== T_ANY)) {
    const members = shape.required.map(
      (k) => `${JSON.stringify(k)}: ${placeholder(shape.props?.get(k), k, version, depth + 1)}`,
    );
    return `{${members.join(", ")}}`;
  }
  if (t === T_ANY) return "null";
  if (t & T_STR) return '""';
  if (t & T_ARR) return "[]";
  if (t & (T_INT | T_NUM)) return "0";
  if (t & T_BOOL) return "false";
  return "null";
}
