/**
 * Explaining a value that fits no branch of a union: only the relevant branch is explained, the
 * one its discriminator (`type` of a content block) names, else the one its JSON type selects,
 * else the one with the fewest errors. Inline schemas (not a `$defs` entry of their own, so
 * ajv cannot be asked about them alone) are walked directly.
 */
import { isPlainObject } from "./classify.ts";
import { chooseBranches } from "./branches.ts";
import { describeType, describeTypeBits, listValues, nameOf, preview } from "./describe.ts";
import {
  MAX_EXPLAIN_DEPTH,
  type SchemaCheck,
  isOptionalIn,
  reportEnum,
  reportNullOptional,
  reportRequired,
} from "./explain.ts";
import { DOC_SEPARATOR, KEY_SEPARATOR } from "./messages.ts";
import { childPointer } from "./report.ts";
import { select, unionOf } from "./navigate.ts";
import { type Shape, T_NULL, T_OBJ, schemaErrors, typeBit } from "./shapes.ts";

/** Explains `value` against a shape that is a `$defs` entry (through ajv); returns conformance. */
export type ExplainTop = (
  c: SchemaCheck,
  shape: Shape,
  value: unknown,
  base: string,
  depth: number,
) => boolean;

/** A shape ajv cannot validate alone: the "any" shape or a node inside a definition. */
export const isInline = (shape: Shape): boolean => shape.key === "" || shape.key.includes("/");

const errorCount = (c: SchemaCheck) => c.r.findings.filter((f) => f.severity === "error").length;

/** Explains why `here` (at `path`) matches no branch of the union `shape`. */
export function explainUnionValue(
  c: SchemaCheck,
  shape: Shape,
  here: unknown,
  path: string,
  depth: number,
  top: ExplainTop,
): void {
  const { r } = c;
  const name = nameOf(path);
  const union = unionOf(shape);
  const bit = typeBit(here);
  let fits = union.branches.filter((b) => (b.types & bit) !== 0 && b.key !== "");
  if (bit === T_OBJ && union.objectBranches.length > 1) {
    const choice = chooseBranches(union, here as Record<string, unknown>);
    switch (choice.kind) {
      case "unknown-tag": {
        const at = childPointer(path, choice.key);
        const got = (here as Record<string, unknown>)[choice.key];
        if (shape.key === FORM_FIELD && choice.key === "type") {
          r.add("mcp.form-field", path, { name, got: preview(got) });
        } else reportEnum(r, at, choice.key, choice.allowed, got);
        return;
      }
      case "missing-tag": {
        const doc = `one of ${listValues(choice.allowed)}`;
        r.add("mcp.required", path, { parent: name, key: choice.key, doc });
        return;
      }
      case "missing-mark":
        reportMissingMark(c, path, choice.marks);
        return;
      case "branches":
        fits = choice.branches.filter((b) => b.key !== "");
        if (choice.by && fits.length === 1) {
          const { key, value } = choice.by;
          c.branches ??= new Map();
          c.branches.set(
            path,
            value === undefined ? { by: key } : { by: key, tag: preview(value) },
          );
        }
    }
  }
  if (fits.length === 0) {
    const bits = union.branches.reduce((acc, b) => acc | b.types, 0);
    r.add("mcp.type", path, { name, expected: describeTypeBits(bits), got: describeType(here) });
    return;
  }
  const branch = fits.length === 1 ? (fits[0] as Shape) : bestBranch(c, fits, here);
  explainInline(c, branch, here, path, depth + 1, top);
}

/** The union of an elicitation form's fields: only primitive field schemas. */
const FORM_FIELD = "PrimitiveSchemaDefinition";

/**
 * An object with none of the keys that tell a union's branches apart (resource contents with
 * neither `text` nor `blob`): one finding naming them, rather than the first branch's key.
 */
function reportMissingMark(c: SchemaCheck, path: string, marks: Map<string, Shape>): void {
  const keys = [...marks.keys()];
  const docs = [...marks].map(([key, branch]) => branch.docs?.get(key) ?? "");
  const args = { parent: nameOf(path), keys: keys.join(KEY_SEPARATOR) };
  c.r.add(
    "mcp.required-one-of",
    path,
    docs.some(Boolean) ? { ...args, docs: docs.join(DOC_SEPARATOR) } : args,
  );
}

/** The branch with the fewest errors for `value`; ties go to the one knowing most of its keys. */
function bestBranch(c: SchemaCheck, branches: Shape[], value: unknown): Shape {
  let best = branches[0] as Shape;
  let bestErrors = Infinity;
  let bestKnown = -1;
  const keys = isPlainObject(value) ? Object.keys(value) : [];
  for (const b of branches) {
    const n = isInline(b) ? 1 : schemaErrors(c.version, b, value).length;
    const known = keys.filter((k) => b.props?.has(k)).length;
    if (n < bestErrors || (n === bestErrors && known > bestKnown)) {
      best = b;
      bestErrors = n;
      bestKnown = known;
    }
  }
  return best;
}

/**
 * Explains `value` against any shape: a `$defs` entry goes to ajv (`top`); an inline node is
 * checked here for type, const, enum, required keys and, recursively, its members and items.
 * Returns whether no error was found.
 */
export function explainInline(
  c: SchemaCheck,
  shape: Shape,
  value: unknown,
  base: string,
  depth: number,
  top: ExplainTop,
): boolean {
  if (!isInline(shape)) return top(c, shape, value, base, depth);
  if (shape.key === "" || depth > MAX_EXPLAIN_DEPTH) return true;
  const { r } = c;
  const name = nameOf(base);
  if (shape.anyOf && !shape.props) {
    const before = errorCount(c);
    explainUnionValue(c, shape, value, base, depth, top);
    return errorCount(c) === before;
  }
  const s = select(shape, value) ?? shape;
  if ((s.types & typeBit(value)) === 0) {
    r.add("mcp.type", base, {
      name,
      expected: describeTypeBits(s.types),
      got: describeType(value),
    });
    return false;
  }
  if (s.constValue !== undefined && s.constValue !== value) {
    const expected = JSON.stringify(s.constValue);
    const fix = r.replaceFix(base, expected, { to: expected });
    r.add("mcp.const", base, { name, expected, got: preview(value) }, { fix });
    return false;
  }
  if (s.enumValues && !s.enumValues.includes(value)) {
    reportEnum(r, base, name, s.enumValues, value);
    return false;
  }
  let ok = true;
  if (Array.isArray(value) && s.items) {
    const items = s.items;
    value.forEach((x, i) => {
      ok = explainInline(c, items, x, childPointer(base, i), depth + 1, top) && ok;
    });
  } else if (isPlainObject(value)) {
    for (const key of s.required) {
      if (!Object.hasOwn(value, key)) {
        reportRequired(c, s, value, base, key);
        ok = false;
      }
    }
    for (const [key, v] of Object.entries(value)) {
      const child = s.props?.get(key) ?? s.extra;
      if (!child) continue;
      const at = childPointer(base, key);
      if (v === null && (child.types & T_NULL) === 0 && isOptionalIn(s, key)) {
        reportNullOptional(r, at);
        ok = false;
      } else {
        ok = explainInline(c, child, v, at, depth + 1, top) && ok;
      }
    }
  }
  return ok;
}
