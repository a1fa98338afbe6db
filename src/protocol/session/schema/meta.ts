/**
 * The meta-schemas a tool schema is checked against before use, as ajv checks it: JSON Schema
 * 2020-12 (its vocabularies merged into one document, `$dynamicRef: "#meta"` as `$ref: "#"`) and
 * draft-07. Formats are left out: ajv does not check them in meta-schemas either.
 */
import { META_URIS } from "./refs.ts";
import type { Dialect } from "./types.ts";

const SELF = { $ref: "#" };
const schemaMap = { type: "object", additionalProperties: SELF };
const text = { type: "string" };
const flag = { type: "boolean" };
const number = { type: "number" };

const META_2020 = {
  $id: META_URIS["2020-12"],
  type: ["object", "boolean"],
  properties: {
    // core
    $id: { type: "string", pattern: "^[^#]*#?$" },
    $schema: text,
    $ref: text,
    $anchor: { $ref: "#/$defs/anchorString" },
    $dynamicRef: text,
    $dynamicAnchor: { $ref: "#/$defs/anchorString" },
    $vocabulary: { type: "object", additionalProperties: flag },
    $comment: text,
    $defs: schemaMap,
    // applicator
    prefixItems: { $ref: "#/$defs/schemaArray" },
    items: SELF,
    contains: SELF,
    additionalProperties: SELF,
    properties: schemaMap,
    patternProperties: schemaMap,
    dependentSchemas: schemaMap,
    propertyNames: SELF,
    if: SELF,
    then: SELF,
    else: SELF,
    allOf: { $ref: "#/$defs/schemaArray" },
    anyOf: { $ref: "#/$defs/schemaArray" },
    oneOf: { $ref: "#/$defs/schemaArray" },
    not: SELF,
    // unevaluated
    unevaluatedItems: SELF,
    unevaluatedProperties: SELF,
    // validation
    type: {
      anyOf: [
        { $ref: "#/$defs/simpleTypes" },
        { type: "array", items: { $ref: "#/$defs/simpleTypes" }, minItems: 1, uniqueItems: true },
      ],
    },
    enum: { type: "array", items: true },
    multipleOf: { type: "number", exclusiveMinimum: 0 },
    maximum: number,
    exclusiveMaximum: number,
    minimum: number,
    exclusiveMinimum: number,
    maxLength: { $ref: "#/$defs/nonNegativeInteger" },
    minLength: { $ref: "#/$defs/nonNegativeInteger" },
    pattern: text,
    maxItems: { $ref: "#/$defs/nonNegativeInteger" },
    minItems: { $ref: "#/$defs/nonNegativeInteger" },
    uniqueItems: flag,
    maxContains: { $ref: "#/$defs/nonNegativeInteger" },
    minContains: { $ref: "#/$defs/nonNegativeInteger" },
    maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
    minProperties: { $ref: "#/$defs/nonNegativeInteger" },
    required: { $ref: "#/$defs/stringArray" },
    dependentRequired: { type: "object", additionalProperties: { $ref: "#/$defs/stringArray" } },
    // meta-data, format-annotation, content
    title: text,
    description: text,
    deprecated: flag,
    readOnly: flag,
    writeOnly: flag,
    examples: { type: "array", items: true },
    format: text,
    contentEncoding: text,
    contentMediaType: text,
    contentSchema: SELF,
    // kept from earlier drafts
    definitions: schemaMap,
    dependencies: {
      type: "object",
      additionalProperties: { anyOf: [SELF, { $ref: "#/$defs/stringArray" }] },
    },
    $recursiveAnchor: { $ref: "#/$defs/anchorString" },
    $recursiveRef: text,
  },
  $defs: {
    anchorString: { type: "string", pattern: "^[A-Za-z_][-A-Za-z0-9._]*$" },
    schemaArray: { type: "array", minItems: 1, items: SELF },
    nonNegativeInteger: { type: "integer", minimum: 0 },
    simpleTypes: { enum: ["array", "boolean", "integer", "null", "number", "object", "string"] },
    stringArray: { type: "array", items: { type: "string" }, uniqueItems: true },
  },
};

const META_07 = {
  $id: `${META_URIS["draft-07"]}#`,
  type: ["object", "boolean"],
  properties: {
    $id: text,
    $schema: text,
    $ref: text,
    $comment: text,
    title: text,
    description: text,
    readOnly: flag,
    examples: { type: "array", items: true },
    multipleOf: { type: "number", exclusiveMinimum: 0 },
    maximum: number,
    exclusiveMaximum: number,
    minimum: number,
    exclusiveMinimum: number,
    maxLength: { $ref: "#/definitions/nonNegativeInteger" },
    minLength: { $ref: "#/definitions/nonNegativeInteger" },
    pattern: text,
    additionalItems: SELF,
    items: { anyOf: [SELF, { $ref: "#/definitions/schemaArray" }] },
    maxItems: { $ref: "#/definitions/nonNegativeInteger" },
    minItems: { $ref: "#/definitions/nonNegativeInteger" },
    uniqueItems: flag,
    contains: SELF,
    maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
    minProperties: { $ref: "#/definitions/nonNegativeInteger" },
    required: { $ref: "#/definitions/stringArray" },
    additionalProperties: SELF,
    definitions: schemaMap,
    properties: schemaMap,
    patternProperties: schemaMap,
    dependencies: {
      type: "object",
      additionalProperties: { anyOf: [SELF, { $ref: "#/definitions/stringArray" }] },
    },
    propertyNames: SELF,
    enum: { type: "array", items: true, minItems: 1, uniqueItems: true },
    type: {
      anyOf: [
        { $ref: "#/definitions/simpleTypes" },
        {
          type: "array",
          items: { $ref: "#/definitions/simpleTypes" },
          minItems: 1,
          uniqueItems: true,
        },
      ],
    },
    format: text,
    contentMediaType: text,
    contentEncoding: text,
    if: SELF,
    then: SELF,
    else: SELF,
    allOf: { $ref: "#/definitions/schemaArray" },
    anyOf: { $ref: "#/definitions/schemaArray" },
    oneOf: { $ref: "#/definitions/schemaArray" },
    not: SELF,
  },
  definitions: {
    schemaArray: { type: "array", minItems: 1, items: SELF },
    nonNegativeInteger: { type: "integer", minimum: 0 },
    simpleTypes: { enum: ["array", "boolean", "integer", "null", "number", "object", "string"] },
    stringArray: { type: "array", items: { type: "string" }, uniqueItems: true },
  },
};

export const META_SCHEMAS: Readonly<Record<Dialect, object>> = {
  "2020-12": META_2020,
  "draft-07": META_07,
};
