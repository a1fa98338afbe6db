/**
 * Which branch of a union an object is meant as: its discriminator first (`type` of a content
 * block, `mode` of elicitation params, where no `mode` means a form), then a key only one of the
 * remaining branches requires (`text` or `blob` of resource contents). Only when neither
 * decides do callers fall back to the closest branch.
 */
import { type Discriminator, type Shape, T_OBJ, type Union } from "./shapes.ts";

/** The discriminator of a union's object branches: the key that splits them into most groups. */
export function discriminatorOf(branches: Shape[]): Discriminator | undefined {
  if (branches.length < 2) return undefined;
  const names = new Set(branches.flatMap((b) => [...(b.props?.keys() ?? [])]));
  let best: Discriminator | undefined;
  let bestGroups = 1;
  for (const key of names) {
    const map = new Map<unknown, Shape[]>();
    const absent: Shape[] = [];
    let every = true;
    for (const b of branches) {
      const values = valuesOf(b.props?.get(key));
      if (!values) {
        every = false;
        break;
      }
      for (const v of values) map.set(v, [...(map.get(v) ?? []), b]);
      if (!b.required.includes(key)) absent.push(b);
    }
    if (!every) continue;
    const groups = new Set([...map.values()].map((bs) => bs.map((b) => branches.indexOf(b)).join()))
      .size;
    if (groups > bestGroups) {
      best = { key, map, absent };
      bestGroups = groups;
    }
  }
  return best;
}

/** The values a property may take when it is a constant or an enum. */
function valuesOf(shape: Shape | undefined): unknown[] | undefined {
  if (!shape) return undefined;
  if (shape.constValue !== undefined) return [shape.constValue];
  return shape.enumValues?.length ? shape.enumValues : undefined;
}

/** What a union makes of an object. */
export type Choice =
  /**
   * The branches it may be meant as (one when decided); `by` when the discriminator narrowed
   * them: its key, and its value unless the object leaves it out.
   */
  | { kind: "branches"; branches: Shape[]; by?: { key: string; value?: unknown } }
  /** Its discriminator has a value no branch takes. */
  | { kind: "unknown-tag"; key: string; allowed: unknown[] }
  /** It lacks the discriminator every branch requires. */
  | { kind: "missing-tag"; key: string; allowed: unknown[] }
  /** It has none of the keys that tell the branches apart, one per branch. */
  | { kind: "missing-mark"; marks: Map<string, Shape> };

/** The branches of `union` that the object `value` may be meant as, or why none. */
export function chooseBranches(union: Union, value: Record<string, unknown>): Choice {
  let candidates = union.objectBranches;
  let by: { key: string; value?: unknown } | undefined;
  const disc = union.disc;
  if (disc) {
    const allowed = [...disc.map.keys()];
    if (Object.hasOwn(value, disc.key)) {
      const tagged = disc.map.get(value[disc.key]);
      if (!tagged) return { kind: "unknown-tag", key: disc.key, allowed };
      candidates = tagged;
      by = { key: disc.key, value: value[disc.key] };
    } else if (disc.absent.length) {
      candidates = disc.absent;
      by = { key: disc.key };
    } else return { kind: "missing-tag", key: disc.key, allowed };
  }
  if (candidates.length < 2) return { kind: "branches", branches: candidates, ...(by && { by }) };
  const marks = memoOf(union, candidates).marks ?? new Map<string, Shape>();
  const present = new Set<Shape>();
  for (const [key, b] of marks) if (Object.hasOwn(value, key)) present.add(b);
  if (present.size === 1) return { kind: "branches", branches: [...present], ...(by && { by }) };
  if (present.size === 0 && candidates.every((b) => [...marks.values()].includes(b))) {
    const first = new Map<string, Shape>();
    for (const b of candidates) {
      const key = [...marks].find(([, m]) => m === b)?.[0];
      if (key !== undefined) first.set(key, b);
    }
    return { kind: "missing-mark", marks: first };
  }
  // Several marks present: the key sets do not decide (and a fresh array would defeat the memo).
  return { kind: "branches", branches: candidates, ...(by && { by }) };
}

function memoOf(union: Union, candidates: Shape[]) {
  union.memo ??= new Map();
  let memo = union.memo.get(candidates);
  if (!memo) {
    memo = { marks: marksOf(candidates) };
    union.memo.set(candidates, memo);
  }
  return memo;
}

/** Per key: the one branch that requires it and that no other branch names. */
function marksOf(branches: Shape[]): Map<string, Shape> {
  const marks = new Map<string, Shape>();
  for (const b of branches) {
    for (const key of b.required) {
      if (branches.every((o) => o === b || !o.props?.has(key))) marks.set(key, b);
    }
  }
  return marks;
}

/** The keys of several object branches together (several may hold the same key). */
export function objectsOf(union: Union, branches: Shape[]): Shape {
  if (branches === union.objectBranches) return union.objects;
  const memo = memoOf(union, branches);
  memo.objects ??= mergeObjects(union.objects.key, branches);
  return memo.objects;
}

export function mergeObjects(key: string, branches: Shape[]): Shape {
  const merged: Shape = { key, types: T_OBJ, required: [], open: branches.length === 0 };
  for (const b of branches) {
    if (!b.props || b.open) merged.open = true;
    for (const [k, v] of b.props ?? []) {
      merged.props ??= new Map();
      const seen = merged.props.get(k);
      if (!seen) merged.props.set(k, v);
      // The same key in several branches (`content` of a sampling and of an elicitation
      // result) may hold any of their shapes: a union of them, not the first one alone.
      else if (seen !== v) {
        const options = seen.key.endsWith("|merged") && seen.anyOf ? [...seen.anyOf, v] : [seen, v];
        merged.props.set(k, {
          key: `${key}/${k}|merged`,
          types: options.reduce((bits, o) => bits | o.types, 0),
          required: [],
          open: true,
          anyOf: options,
        });
      }
    }
  }
  return merged;
}
