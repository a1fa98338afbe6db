/**
 * A compact form of one version's projected JSON Schema, built once per version and `$defs` key:
 * known property sets, required keys, item and union shapes, with `$ref`s resolved. The
 * unknown-keys walk and the error explanations navigate values with it, without ajv.
 */
import type { ValidateFunction } from "ajv";
import { escapePointerToken } from "../pointer.ts";
import { getVersionSchema } from "../schema/index.ts";
import { type SchemaError, validateAgainst, validatorFor } from "../schema/validator.ts";
import type { ProtocolVersion } from "../versions.ts";

type Schema = Record<string, unknown>;

export const T_NULL = 1;
export const T_BOOL = 2;
export const T_INT = 4;
export const T_NUM = 8;
export const T_STR = 16;
export const T_ARR = 32;
export const T_OBJ = 64;
export const T_ANY = 127;

const TYPE_BITS: Record<string, number> = {
  null: T_NULL,
  boolean: T_BOOL,
  integer: T_INT,
  number: T_INT | T_NUM,
  string: T_STR,
  array: T_ARR,
  object: T_OBJ,
};

export interface Shape {
  /** The ajv key of this schema node: a `$defs` name, or a path below one. */
  key: string;
  /** Bit set of the JSON types allowed (T_ANY when unconstrained). */
  types: number;
  props?: Map<string, Shape>;
  /** First sentence of each property's description. */
  docs?: Map<string, string>;
  required: string[];
  /** Keys outside `props` are expected (additionalProperties given, or no props at all). */
  open: boolean;
  extra?: Shape;
  items?: Shape;
  anyOf?: Shape[];
  allOf?: Shape[];
  constValue?: unknown;
  enumValues?: unknown[];
  format?: string;
  /** For the walk: per known key, the shape to descend into, or null when nothing is inside. */
  walk?: Map<string, Shape | null>;
  union?: Union;
  merged?: Shape;
  /** ajv's compiled validator of `key`, once asked for. */
  validate?: ValidateFunction;
}

export interface Union {
  branches: Shape[];
  /** The branches that admit an object, in order. */
  objectBranches: Shape[];
  /** A property whose constant values tell the object branches apart. */
  disc?: Discriminator;
  /** The object branches' keys together, for values no discriminator decides. */
  objects: Shape;
  /** Per set of candidate branches: their keys together, and the keys only one of them requires. */
  memo?: Map<Shape[], { objects?: Shape; marks?: Map<string, Shape> }>;
}

/**
 * A property whose constant (or enum) values tell branches apart: `type` of content blocks,
 * `method` of input requests, `mode` of elicitation params, `type` of form fields.
 */
export interface Discriminator {
  key: string;
  /** Per value, the branches that take it (form fields of `type` "string" are several). */
  map: Map<unknown, Shape[]>;
  /** The branches that may leave the key out (elicitation params without `mode` are a form). */
  absent: Shape[];
}

export const ANY_SHAPE: Shape = { key: "", types: T_ANY, required: [], open: true };

const cache = new Map<ProtocolVersion, { byKey: Map<string, Shape>; memo: Map<object, Shape> }>();

/** The shape of a `$defs` entry (a type name or a method part key) of a version. */
export function shapeOf(version: ProtocolVersion, defKey: string): Shape {
  let entry = cache.get(version);
  if (!entry) {
    entry = { byKey: new Map(), memo: new Map() };
    cache.set(version, entry);
  }
  let shape = entry.byKey.get(defKey);
  if (!shape) {
    const defs = getVersionSchema(version).schema.$defs;
    const node = defs[defKey];
    shape = node === undefined ? ANY_SHAPE : compile(node, defKey, defs, entry.memo);
    entry.byKey.set(defKey, shape);
  }
  return shape;
}

function compile(
  node: unknown,
  key: string,
  defs: Record<string, unknown>,
  memo: Map<object, Shape>,
): Shape {
  if (node === null || typeof node !== "object") return ANY_SHAPE;
  const schema = node as Schema;
  const ref = schema.$ref;
  if (typeof ref === "string") {
    const name = ref.startsWith("#/$defs/") ? ref.slice(8) : "";
    const target = defs[name];
    return target === undefined ? ANY_SHAPE : compile(target, name, defs, memo);
  }
  const known = memo.get(schema);
  if (known) return known;
  const shape: Shape = { key, types: T_ANY, required: [], open: true };
  memo.set(schema, shape);
  const sub = (child: unknown, path: string): Shape => compile(child, `${key}/${path}`, defs, memo);

  const type = schema.type;
  if (typeof type === "string") shape.types = TYPE_BITS[type] ?? T_ANY;
  else if (Array.isArray(type)) {
    shape.types = type.reduce((bits: number, t) => bits | (TYPE_BITS[String(t)] ?? T_ANY), 0);
  }
  if ("const" in schema) shape.constValue = schema.const;
  if (Array.isArray(schema.enum)) shape.enumValues = schema.enum as unknown[];
  if (typeof schema.format === "string") shape.format = schema.format;
  if (Array.isArray(schema.required)) shape.required = schema.required.map(String);

  const properties = schema.properties;
  if (properties && typeof properties === "object") {
    shape.props = new Map();
    shape.docs = new Map();
    for (const [name, child] of Object.entries(properties as Schema)) {
      shape.props.set(name, sub(child, `properties/${escapePointerToken(name)}`));
      const doc = firstSentence(child);
      if (doc) shape.docs.set(name, doc);
    }
    shape.open = false;
  }
  const additional = schema.additionalProperties;
  if (additional === false) shape.open = false;
  else if (additional !== undefined) {
    shape.open = true;
    if (additional !== true) shape.extra = sub(additional, "additionalProperties");
  }
  if (schema.items !== undefined) shape.items = sub(schema.items, "items");
  if (Array.isArray(schema.anyOf)) shape.anyOf = schema.anyOf.map((b, i) => sub(b, `anyOf/${i}`));
  if (Array.isArray(schema.allOf)) shape.allOf = schema.allOf.map((b, i) => sub(b, `allOf/${i}`));
  return shape;
}

/** The first sentence of a schema's description, for "(…)" in messages. */
function firstSentence(schema: unknown): string | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const text = (schema as Schema).description;
  if (typeof text !== "string" || text === "") return undefined;
  const sentence = (text.split(/(?<=\.)\s|\n/)[0] ?? "").replace(/\.$/, "").trim();
  if (sentence.length === 0 || sentence.length > 100) return undefined;
  const lower = /^[A-Z][a-z]/.test(sentence)
    ? sentence[0]!.toLowerCase() + sentence.slice(1)
    : sentence;
  return lower;
}

/** The JSON type bit of a value. */
export function typeBit(value: unknown): number {
  if (value === null) return T_NULL;
  switch (typeof value) {
    case "string":
      return T_STR;
    case "number":
      return Number.isInteger(value) ? T_INT : T_NUM;
    case "boolean":
      return T_BOOL;
    case "object":
      return Array.isArray(value) ? T_ARR : T_OBJ;
    default:
      return 0;
  }
}

const CONFORMS: SchemaError[] = [];

/**
 * ajv's errors for `value` against a shape that is a `$defs` entry ([] when it conforms). The
 * compiled validator is kept on the shape, so the hot path is one call.
 */
export function schemaErrors(
  version: ProtocolVersion,
  shape: Shape,
  value: unknown,
): SchemaError[] {
  const validate = (shape.validate ??= validatorFor(version, shape.key));
  return validate(value) ? CONFORMS : validateAgainst(version, shape.key, value);
}
