/** Small helpers for JSON values met on the wire. */

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON-RPC's members first, in the order people read them; other keys keep their order. */
const ORDER = ["jsonrpc", "id", "method", "params", "result", "error"];

export function ordered<T extends object>(message: T): T {
  const source = message as JsonObject;
  const out: JsonObject = {};
  for (const key of ORDER) if (Object.hasOwn(source, key)) out[key] = source[key];
  for (const key of Object.keys(source)) if (!(key in out)) out[key] = source[key];
  return out as T;
}
