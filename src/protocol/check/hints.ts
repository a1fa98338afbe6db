/**
 * The knowledge behind the teaching hints: did-you-mean for methods and keys, and the patterns
 * of common mistakes (a tool failure sent as a protocol error, or the reverse). Pure functions;
 * the layers decide when to apply them.
 */
import { getVersionSchema } from "../schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { closest, editDistance, suggestionLimit, wordKey } from "./similar.ts";

let methodIndex: Map<string, ProtocolVersion[]> | undefined;

/** Every method of every version, with the versions it exists in (oldest first). */
export function methodVersions(): Map<string, ProtocolVersion[]> {
  if (methodIndex) return methodIndex;
  const index = new Map<string, ProtocolVersion[]>();
  let complete = true;
  for (const version of PROTOCOL_VERSIONS) {
    let methods: Iterable<string>;
    try {
      methods = getVersionSchema(version).methods.keys();
    } catch {
      complete = false;
      continue;
    }
    for (const method of methods) {
      const list = index.get(method);
      if (list) list.push(version);
      else index.set(method, [version]);
    }
  }
  if (complete) methodIndex = index;
  return index;
}

/** Names people use for MCP methods, with the method they mean. */
const METHOD_CONFUSIONS = new Map<string, string>(
  Object.entries({
    "tools/execute": "tools/call",
    "tools/run": "tools/call",
    "tools/invoke": "tools/call",
    "tool/call": "tools/call",
    "tool/execute": "tools/call",
    call_tool: "tools/call",
    "tools/get": "tools/list",
    list_tools: "tools/list",
    "resources/get": "resources/read",
    "resource/get": "resources/read",
    read_resource: "resources/read",
    "prompts/call": "prompts/get",
    "sampling/create": "sampling/createMessage",
    "sampling/complete": "sampling/createMessage",
    "completion/completion": "completion/complete",
    "elicitation/request": "elicitation/create",
    "logging/setlevel": "logging/setLevel",
    "logging/level": "logging/setLevel",
    init: "initialize",
    initialise: "initialize",
    initialised: "notifications/initialized",
    cancel: "notifications/cancelled",
    "notifications/canceled": "notifications/cancelled",
  }),
);

/**
 * The method a misspelled or misremembered name most likely means: a known confusion, a
 * notification name missing its `notifications/` prefix, or the closest name (this version's
 * methods first). Undefined when nothing is close.
 */
export function suggestMethod(method: string, version: ProtocolVersion): string | undefined {
  const all = methodVersions();
  const known = METHOD_CONFUSIONS.get(method) ?? METHOD_CONFUSIONS.get(method.toLowerCase());
  if (known && all.has(known)) return known;
  const prefixed = `notifications/${method.replace(/^\/+/, "")}`;
  if (all.has(prefixed)) return prefixed;
  let own: Iterable<string> = [];
  try {
    own = getVersionSchema(version).methods.keys();
  } catch {
    // The version's schema is unavailable: suggest from every version.
  }
  return closest(method, own) ?? closest(method, all.keys());
}

/** Names people use for MCP keys, by the key they mean. */
const KEY_ALIASES = new Map<string, readonly string[]>(
  Object.entries({
    name: ["tool", "toolName", "tool_name", "toolname", "prompt", "promptName", "prompt_name"],
    arguments: ["args", "arg", "argument", "parameters", "params", "input", "inputs"],
    uri: ["url", "URL", "resourceUri", "resource_uri", "resourceURI", "path", "href"],
    url: ["uri", "URI", "link", "href"],
    protocolVersion: ["version", "protocol_version", "protocol"],
    clientInfo: ["client", "client_info", "clientinfo"],
    serverInfo: ["server", "server_info", "serverinfo"],
    capabilities: ["caps", "capability"],
    progressToken: ["token", "progress_token"],
    requestId: ["request_id", "id"],
    inputSchema: ["input_schema", "schema", "parameters"],
    jsonrpc: ["jsonRpc", "jsonRPC", "JSONRPC", "json_rpc", "json-rpc", "jsonrpcVersion"],
    mimeType: ["mime_type", "mimetype", "contentType", "content_type", "mediaType"],
    isError: ["is_error", "error", "iserror"],
    structuredContent: ["structured_content", "structured"],
  }),
);

/**
 * Among keys the schema does not know, the one that is probably a misnamed `missing` key:
 * a common alias, the same words spelled differently, or a small typo.
 */
export function findMisnamed(missing: string, unknown: readonly string[]): string | undefined {
  if (unknown.length === 0) return undefined;
  const aliases = KEY_ALIASES.get(missing);
  if (aliases) {
    for (const alias of aliases) if (unknown.includes(alias)) return alias;
  }
  const words = wordKey(missing);
  const limit = suggestionLimit(missing);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const key of unknown) {
    if (key.toLowerCase() === missing.toLowerCase() || wordKey(key) === words) return key;
    const d = editDistance(key.toLowerCase(), missing.toLowerCase(), limit);
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  return best;
}

/** A known key an unknown key is probably meant to be (typo or alias), if any. */
export function suggestKey(unknown: string, known: Iterable<string>): string | undefined {
  for (const key of known) {
    if (KEY_ALIASES.get(key)?.includes(unknown)) return key;
  }
  return closest(unknown, known);
}

/** Codes that are protocol failures by definition: never a disguised tool failure. */
const PROTOCOL_CODES = new Set([
  -32700, -32600, -32601, -32602, -32002, -32042, -32020, -32021, -32022,
]);

const BUSINESS =
  /\b(fail(ed|ure|s)?|timed? ?out|timeout|unavailable|not available|rate.?limit(ed)?|quota|denied|forbidden|unauthori[sz]ed|insufficient|could ?n[o']t|unable to|exception|api error|returned \d{3}|status( code)? \d{3}|does not exist|no results?|not found|invalid (city|date|input|location|query|value))\b/i;
const PROTOCOLISH =
  /unknown tool|no such tool|tool\b.{0,40}\bnot (found|exist)|method not found|invalid (params|arguments?)|missing (required )?(argument|param)/i;

/** Whether an error reply to tools/call reads like the tool failing rather than the protocol. */
export function looksLikeToolFailure(code: unknown, message: unknown): boolean {
  if (typeof message !== "string" || (typeof code === "number" && PROTOCOL_CODES.has(code))) {
    return false;
  }
  const head = message.slice(0, 1000);
  return BUSINESS.test(head) && !PROTOCOLISH.test(head);
}

const UNKNOWN_TOOL =
  /unknown tool|no such tool|tool\b.{0,60}\b(not found|does not exist|doesn't exist|not exist)|not a (known|valid) tool/i;

/** Whether a tools/call result with `isError: true` is about a tool that does not exist. */
export function looksLikeUnknownToolResult(result: Record<string, unknown>): boolean {
  if (result.isError !== true || !Array.isArray(result.content)) return false;
  for (const block of result.content as unknown[]) {
    if (block && typeof block === "object") {
      const text = (block as Record<string, unknown>).text;
      if (typeof text === "string" && UNKNOWN_TOOL.test(text.slice(0, 500))) return true;
    }
  }
  return false;
}
