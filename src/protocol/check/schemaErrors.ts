/**
 * ajv's errors turned into plain findings, one per problem, each at the exact place: missing
 * keys (or misnamed ones), wrong types, consts, enums, formats, ranges. A failed union is
 * handed to `unions.ts`, which explains only its relevant branch.
 */
import { getAtPointer, tryParsePointer } from "../pointer.ts";
import type { SchemaError } from "../schema/validator.ts";
import { describeType, describeTypeNames, nameOf, preview } from "./describe.ts";
import {
  type SchemaCheck,
  isOptionalIn,
  reportEnum,
  reportNullOptional,
  reportRequired,
} from "./explain.ts";
import { select, shapeAt } from "./navigate.ts";
import { type Shape, schemaErrors } from "./shapes.ts";
import { explainInline, explainUnionValue, isInline } from "./unions.ts";

export type { SchemaCheck } from "./explain.ts";

/**
 * Validates `value` against `root` and reports what is wrong; `base` is the pointer of `value`
 * in the message, and `within` (a pointer inside `value`) limits the report to that part.
 * Returns whether the value conforms.
 */
export function explainSchemaErrors(
  c: SchemaCheck,
  root: Shape,
  value: unknown,
  base: string,
  depth = 0,
  within?: string,
): boolean {
  if (isInline(root)) return explainInline(c, root, value, base, depth, explainSchemaErrors);
  let errors = schemaErrors(c.version, root, value);
  if (within !== undefined) {
    errors = errors.filter(
      (e) => e.instancePath === within || e.instancePath.startsWith(`${within}/`),
    );
  }
  if (errors.length === 0) return true;
  const before = c.r.findings.length;
  const unions = outermost(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const inUnion = (p: string) => unions.some((u) => u === "" || p === u || p.startsWith(`${u}/`));
  for (const e of errors) {
    if (e.keyword === "anyOf" || e.keyword === "if" || inUnion(e.instancePath)) continue;
    explainOne(c, root, value, base, e);
  }
  for (const u of unions) explainUnionAt(c, root, value, base, u, depth);
  if (!c.r.findings.slice(before).some((f) => f.severity === "error")) {
    // Never let an explanation hide that the value does not conform.
    const first = errors[0] as SchemaError;
    const path = base + first.instancePath;
    c.r.add("mcp.schema", path, { name: nameOf(path), detail: first.message });
  }
  return false;
}

/** The union paths not inside another union path. */
function outermost(paths: string[]): string[] {
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const p of sorted) {
    if (!kept.some((k) => k === "" || p === k || p.startsWith(`${k}/`))) kept.push(p);
  }
  return kept;
}

const FORMAT_WORDS: Record<string, string> = {
  uri: 'an absolute URI with a scheme, such as "file:///notes.txt" or "https://example.com"',
  "uri-reference": "a URI or a relative reference",
  "uri-template": 'a URI template (RFC 6570), such as "file:///{path}"',
  byte: "base64-encoded data",
  "date-time": 'a date and time in RFC 3339 form, such as "2025-01-31T12:00:00Z"',
  date: 'a date such as "2025-01-31"',
  email: "an email address",
};

const COMPARISONS: Record<string, string> = {
  ">=": "at least",
  "<=": "at most",
  ">": "greater than",
  "<": "less than",
};

/** The selected shape of the object holding the member at `tokens`, and that object. */
function parentOf(root: Shape, value: unknown, tokens: string[]) {
  const parentTokens = tokens.slice(0, -1);
  const obj = getAtTokens(value, parentTokens);
  const raw = shapeAt(root, value, parentTokens);
  return { obj, shape: raw && select(raw, obj) };
}

function getAtTokens(value: unknown, tokens: string[]): unknown {
  let current = value;
  for (const t of tokens) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[t];
  }
  return current;
}

function isOptionalMember(root: Shape, value: unknown, tokens: string[]): boolean {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return false;
  const { obj, shape } = parentOf(root, value, tokens);
  return (
    obj !== null && typeof obj === "object" && !Array.isArray(obj) && isOptionalIn(shape, last)
  );
}

function explainOne(c: SchemaCheck, root: Shape, value: unknown, base: string, e: SchemaError) {
  const { r } = c;
  const tokens = tryParsePointer(e.instancePath) ?? [];
  const here = getAtPointer(value, e.instancePath);
  const path = base + e.instancePath;
  const name = nameOf(path);
  switch (e.keyword) {
    case "required": {
      const shape = shapeAt(root, value, tokens);
      const key = String(e.params.missingProperty);
      reportRequired(c, shape && select(shape, here), here, path, key);
      return;
    }
    case "type":
      if (here === null && isOptionalMember(root, value, tokens)) reportNullOptional(r, path);
      else {
        const expected = describeTypeNames(e.params.type);
        r.add("mcp.type", path, { name, expected, got: describeType(here) });
      }
      return;
    case "const": {
      const allowed = e.params.allowedValue;
      const text = JSON.stringify(allowed);
      const fix =
        allowed === null || typeof allowed !== "object"
          ? r.replaceFix(path, text, { to: text })
          : undefined;
      r.add("mcp.const", path, { name, expected: text, got: preview(here) }, { fix });
      return;
    }
    case "enum": {
      const allowed = e.params.allowedValues;
      reportEnum(r, path, name, Array.isArray(allowed) ? (allowed as unknown[]) : [], here);
      return;
    }
    case "format": {
      const format = String(e.params.format);
      const expected = FORMAT_WORDS[format] ?? `text in the "${format}" format`;
      r.add("mcp.format", path, { name, expected, got: preview(here) });
      return;
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const comparison = COMPARISONS[String(e.params.comparison)] ?? String(e.params.comparison);
      const limit = Number(e.params.limit);
      r.add("mcp.range", path, { name, comparison, limit, got: preview(here) });
      return;
    }
    default:
      r.add("mcp.schema", path, { name, detail: e.message });
  }
}

function explainUnionAt(
  c: SchemaCheck,
  root: Shape,
  value: unknown,
  base: string,
  at: string,
  depth: number,
): void {
  const tokens = tryParsePointer(at) ?? [];
  const here = getAtPointer(value, at);
  const path = base + at;
  if (here === null && isOptionalMember(root, value, tokens)) {
    reportNullOptional(c.r, path);
    return;
  }
  const shape = shapeAt(root, value, tokens);
  if (!shape?.anyOf) {
    c.r.add("mcp.schema", path, {
      name: nameOf(path),
      detail: "matches none of the allowed shapes",
    });
    return;
  }
  explainUnionValue(c, shape, here, path, depth, explainSchemaErrors);
}
