/** Sequences of messages that break the session rules (lifecycle, ids, progress, tools). */
import { type CorpusCase, fail, note, ok, req } from "./build.ts";

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

/** `anyOf` nested 40 times over two references to the level below: 2^40 branches to try. */
const explosive: Record<string, unknown> = { d0: { type: "number" } };
for (let k = 1; k <= 40; k++) {
  const below = { $ref: `#/$defs/d${k - 1}` };
  explosive[`d${k}`] = { anyOf: [below, below] };
}
/** A reference loop that never descends into the value. */
const loop = {
  $defs: { a: { $ref: "#/$defs/b" }, b: { allOf: [{ $ref: "#/$defs/a" }] } },
  $ref: "#/$defs/a",
};
const guarded = {
  name: "guarded",
  inputSchema: {
    type: "object",
    properties: {
      code: { type: "string", pattern: "^(?=.*\\d).{8,}$" },
      n: { $ref: "#/$defs/d40" },
    },
    $defs: explosive,
  },
  outputSchema: loop,
};
const guardedListed = [req(9, "tools/list"), ok(9, { tools: [guarded] })];

export const SESSION_CASES: CorpusCase[] = [
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
    name: "tool schema too costly",
    texts: [...guardedListed, req(1, "tools/call", { name: "guarded", arguments: { n: "x" } })],
    limits: { toolSchemaMs: 1 },
  },
  {
    name: "tool schemas over the session's budget",
    texts: [...guardedListed, req(1, "tools/call", { name: "guarded", arguments: { n: "x" } })],
    limits: { toolSchemaSessionMs: 0, toolSchemaMsPerMb: 0 },
  },
  {
    name: "tool output schema too deep",
    texts: [
      ...guardedListed,
      req(1, "tools/call", { name: "guarded", arguments: {} }),
      ok(1, { content: [], structuredContent: {} }),
    ],
  },
  {
    name: "tool schema pattern with lookahead",
    texts: [
      ...guardedListed,
      req(1, "tools/call", { name: "guarded", arguments: { code: "password" } }),
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
  {
    name: "stray stdout line",
    texts: [],
    strayStdout: "Server starting now",
  },
];
