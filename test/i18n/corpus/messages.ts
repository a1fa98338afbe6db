/** Single broken messages: not JSON, the JSON-RPC envelope, MCP schemas, batches, hints. */
import { type CorpusCase, fail, note, ok, req, single } from "./build.ts";

const META_2026 = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** A 2026-07-28 request and its reply, in a session. */
const in2026 = (
  name: string,
  method: string,
  params: Record<string, unknown>,
  result: unknown,
): CorpusCase => ({
  name,
  version: "2026-07-28",
  texts: [req(1, method, { _meta: META_2026, ...params }), ok(1, result)],
});

export const MESSAGE_CASES: CorpusCase[] = [
  // ---- Not JSON ----
  single("empty text", "   "),
  single("trailing comma", '{"jsonrpc": "2.0", "id": 1, "method": "ping",}'),
  single("single quotes", "{'jsonrpc': '2.0'}"),
  single("unquoted key", '{jsonrpc: "2.0"}'),
  single("comment", '{"jsonrpc": "2.0" // the version\n}'),
  single("truncated object", '{"jsonrpc": "2.0", "id": 1, "method": "ping"'),
  single("truncated array", '[{"jsonrpc": "2.0", "method": "ping", "id": 1}'),
  single("truncated string", '{"jsonrpc": "2.0", "method": "pi'),
  single("truncated number", '{"jsonrpc": "2.0", "id": -'),
  single("missing comma", '{"jsonrpc": "2.0" "id": 1}'),
  single("capitalized literal", '{"jsonrpc": "2.0", "id": 1, "result": {"isError": True}}'),
  single("undefined", '{"jsonrpc": "2.0", "id": 1, "result": undefined}'),
  single("mismatched bracket", '{"jsonrpc": "2.0", "params": {"a": [1, 2}}'),
  single("double comma", "[1,, 2]"),
  single("missing colon", '{"jsonrpc" "2.0"}'),
  single("key expected", '{"jsonrpc": "2.0", }'.replace(", }", ", 5}")),
  single("value expected", '{"jsonrpc": }'),
  single("leading zero", '{"id": 007}'),
  single("NaN", '{"id": NaN}'),
  single("Infinity", '{"id": Infinity}'),
  single("plus sign", '{"id": +1}'),
  single("leading dot", '{"id": .5}'),
  single("trailing dot", '{"id": 1.}'),
  single("bad exponent", '{"id": 1e}'),
  single("hex number", '{"id": 0x1F}'),
  single("line break in string", '{"method": "tools/\ncall"}'),
  single("tab in string", '{"method": "tools/\tcall"}'),
  single("bad escape", '{"path": "C:\\notes\\q.txt"}'),
  single("bad unicode escape", '{"text": "caf\\u00e"}'),
  single("two values", '{"jsonrpc": "2.0"} {"jsonrpc": "2.0"}'),
  single("too deep", "[".repeat(600) + "]".repeat(600)),
  single("duplicate key", '{"jsonrpc": "2.0", "id": 1, "id": 2, "method": "ping"}'),
  {
    name: "not UTF-8",
    texts: [],
    // A lone surrogate in a string, as some encoders write it.
    bytes: Uint8Array.from([
      ...Buffer.from('{"jsonrpc": "2.0", "method": "'),
      0xed,
      0xa0,
      0x80,
      0x22,
      0x7d,
    ]),
  },

  // ---- JSON-RPC envelope ----
  single("not an object", "42"),
  single("no kind", '{"jsonrpc": "2.0", "foo": 1}'),
  single("version missing", '{"id": 1, "method": "ping"}'),
  single("version misnamed", '{"jsonRpc": "2.0", "id": 1, "method": "ping"}'),
  single("version wrong", '{"jsonrpc": "1.0", "id": 1, "method": "ping"}'),
  single("id null", '{"jsonrpc": "2.0", "id": null, "method": "ping"}'),
  single("reply id null", '{"jsonrpc": "2.0", "id": null, "result": {}}'),
  single(
    "error reply id null",
    '{"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}',
  ),
  single("id float", '{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}'),
  single("id boolean", '{"jsonrpc": "2.0", "id": true, "method": "ping"}'),
  single("reply without id", '{"jsonrpc": "2.0", "result": {}}'),
  single(
    "error reply without id",
    '{"jsonrpc": "2.0", "error": {"code": -32600, "message": "bad"}}',
    "2025-06-18",
  ),
  single("unsafe id", '{"jsonrpc": "2.0", "id": 9007199254740993, "method": "ping"}'),
  single("method number", '{"jsonrpc": "2.0", "id": 1, "method": 5}'),
  single("params array", '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": []}'),
  single("result and error", '{"jsonrpc": "2.0", "id": 1, "result": {}, "error": {}}'),
  single("reply with method", '{"jsonrpc": "2.0", "id": 1, "method": "ping", "result": {}}'),
  single("error string", '{"jsonrpc": "2.0", "id": 1, "error": "boom"}'),
  single("error empty", '{"jsonrpc": "2.0", "id": 1, "error": {}}'),
  single("error types", '{"jsonrpc": "2.0", "id": 1, "error": {"code": "x", "message": 5}}'),
  single("unknown key", '{"jsonrpc": "2.0", "id": 1, "method": "ping", "paramz": {}}'),
  single("unknown key, no suggestion", '{"jsonrpc": "2.0", "method": "ping", "zzz": 1}'),
  single(
    "unknown key in error",
    '{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "m", "x": 1}}',
  ),
  single("meta not object", req(1, "ping", { _meta: 5 }), "2025-06-18"),

  // ---- MCP methods and schemas ----
  single(
    "method not in version",
    req(1, "elicitation/create", {
      message: "m",
      requestedSchema: { type: "object", properties: {} },
    }),
    "2024-11-05",
  ),
  single("method typo", req(1, "tools/lsit")),
  single("method unknown", req(1, "foo/bar")),
  single("notification with id", req(1, "notifications/initialized")),
  single("request without id", note("tools/list")),
  {
    name: "wrong direction",
    texts: [req(1, "sampling/createMessage", { messages: [], maxTokens: 10 })],
    direction: "client-to-server",
  },
  single("params missing", req(1, "tools/call")),
  single("required name", req(1, "tools/call", {})),
  single("misnamed keys", req(1, "tools/call", { tool: "get_weather", args: {} })),
  single("wrong type", req(1, "tools/call", { name: 5 })),
  single("null optional", req(1, "tools/call", { name: "x", arguments: null })),
  single(
    "const",
    req(1, "elicitation/create", {
      message: "m",
      requestedSchema: { type: "obj", properties: {} },
    }),
  ),
  single("enum", req(1, "logging/setLevel", { level: "warn" })),
  {
    name: "enum content type",
    texts: [req(1, "tools/call", { name: "x" }), ok(1, { content: [{ type: "txt", text: "hi" }] })],
  },
  single("format", req(1, "resources/read", { uri: "not a uri" })),
  single(
    "range",
    req(1, "sampling/createMessage", {
      messages: [],
      maxTokens: 10,
      modelPreferences: { costPriority: 2 },
    }),
  ),
  single("unknown param", req(1, "tools/call", { name: "x", argumentz: {} })),
  single("field of another version", req(1, "tools/call", { name: "x", task: {} }), "2025-06-18"),
  single("result not object", ok(1, 5)),
  single(
    "required discriminator",
    req(1, "sampling/createMessage", {
      messages: [{ role: "user", content: { text: "hi" } }],
      maxTokens: 10,
    }),
  ),
  single(
    "form field not primitive",
    req(1, "elicitation/create", {
      message: "Who gets the gift?",
      requestedSchema: { type: "object", properties: { recipient: { type: "object" } } },
    }),
  ),
  {
    name: "resource contents without text or blob",
    texts: [
      req(1, "resources/read", { uri: "file:///a" }),
      ok(1, { contents: [{ uri: "file:///a" }] }),
    ],
  },
  in2026(
    "result type unknown",
    "tools/call",
    { name: "x" },
    { resultType: "partial", content: [] },
  ),
  in2026(
    "result asks input where it cannot",
    "tools/list",
    {},
    {
      resultType: "input_required",
      tools: [],
    },
  ),
  in2026(
    "result complete without content",
    "tools/call",
    { name: "x" },
    { resultType: "complete", structuredContent: { ok: true } },
  ),
  single(
    "elicitation url without url",
    req(1, "elicitation/create", { mode: "url", message: "Sign in", elicitationId: "e1" }),
  ),
  single("elicitation form without schema", req(1, "elicitation/create", { message: "Who?" })),
  in2026(
    "result type unknown where input cannot be",
    "tools/list",
    {},
    { resultType: "done", tools: [], ttlMs: 0, cacheScope: "public" },
  ),
  in2026("input required empty", "tools/call", { name: "x" }, { resultType: "input_required" }),
  in2026(
    "required key an example leaves out",
    "resources/read",
    { uri: "file:///a" },
    {
      resultType: "complete",
      contents: [{ uri: "file:///a", text: "hi" }],
    },
  ),

  // ---- Batches ----
  single("batch in 2025-11-25", `[${req(1, "ping")}]`),
  single("batch mixed", `[${req(1, "ping")}, ${ok(2, {})}]`, "2025-03-26"),
  single("batch empty", "[]", "2025-03-26"),

  // ---- Hints ----
  single("reply unchecked", ok("r7", { tools: [] })),
  single("error code", fail(1, -32601, "Method not found")),
  single("server error code", fail(1, -32001, "Oops")),
  single("error code of another version", fail(1, -32042, "Elicit first"), "2025-06-18"),
  {
    name: "business error",
    texts: [
      req(1, "tools/call", { name: "get_weather", arguments: { city: "Paris" } }),
      fail(1, -32603, "Weather API rate limit exceeded"),
    ],
  },
  {
    name: "unknown tool result",
    texts: [
      req(1, "tools/call", { name: "nope" }),
      ok(1, { content: [{ type: "text", text: "Unknown tool: nope" }], isError: true }),
    ],
  },
  single(
    "notification carries reply",
    '{"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progressToken": 1, "progress": 1}, "result": {}}',
  ),
];
