/**
 * Flattens a method's projected JSON Schema into one entry per field path (`params.task`,
 * `result.content[].text`), each with its possible types and whether it is required: the form
 * in which two versions can be compared field by field.
 */
import type { JsonSchema } from "../schema/dsl.ts";

export interface FieldFacts {
  /** The alternatives the field may be: a type ("string"), a named type, a constant ("\"text\""). */
  types: string[];
  required: boolean;
  /** Levels below `params`/`result` (0 for the root; `[]` and `.*` count as a level). */
  depth: number;
  /** A single object type, inline or named (`object`, `Annotations`). */
  objectLike?: boolean;
  /** The schema's own description of the field, when it has one. */
  doc?: string;
}

type Schema = Record<string, unknown>;
type Defs = Record<string, JsonSchema>;

/** Levels (properties and array items) below `params`/`result` that are compared. */
export const MAX_FIELD_DEPTH = 5;

const isObject = (v: unknown): v is Schema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const refName = (s: Schema): string | undefined =>
  typeof s.$ref === "string" ? s.$ref.replace("#/$defs/", "") : undefined;

/** Follows refs; returns the target and the last ref name met (the field's named type). */
function resolve(schema: unknown, defs: Defs): { s: Schema; name?: string } {
  let s: unknown = schema;
  let name: string | undefined;
  for (let i = 0; i < 20 && isObject(s) && refName(s) !== undefined; i++) {
    name = refName(s);
    s = defs[name as string];
  }
  return { s: isObject(s) ? s : {}, ...(name ? { name } : {}) };
}

/** allOf members read together as one object (the MCP schemas use allOf only that way). */
function merged(s: Schema, defs: Defs): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const m of s.allOf) {
    const r = merged(resolve(m, defs).s, defs);
    Object.assign(properties, r.properties);
    required.push(...((r.required as string[] | undefined) ?? []));
  }
  return { type: "object", properties, required };
}

const isComposite = (s: Schema) =>
  s.type === "object" || s.type === "array" || !!s.anyOf || !!s.allOf || !!s.properties;

/** The alternatives a schema allows, in words a learner can read. */
export function describeTypes(schema: unknown, defs: Defs): string[] {
  const { s, name } = resolve(schema, defs);
  // Named objects and unions are shown by name; aliases of plain values by what they hold.
  if (name && isComposite(s) && !Array.isArray(s.anyOf)) return [name];
  if (s.const !== undefined) return [JSON.stringify(s.const)];
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v));
  if (Array.isArray(s.anyOf)) {
    const out = new Set<string>();
    for (const m of s.anyOf) for (const t of describeTypes(m, defs)) out.add(t);
    return [...out];
  }
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === "string") return [s.type];
  if (s.allOf || s.properties) return ["object"];
  return ["any"];
}

/** The object or array schemas a (possibly union) schema may take, resolved. */
function branches(schema: unknown, defs: Defs, depth = 0): Schema[] {
  const { s } = resolve(schema, defs);
  if (Array.isArray(s.anyOf) && depth < 8)
    return s.anyOf.flatMap((m) => branches(m, defs, depth + 1));
  return [merged(s, defs)];
}

/** Every field under `root` (named `rootPath`), down to MAX_FIELD_DEPTH levels. */
export function flattenSchema(
  root: JsonSchema,
  rootPath: string,
  rootRequired: boolean,
  defs: Defs,
): Map<string, FieldFacts> {
  const out = new Map<string, FieldFacts>();
  walk(root, rootPath, rootRequired, 0, defs, out);
  return out;
}

function walk(
  schema: unknown,
  path: string,
  required: boolean,
  depth: number,
  defs: Defs,
  out: Map<string, FieldFacts>,
): void {
  const doc = docOf(schema, defs);
  const types = describeTypes(schema, defs);
  const target = resolve(schema, defs).s;
  const objectLike = types.length === 1 && !target.anyOf && merged(target, defs).type === "object";
  out.set(path, {
    types,
    required,
    depth,
    ...(objectLike ? { objectLike } : {}),
    ...(doc ? { doc } : {}),
  });
  if (depth >= MAX_FIELD_DEPTH) return;
  const all = branches(schema, defs);
  const objects = all.filter((b) => isObject(b.properties) || b.type === "object");
  const arrays = all.filter((b) => b.type === "array" && b.items !== undefined);
  if (arrays.length)
    walk(unionOf(arrays.map((a) => a.items)), `${path}[]`, true, depth + 1, defs, out);
  if (!objects.length) return;
  // Fields of a union's object branches are read together: a field is required only when
  // every branch requires it.
  const fields = new Map<string, { schemas: unknown[]; requiredIn: number }>();
  for (const o of objects) {
    const props = (o.properties ?? {}) as Record<string, unknown>;
    const req = new Set((o.required as string[] | undefined) ?? []);
    for (const [key, sub] of Object.entries(props)) {
      const f = fields.get(key) ?? { schemas: [], requiredIn: 0 };
      f.schemas.push(sub);
      if (req.has(key)) f.requiredIn++;
      fields.set(key, f);
    }
  }
  for (const [key, f] of fields) {
    walk(
      unionOf(f.schemas),
      `${path}.${key}`,
      f.requiredIn === objects.length,
      depth + 1,
      defs,
      out,
    );
  }
  // A map of named entries (`inputResponses`, `properties`): its values, when they are typed.
  const values = objects
    .map((o) => o.additionalProperties)
    .filter((v) => isObject(v) && Object.keys(v).length > 0 && !fields.size);
  if (values.length) walk(unionOf(values), `${path}.*`, false, depth + 1, defs, out);
}

/** One schema for several: itself when all are the same, else their anyOf. */
function unionOf(schemas: unknown[]): unknown {
  const distinct = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
  return distinct.length === 1 ? distinct[0] : { anyOf: distinct };
}

function docOf(schema: unknown, defs: Defs): string | undefined {
  if (isObject(schema) && typeof schema.description === "string") return schema.description;
  const { s } = resolve(schema, defs);
  return typeof s.description === "string" ? s.description : undefined;
}
