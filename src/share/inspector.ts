/**
 * The MCP Inspector's histories. The current Inspector exports its History screen as a JSON
 * array of `{id, timestamp, direction: "request"|"response"|"notification", origin?:
 * "client"|"server", message, response?, duration?}`: whole JSON-RPC messages, each request
 * carrying its response. The older Inspector (1.x) has no export; its history, and what its copy
 * buttons give, is `{request, response?}` as JSON text of the request *without* its JSON-RPC
 * frame (`{method, params}`) and of the bare result (or `{error: "…"}`). Those are framed here
 * into JSON-RPC messages with made-up ids, so the session can pair and judge them.
 */
import { isRecord, tryJson } from "./guards.ts";

const DIRECTIONS = new Set(["request", "response", "notification"]);

export const isInspectorEntry = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.direction === "string" &&
  DIRECTIONS.has(v.direction) &&
  isRecord(v.message) &&
  v.timestamp !== undefined;

export const isInspectorV1Entry = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.request === "string" &&
  (v.response === undefined || typeof v.response === "string");

/** "MCP error -32602: Invalid params" → the code and message the SDK put in the text. */
function errorOf(text: string): { code?: number; message: string } {
  const m = /^MCP error (-?\d+): ([\s\S]*)$/.exec(text);
  return m ? { code: Number(m[1]), message: m[2] ?? "" } : { message: text };
}

/**
 * A 1.x history item with its request (and response) framed as JSON-RPC, the id being `id`;
 * undefined when the request is framed already or unreadable (then it is read as it is).
 */
export function frameV1Entry(
  item: Record<string, unknown>,
  id: number,
): Record<string, unknown> | undefined {
  const request = tryJson(item.request as string)?.value;
  if (!isRecord(request) || request.jsonrpc !== undefined || typeof request.method !== "string") {
    return undefined;
  }
  const { method, params } = request;
  const notification = method.startsWith("notifications/");
  const framed: Record<string, unknown> = {
    jsonrpc: "2.0",
    ...(notification ? {} : { id }),
    method,
  };
  if (params !== undefined) framed.params = params;
  const out: Record<string, unknown> = { request: JSON.stringify(framed) };
  const response = typeof item.response === "string" ? tryJson(item.response) : undefined;
  if (response && !notification) {
    const value = response.value;
    const failed =
      isRecord(value) && typeof value.error === "string" && Object.keys(value).length === 1;
    // A failure kept only its message; its code is known only when the SDK wrote it in.
    out.response = JSON.stringify(
      failed
        ? { jsonrpc: "2.0", id, error: errorOf(value.error as string) }
        : { jsonrpc: "2.0", id, result: value },
    );
  }
  return out;
}
