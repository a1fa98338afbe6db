/**
 * Shapes an example value to one version's JSON Schema: keeps the parts of a recipe that the
 * schema knows, drops those it does not, and fills in every required member the recipe left
 * out. Recipes are written once; this makes them right for each version.
 */
import type { JsonSchema } from "../schema/dsl.ts";

type Schema = Record<string, unknown>;
type Defs = Record<string, JsonSchema>;

export interface InstanceContext {
  defs: Defs;
  /** Values for required members that a recipe did not give, by member name. */
  defaults: Readonly<Record<string, unknown>>;
}

/** How deep references are followed; the MCP schemas are far shallower than this. */
const MAX_DEPTH = 40;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Follows `$ref`s to the schema they name (`true`/missing become the empty schema). */
export function deref(schema: JsonSchema | undefined, defs: Defs): Schema {
  let s: JsonSchema | undefined = schema;
  for (let i = 0; i < MAX_DEPTH && isObject(s) && typeof s.$ref === "string"; i++) {
    s = defs[s.$ref.replace("#/$defs/", "")];
  }
  return isObject(s) ? s : {};
}

/** An allOf of object schemas read as one object schema (the MCP schemas use it that way). */
function flattenAllOf(schema: Schema, defs: Defs): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  let additionalProperties: unknown;
  for (const member of schema.allOf as JsonSchema[]) {
    const m = flattenAllOf(deref(member, defs), defs);
    Object.assign(properties, m.properties);
    for (const key of (m.required as string[] | undefined) ?? []) required.add(key);
    additionalProperties ??= m.additionalProperties;
  }
  return {
    type: "object",
    properties,
    required: [...required],
    ...(additionalProperties === undefined ? {} : { additionalProperties }),
  };
}

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t as string[];
  if (schema.properties || schema.additionalProperties !== undefined) return ["object"];
  return [];
}

function fitsType(type: string, value: unknown): boolean {
  switch (type) {
    case "object":
      return isObject(value);
    case "array":
      return Array.isArray(value);
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "null":
      return value === null;
    default:
      return typeof value === type;
  }
}

/** How well a union member suits the example value; the best member is the one shaped. */
function score(member: Schema, hint: unknown, defs: Defs): number {
  const m = flattenAllOf(member, defs);
  const types = typesOf(m);
  if (hint === undefined) return 0;
  if (m.const !== undefined) return m.const === hint ? 10 : -100;
  if (types.length && !types.some((t) => fitsType(t, hint))) return -100;
  if (!isObject(hint)) return 1;
  const props = (m.properties ?? {}) as Record<string, JsonSchema>;
  let total = 0;
  for (const [key, value] of Object.entries(hint)) {
    const prop = props[key];
    if (!prop) {
      total -= m.additionalProperties === undefined || m.additionalProperties === false ? 1 : 0;
      continue;
    }
    const p = deref(prop, defs);
    if (p.const !== undefined) total += p.const === value ? 10 : -100;
    else total += 1;
  }
  for (const key of (m.required as string[] | undefined) ?? []) if (!(key in hint)) total -= 0.5;
  return total;
}

/** A value of `schema` built from the example `hint` (may be undefined) and the defaults. */
export function shapeValue(
  schema: JsonSchema | undefined,
  hint: unknown,
  ctx: InstanceContext,
  key = "",
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return hint ?? {};
  const s = flattenAllOf(deref(schema, ctx.defs), ctx.defs);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.includes(hint) ? hint : s.enum[0];
  if (Array.isArray(s.anyOf)) {
    const members = (s.anyOf as JsonSchema[]).map((m) => deref(m, ctx.defs));
    let best = members[0] ?? {};
    let bestScore = -Infinity;
    for (const m of members) {
      const sc = score(m, hint, ctx.defs);
      if (sc > bestScore) [best, bestScore] = [m, sc];
    }
    return shapeValue(best, hint, ctx, key, depth + 1);
  }
  const types = typesOf(s);
  const type = types.find((t) => hint !== undefined && fitsType(t, hint)) ?? types[0];
  switch (type) {
    case "object":
      return shapeObject(s, isObject(hint) ? hint : {}, ctx, depth);
    case "array": {
      const items = Array.isArray(hint) ? hint : [];
      const out = items.map((item) => shapeValue(s.items as JsonSchema, item, ctx, key, depth + 1));
      const min = typeof s.minItems === "number" ? s.minItems : 0;
      while (out.length < min) out.push(shapeValue(s.items as JsonSchema, undefined, ctx, key));
      return out;
    }
    case "string":
      return typeof hint === "string" ? hint : defaultString(s, key);
    case "integer":
    case "number":
      return typeof hint === "number" && fitsType(type, hint)
        ? hint
        : typeof s.minimum === "number"
          ? s.minimum
          : 0;
    case "boolean":
      return typeof hint === "boolean" ? hint : false;
    case "null":
      return null;
    default:
      // No type: any value will do; the example's, else an empty object.
      return hint ?? {};
  }
}

function shapeObject(
  s: Schema,
  hint: Record<string, unknown>,
  ctx: InstanceContext,
  depth: number,
): Record<string, unknown> {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const extra = s.additionalProperties as JsonSchema | undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(hint)) {
    if (k in props) out[k] = shapeValue(props[k], v, ctx, k, depth + 1);
    // A member the version does not name survives only where the schema admits any member.
    else if (extra !== undefined && extra !== false)
      out[k] = shapeValue(extra, v, ctx, k, depth + 1);
  }
  for (const k of (s.required as string[] | undefined) ?? []) {
    if (!(k in out)) out[k] = shapeValue(props[k], ctx.defaults[k], ctx, k, depth + 1);
  }
  return out;
}

function defaultString(s: Schema, key: string): string {
  switch (s.format) {
    case "uri":
    case "uri-reference":
      return "https://example.com/";
    case "date-time":
      return "2025-01-01T12:00:00Z";
    case "byte":
      return "aGVsbG8=";
    case "email":
      return "ann@example.com";
  }
  return key || "example";
}
