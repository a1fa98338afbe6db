/**
 * ajv's errors turned into plain findings. For a union (`anyOf`) only the relevant branch is
 * explained: the one its discriminator (`type` of a content block) names, else the one its JSON
 * type selects, else the one with the fewest errors; the value is then checked against that
 * branch alone, so the learner never sees every branch's complaints.
 */
import { getAtPointer, tryParsePointer } from "../pointer.ts";
import { type SchemaError, validateAgainst } from "../schema/validator.ts";
import type { ProtocolVersion } from "../versions.ts";
import { isPlainObject } from "./classify.ts";
import {
  describeType,
  describeTypeBits,
  describeTypeNames,
  listValues,
  nameOf,
  placeholder,
  preview,
} from "./describe.ts";
import { findMisnamed } from "./hints.ts";
import { type Reporter, childPointer } from "./report.ts";
import { type Shape, T_OBJ, select, shapeAt, typeBit, unionOf } from "./shapes.ts";
import { closest } from "./similar.ts";

export interface SchemaCheck {
  r: Reporter;
  version: ProtocolVersion;
  /** Pointers (within the message) of keys already explained as misnamed required keys. */
  handled: Set<string>;
}

const MAX_UNION_DEPTH = 12;

/**
 * Validates `value` against `root` and reports what is wrong; `base` is the pointer of `value`
 * in the message. Returns whether the value conforms.
 */
export function explainSchemaErrors(
  c: SchemaCheck,
  root: Shape,
  value: unknown,
  base: string,
  depth = 0,
): boolean {
  if (root.key === "") return true;
  const errors = validateAgainst(c.version, root.key, value);
  if (errors.length === 0) return true;
  const before = c.r.findings.length;
  const unions = outermost(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const inUnion = (p: string) => unions.some((u) => u === "" || p === u || p.startsWith(`${u}/`));
  for (const e of errors) {
    if (e.keyword === "anyOf" || e.keyword === "if" || inUnion(e.instancePath)) continue;
    explainOne(c, root, value, base, e);
  }
  for (const u of unions) explainUnion(c, root, value, base, u, depth);
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

function explainOne(c: SchemaCheck, root: Shape, value: unknown, base: string, e: SchemaError) {
  const { r } = c;
  const tokens = tryParsePointer(e.instancePath) ?? [];
  const here = getAtPointer(value, e.instancePath);
  const path = base + e.instancePath;
  const name = nameOf(path);
  switch (e.keyword) {
    case "required":
      explainRequired(c, root, value, tokens, path, String(e.params.missingProperty));
      return;
    case "type":
      if (here === null && isOptionalMember(root, value, tokens)) {
        const fix = r.removeFix(path, { key: name });
        r.add("mcp.null-optional", path, { name }, { fix });
      } else {
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
      const allowed = Array.isArray(e.params.allowedValues)
        ? (e.params.allowedValues as unknown[])
        : [];
      reportEnum(r, path, name, allowed, here);
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

function reportEnum(r: Reporter, path: string, name: string, allowed: unknown[], here: unknown) {
  const strings = allowed.filter((v): v is string => typeof v === "string");
  const near = typeof here === "string" ? closest(here, strings) : undefined;
  const suggestion = near === undefined ? undefined : JSON.stringify(near);
  const fix = suggestion ? r.replaceFix(path, suggestion, { to: suggestion }) : undefined;
  const args = {
    name,
    allowed: listValues(allowed),
    got: preview(here),
    ...(suggestion ? { suggestion } : {}),
  };
  r.add("mcp.enum", path, args, { fix });
}

function explainRequired(
  c: SchemaCheck,
  root: Shape,
  value: unknown,
  tokens: string[],
  path: string,
  key: string,
): void {
  const { r } = c;
  const obj = getAtPointer(value, tokens.length ? `/${tokens.map(esc).join("/")}` : "");
  const raw = shapeAt(root, value, tokens);
  const shape = raw && select(raw, obj);
  const parent = nameOf(path);
  if (isPlainObject(obj)) {
    const unknown = Object.keys(obj).filter(
      (k) => !shape?.props?.has(k) && !c.handled.has(childPointer(path, k)),
    );
    const found = findMisnamed(key, unknown);
    if (found !== undefined) {
      const keyPath = childPointer(path, found);
      c.handled.add(keyPath);
      const fix = r.renameFix(keyPath, key, { from: found, to: key });
      r.add("mcp.misnamed-key", keyPath, { parent, key, found }, { at: "key", fix });
      return;
    }
  }
  const doc = shape?.docs?.get(key);
  const fix = r.insertFix(path, key, placeholder(shape?.props?.get(key), key), { key });
  r.add("mcp.required", path, { parent, key, ...(doc ? { doc } : {}) }, { fix });
}

const esc = (t: string) => t.replace(/~/g, "~0").replace(/\//g, "~1");

/** Whether the member at `tokens` is an optional key of its object (so it may be left out). */
function isOptionalMember(root: Shape, value: unknown, tokens: string[]): boolean {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return false;
  const parentTokens = tokens.slice(0, -1);
  const parentValue = getAtPointer(
    value,
    parentTokens.length ? `/${parentTokens.map(esc).join("/")}` : "",
  );
  if (!isPlainObject(parentValue)) return false;
  const raw = shapeAt(root, value, parentTokens);
  const shape = raw && select(raw, parentValue);
  return !!shape?.props?.has(last) && !shape.required.includes(last);
}

function explainUnion(
  c: SchemaCheck,
  root: Shape,
  value: unknown,
  base: string,
  at: string,
  depth: number,
): void {
  const { r } = c;
  const tokens = tryParsePointer(at) ?? [];
  const here = getAtPointer(value, at);
  const path = base + at;
  const name = nameOf(path);
  if (here === null && isOptionalMember(root, value, tokens)) {
    r.add("mcp.null-optional", path, { name }, { fix: r.removeFix(path, { key: name }) });
    return;
  }
  const shape = shapeAt(root, value, tokens);
  if (!shape?.anyOf || depth > MAX_UNION_DEPTH) {
    r.add("mcp.no-match", path, {
      name,
      expected: "one of the allowed shapes",
      got: describeType(here),
    });
    return;
  }
  const union = unionOf(shape);
  const bit = typeBit(here);
  if (bit === T_OBJ && union.disc) {
    const obj = here as Record<string, unknown>;
    const tagKey = union.disc.key;
    const allowed = [...union.disc.map.keys()];
    if (Object.hasOwn(obj, tagKey)) {
      const branch = union.disc.map.get(obj[tagKey]);
      if (branch) explainSchemaErrors(c, branch, here, path, depth + 1);
      else reportEnum(r, childPointer(path, tagKey), tagKey, allowed, obj[tagKey]);
      return;
    }
    if (union.branches.every((b) => (b.types & T_OBJ) === 0 || b.required.includes(tagKey))) {
      const doc = `one of ${listValues(allowed)}`;
      r.add("mcp.required", path, { parent: name, key: tagKey, doc });
      return;
    }
  }
  const fits = union.branches.filter((b) => (b.types & bit) !== 0 && b.key !== "");
  if (fits.length === 0) {
    const bits = union.branches.reduce((acc, b) => acc | b.types, 0);
    r.add("mcp.type", path, { name, expected: describeTypeBits(bits), got: describeType(here) });
    return;
  }
  explainSchemaErrors(
    c,
    fits.length === 1 ? (fits[0] as Shape) : bestBranch(c, fits, here),
    here,
    path,
    depth + 1,
  );
}

/** The branch with the fewest errors for `value`; ties go to the one knowing most of its keys. */
function bestBranch(c: SchemaCheck, branches: Shape[], value: unknown): Shape {
  let best = branches[0] as Shape;
  let bestErrors = Infinity;
  let bestKnown = -1;
  const keys = isPlainObject(value) ? Object.keys(value) : [];
  for (const b of branches) {
    const n = validateAgainst(c.version, b.key, value).length;
    const known = keys.filter((k) => b.props?.has(k)).length;
    if (n < bestErrors || (n === bestErrors && known > bestKnown)) {
      best = b;
      bestErrors = n;
      bestKnown = known;
    }
  }
  return best;
}
