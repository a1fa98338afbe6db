/**
 * Explaining a value that fits no branch of a union: only the relevant branch is explained, the
 * one its discriminator (`type` of a content block) names, else the one its JSON type selects,
 * else the one with the fewest errors. Inline schemas (not a `$defs` entry of their own, so
 * ajv cannot be asked about them alone) are walked directly.
 */
import { isPlainObject } from "./classify.ts";
import { describeType, describeTypeBits, listValues, nameOf, preview } from "./describe.ts";
import {
  MAX_EXPLAIN_DEPTH,
  type SchemaCheck,
  isOptionalIn,
  reportEnum,
  reportNullOptional,
  reportRequired,
} from "./explain.ts";
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
  if (bit === T_OBJ && union.disc) {
    const obj = here as Record<string, unknown>;
    const tagKey = union.disc.key;
    const allowed = [...union.disc.map.keys()];
    if (Object.hasOwn(obj, tagKey)) {
      const branch = union.disc.map.get(obj[tagKey]);
      if (branch) explainInline(c, branch, here, path, depth + 1, top);
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
  const branch = fits.length === 1 ? (fits[0] as Shape) : bestBranch(c, fits, here);
  explainInline(c, branch, here, path, depth + 1, top);
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
