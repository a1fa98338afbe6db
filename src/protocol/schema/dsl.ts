/**
 * A small typed language for writing the MCP schemas once, for every protocol version.
 *
 * Every field, union member, enum value, named type and method may carry a `Span`: the versions
 * in which it exists. `build.ts` projects the definitions onto one version and emits plain
 * JSON Schema for ajv. Nothing here knows about a particular MCP type.
 */
import { type ProtocolVersion, versionIndex } from "../versions.ts";

/**
 * The versions in which something exists: from `since` (inclusive, default the first version)
 * up to `until` (exclusive: the first version that no longer has it; default: still present).
 */
export interface Span {
  since?: ProtocolVersion;
  until?: ProtocolVersion;
}

export function inSpan(span: Span | undefined, version: ProtocolVersion): boolean {
  if (!span) return true;
  const at = versionIndex(version);
  if (span.since && at < versionIndex(span.since)) return false;
  if (span.until && at >= versionIndex(span.until)) return false;
  return true;
}

/** Plain JSON Schema, the output of the projection (and the escape hatch `raw`). */
export type JsonSchema = { [key: string]: unknown } | boolean;

export interface Doc {
  /** One or two plain sentences, shown in hovers and completion. */
  doc?: string;
}

export type Node =
  | ({
      t: "string";
      format?: string;
      pattern?: string;
      minLength?: number;
      maxLength?: number;
    } & Doc)
  | ({ t: "const"; value: string | number | boolean } & Doc)
  | ({ t: "enum"; values: Versioned<string | number>[] } & Doc)
  | ({ t: "number"; integer?: boolean; minimum?: number; maximum?: number } & Doc)
  | ({ t: "boolean" } & Doc)
  | ({ t: "null" } & Doc)
  | ({ t: "any" } & Doc)
  | ({
      t: "object";
      props: Record<string, Prop>;
      extra?: Node | false;
      minProperties?: number;
    } & Doc)
  | ({ t: "record"; values: Node } & Doc)
  | ({ t: "array"; items: Node; minItems?: number } & Doc)
  | ({ t: "union"; members: Versioned<Node>[] } & Doc)
  | ({ t: "allOf"; members: Versioned<Node>[] } & Doc)
  | ({ t: "ref"; name: string } & Doc)
  | ({ t: "byVersion"; cases: [ProtocolVersion, Node][] } & Doc)
  | ({ t: "raw"; schema: JsonSchema } & Doc);

/** An element that exists only in some versions. */
export interface Versioned<T> {
  value: T;
  span?: Span;
}

export interface Prop {
  node: Node;
  /** `true`: required in every version where the field exists; a Span: required only there. */
  required: boolean | Span;
  span?: Span;
}

// ---- constructors -------------------------------------------------------------------------

type Opts<T extends Node["t"]> = Omit<Extract<Node, { t: T }>, "t">;

export const str = (o: Opts<"string"> = {}): Node => ({ t: "string", ...o });
export const lit = (value: string | number | boolean, doc?: string): Node => ({
  t: "const",
  value,
  ...(doc ? { doc } : {}),
});
/** An enum; a value may be wrapped with `v(value, span)` to exist only in some versions. */
export const enm = (
  values: (string | number | Versioned<string | number>)[],
  doc?: string,
): Node => ({
  t: "enum",
  values: values.map((x) => (typeof x === "object" ? x : { value: x })),
  ...(doc ? { doc } : {}),
});
export const num = (o: Omit<Opts<"number">, "integer"> = {}): Node => ({ t: "number", ...o });
export const int = (o: Omit<Opts<"number">, "integer"> = {}): Node => ({
  t: "number",
  integer: true,
  ...o,
});
export const bool = (doc?: string): Node => ({ t: "boolean", ...(doc ? { doc } : {}) });
export const nul = (): Node => ({ t: "null" });
/** Any JSON value. */
export const any = (doc?: string): Node => ({ t: "any", ...(doc ? { doc } : {}) });
export const ref = (name: string, doc?: string): Node => ({
  t: "ref",
  name,
  ...(doc ? { doc } : {}),
});
export const arr = (items: Node, o: Omit<Opts<"array">, "items"> = {}): Node => ({
  t: "array",
  items,
  ...o,
});
/** An object whose values all follow one schema (JSON Schema `additionalProperties`). */
export const record = (values: Node, doc?: string): Node => ({
  t: "record",
  values,
  ...(doc ? { doc } : {}),
});
/** `anyOf`; a member may be wrapped with `v(node, span)`. */
export const union = (...members: (Node | Versioned<Node>)[]): Node => ({
  t: "union",
  members: members.map(asVersioned),
});
export const allOf = (...members: (Node | Versioned<Node>)[]): Node => ({
  t: "allOf",
  members: members.map(asVersioned),
});
/** A different schema per version range: each case holds from its version until the next case. */
export const byVersion = (cases: [ProtocolVersion, Node][]): Node => ({ t: "byVersion", cases });
export const raw = (schema: JsonSchema, doc?: string): Node => ({
  t: "raw",
  schema,
  ...(doc ? { doc } : {}),
});

/** Wraps an enum value or a union member so that it exists only within `span`. */
export function v<T>(value: T, span: Span): Versioned<T> {
  return { value, span };
}

function asVersioned(x: Node | Versioned<Node>): Versioned<Node> {
  return "t" in x ? { value: x } : x;
}

// ---- object fields --------------------------------------------------------------------------

/** A field value in `obj({...})`: a bare node is a required field present in every version. */
export type FieldInput = Node | Prop;

/** A required field, optionally limited to some versions. */
export const req = (node: Node, span?: Span): Prop => ({
  node,
  required: true,
  ...(span ? { span } : {}),
});
/** An optional field, optionally limited to some versions. */
export const opt = (node: Node, span?: Span): Prop => ({
  node,
  required: false,
  ...(span ? { span } : {}),
});
/** A field that is required only within `requiredIn`, optional elsewhere in its span. */
export const reqIn = (node: Node, requiredIn: Span, span?: Span): Prop => ({
  node,
  required: requiredIn,
  ...(span ? { span } : {}),
});

export interface ObjOptions extends Doc {
  /** `false` forbids unknown keys; a node constrains them. Default: any key allowed (the spec's rule). */
  extra?: Node | false;
  minProperties?: number;
}

export function obj(fields: Record<string, FieldInput>, o: ObjOptions = {}): Node {
  const props: Record<string, Prop> = {};
  for (const [key, field] of Object.entries(fields)) {
    props[key] = "t" in field ? { node: field, required: true } : field;
  }
  return { t: "object", props, ...o };
}

/** Attaches a doc string to any node. */
export function withDoc(node: Node, doc: string): Node {
  return { ...node, doc };
}
