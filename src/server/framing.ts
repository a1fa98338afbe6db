/**
 * From the raw text a client sent to JSON-RPC messages, or to the error reply JSON-RPC
 * prescribes: -32700 for text that is not JSON, -32600 for JSON that is not a valid message
 * (and for a batch where the version has none).
 */
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/server";
import { isObject, jsonRpcMembers } from "./json.ts";
import { isErrorResponse, isNotification, isRequest, isResultResponse } from "./kinds.ts";

/** An error reply; `id` is null or absent when the request's id could not be read. */
export interface ErrorReply {
  jsonrpc: "2.0";
  id?: RequestId | null;
  error: { code: number; message: string; data?: unknown };
}

export type Item = { message: JSONRPCMessage } | { reply: ErrorReply };

export type Framed =
  | { kind: "single"; item: Item }
  | { kind: "batch"; items: Item[] }
  /** The whole text is answered with one error. */
  | { kind: "reply"; reply: ErrorReply };

export interface FramePolicy {
  /** Whether a JSON array (a batch) is allowed (2025-03-26 only). */
  batches: boolean;
  /** Whether an unreadable id is left out (2025-11-25 on) rather than sent as null. */
  errorWithoutId: boolean;
}

const readableId = (id: unknown): RequestId | undefined =>
  typeof id === "string" || (typeof id === "number" && Number.isInteger(id)) ? id : undefined;

export function errorFor(
  id: RequestId | undefined,
  code: number,
  message: string,
  policy: FramePolicy,
  data?: unknown,
): ErrorReply {
  const error = { code, message, ...(data !== undefined && { data }) };
  if (id !== undefined) return { jsonrpc: "2.0", id, error };
  return policy.errorWithoutId ? { jsonrpc: "2.0", error } : { jsonrpc: "2.0", id: null, error };
}

/** Why a value is not a JSON-RPC message, or undefined when it is one. */
function problemOf(value: Record<string, unknown>): string | undefined {
  if (value.jsonrpc !== "2.0") return '`jsonrpc` must be the string "2.0".';
  const hasId = Object.hasOwn(value, "id");
  if (hasId && readableId(value.id) === undefined && !Object.hasOwn(value, "error")) {
    return "`id` must be a string or an integer.";
  }
  if (Object.hasOwn(value, "method")) {
    if (typeof value.method !== "string") return "`method` must be a string.";
    if (Object.hasOwn(value, "params") && !isObject(value.params)) {
      return "`params` must be an object.";
    }
    if (Object.hasOwn(value, "result") || Object.hasOwn(value, "error")) {
      return "a request or notification has no `result` or `error`.";
    }
    return undefined;
  }
  const hasResult = Object.hasOwn(value, "result");
  const hasError = Object.hasOwn(value, "error");
  if (hasResult && hasError) return "a response has either `result` or `error`, not both.";
  if (hasResult) {
    if (!hasId) return "a result response needs the `id` of its request.";
    return isObject(value.result) ? undefined : "`result` must be an object.";
  }
  if (hasError) {
    const e = value.error;
    if (!isObject(e) || !Number.isInteger(e.code) || typeof e.message !== "string") {
      return "`error` must be an object with an integer `code` and a string `message`.";
    }
    return undefined;
  }
  return "it has no `method` (request or notification) and no `result` or `error` (response).";
}

/** One JSON value as a message, or the -32600 reply it deserves. */
export function toItem(value: unknown, policy: FramePolicy): Item {
  const invalid = (why: string, id?: RequestId) =>
    ({ reply: errorFor(id, -32600, `Invalid Request: ${why}`, policy) }) as Item;
  if (!isObject(value)) return invalid("a JSON-RPC message is a JSON object.");
  const id = readableId(value.id);
  const problem = problemOf(value);
  if (problem) return invalid(problem, id);
  // Keys JSON-RPC does not define are ignored (MCP's schemas allow them), so that the SDK's
  // strict message types accept the rest.
  const message = jsonRpcMembers(value);
  // An error response whose id was null (the sender could not read ours) has nothing to match.
  if (message.id === null) delete message.id;
  const typed = message as JSONRPCMessage;
  const known =
    isRequest(typed) || isNotification(typed) || isResultResponse(typed) || isErrorResponse(typed);
  return known ? { message: typed } : invalid("it is not a well-formed JSON-RPC message.", id);
}

export function frame(text: string, policy: FramePolicy): Framed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      kind: "reply",
      reply: errorFor(undefined, -32700, "Parse error: the text is not valid JSON.", policy, {
        detail,
      }),
    };
  }
  if (!Array.isArray(value)) return { kind: "single", item: toItem(value, policy) };
  if (!policy.batches) {
    return {
      kind: "reply",
      reply: errorFor(
        undefined,
        -32600,
        "Invalid Request: JSON-RPC batches (arrays) exist only in protocol version 2025-03-26; send the messages one at a time.",
        policy,
      ),
    };
  }
  if (value.length === 0) {
    return {
      kind: "reply",
      reply: errorFor(undefined, -32600, "Invalid Request: an empty batch.", policy),
    };
  }
  return {
    kind: "batch",
    items: value.map((v) => {
      const item = toItem(v, policy);
      if ("message" in item && isRequest(item.message) && item.message.method === "initialize") {
        return {
          reply: errorFor(
            item.message.id,
            -32600,
            "Invalid Request: initialize must not be part of a batch.",
            policy,
          ),
        };
      }
      return item;
    }),
  };
}
