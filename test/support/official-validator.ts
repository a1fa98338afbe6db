/**
 * ajv over the OFFICIAL schema of a version (test data from ../shared/mcp-spec), and the verdict
 * a spec-faithful peer would reach on a whole message using nothing but that schema.
 *
 * Compiled with `{ strict: true, allowUnionTypes: true }` plus ajv-formats: every official
 * schema compiles in strict mode, so no fallback is needed. Definitions are compiled lazily.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { type Schema, officialSchema } from "./official.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const instances = new Map<ProtocolVersion, Ajv>();
const compiled = new Map<string, ValidateFunction>();

function ajvFor(version: ProtocolVersion): Ajv {
  let ajv = instances.get(version);
  if (!ajv) {
    const official = officialSchema(version);
    const options = { strict: true, allowUnionTypes: true, allErrors: true };
    ajv = official.draft === "draft-07" ? new Ajv(options) : new Ajv2020(options);
    addFormats(ajv);
    ajv.addSchema({ ...official.document, $id: `official-${version}` });
    instances.set(version, ajv);
  }
  return ajv;
}

/** The compiled validator of one official definition. */
export function officialValidator(version: ProtocolVersion, name: string): ValidateFunction {
  const id = `${version}#${name}`;
  let fn = compiled.get(id);
  if (!fn) {
    const official = officialSchema(version);
    if (!(name in official.defs)) throw new Error(`no official definition ${name} in ${version}`);
    const where = official.draft === "draft-07" ? "definitions" : "$defs";
    fn = ajvFor(version).getSchema(`official-${version}#/${where}/${name}`);
    if (!fn) throw new Error(`cannot compile official ${name} of ${version}`);
    compiled.set(id, fn);
  }
  return fn;
}

/** Validates `value` against one official definition: readable errors, [] when it conforms. */
export function validateOfficial(version: ProtocolVersion, name: string, value: unknown): string[] {
  const fn = officialValidator(version, name);
  if (fn(value)) return [];
  return (fn.errors ?? []).map((e: ErrorObject) => `${name}: ${formatError(e)}`);
}

export function formatError(e: ErrorObject): string {
  const params = JSON.stringify(e.params);
  return `${e.instancePath || "/"} ${e.message ?? e.keyword} ${params === "{}" ? "" : params}`.trim();
}

export interface OfficialMethod {
  method: string;
  kind: "request" | "notification";
  /** The request or notification definition. */
  def: string;
  /** The result definition (requests only). */
  resultDef?: string;
  /** 2026-07-28: `<Result>Response`, the definition of the whole success reply. */
  responseDef?: string;
  /** Who sends it: the union(s) it belongs to. */
  direction: "client-to-server" | "server-to-client" | "both";
}

/** Requests whose reply the official schema states only as `EmptyResult` (no `<X>Result`). */
const EMPTY_RESULT = new Set([
  "ping",
  "logging/setLevel",
  "resources/subscribe",
  "resources/unsubscribe",
]);

const methodCache = new Map<ProtocolVersion, Map<string, OfficialMethod>>();

/**
 * The methods that travel on the wire in a version: the members of the official
 * `ClientRequest`/`ServerRequest`/`ClientNotification`/`ServerNotification` unions, which also
 * give each method's direction. A request definition `<X>Request` is answered by `<X>Result`
 * (`EmptyResult` for the four requests above).
 */
export function officialMethods(version: ProtocolVersion): Map<string, OfficialMethod> {
  let out = methodCache.get(version);
  if (out) return out;
  out = new Map();
  const defs = officialSchema(version).defs;
  const methodOf = (name: string) =>
    ((defs[name]?.properties as Schema | undefined)?.method as Schema | undefined)?.const as
      string | undefined;
  const named = new Map<string, string>();
  for (const name of Object.keys(defs)) {
    const m = methodOf(name);
    if (m && /(Request|Notification)$/.test(name) && !/^(Client|Server)/.test(name)) {
      named.set(m, name);
    }
  }
  for (const union of [
    "ClientRequest",
    "ServerRequest",
    "ClientNotification",
    "ServerNotification",
  ]) {
    const u = defs[union];
    if (!u) continue;
    const members = u.anyOf
      ? (u.anyOf as Schema[]).map((r) => String(r.$ref).replace(/^#\/(definitions|\$defs)\//, ""))
      : [union];
    for (const member of members) {
      const method = methodOf(member);
      if (!method) throw new Error(`${version} ${union}: member ${member} has no method`);
      const def = named.get(method) ?? member;
      const kind = union.endsWith("Request") ? "request" : "notification";
      const direction = union.startsWith("Client") ? "client-to-server" : "server-to-client";
      const known = out.get(method);
      if (known) {
        if (known.direction !== direction) known.direction = "both";
        continue;
      }
      const info: OfficialMethod = { method, kind, def, direction };
      if (kind === "request") {
        const result = def.replace(/Request$/, "Result");
        if (defs[result]) info.resultDef = result;
        else if (EMPTY_RESULT.has(method)) info.resultDef = "EmptyResult";
        else throw new Error(`${version}: no result definition for ${method}`);
        if (defs[`${info.resultDef}Response`]) info.responseDef = `${info.resultDef}Response`;
      }
      out.set(method, info);
    }
  }
  methodCache.set(version, out);
  return out;
}

export type OfficialKind = "request" | "notification" | "reply" | "batch" | "invalid";

export interface OfficialVerdict {
  valid: boolean;
  kind: OfficialKind;
  /** Why it is invalid: `Definition: /path message {params}` lines, [] when valid. */
  errors: string[];
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Judges a WHOLE message with the official schema only, against the specific definitions:
 * a request = `JSONRPCRequest` and its method's definition (on the whole message); a
 * notification likewise with `JSONRPCNotification`; a success reply = `JSONRPCResponse`
 * (`JSONRPCResultResponse`) and the result definition of `requestMethod` on `result`
 * (`<Result>Response` on the whole message where it exists); an error reply = `JSONRPCError`
 * (`JSONRPCErrorResponse`); a reply with both members is valid when either reading is (the
 * schema's `anyOf`); a batch = `JSONRPCMessage` of 2025-03-26 and each element on its own.
 * A method the version does not carry on the wire, or of the other kind, is invalid.
 */
export function officialVerdict(
  version: ProtocolVersion,
  message: unknown,
  requestMethod?: (id: unknown) => string | undefined,
): OfficialVerdict {
  const verdict = (kind: OfficialKind, errors: string[]): OfficialVerdict => ({
    valid: errors.length === 0,
    kind,
    errors,
  });
  const defs = officialSchema(version).defs;
  if (Array.isArray(message)) {
    if (!defs.JSONRPCBatchRequest) return verdict("batch", [`batch: no batches in ${version}`]);
    const errors = validateOfficial(version, "JSONRPCMessage", message);
    message.forEach((item, i) => {
      const v = officialVerdict(version, item, requestMethod);
      if (v.kind === "batch") errors.push(`/${i}: nested batch`);
      errors.push(...v.errors.map((e) => `[${i}] ${e}`));
    });
    return verdict("batch", errors);
  }
  if (!isObject(message)) return verdict("invalid", ["not a JSON-RPC object"]);
  const methods = officialMethods(version);
  if ("method" in message) {
    const kind = "id" in message ? "request" : "notification";
    const envelope = kind === "request" ? "JSONRPCRequest" : "JSONRPCNotification";
    const errors = validateOfficial(version, envelope, message);
    const info = typeof message.method === "string" ? methods.get(message.method) : undefined;
    if (typeof message.method === "string" && info?.kind !== kind) {
      errors.push(`method: "${message.method}" is not a ${kind} of ${version}`);
    }
    if (info?.kind === kind) errors.push(...validateOfficial(version, info.def, message));
    return verdict(kind, errors);
  }
  if (!("result" in message) && !("error" in message)) {
    return verdict("invalid", ["neither method nor result nor error"]);
  }
  const readings: string[][] = [];
  if ("result" in message) {
    const envelope = defs.JSONRPCResultResponse ? "JSONRPCResultResponse" : "JSONRPCResponse";
    const errors = validateOfficial(version, envelope, message);
    const method = requestMethod?.(message.id);
    const info = method === undefined ? undefined : methods.get(method);
    if (info?.responseDef) errors.push(...validateOfficial(version, info.responseDef, message));
    else if (info?.resultDef && "result" in message) {
      errors.push(...validateOfficial(version, info.resultDef, message.result).map(underResult));
    }
    readings.push(errors);
  }
  if ("error" in message) {
    const envelope = defs.JSONRPCErrorResponse ? "JSONRPCErrorResponse" : "JSONRPCError";
    readings.push(validateOfficial(version, envelope, message));
  }
  const ok = readings.find((r) => r.length === 0);
  return verdict("reply", ok ?? readings.flat());
}

const underResult = (line: string) => line.replace(/^([^:]+): \//, "$1: /result/");
