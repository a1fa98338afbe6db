/**
 * A small, deterministic instance generator over JSON Schema (the subset the MCP schemas use:
 * type, const, enum, properties/required, additionalProperties, items, min/maxItems,
 * minimum/maximum, min/maxLength, format, anyOf/oneOf, allOf, $ref).
 *
 * It records every generated node (path, allowed types, required or optional, enum values) so
 * mutants can be derived, and every choice site (an `anyOf`, an `enum`, a union `type`) so the
 * caller can ask for each branch in turn.
 */

import { prng } from "../support/prng.ts";

export type JsonSchema = Record<string, unknown>;

/** One generated value inside the instance. */
export interface NodeInfo {
  /** JSON pointer inside the generated instance. */
  path: string;
  /** The JSON types the schema allows here; undefined when any value is allowed. */
  types?: string[];
  /** In an object: whether the key is required. Undefined for array items and the root. */
  required?: boolean;
  /** `enum` values, or `[const]`. */
  values?: unknown[];
  /** The string `format` (uri, uri-template, byte...). */
  format?: string;
  /** Whether the value is an object (a place for an unknown extra key). */
  isObject: boolean;
}

export interface GenOptions {
  /** `min`: required keys only; `max`: every optional key too. */
  mode: "min" | "max";
  /** Option index per choice site (default 0). */
  choices?: ReadonlyMap<string, number>;
  seed: number;
  /** A value for a named property, overriding the schema (e.g. the protocol version). */
  valueFor?: (key: string, schema: JsonSchema, parent: JsonSchema) => unknown;
}

export interface Generated {
  value: unknown;
  nodes: NodeInfo[];
  /** Choice sites met, with their number of options. */
  sites: Map<string, number>;
}

const MAX_DEPTH = 14;

/** Where the generator is: instance depth, the `$ref`s being expanded, winding down or not. */
interface Ctx {
  depth: number;
  refs: readonly string[];
  deep: boolean;
}

/** Follows `$ref`s (`#/definitions/X`, `#/$defs/X`) and merges `allOf` into one schema. */
export function resolve(schema: unknown, defs: Record<string, unknown>): JsonSchema {
  let s = (typeof schema === "object" && schema ? schema : {}) as JsonSchema;
  for (let hops = 0; typeof s.$ref === "string" && hops < 20; hops++) {
    const { $ref, ...rest } = s;
    const target = defs[$ref.replace(/^#\/(definitions|\$defs)\//, "")];
    if (!target) throw new Error(`unresolved $ref ${$ref}`);
    s = merge(target as JsonSchema, rest);
  }
  if (Array.isArray(s.allOf)) {
    const { allOf, ...rest } = s;
    s = (allOf as unknown[]).reduce<JsonSchema>((acc, m) => merge(acc, resolve(m, defs)), rest);
  }
  return s;
}

/** Conjunction of two object-ish schemas, good enough for generation. */
function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...a, ...b };
  if (a.properties || b.properties) {
    out.properties = { ...(a.properties as object), ...(b.properties as object) };
  }
  if (a.required || b.required) {
    out.required = [
      ...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])]),
    ];
  }
  return out;
}

const typeOf = (x: unknown): string =>
  x === null ? "null" : Array.isArray(x) ? "array" : typeof x === "number" ? "number" : typeof x;

/** Generates one instance of `schema`; `defs` resolves `$ref`s. */
export function generate(schema: unknown, defs: Record<string, unknown>, o: GenOptions): Generated {
  const rand = prng(o.seed);
  const nodes: NodeInfo[] = [];
  const sites = new Map<string, number>();
  const choose = (site: string, n: number): number => {
    sites.set(site, n);
    return Math.min(o.choices?.get(site) ?? 0, n - 1);
  };
  let counter = 0;
  const text = () => `text-${++counter}-${Math.floor(rand() * 1000)}`;

  const gen = (raw: unknown, path: string, at: Ctx, required?: boolean): unknown => {
    // Once a type recurs into itself (a JSON value inside a JSON object...), or deep enough,
    // generation winds down: required keys only, simple branches, no further nesting.
    const ref = (raw as JsonSchema | undefined)?.$ref;
    const name = typeof ref === "string" ? ref : undefined;
    const deep = at.deep || at.depth > MAX_DEPTH || (name !== undefined && at.refs.includes(name));
    const child: Ctx = { depth: at.depth + 1, refs: name ? [...at.refs, name] : at.refs, deep };
    let s = resolve(raw, defs);
    const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
    if (branches) {
      const { anyOf: _a, oneOf: _o, ...rest } = s;
      // Deep inside recursive types, prefer a branch that does not nest further.
      const simple = branches.findIndex((b) => {
        const type = resolve(b, defs).type;
        return typeof type === "string" && type !== "object" && type !== "array";
      });
      const i = deep && simple >= 0 ? simple : choose(`${path}|anyOf`, branches.length);
      s = merge(rest, resolve(branches[i], defs));
    }
    const info: NodeInfo = { path, isObject: false };
    if (required !== undefined) info.required = required;
    if ("const" in s) info.values = [s.const];
    if (Array.isArray(s.enum)) info.values = s.enum as unknown[];
    let types = typeof s.type === "string" ? [s.type] : (s.type as string[] | undefined);
    if (!types && s.properties) types = ["object"];
    if (types) info.types = types;
    if (typeof s.format === "string") info.format = s.format;
    nodes.push(info);

    if ("const" in s) return s.const;
    if (info.values) return info.values[choose(`${path}|enum`, info.values.length)];
    const type = types
      ? (types[types.length > 1 ? choose(`${path}|type`, types.length) : 0] ?? "string")
      : "string";
    switch (type) {
      case "object": {
        info.isObject = true;
        return genObject(s, path, child);
      }
      case "array": {
        const min = (s.minItems as number | undefined) ?? 0;
        const max = (s.maxItems as number | undefined) ?? Infinity;
        const count = Math.min(max, Math.max(min, deep ? 0 : 1));
        return Array.from({ length: count }, (_, i) => gen(s.items, `${path}/${i}`, child));
      }
      case "integer":
      case "number": {
        const lo = (s.minimum as number | undefined) ?? 0;
        const hi = (s.maximum as number | undefined) ?? lo + 1000;
        if (type === "integer") return Math.ceil(lo + (hi - lo) * rand());
        return lo + Math.round((hi - lo) * rand() * 100) / 100;
      }
      case "boolean":
        return rand() < 0.5;
      case "null":
        return null;
      default:
        return genString(s);
    }
  };

  const genObject = (s: JsonSchema, path: string, at: Ctx): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const props = (s.properties ?? {}) as Record<string, unknown>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [key, sub] of Object.entries(props)) {
      const isRequired = required.has(key);
      if (!isRequired && (o.mode === "min" || at.deep)) continue;
      const childPath = `${path}/${escape(key)}`;
      const special = o.valueFor?.(key, resolve(sub, defs), s);
      if (special !== undefined) {
        nodes.push({
          path: childPath,
          types: [typeOf(special)],
          required: isRequired,
          isObject: false,
        });
        out[key] = special;
      } else out[key] = gen(sub, childPath, at, isRequired);
    }
    const extra = s.additionalProperties;
    const isRecord = extra && typeof extra === "object" && Object.keys(extra).length > 0;
    if (isRecord && o.mode === "max" && !at.deep) {
      const key = `key${++counter}`;
      out[key] = gen(extra, `${path}/${key}`, at, false);
    }
    return out;
  };

  const genString = (s: JsonSchema): string => {
    let v: string;
    switch (s.format) {
      case "uri":
        v = `https://example.com/${text()}`;
        break;
      case "uri-template":
        v = "file:///{path}";
        break;
      case "byte":
        v = "aGVsbG8gd29ybGQ=";
        break;
      case "date-time":
        v = "2025-01-02T03:04:05Z";
        break;
      case "email":
        v = "someone@example.com";
        break;
      default:
        v = text();
    }
    const min = (s.minLength as number | undefined) ?? 0;
    if (v.length < min) v = v.padEnd(min, "x");
    const max = s.maxLength as number | undefined;
    return max !== undefined ? v.slice(0, max) : v;
  };

  const value = gen(schema, "", { depth: 0, refs: [], deep: false });
  return { value, nodes, sites };
}

/** JSON pointer escaping of one key. */
export const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Every variant of a schema in one mode: the default choices, then each option of each choice
 * site (breadth first, sites found in variants explored too), up to `limit` distinct instances.
 */
export function variants(
  schema: unknown,
  defs: Record<string, unknown>,
  o: Omit<GenOptions, "choices">,
  limit: number,
): Generated[] {
  const out: Generated[] = [];
  const seen = new Set<string>();
  const queue: Map<string, number>[] = [new Map<string, number>()];
  const tried = new Set<string>();
  while (queue.length && out.length < limit) {
    const choices = queue.shift() as Map<string, number>;
    const g = generate(schema, defs, { ...o, choices });
    const key = JSON.stringify(g.value);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(g);
    }
    for (const [site, n] of g.sites) {
      for (let i = 1; i < n; i++) {
        const id = `${site}=${i}`;
        if (tried.has(id) || choices.has(site)) continue;
        tried.add(id);
        queue.push(new Map([...choices, [site, i]]));
      }
    }
  }
  return out;
}
