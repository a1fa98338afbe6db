/**
 * Projects the version-annotated definitions onto one protocol version and emits plain JSON
 * Schema (ajv's default dialect) with one `$defs` entry per named type and per method part.
 */
import { type ProtocolVersion, versionIndex } from "../versions.ts";
import { type JsonSchema, type Node, type Prop, inSpan } from "./dsl.ts";
import type { Direction, MethodDef, TypeDef } from "./registry.ts";

export interface MethodInfo {
  method: string;
  kind: "request" | "notification";
  direction: Direction;
  doc: string;
  paramsRequired: boolean;
  /** `$defs` key of the params schema, when the method defines params. */
  paramsKey?: string;
  /** `$defs` key of the result schema (requests only). */
  resultKey?: string;
  specName: string;
  resultSpecName?: string;
}

export interface VersionSchema {
  version: ProtocolVersion;
  /** The JSON Schema document for ajv: `{ $id, $defs }`. */
  schema: { $id: string; $defs: Record<string, JsonSchema> };
  methods: Map<string, MethodInfo>;
  typeNames: Set<string>;
}

export const schemaId = (version: ProtocolVersion) => `mcp-${version}`;

export function methodDefKey(method: string, part: "params" | "result"): string {
  return `${method.replace(/[^A-Za-z0-9]/g, "_")}__${part}`;
}

export function buildVersionSchema(
  version: ProtocolVersion,
  types: readonly TypeDef[],
  methods: readonly MethodDef[],
  options: { lenientRefs?: boolean } = {},
): VersionSchema {
  const typeNames = new Set(types.filter((t) => inSpan(t.span, version)).map((t) => t.name));
  const project = (node: Node, where: string): JsonSchema =>
    projectNode(node, version, typeNames, where, options.lenientRefs ?? false);
  const $defs: Record<string, JsonSchema> = {};
  for (const t of types) {
    if (!typeNames.has(t.name) || !inSpan(t.span, version)) continue;
    if (t.name in $defs) throw new Error(`type ${t.name} is defined twice for ${version}`);
    $defs[t.name] = project(t.node, t.name);
  }
  const infos = new Map<string, MethodInfo>();
  for (const m of methods) {
    if (!inSpan(m.span, version)) continue;
    if (infos.has(m.method)) throw new Error(`method ${m.method} is defined twice for ${version}`);
    const info: MethodInfo = {
      method: m.method,
      kind: m.kind,
      direction: pickDirection(m.direction, version),
      doc: m.doc,
      paramsRequired:
        typeof m.paramsRequired === "boolean"
          ? m.paramsRequired
          : inSpan(m.paramsRequired, version),
      specName: m.specName,
      ...(m.resultSpecName ? { resultSpecName: m.resultSpecName } : {}),
    };
    if (m.params) {
      info.paramsKey = methodDefKey(m.method, "params");
      $defs[info.paramsKey] = project(m.params, `${m.method} params`);
    }
    if (m.result) {
      info.resultKey = methodDefKey(m.method, "result");
      $defs[info.resultKey] = project(m.result, `${m.method} result`);
    }
    infos.set(m.method, info);
  }
  return { version, schema: { $id: schemaId(version), $defs }, methods: infos, typeNames };
}

function pickDirection(direction: MethodDef["direction"], version: ProtocolVersion): Direction {
  if (typeof direction === "string") return direction;
  const hit = direction.find((d) => inSpan(d.span, version));
  if (!hit) throw new Error(`no direction for ${version}`);
  return hit.value;
}

function projectNode(
  node: Node,
  version: ProtocolVersion,
  typeNames: Set<string>,
  where: string,
  lenientRefs: boolean,
): JsonSchema {
  const rec = (n: Node): JsonSchema => projectNode(n, version, typeNames, where, lenientRefs);
  const withDoc = (s: Record<string, unknown>): JsonSchema =>
    node.doc ? { ...s, description: node.doc } : s;
  switch (node.t) {
    case "string": {
      const { t: _t, doc: _d, ...rest } = node;
      return withDoc({ type: "string", ...rest });
    }
    case "const":
      return withDoc({
        type:
          typeof node.value === "number"
            ? Number.isInteger(node.value)
              ? "integer"
              : "number"
            : typeof node.value,
        const: node.value,
      });
    case "enum": {
      const values = node.values.filter((x) => inSpan(x.span, version)).map((x) => x.value);
      const type = values.every((x) => typeof x === "number") ? "number" : "string";
      return withDoc({ type, enum: values });
    }
    case "number": {
      const s: Record<string, unknown> = { type: node.integer ? "integer" : "number" };
      if (node.minimum !== undefined) s.minimum = node.minimum;
      if (node.maximum !== undefined) s.maximum = node.maximum;
      return withDoc(s);
    }
    case "boolean":
      return withDoc({ type: "boolean" });
    case "null":
      return withDoc({ type: "null" });
    case "any":
      return withDoc({});
    case "object": {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, prop] of Object.entries<Prop>(node.props)) {
        if (!inSpan(prop.span, version)) continue;
        properties[key] = rec(prop.node);
        if (
          prop.required === true ||
          (typeof prop.required === "object" && inSpan(prop.required, version))
        ) {
          required.push(key);
        }
      }
      const s: Record<string, unknown> = { type: "object", properties };
      if (required.length) s.required = required;
      if (node.extra !== undefined)
        s.additionalProperties = node.extra === false ? false : rec(node.extra);
      if (node.minProperties !== undefined) s.minProperties = node.minProperties;
      return withDoc(s);
    }
    case "record":
      return withDoc({ type: "object", additionalProperties: rec(node.values) });
    case "array": {
      const s: Record<string, unknown> = { type: "array", items: rec(node.items) };
      if (node.minItems !== undefined) s.minItems = node.minItems;
      return withDoc(s);
    }
    case "union":
    case "allOf": {
      const members = node.members.filter((m) => inSpan(m.span, version)).map((m) => rec(m.value));
      if (members.length === 0)
        throw new Error(`${where}: a ${node.t} with no member in ${version}`);
      if (members.length === 1) return members[0] as JsonSchema;
      return withDoc(node.t === "union" ? { anyOf: members } : { allOf: members });
    }
    case "ref":
      if (!typeNames.has(node.name)) {
        // Lenient mode lets a developer compare one area while another is still being written.
        if (lenientRefs) return {};
        throw new Error(
          `${where}: type ${node.name} is referenced but does not exist in ${version}`,
        );
      }
      return withDoc({ $ref: `#/$defs/${node.name}` });
    case "byVersion": {
      const at = versionIndex(version);
      let chosen: Node | undefined;
      for (const [since, n] of node.cases) if (versionIndex(since) <= at) chosen = n;
      if (!chosen) throw new Error(`${where}: no case of byVersion holds in ${version}`);
      // The doc written on the whole byVersion serves every case that has none of its own.
      return rec(node.doc && !chosen.doc ? { ...chosen, doc: node.doc } : chosen);
    }
    case "raw":
      return node.doc && typeof node.schema === "object"
        ? { ...node.schema, description: node.doc }
        : node.schema;
  }
}
