/**
 * fast-check arbitraries for the differential tests of the tool-schema interpreter: schemas that
 * use every keyword ajv and the interpreter share (nested, with local references), and values
 * drawn from the same small pools, so that they often match and often fail.
 */
import fc from "fast-check";

/** Object keys shared by schemas and values (nothing Object.prototype has: see the report). */
export const KEYS = ["a", "b", "c", "n", "x-1", "x-2", "ü"];
const STRINGS = ["", "a", "ab", "abc", "A1", "1", "x-1", "😀", "a b", "2024-01-31", "a@b.co"];
const NUMBERS = [0, 1, -1, 1.5, 2, 3, 7, 10, 0.1, 2 ** 31, -0.5];
export const PATTERNS = [
  "^a",
  "b$",
  "^[a-z]+$",
  "\\d",
  "^\\w{2,3}$",
  "\\s",
  "^.$",
  "😀",
  "^(a+)+$",
  "[^a]",
  "^x-",
];
export const FORMATS = [
  "email",
  "date",
  "date-time",
  "time",
  "uri",
  "uuid",
  "ipv4",
  "hostname",
  "int32",
  "regex",
  "duration",
];
const TYPES = ["null", "boolean", "object", "array", "number", "integer", "string"] as const;

const key = fc.constantFrom(...KEYS);
const scalar = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.constantFrom(...NUMBERS),
  fc.boolean(),
  fc.constant(null),
);

/** As a message carries it: plain objects, no -0. */
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

/** JSON values from the pools, a few levels deep. */
export const value: fc.Arbitrary<unknown> = fc
  .letrec<{ v: unknown }>((tie) => ({
    v: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar,
      fc.array(tie("v"), { maxLength: 4 }),
      fc.dictionary(key, tie("v"), { maxKeys: 4 }),
    ),
  }))
  .v.map(json);

const type = fc.oneof(
  fc.constantFrom(...TYPES),
  fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }),
);
const small = fc.integer({ min: 0, max: 4 });

/**
 * The keywords of one schema; `sub` builds its subschemas, `quick` those under `not` and `if`.
 * ajv checks those stopping at the first failure, and then skips the keywords after a tuple
 * (`prefixItems`, an `items` array) when the array is shorter than the tuple (deviations.test.ts):
 * so below `not` and `if` no tuple is generated, nor a reference that could lead to one.
 */
function keywords(sub: fc.Arbitrary<unknown>, draft07: boolean, quick = sub, tuples = true) {
  const schemas = fc.array(sub, { minLength: 1, maxLength: 3 });
  const props = fc.dictionary(key, sub, { maxKeys: 3 });
  const refs = draft07 ? ["#/definitions/d0", "#/definitions/d1"] : ["#/$defs/d0", "#/$defs/d1"];
  const common = {
    type,
    nullable: fc.boolean(),
    const: value,
    enum: fc.array(value, { minLength: 1, maxLength: 4 }),
    not: quick,
    anyOf: schemas,
    oneOf: schemas,
    allOf: schemas,
    if: quick,
    then: sub,
    else: sub,
    ...(tuples ? { $ref: fc.constantFrom(...refs) } : {}),
    maximum: fc.constantFrom(...NUMBERS),
    minimum: fc.constantFrom(...NUMBERS),
    exclusiveMaximum: fc.constantFrom(...NUMBERS),
    exclusiveMinimum: fc.constantFrom(...NUMBERS),
    multipleOf: fc.constantFrom(0.5, 1, 2, 3, 0.1),
    maxLength: small,
    minLength: small,
    pattern: fc.constantFrom(...PATTERNS),
    format: fc.constantFrom(...FORMATS),
    maxItems: small,
    minItems: small,
    uniqueItems: fc.boolean(),
    contains: sub,
    maxProperties: small,
    minProperties: small,
    required: fc.uniqueArray(key, { maxLength: 3 }),
    properties: props,
    patternProperties: fc.dictionary(fc.constantFrom(...PATTERNS), sub, { maxKeys: 2 }),
    additionalProperties: sub,
    propertyNames: sub,
    dependencies: fc.dictionary(key, fc.oneof(fc.uniqueArray(key, { maxLength: 2 }), sub), {
      maxKeys: 2,
    }),
  };
  if (draft07) {
    return { ...common, items: tuples ? fc.oneof(sub, schemas) : sub, additionalItems: sub };
  }
  return {
    ...common,
    items: sub,
    ...(tuples ? { prefixItems: schemas } : {}),
    minContains: small,
    maxContains: small,
    dependentRequired: fc.dictionary(key, fc.uniqueArray(key, { maxLength: 2 }), { maxKeys: 2 }),
    dependentSchemas: fc.dictionary(key, sub, { maxKeys: 2 }),
  };
}

/** A schema object with a few of the keywords (all of them at once would fail everything). */
function some(all: Record<string, fc.Arbitrary<unknown>>, most: number) {
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(all)), { maxLength: most })
    .chain((names) =>
      fc.record(Object.fromEntries(names.map((n) => [n, all[n] as fc.Arbitrary<unknown>]))),
    );
}

function schemaOf(draft07: boolean): fc.Arbitrary<unknown> {
  const { s: tree, q: quick } = fc.letrec<{ s: unknown; q: unknown }>((tie) => ({
    s: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.boolean(),
      fc.constant({}),
      some(keywords(tie("s"), draft07, tie("q")), 3),
    ),
    q: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.boolean(),
      fc.constant({}),
      some(keywords(tie("q"), draft07, tie("q"), false), 3),
    ),
  }));
  const defs = fc.record({ d0: tree, d1: tree });
  return fc
    .tuple(some(keywords(tree, draft07, quick), 4), defs)
    .map(([root, d]) =>
      draft07
        ? { $schema: "http://json-schema.org/draft-07/schema#", ...root, definitions: d }
        : { ...root, $defs: d },
    )
    .map(json);
}

/** A tool schema, 2020-12 or draft-07, with `$defs`/`definitions` its references can reach. */
export const toolSchema = fc.oneof(schemaOf(false), schemaOf(true));

/** Every keyword either dialect knows, and some it does not. */
const NAMES = [
  ...Object.keys(keywords(fc.constant({}), false)),
  ...Object.keys(keywords(fc.constant({}), true)),
  "$id",
  "$anchor",
  "$defs",
  "definitions",
  "title",
  "description",
  "examples",
  "x-vendor",
];

/** Schemas whose keywords hold arbitrary JSON: mostly unusable, sometimes fine. */
export const brokenSchema = fc
  .tuple(
    fc.boolean(),
    fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(value, fc.constant({}), toolSchema), {
      minKeys: 1,
      maxKeys: 3,
    }),
  )
  .map(([draft07, schema]) =>
    json(draft07 ? { $schema: "http://json-schema.org/draft-07/schema#", ...schema } : schema),
  );
