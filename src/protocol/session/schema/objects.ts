/**
 * Keywords for objects. A property counts as present when the object owns it (ajv also sees
 * inherited ones, so `required: ["toString"]` passes there; own properties are what JSON has).
 */
import {
  type Check,
  type Context,
  type Keyword,
  type PatternTest,
  type SchemaObject,
  type Trail,
  fail,
} from "./types.ts";

type Obj = Record<string, unknown>;

const child = (up: Trail | undefined, key: string): Trail => ({ up, key });
const has = (o: Obj, name: string) => Object.hasOwn(o, name) && o[name] !== undefined;
/** The keys of a schema map, without `__proto__` (ajv's `allSchemaProperties`). */
const namesOf = (map: unknown): string[] =>
  map !== null && typeof map === "object" ? Object.keys(map).filter((k) => k !== "__proto__") : [];

function limit(keyword: "maxProperties" | "minProperties"): Keyword {
  return (schema) => {
    const bound = schema[keyword] as number;
    const more = keyword === "maxProperties";
    const message = `must NOT have ${more ? "more" : "fewer"} than ${bound} properties`;
    return (v, at, run) => {
      const n = Object.keys(v as Obj).length;
      if (more ? n > bound : n < bound) fail(run, at, keyword, message);
    };
  };
}
export const maxProperties = limit("maxProperties");
export const minProperties = limit("minProperties");

export const required: Keyword = (schema) => {
  const names = schema.required as string[];
  if (names.length === 0) return undefined;
  return (v, at, run) => {
    const o = v as Obj;
    run.meter.tick(names.length);
    for (const name of names) {
      if (has(o, name)) continue;
      fail(run, at, "required", `must have required property '${name}'`, name);
      if (run.quick) return;
    }
  };
};

export const propertyNames: Keyword = (schema, cx) => {
  if (cx.alwaysValid(schema.propertyNames)) return undefined;
  const check = cx.sub(schema.propertyNames);
  return (v, at, run) => {
    // A name's failures are reported on the object itself, then "property name must be valid".
    for (const key of Object.keys(v as Obj)) {
      run.meter.tick();
      const before = run.errors.length;
      check(key, at, run);
      if (run.errors.length === before) continue;
      fail(run, at, "propertyNames", "property name must be valid");
      if (run.quick) return;
    }
  };
};

export const additionalProperties: Keyword = (schema, cx) => {
  const extra = schema.additionalProperties;
  if (cx.alwaysValid(extra)) return undefined;
  const declared = new Set(namesOf(schema.properties));
  const patterns: PatternTest[] = namesOf(schema.patternProperties).map((p) => cx.pattern(p));
  const check = extra === false ? undefined : cx.sub(extra);
  return (v, at, run) => {
    const o = v as Obj;
    const start = run.errors.length;
    for (const key of Object.keys(o)) {
      run.meter.tick();
      if (declared.has(key) || patterns.some((test) => test(key, run))) continue;
      if (check) check(o[key], child(at, key), run);
      else fail(run, at, "additionalProperties", "must NOT have additional properties", key);
      if (run.quick && run.errors.length > start) return;
    }
  };
};

export const properties: Keyword = (schema, cx) => {
  const map = schema.properties as SchemaObject;
  const checks = namesOf(map)
    .filter((name) => !cx.alwaysValid(map[name]))
    .map((name) => [name, cx.sub(map[name])] as const);
  if (checks.length === 0) return undefined;
  return (v, at, run) => {
    const o = v as Obj;
    const start = run.errors.length;
    for (const [name, check] of checks) {
      if (!has(o, name)) continue;
      run.meter.tick();
      check(o[name], child(at, name), run);
      if (run.quick && run.errors.length > start) return;
    }
  };
};

export const patternProperties: Keyword = (schema, cx) => {
  const map = schema.patternProperties as SchemaObject;
  const names = namesOf(map);
  const useful = names.filter((p) => !cx.alwaysValid(map[p]));
  // ajv's 2020-12 compiles every pattern (for unevaluatedProperties); draft-07 only useful ones.
  if (cx.dialect === "2020-12") names.forEach((p) => cx.pattern(p));
  if (useful.length === 0) return undefined;
  const checks = useful.map((p) => [cx.pattern(p), cx.sub(map[p])] as const);
  return (v, at, run) => {
    const o = v as Obj;
    const start = run.errors.length;
    for (const [test, check] of checks) {
      for (const key of Object.keys(o)) {
        run.meter.tick();
        if (!test(key, run)) continue;
        check(o[key], child(at, key), run);
        if (run.quick && run.errors.length > start) return;
      }
    }
  };
};

/** "Property a needs b and c" (`dependentRequired`, array entries of `dependencies`). */
function requiredWith(keyword: string, deps: [string, string[]][]): Check | undefined {
  const useful = deps.filter(([, list]) => list.length > 0);
  if (useful.length === 0) return undefined;
  return (v, at, run) => {
    const o = v as Obj;
    for (const [name, list] of useful) {
      if (!has(o, name)) continue;
      run.meter.tick(list.length);
      const message = `must have ${list.length === 1 ? "property" : "properties"} ${list.join(", ")} when property ${name} is present`;
      for (const dep of list) {
        if (has(o, dep)) continue;
        fail(run, at, keyword, message);
        if (run.quick) return;
      }
    }
  };
}

/** "When property a is present, the object matches this schema too". */
function schemaWith(deps: [string, unknown][], cx: Context): Check | undefined {
  const checks = deps
    .filter(([, s]) => !cx.alwaysValid(s))
    .map(([name, s]) => [name, cx.sub(s)] as const);
  if (checks.length === 0) return undefined;
  return (v, at, run) => {
    const start = run.errors.length;
    for (const [name, check] of checks) {
      if (!has(v as Obj, name)) continue;
      check(v, at, run);
      if (run.quick && run.errors.length > start) return;
    }
  };
}

const both = (a: Check | undefined, b: Check | undefined): Check | undefined =>
  a && b
    ? (v, at, run) => {
        const start = run.errors.length;
        a(v, at, run);
        if (!run.quick || run.errors.length === start) b(v, at, run);
      }
    : (a ?? b);

export const dependencies: Keyword = (schema, cx) => {
  const entries = Object.entries(schema.dependencies as SchemaObject).filter(
    ([k]) => k !== "__proto__",
  );
  const lists = entries.filter((e): e is [string, string[]] => Array.isArray(e[1]));
  const schemas = entries.filter(([, d]) => !Array.isArray(d));
  return both(requiredWith("dependencies", lists), schemaWith(schemas, cx));
};

export const dependentRequired: Keyword = (schema) =>
  requiredWith(
    "dependentRequired",
    Object.entries(schema.dependentRequired as Record<string, string[]>),
  );

export const dependentSchemas: Keyword = (schema, cx) =>
  schemaWith(Object.entries(schema.dependentSchemas as SchemaObject), cx);
