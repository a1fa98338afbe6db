/** Small helpers for JSON values met on the wire. */

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const hasOwn = Object.hasOwn;

/**
 * A copy with JSON-RPC's members only, in the order people read them (`jsonrpc`, `id`, `method`,
 * `params`, `result`, `error`). Written out member by member: the copies then share one shape,
 * which keeps them (and their serialization) fast.
 */
export function jsonRpcMembers(source: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (hasOwn(source, "jsonrpc")) out.jsonrpc = source.jsonrpc;
  if (hasOwn(source, "id")) out.id = source.id;
  if (hasOwn(source, "method")) out.method = source.method;
  if (hasOwn(source, "params")) out.params = source.params;
  if (hasOwn(source, "result")) out.result = source.result;
  if (hasOwn(source, "error")) out.error = source.error;
  return out;
}

/** JSON-RPC's members first, in the order people read them; other keys keep their order. */
export function ordered<T extends object>(message: T): T {
  const source = message as JsonObject;
  const out = jsonRpcMembers(source);
  for (const key of Object.keys(source)) if (!(key in out)) out[key] = source[key];
  return out as T;
}
