/**
 * What the transport needs to know of the messages going by, read without judging them (the
 * playground sends whatever the user wrote, valid or not): request ids to wait for, the method
 * and name for the 2026-07-28 headers, and the version an initialize reply settles on.
 */

export type RequestId = string | number;

/** `1` and `"1"` are different ids in JSON-RPC. */
export const idKey = (id: RequestId): string => `${typeof id}:${id}`;

export const META_VERSION = "io.modelcontextprotocol/protocolVersion";

export interface OutgoingFacts {
  /** Requests in the body (several in a batch), each awaiting a reply. */
  requests: { id: RequestId; method: string }[];
  /** The method of a single message (not a batch). */
  method?: string;
  /** `params.name`, `params.uri` or `params.taskId`: what `Mcp-Name` mirrors. */
  name?: string;
  /** `params.arguments` of a `tools/call`. */
  arguments?: Record<string, unknown>;
  /** `params._meta["io.modelcontextprotocol/protocolVersion"]`: a 2026-07-28-style message. */
  metaVersion?: string;
  initialize: boolean;
  initialized: boolean;
  /** The JSON did not parse: it is sent as written all the same. */
  unreadable: boolean;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is RequestId =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value));

/** Which body field `Mcp-Name` mirrors, per method (the tasks extension adds `taskId`). */
const NAME_SOURCE: Record<string, string> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
  "tasks/get": "taskId",
  "tasks/update": "taskId",
  "tasks/cancel": "taskId",
};

export function outgoingFacts(text: string): OutgoingFacts {
  const facts: OutgoingFacts = {
    requests: [],
    initialize: false,
    initialized: false,
    unreadable: false,
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    facts.unreadable = true;
    return facts;
  }
  const items: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  for (const item of items) {
    if (!isObject(item) || typeof item.method !== "string") continue;
    if (isId(item.id)) facts.requests.push({ id: item.id, method: item.method });
    if (item.method === "initialize" && isId(item.id)) facts.initialize = true;
    if (item.method === "notifications/initialized") facts.initialized = true;
  }
  const single = items.length === 1 ? items[0] : undefined;
  if (!Array.isArray(parsed) && isObject(single) && typeof single.method === "string") {
    facts.method = single.method;
    const params = isObject(single.params) ? single.params : undefined;
    const source = Object.hasOwn(NAME_SOURCE, single.method) ? NAME_SOURCE[single.method] : "";
    const name = source && params ? params[source] : undefined;
    if (typeof name === "string") facts.name = name;
    if (single.method === "tools/call" && isObject(params?.arguments)) {
      facts.arguments = params.arguments;
    }
    const meta = isObject(params?._meta) ? params._meta : undefined;
    if (typeof meta?.[META_VERSION] === "string") facts.metaVersion = meta[META_VERSION];
  }
  return facts;
}

/** A reply (result or error) from the server, or anything else it sent. */
export interface IncomingReply {
  key: string;
  id: RequestId;
  result?: Record<string, unknown>;
  error?: Record<string, unknown>;
}

/** The replies in a server message (several in a batch reply); `undefined`: not JSON at all. */
export function incomingReplies(text: string): IncomingReply[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const replies: IncomingReply[] = [];
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    if (!isObject(item) || "method" in item || !isId(item.id)) continue;
    const reply: IncomingReply = { key: idKey(item.id), id: item.id };
    if (isObject(item.result)) reply.result = item.result;
    if (isObject(item.error)) reply.error = item.error;
    if (reply.result || reply.error) replies.push(reply);
  }
  return replies;
}

/** The first JSON-RPC error object in a body, if it is one (used on HTTP error answers). */
export function jsonRpcError(text: string): { code?: number; data?: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!isObject(first) || first.jsonrpc !== "2.0" || !isObject(first.error)) return undefined;
  const code = first.error.code;
  return { ...(typeof code === "number" && { code }), data: first.error.data };
}

/** Builds the notification that tells the server a request is no longer awaited. */
export function cancelledNotification(id: RequestId, reason: string): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId: id, reason },
  });
}
