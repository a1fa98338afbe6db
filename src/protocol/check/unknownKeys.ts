/**
 * Keys of a value that its schema does not name: a tight walk over the value, guided by the
 * version's shapes (`shapes.ts`). Unknown keys are allowed by the spec, so callers report them
 * as warnings. Objects whose schema admits any key (`additionalProperties`) are not reported,
 * and JSON Schema documents and `_meta` are not walked at all.
 */
import { select, shapeAt } from "./navigate.ts";
import type { Shape } from "./shapes.ts";

export interface UnknownKey {
  /** Tokens from the walked value to the object that holds the key. */
  parent: (string | number)[];
  key: string;
  /** The shape of that object (its known keys, for suggestions). */
  shape: Shape;
}

const OPAQUE_KEYS = new Set(["inputSchema", "outputSchema", "requestedSchema", "_meta"]);

const NONE: UnknownKey[] = [];

function needsWalk(shape: Shape): boolean {
  return !!(shape.props || shape.items || shape.anyOf || shape.allOf || shape.extra);
}

/** Per known key: the shape to descend into, or null when there is nothing inside to check. */
function walkMap(shape: Shape): Map<string, Shape | null> | undefined {
  if (shape.walk) return shape.walk;
  if (!shape.props) return undefined;
  const map = new Map<string, Shape | null>();
  for (const [key, child] of shape.props) {
    map.set(key, OPAQUE_KEYS.has(key) || !needsWalk(child) ? null : child);
  }
  shape.walk = map;
  return map;
}

/** Every unknown key in `value`, in document order; nesting beyond `maxDepth` is not walked. */
export function findUnknownKeys(root: Shape, value: unknown, maxDepth = 500): UnknownKey[] {
  if (value === null || typeof value !== "object") return NONE;
  const out: UnknownKey[] = [];
  walk(root, value, [], out, 0, maxDepth);
  return out.length ? out : NONE;
}

function walk(
  shape: Shape,
  value: object,
  path: (string | number)[],
  out: UnknownKey[],
  depth: number,
  maxDepth: number,
): void {
  if (depth > maxDepth) return;
  const s = select(shape, value);
  if (!s) return;
  if (Array.isArray(value)) {
    const items = s.items;
    if (!items || !needsWalk(items)) return;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === "object") {
        path.push(i);
        walk(items, item, path, out, depth + 1, maxDepth);
        path.pop();
      }
    }
    return;
  }
  const obj = value as Record<string, unknown>;
  const map = walkMap(s);
  const extra = s.extra && needsWalk(s.extra) ? s.extra : undefined;
  if (!map && !extra) return;
  for (const key in obj) {
    let child = map?.get(key);
    if (child === undefined) {
      if (!s.open) {
        out.push({ parent: path.slice(), key, shape: s });
        continue;
      }
      child = extra ?? null;
    }
    if (child === null) continue;
    const v = obj[key];
    if (v !== null && typeof v === "object") {
      path.push(key);
      walk(child, v, path, out, depth + 1, maxDepth);
      path.pop();
    }
  }
}

/**
 * Whether `key` is a field the schema names in the object at `parent` (tokens from the root
 * value): used to tell in which other versions an unknown key exists.
 */
export function isKnownKey(
  root: Shape,
  value: unknown,
  parent: readonly (string | number)[],
  key: string,
): boolean {
  const shape = shapeAt(root, value, parent);
  if (!shape) return false;
  let current: unknown = value;
  for (const token of parent) current = (current as Record<string, unknown>)[String(token)];
  return !!select(shape, current)?.props?.has(key);
}
