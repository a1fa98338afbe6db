/**
 * Valid message templates for every method of a version, generated from BOTH the official
 * schema and the project's schema (so a field that exists on only one side is exercised):
 * requests and notifications with params, success replies with results, error replies.
 */
import { getVersionSchema } from "../../src/protocol/schema/index.ts";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { type Schema, officialSchema } from "../support/official.ts";
import { officialMethods } from "../support/official-validator.ts";
import { prng } from "../support/prng.ts";
import { type Generated, type JsonSchema, type NodeInfo, variants } from "./instance.ts";

export type Source = "official" | "project";
export type TemplateKind = "request" | "notification" | "success" | "error" | "other";

export interface Template {
  version: ProtocolVersion;
  method: string;
  kind: TemplateKind;
  source: Source;
  /** e.g. `tools/call success official max#2`. */
  label: string;
  message: Record<string, unknown>;
  /** Every generated value, envelope included, with absolute paths in `message`. */
  nodes: NodeInfo[];
  /** For replies: the method of the request being answered. */
  requestMethod?: string;
  /** For batches: the method of the request with a given id. */
  requestMethodOf?: (id: unknown) => string | undefined;
}

export interface TemplateOptions {
  /** Distinct instances per method part, source and mode. */
  variantsPerPart: number;
  seed: number;
}

interface Part {
  method: string;
  kind: TemplateKind;
  source: Source;
  schema: unknown;
  defs: Record<string, unknown>;
  /** Whether the member holding the instance (params, result, error) is required. */
  required: boolean;
}

/** Sensible values where a plain string would be legal but meaningless. */
function valueFor(version: ProtocolVersion) {
  return (key: string, schema: JsonSchema, parent: JsonSchema): unknown => {
    if (schema.type !== "string" || "const" in schema || "enum" in schema) return undefined;
    if (key === "protocolVersion" || key === "io.modelcontextprotocol/protocolVersion") {
      return version;
    }
    if (key === "resultType") {
      const props = (parent.properties ?? {}) as Record<string, unknown>;
      return "inputRequests" in props || "requestState" in props ? "input_required" : "complete";
    }
    return undefined;
  };
}

function officialParts(version: ProtocolVersion): Part[] {
  const defs = officialSchema(version).defs;
  const parts: Part[] = [];
  for (const info of officialMethods(version).values()) {
    const def = defs[info.def] as Schema;
    // The envelope's own `params` schema counts too: up to 2025-06-18 it alone states
    // `params._meta` (an object whose `progressToken` is a ProgressToken).
    const envelope = defs[info.kind === "request" ? "JSONRPCRequest" : "JSONRPCNotification"];
    const own = (def.properties as Schema | undefined)?.params;
    const theirs = (envelope?.properties as Schema | undefined)?.params;
    const params = { allOf: [theirs ?? { type: "object" }, own ?? { type: "object" }] };
    const required = ((def.required as string[] | undefined) ?? []).includes("params");
    const base = { method: info.method, source: "official" as const, defs };
    parts.push({ ...base, kind: info.kind, schema: params, required });
    if (info.kind !== "request") continue;
    const response = info.responseDef ? (defs[info.responseDef] as Schema) : undefined;
    const result = response
      ? (response.properties as Schema).result
      : { $ref: `#/$defs/${info.resultDef}` };
    parts.push({ ...base, kind: "success", schema: result, required: true });
  }
  const error = defs.JSONRPCErrorResponse ?? defs.JSONRPCError;
  const first = [...officialMethods(version).values()].find((m) => m.kind === "request");
  parts.push({
    method: first?.method ?? "ping",
    kind: "error",
    source: "official",
    schema: (error?.properties as Schema).error,
    defs,
    required: true,
  });
  return parts;
}

function projectParts(version: ProtocolVersion): Part[] {
  const ours = getVersionSchema(version);
  const defs = ours.schema.$defs;
  const parts: Part[] = [];
  for (const info of ours.methods.values()) {
    const base = { method: info.method, source: "project" as const, defs };
    const params = info.paramsKey ? { $ref: `#/$defs/${info.paramsKey}` } : { type: "object" };
    parts.push({ ...base, kind: info.kind, schema: params, required: info.paramsRequired });
    if (info.kind === "request" && info.resultKey) {
      const result = { $ref: `#/$defs/${info.resultKey}` };
      parts.push({ ...base, kind: "success", schema: result, required: true });
    }
  }
  return parts;
}

const MEMBER: Record<TemplateKind, string> = {
  request: "params",
  notification: "params",
  success: "result",
  error: "error",
  other: "",
};

/** Every template of a version: each part in `min` and `max` mode, each choice explored. */
export function templates(version: ProtocolVersion, o: TemplateOptions): Template[] {
  const out: Template[] = [];
  const rand = prng(o.seed);
  const parts = [...officialParts(version), ...projectParts(version)];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const mode of ["min", "max"] as const) {
      const seed = Math.floor(rand() * 2 ** 31);
      let generated: Generated[];
      try {
        generated = variants(
          part.schema,
          part.defs,
          { mode, seed, valueFor: valueFor(version) },
          o.variantsPerPart,
        );
      } catch (e) {
        const where = `${version} ${part.method} ${part.kind} (${part.source})`;
        throw new Error(`${where}: ${String(e)}`, { cause: e });
      }
      generated.forEach((g, i) => {
        const t = wrap(version, part, g, mode, rand);
        t.label = `${part.method} ${part.kind} ${part.source} ${mode}#${i}`;
        const key = JSON.stringify(t.message);
        if (seen.has(key)) return;
        seen.add(key);
        out.push(t);
      });
    }
  }
  return out;
}

function wrap(
  version: ProtocolVersion,
  part: Part,
  g: Generated,
  mode: "min" | "max",
  rand: () => number,
): Template {
  const member = MEMBER[part.kind];
  const message: Record<string, unknown> = { jsonrpc: "2.0" };
  const nodes: NodeInfo[] = [
    { path: "/jsonrpc", types: ["string"], required: true, values: ["2.0"], isObject: false },
  ];
  if (part.kind !== "notification") {
    message.id = rand() < 0.5 ? Math.floor(rand() * 10000) : `req-${Math.floor(rand() * 10000)}`;
    nodes.push({ path: "/id", types: ["string", "integer"], required: true, isObject: false });
  }
  if (part.kind === "request" || part.kind === "notification") {
    message.method = part.method;
    nodes.push({
      path: "/method",
      types: ["string"],
      required: true,
      values: [part.method],
      isObject: false,
    });
  }
  // An optional member whose minimal instance is empty is left out in `min` mode.
  const empty =
    typeof g.value === "object" && g.value !== null && Object.keys(g.value).length === 0;
  if (part.required || mode === "max" || !empty) {
    message[member] = g.value;
    for (const n of g.nodes) {
      const node = { ...n, path: `/${member}${n.path}` };
      if (n.path === "") node.required = part.required;
      nodes.push(node);
    }
  }
  const t: Template = {
    version,
    method: part.method,
    kind: part.kind,
    source: part.source,
    label: "",
    message,
    nodes,
  };
  if (part.kind === "success" || part.kind === "error") t.requestMethod = part.method;
  return t;
}
