/**
 * What changed in a method across the protocol versions: when it appears or disappears, and,
 * version by version, the fields of its params and result that were added, removed or changed
 * (type or required), found by comparing the JSON Schemas each version projects.
 */
import type { Direction } from "../schema/registry.ts";
import { getVersionSchema } from "../schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { type FieldFacts, flattenSchema } from "./flatten.ts";

export { type FieldFacts, MAX_FIELD_DEPTH } from "./flatten.ts";

export interface Change {
  /** `params.task`, `result.content[].text`; `[]` is an array's items, `.*` a map's values. */
  path: string;
  kind: "added" | "removed" | "changed";
  /** The field in the previous version (changed, removed). */
  before?: FieldFacts;
  /** The field in this version (added, changed). */
  after?: FieldFacts;
}

export interface VersionChanges {
  version: ProtocolVersion;
  present: boolean;
  /** The method is new in this version (it is absent from the previous one). */
  appeared?: boolean;
  /** The method existed in the previous version and is gone from this one. */
  disappeared?: boolean;
  kind?: "request" | "notification";
  direction?: Direction;
  /** Set when the sender changed since the previous version. */
  directionBefore?: Direction;
  /** Against the previous version, when both have the method. */
  params?: Change[];
  result?: Change[];
}

export interface MethodChanges {
  method: string;
  versions: VersionChanges[];
}

type Fields = Map<string, FieldFacts>;

function fieldsOf(method: string, version: ProtocolVersion): { params: Fields; result: Fields } {
  const vs = getVersionSchema(version);
  const info = vs.methods.get(method);
  const defs = vs.schema.$defs;
  const ref = (key: string) => ({ $ref: `#/$defs/${key}` });
  return {
    params: info?.paramsKey
      ? flattenSchema(ref(info.paramsKey), "params", info.paramsRequired, defs)
      : new Map<string, FieldFacts>(),
    result: info?.resultKey
      ? flattenSchema(ref(info.resultKey), "result", true, defs)
      : new Map<string, FieldFacts>(),
  };
}

/**
 * Same alternatives? An inline object and a named object count as the same type: naming a
 * shape is not a change for the learner, and any change inside it is reported on its fields.
 */
function sameTypes(a: FieldFacts, b: FieldFacts): boolean {
  if (a.objectLike && b.objectLike) return true;
  const x = a.types;
  const y = b.types;
  return x.length === y.length && [...x].sort().join("\u0000") === [...y].sort().join("\u0000");
}

/** Is `path` inside `parent` (a field, its items or its map values)? */
const isInside = (path: string, parent: string) =>
  path.startsWith(`${parent}.`) || path.startsWith(`${parent}[]`);

/** The differences from `before` to `after`; inside an added or removed field, nothing more. */
export function diffFields(before: Fields, after: Fields): Change[] {
  const changes: Change[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  for (const [path, facts] of after) {
    const old = before.get(path);
    if (!old) {
      if (added.some((p) => isInside(path, p))) continue;
      added.push(path);
      changes.push({ path, kind: "added", after: facts });
    } else if (!sameTypes(old, facts) || old.required !== facts.required) {
      changes.push({ path, kind: "changed", before: old, after: facts });
    }
  }
  for (const [path, facts] of before) {
    if (after.has(path) || removed.some((p) => isInside(path, p))) continue;
    removed.push(path);
    changes.push({ path, kind: "removed", before: facts });
  }
  return changes;
}

const cache = new Map<string, MethodChanges>();

/** The method's story across every protocol version, oldest first. */
export function methodChanges(method: string): MethodChanges {
  const cached = cache.get(method);
  if (cached) return cached;
  const versions: VersionChanges[] = [];
  let previous: { params: Fields; result: Fields; direction: Direction } | undefined;
  for (const version of PROTOCOL_VERSIONS) {
    const info = getVersionSchema(version).methods.get(method);
    if (!info) {
      versions.push({ version, present: false, ...(previous ? { disappeared: true } : {}) });
      previous = undefined;
      continue;
    }
    const fields = fieldsOf(method, version);
    const entry: VersionChanges = {
      version,
      present: true,
      kind: info.kind,
      direction: info.direction,
    };
    if (previous) {
      entry.params = diffFields(previous.params, fields.params);
      if (info.kind === "request") entry.result = diffFields(previous.result, fields.result);
      if (previous.direction !== info.direction) entry.directionBefore = previous.direction;
    } else if (versions.length > 0) entry.appeared = true;
    versions.push(entry);
    previous = { ...fields, direction: info.direction };
  }
  const result = { method, versions };
  cache.set(method, result);
  return result;
}

/** Every method of any version, in the order the versions list them (for pickers and tests). */
export function allMethods(): string[] {
  const seen = new Set<string>();
  for (const v of PROTOCOL_VERSIONS)
    for (const m of getVersionSchema(v).methods.keys()) seen.add(m);
  return [...seen];
}
