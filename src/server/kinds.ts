/**
 * Which of the four JSON-RPC message kinds a value is: the same answers as the SDK's
 * `isJSONRPCRequest`, `isJSONRPCNotification`, `isJSONRPCResultResponse` and
 * `isJSONRPCErrorResponse`, at a fraction of the cost. The SDK's guards run a full zod parse
 * each time, and one that fails costs as much as a whole `ping` round trip through the server;
 * every message is asked several times on its way in and out.
 *
 * Each guard checks what the SDK's schema checks at the top level (strict keys, `jsonrpc`, the
 * id, the method, the error's code and message) and hands anything deeper (`params`, a result's
 * `_meta`) to the SDK's own guard, so the answers stay exactly the SDK's (kinds.test.ts holds
 * them side by side).
 */
import {
  type JSONRPCErrorResponse,
  type JSONRPCNotification,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
  isJSONRPCNotification as sdkIsNotification,
  isJSONRPCRequest as sdkIsRequest,
  isJSONRPCResultResponse as sdkIsResultResponse,
} from "@modelcontextprotocol/server";
import { type JsonObject, isObject } from "./json.ts";

const REQUEST_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
const NOTIFICATION_KEYS = new Set(["jsonrpc", "method", "params"]);
const RESULT_KEYS = new Set(["jsonrpc", "id", "result"]);
const ERROR_KEYS = new Set(["jsonrpc", "id", "error"]);

/** The schemas are strict: any other key (own or inherited, as `for...in` sees them) fails. */
function onlyKeys(value: JsonObject, allowed: Set<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/** A request id: a string or a safe integer (zod's `int()`). */
const isId = (id: unknown): boolean => typeof id === "string" || Number.isSafeInteger(id);

export function isRequest(value: unknown): value is JSONRPCRequest {
  if (!isObject(value)) return false;
  if (value.jsonrpc !== "2.0" || !isId(value.id) || typeof value.method !== "string") return false;
  if (!onlyKeys(value, REQUEST_KEYS)) return false;
  return value.params === undefined || sdkIsRequest(value);
}

export function isNotification(value: unknown): value is JSONRPCNotification {
  if (!isObject(value)) return false;
  if (value.jsonrpc !== "2.0" || typeof value.method !== "string") return false;
  if (!onlyKeys(value, NOTIFICATION_KEYS)) return false;
  return value.params === undefined || sdkIsNotification(value);
}

export function isResultResponse(value: unknown): value is JSONRPCResultResponse {
  if (!isObject(value)) return false;
  if (value.jsonrpc !== "2.0" || !isId(value.id) || !isObject(value.result)) return false;
  if (!onlyKeys(value, RESULT_KEYS)) return false;
  return value.result._meta === undefined || sdkIsResultResponse(value);
}

export function isErrorResponse(value: unknown): value is JSONRPCErrorResponse {
  if (!isObject(value)) return false;
  if (value.jsonrpc !== "2.0" || (value.id !== undefined && !isId(value.id))) return false;
  const error = value.error;
  if (!isObject(error) || !Number.isSafeInteger(error.code) || typeof error.message !== "string") {
    return false;
  }
  return onlyKeys(value, ERROR_KEYS);
}

/** A result or an error response. */
export const isResponse = (value: unknown): value is JSONRPCResultResponse | JSONRPCErrorResponse =>
  isResultResponse(value) || isErrorResponse(value);
