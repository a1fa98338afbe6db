/**
 * Finding the shape that applies to a value: `allOf` merged, the union branch a value selects
 * (by discriminator or JSON type), the shape at a place below a root shape.
 */
import { chooseBranches, discriminatorOf, mergeObjects, objectsOf } from "./branches.ts";
import { type Shape, T_ANY, T_OBJ, type Union, typeBit } from "./shapes.ts";

/** `allOf` members merged into one shape (their keys together). */
function mergedAllOf(shape: Shape): Shape {
  if (shape.merged) return shape.merged;
  const members = (shape.allOf ?? []).map(flatten);
  const merged: Shape = { ...shape, required: [...shape.required], open: true };
  delete merged.allOf;
  delete merged.walk;
  let withProps = 0;
  let allOpen = true;
  for (const m of members) {
    merged.types &= m.types;
    merged.required.push(...m.required);
    if (m.props) {
      withProps++;
      if (!m.open) allOpen = false;
      merged.props ??= new Map(shape.props);
      merged.docs ??= new Map(shape.docs);
      // A later member narrows what an earlier one left open (Error's `data` in typed errors).
      for (const [k, v] of m.props) {
        const earlier = merged.props.get(k);
        if (!earlier || isLoose(earlier)) merged.props.set(k, v);
      }
      for (const [k, v] of m.docs ?? []) merged.docs.set(k, v);
    }
    if (m.anyOf && !merged.anyOf) merged.anyOf = m.anyOf;
    if (m.items && !merged.items) merged.items = m.items;
    if (m.constValue !== undefined && merged.constValue === undefined)
      merged.constValue = m.constValue;
  }
  merged.open = shape.props ? shape.open && allOpen : withProps === 0 || allOpen;
  shape.merged = merged;
  return merged;
}

/** A shape that constrains nothing (any JSON value). */
function isLoose(shape: Shape): boolean {
  return shape.types === T_ANY && !shape.props && !shape.anyOf && !shape.allOf && !shape.items;
}

function flatten(shape: Shape): Shape {
  return shape.allOf ? mergedAllOf(shape) : shape;
}

/** The union facts of an `anyOf` shape: its branches (nested unions flattened), discriminator. */
export function unionOf(shape: Shape): Union {
  if (shape.union) return shape.union;
  const branches: Shape[] = [];
  const add = (s: Shape, depth: number) => {
    const f = flatten(s);
    if (f.anyOf && !f.props && depth < 8) for (const b of f.anyOf) add(b, depth + 1);
    else branches.push(f);
  };
  for (const b of shape.anyOf ?? []) add(b, 0);
  const objectBranches = branches.filter((b) => (b.types & T_OBJ) !== 0);
  const union: Union = {
    branches,
    objectBranches,
    objects: mergeObjects(shape.key, objectBranches),
  };
  const disc = discriminatorOf(objectBranches);
  if (disc) union.disc = disc;
  shape.union = union;
  return union;
}

/**
 * The shape that applies to `value`: `allOf` merged, and for a union the branch its
 * discriminator or its JSON type selects (the object branches together when several fit).
 * Undefined when no branch can fit.
 */
export function select(shape: Shape, value: unknown): Shape | undefined {
  let s = shape;
  for (let guard = 0; guard < 8; guard++) {
    if (s.allOf) s = mergedAllOf(s);
    if (!s.anyOf) return s;
    const union = unionOf(s);
    const bit = typeBit(value);
    if (bit === T_OBJ && union.objectBranches.length > 1) {
      const choice = chooseBranches(union, value as Record<string, unknown>);
      if (choice.kind === "unknown-tag") return undefined;
      if (choice.kind === "branches") {
        const [first] = choice.branches;
        if (!first) return undefined;
        if (choice.branches.length > 1) return objectsOf(union, choice.branches);
        s = first;
        continue;
      }
    }
    let fit: Shape | undefined;
    let count = 0;
    for (const b of union.branches) {
      if ((b.types & bit) !== 0) {
        fit ??= b;
        count++;
      }
    }
    if (!fit) return undefined;
    if (count > 1 && bit === T_OBJ) return union.objects;
    s = fit;
  }
  return s;
}

/** The (unselected) shape of the value at `tokens` below a root shape, following the value. */
export function shapeAt(
  root: Shape,
  value: unknown,
  tokens: readonly (string | number)[],
): Shape | undefined {
  let shape: Shape | undefined = root;
  let current: unknown = value;
  for (const token of tokens) {
    const s: Shape = select(shape, current) ?? shape;
    if (Array.isArray(current)) {
      shape = s.items;
      current = current[Number(token)];
    } else if (current !== null && typeof current === "object") {
      shape = s.props?.get(String(token)) ?? s.extra;
      current = (current as Record<string, unknown>)[String(token)];
    } else return undefined;
    if (!shape) return undefined;
  }
  return shape;
}
