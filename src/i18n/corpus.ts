/**
 * Broken messages for the translation tests: each case is one text checked alone, or a sequence
 * of messages checked by a session. Together they make the core produce (nearly) every finding
 * code with realistic args, so the Russian texts are tested on what users actually see.
 */
import { checkText } from "../protocol/check/index.ts";
import { type SessionOptions, createSession } from "../protocol/session/index.ts";
import type { Finding } from "../protocol/types.ts";
import type { VersionChoice } from "../protocol/versions.ts";

export interface CorpusCase {
  name: string;
  version?: VersionChoice;
  /** Who sent the (last) message, for direction rules. */
  direction?: "client-to-server" | "server-to-client";
  /** One text: `checkText`; several: a session, in order (only the last one's findings count). */
  texts: string[];
  limits?: SessionOptions["limits"];
  /** Check a single text in a session too (for rules that judge even a first message). */
  session?: boolean;
}

const j = (value: unknown): string => JSON.stringify(value, null, 2);
const req = (id: number | string, method: string, params?: unknown) =>
  j({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) });
const note = (method: string, params?: unknown) =>
  j({ jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) });
const ok = (id: number | string, result: unknown) => j({ jsonrpc: "2.0", id, result });
const fail = (id: number | string, code: number, message: string) =>
  j({ jsonrpc: "2.0", id, error: { code, message } });

const init = req(0, "initialize", {
  protocolVersion: "2025-11-25",
  capabilities: {},
  clientInfo: { name: "learner", version: "1.0.0" },
});
const initOk = (version = "2025-11-25") =>
  ok(0, {
    protocolVersion: version,
    capabilities: { tools: {} },
    serverInfo: { name: "gifts", version: "1.0.0" },
  });
const initialized = note("notifications/initialized");
const weather = {
  name: "get_weather",
  inputSchema: {
    type: "object",
    properties: {
      city: { type: "string", minLength: 2 },
      days: { type: "integer", minimum: 1, maximum: 7 },
      unit: { enum: ["C", "F"] },
      email: { type: "string", format: "email" },
      tags: { type: "array", maxItems: 2, uniqueItems: true },
      code: { type: "string", pattern: "^[A-Z]{3}$" },
    },
    required: ["city"],
    additionalProperties: false,
  },
  outputSchema: {
    type: "object",
    properties: { temperature: { type: "number" } },
    required: ["temperature"],
  },
};
const toolsListed = [req(9, "tools/list"), ok(9, { tools: [weather] })];

const single = (name: string, text: string, version?: VersionChoice): CorpusCase => ({
  name,
  texts: [text],
  ...(version ? { version } : {}),
});

export const CORPUS: CorpusCase[] = [
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

  // ---- Session ----
  { name: "initialize not first", texts: [req(1, "tools/list"), init] },
  {
    name: "initialize repeated",
    texts: [init, initOk(), initialized, init.replace('"id": 0', '"id": 5')],
  },
  {
    name: "after failed initialize",
    texts: [init, fail(0, -32602, "Unsupported version"), req(1, "tools/list")],
  },
  {
    name: "initialized after failed initialize",
    texts: [init, fail(0, -32602, "Unsupported version"), initialized],
  },
  {
    name: "server before initialized",
    texts: [init, initOk(), req(1, "sampling/createMessage", { messages: [], maxTokens: 5 })],
  },
  { name: "client before initialize reply", texts: [init, req(1, "tools/list")] },
  { name: "client before initialized", texts: [init, initOk(), req(1, "tools/list")] },
  { name: "initialized before reply", texts: [init, initialized] },
  { name: "initialized repeated", texts: [init, initOk(), initialized, initialized] },
  { name: "duplicate pending id", texts: [req(1, "tools/list"), req(1, "prompts/list")] },
  {
    name: "id reused",
    texts: [req(1, "tools/list"), ok(1, { tools: [] }), req(1, "prompts/list")],
  },
  {
    name: "duplicate progress token",
    texts: [
      req(1, "tools/list", { _meta: { progressToken: "p" } }),
      req(2, "prompts/list", { _meta: { progressToken: "p" } }),
    ],
  },
  {
    name: "pending overflow",
    texts: [req(1, "tools/list"), req(2, "prompts/list")],
    limits: { pending: 1 },
  },
  {
    name: "reply repeated",
    texts: [req(1, "tools/list"), ok(1, { tools: [] }), ok(1, { tools: [] })],
  },
  { name: "reply unknown id", texts: [req(1, "tools/list"), ok(2, { tools: [] })] },
  { name: "unknown version", texts: [init, initOk("2099-01-01")] },
  { name: "version mismatch", version: "2025-11-25", texts: [init, initOk("2025-06-18")] },
  {
    name: "progress unknown token",
    texts: [note("notifications/progress", { progressToken: "zz", progress: 1 })],
    session: true,
  },
  { name: "cancel initialize", texts: [init, note("notifications/cancelled", { requestId: 0 })] },
  {
    name: "cancel finished",
    texts: [
      req(1, "tools/list"),
      ok(1, { tools: [] }),
      note("notifications/cancelled", { requestId: 1 }),
    ],
  },
  {
    name: "cancel unknown",
    texts: [note("notifications/cancelled", { requestId: 42 })],
    session: true,
  },
  {
    name: "tools overflow",
    texts: [req(9, "tools/list"), ok(9, { tools: [weather, { ...weather, name: "b" }] })],
    limits: { tools: 1 },
  },
  {
    name: "unknown tool",
    texts: [...toolsListed, req(1, "tools/call", { name: "get_wether", arguments: {} })],
  },
  {
    name: "invalid tool schema",
    texts: [
      req(9, "tools/list"),
      ok(9, { tools: [{ name: "t", inputSchema: { type: 5 } }] }),
      req(1, "tools/call", { name: "t", arguments: {} }),
    ],
  },
  {
    name: "invalid output schema",
    texts: [
      req(9, "tools/list"),
      ok(9, {
        tools: [{ name: "t", inputSchema: { type: "object" }, outputSchema: { type: "nope" } }],
      }),
      req(1, "tools/call", { name: "t", arguments: {} }),
      ok(1, { content: [], structuredContent: {} }),
    ],
  },
  {
    name: "tool arguments",
    texts: [
      ...toolsListed,
      req(1, "tools/call", { name: "get_weather", arguments: { city: 5, extra: 1 } }),
    ],
  },
  {
    name: "tool arguments missing",
    texts: [...toolsListed, req(1, "tools/call", { name: "get_weather" })],
  },
  {
    name: "tool arguments ranges",
    texts: [
      ...toolsListed,
      req(1, "tools/call", { name: "get_weather", arguments: { city: "P", days: 9, unit: "K" } }),
    ],
  },
  {
    name: "tool arguments formats",
    texts: [
      ...toolsListed,
      req(1, "tools/call", {
        name: "get_weather",
        arguments: { city: "Paris", email: "nope", tags: [1, 1, 2], code: "x" },
      }),
    ],
  },
  {
    name: "structured content missing",
    texts: [
      ...toolsListed,
      req(1, "tools/call", { name: "get_weather", arguments: { city: "Paris" } }),
      ok(1, { content: [] }),
    ],
  },
  {
    name: "structured content wrong",
    texts: [
      ...toolsListed,
      req(1, "tools/call", { name: "get_weather", arguments: { city: "Paris" } }),
      ok(1, { content: [], structuredContent: { temperature: "warm" } }),
    ],
  },
];

/** The findings of a case: of its only text, or of the last message of its session. */
export function runCase(c: CorpusCase): Finding[] {
  const context = c.direction ? { direction: c.direction } : {};
  if (c.texts.length === 1 && !c.session) {
    return checkText(c.texts[0] ?? "", { version: c.version ?? "auto", context }).findings;
  }
  const session = createSession({
    version: c.version ?? "auto",
    ...(c.limits ? { limits: c.limits } : {}),
  });
  let findings: Finding[] = [];
  for (const text of c.texts) findings = session.check(text).findings;
  return findings;
}
