/**
 * What ajv knows of each dialect: its keywords, in the order ajv runs them (keywords for any type
 * first, then those for numbers, strings, arrays and objects), and how `type` and `nullable` read.
 * The order decides which failure comes first, so it is ajv's exactly.
 */
import { type Dialect, type JsonType, type SchemaObject, SchemaProblem } from "./types.ts";
import { isJsonType } from "./values.ts";

export type Group = "number" | "string" | "array" | "object";

export interface Vocabulary {
  untyped: readonly string[];
  groups: readonly (readonly [Group, readonly string[]])[];
  /** Every keyword with a rule: a schema with none of them is always valid. */
  all: ReadonlySet<string>;
}

const UNTYPED = ["$comment", "id", "$ref", "type", "nullable", "const", "enum"];
const APPLICATORS = ["not", "anyOf", "oneOf", "allOf", "if", "then", "else"];
const NUMBER = [
  "maximum",
  "minimum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "multipleOf",
  "format",
];
/** ajv-formats' comparison keywords: they place the string group; their checks are not run. */
const STRING = [
  "maxLength",
  "minLength",
  "pattern",
  "format",
  "formatMaximum",
  "formatMinimum",
  "formatExclusiveMaximum",
  "formatExclusiveMinimum",
];
const OBJECT = [
  "maxProperties",
  "minProperties",
  "required",
  "propertyNames",
  "additionalProperties",
  "dependencies",
  "properties",
  "patternProperties",
];

function vocabulary(untyped: string[], array: string[], object: string[]): Vocabulary {
  const groups = [
    ["number", NUMBER],
    ["string", STRING],
    ["array", array],
    ["object", object],
  ] as const;
  return {
    untyped,
    groups,
    all: new Set([...untyped, ...groups.flatMap(([, keywords]) => keywords)]),
  };
}

export const VOCABULARIES: Readonly<Record<Dialect, Vocabulary>> = {
  "2020-12": vocabulary(
    [
      "$dynamicAnchor",
      "$dynamicRef",
      "$recursiveAnchor",
      "$recursiveRef",
      ...UNTYPED,
      ...APPLICATORS,
    ],
    [
      "maxItems",
      "minItems",
      "prefixItems",
      "items",
      "contains",
      "uniqueItems",
      "maxContains",
      "minContains",
      "unevaluatedItems",
    ],
    [...OBJECT, "dependentRequired", "dependentSchemas", "unevaluatedProperties"],
  ),
  "draft-07": vocabulary(
    [...UNTYPED, ...APPLICATORS],
    ["maxItems", "minItems", "additionalItems", "items", "contains", "uniqueItems"],
    OBJECT,
  ),
};

/** ajv's `getSchemaTypes`: the declared types, `null` added by `nullable: true`. */
export function schemaTypes(schema: SchemaObject): JsonType[] {
  const declared = schema.type;
  const list: unknown[] = Array.isArray(declared)
    ? [...(declared as unknown[])]
    : declared
      ? [declared]
      : [];
  if (!list.every(isJsonType)) {
    throw new SchemaProblem(`type must be JSONType or JSONType[]: ${list.join(",")}`);
  }
  const types = list;
  if (types.includes("null")) {
    if (schema.nullable === false)
      throw new SchemaProblem("type: null contradicts nullable: false");
  } else {
    if (types.length === 0 && schema.nullable !== undefined) {
      throw new SchemaProblem('"nullable" cannot be used without "type"');
    }
    if (schema.nullable === true) types.push("null");
  }
  return types;
}

export function hasRules(schema: SchemaObject, vocabulary: Vocabulary): boolean {
  for (const key in schema) if (vocabulary.all.has(key)) return true;
  return false;
}

/** Whether `schema` has a rule besides `$ref` (a lone `$ref` is all ajv runs). */
export function hasRulesButRef(schema: SchemaObject, vocabulary: Vocabulary): boolean {
  for (const key in schema) if (key !== "$ref" && vocabulary.all.has(key)) return true;
  return false;
}
