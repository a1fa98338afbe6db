import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rpc } from "../protocol/exchange/testkit.ts";
import type { ExchangeEntry, Flow } from "../protocol/exchange/types.ts";
import { exportJsonLines } from "./export.ts";
import { IMPORT_LIMITS, IMPORT_WARNINGS, importSession } from "./import.ts";

const flows = (entries: readonly ExchangeEntry[]): Flow[] =>
  entries.flatMap((e) => (e.type === "message" ? [e.flow] : []));
const texts = (entries: readonly ExchangeEntry[]) =>
  entries.flatMap((e) => (e.type === "message" ? [e.text] : []));

const INIT_PARAMS = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "c", version: "1" },
};
const INIT_RESULT = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  serverInfo: { name: "s", version: "1" },
};

describe("JSON Lines of bare messages", () => {
  const lines = [
    rpc.request(1, "initialize", INIT_PARAMS),
    rpc.result(1, INIT_RESULT),
    rpc.notification("notifications/initialized"),
    rpc.request(2, "tools/call", { name: "x", arguments: {}, _meta: { progressToken: "t1" } }),
    rpc.notification("notifications/progress", { progressToken: "t1", progress: 1 }),
    rpc.request("s1", "sampling/createMessage", { messages: [], maxTokens: 5 }),
    rpc.result("s1", { role: "assistant", content: { type: "text", text: "hi" }, model: "m" }),
    rpc.result(2, { content: [] }),
    rpc.request(3, "ping"),
    rpc.notification("notifications/cancelled", { requestId: 3 }),
  ].map((m) => JSON.stringify(m));

  it("infers each side from the spec and from what messages answer or name", () => {
    const r = importSession(lines.join("\n") + "\n");
    expect(r.format).toBe("jsonl");
    expect(r.version).toBe("2025-06-18");
    expect(texts(r.entries)).toEqual(lines);
    expect(r.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(flows(r.entries)).toEqual([
      "out",
      "in",
      "out",
      "out",
      "in",
      "in",
      "out",
      "in",
      "out",
      "out",
    ]);
    // Only the ping (either side may send one) had to be guessed; nothing had a time.
    expect(r.warnings).toEqual([
      { code: "flow-guessed", count: 1 },
      { code: "no-timestamps", count: 10 },
    ]);
    expect(r.skipped).toBe(0);
  });

  it("skips lines that are not JSON or not messages, saying where", () => {
    const text = [
      lines[0],
      "not json {",
      "",
      '{"level":"info","message":"server started"}',
      lines[1],
      "[1,",
    ].join("\r\n");
    const r = importSession(text);
    expect(texts(r.entries)).toEqual([lines[0], lines[1]]);
    expect(r.skipped).toBe(3);
    expect(r.warnings).toContainEqual({ code: "bad-line", count: 2, lines: [2, 6] });
    expect(r.warnings).toContainEqual({ code: "not-a-message", count: 1, lines: [4] });
  });
});

describe("wrapped log lines", () => {
  it("reads many spellings of the side and of the time", () => {
    const init = rpc.request(1, "initialize", INIT_PARAMS);
    const text = [
      { direction: "client→server", timestamp: "2026-01-02T03:04:05.000Z", message: init },
      { dir: "<-", ts: 1767323045.5, msg: rpc.result(1, INIT_RESULT) },
      {
        from: "client",
        time: 1767323046000,
        payload: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      },
      { direction: "incoming", data: rpc.notification("notifications/tools/list_changed") },
      { direction: "response", message: rpc.result("s9", {}) },
      { to: "server", type: "x", body: rpc.request(4, "ping") },
      { outgoing: true, json: rpc.request(5, "ping") },
    ]
      .map((l) => JSON.stringify(l))
      .join("\n");
    const r = importSession(text);
    expect(r.format).toBe("jsonl");
    expect(flows(r.entries)).toEqual(["out", "in", "out", "in", "in", "out", "out"]);
    expect(r.entries.map((e) => e.at)).toEqual([
      1767323045000, 1767323045500, 1767323046000, 1767323046000, 1767323046000, 1767323046000,
      1767323046000,
    ]);
    expect(texts(r.entries)[0]).toBe(JSON.stringify(init));
    expect(texts(r.entries)[2]).toBe('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    expect(r.warnings).toEqual([{ code: "no-timestamps", count: 4 }]);
  });
});

describe("MCP Inspector", () => {
  it("reads the exported history: responses placed by time, sides from origin or the spec", () => {
    const history = [
      {
        id: "a",
        timestamp: "2026-05-01T10:00:00.000Z",
        direction: "request",
        origin: "client",
        message: rpc.request(0, "initialize", INIT_PARAMS),
        response: rpc.result(0, INIT_RESULT),
        duration: 12,
      },
      {
        id: "b",
        timestamp: "2026-05-01T10:00:00.005Z",
        direction: "notification",
        origin: "client",
        message: rpc.notification("notifications/initialized"),
      },
      {
        id: "c",
        timestamp: "2026-05-01T10:00:01.000Z",
        direction: "request",
        origin: "server",
        message: rpc.request(0, "sampling/createMessage", { messages: [], maxTokens: 1 }),
        response: rpc.error(0, -1, "User rejected"),
        duration: 500,
      },
      {
        id: "d",
        timestamp: "2026-05-01T10:00:01.100Z",
        direction: "notification",
        message: rpc.notification("notifications/message", { level: "info", data: "x" }),
      },
      {
        id: "e",
        timestamp: "2026-05-01T10:00:02.000Z",
        direction: "request",
        message: rpc.request(2, "tools/list"),
      },
    ];
    const r = importSession(JSON.stringify(history, null, 2));
    expect(r.format).toBe("inspector");
    expect(r.version).toBe("2025-06-18");
    const t0 = Date.parse("2026-05-01T10:00:00.000Z");
    expect(
      r.entries.map((e) => (e.type === "message" ? [e.flow, JSON.parse(e.text), e.at - t0] : e)),
    ).toEqual([
      ["out", history[0]?.message, 0],
      ["out", history[1]?.message, 5],
      ["in", history[0]?.response, 12],
      ["in", history[2]?.message, 1000],
      ["in", history[3]?.message, 1100],
      ["out", history[2]?.response, 1500],
      ["out", history[4]?.message, 2000],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it("frames the older Inspector's history into JSON-RPC", () => {
    const history = [
      {
        request: JSON.stringify({ method: "tools/list", params: {} }),
        response: JSON.stringify({ tools: [] }),
      },
      { request: JSON.stringify({ method: "notifications/roots/list_changed" }) },
      {
        request: JSON.stringify({ method: "tools/call", params: { name: "nope" } }),
        response: JSON.stringify({ error: "MCP error -32602: Unknown tool: nope" }),
      },
      {
        request: JSON.stringify({ method: "ping" }),
        response: JSON.stringify({ error: "Request timed out" }),
      },
    ];
    const r = importSession(JSON.stringify(history));
    expect(r.format).toBe("inspector-v1");
    expect(texts(r.entries).map((t) => JSON.parse(t) as unknown)).toEqual([
      { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
      { jsonrpc: "2.0", id: 1, result: { tools: [] } },
      { jsonrpc: "2.0", method: "notifications/roots/list_changed" },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "nope" } },
      { jsonrpc: "2.0", id: 3, error: { code: -32602, message: "Unknown tool: nope" } },
      { jsonrpc: "2.0", id: 4, method: "ping" },
      { jsonrpc: "2.0", id: 4, error: { message: "Request timed out" } },
    ]);
    expect(flows(r.entries)).toEqual(["out", "in", "out", "out", "in", "out", "in"]);
    expect(r.warnings).toContainEqual({ code: "reframed", count: 4 });
  });

  it("reads a request and its response copied one after the other, pretty-printed", () => {
    const request = JSON.stringify(
      rpc.request(7, "tools/call", { name: "a", arguments: {} }),
      null,
      2,
    );
    const response = JSON.stringify(
      rpc.result(7, { content: [{ type: "text", text: "}{" }] }),
      null,
      2,
    );
    const r = importSession(`${request}\n\n${response}\n`);
    expect(r.format).toBe("json");
    expect(texts(r.entries)).toEqual([request, response]);
    expect(flows(r.entries)).toEqual(["out", "in"]);
  });
});

describe("other shapes", () => {
  it("reads one message, or an array or object of them", () => {
    const one = importSession(JSON.stringify(rpc.request(1, "tools/list")));
    expect(one).toMatchObject({ format: "json", entries: [{ flow: "out", seq: 0 }] });
    const list = importSession(
      JSON.stringify({ messages: [rpc.request(1, "tools/list"), rpc.result(1, { tools: [] })] }),
    );
    expect(flows(list.entries)).toEqual(["out", "in"]);
  });

  it("answers empty, oversized and foreign input with warnings, never an exception", () => {
    expect(importSession(" \n ")).toMatchObject({ entries: [], warnings: [{ code: "empty" }] });
    const huge = " ".repeat(IMPORT_LIMITS.maxChars + 1);
    expect(importSession(huge)).toMatchObject({ entries: [], warnings: [{ code: "too-large" }] });
    expect(importSession('{"name":"package","version":"1.0.0"}')).toMatchObject({
      format: "unknown",
      entries: [],
      skipped: 1,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const r = importSession(text);
          for (const w of r.warnings) expect(IMPORT_WARNINGS).toContain(w.code);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the playground's own files", () => {
  const entries: ExchangeEntry[] = [
    { type: "message", seq: 10, flow: "out", text: "{", at: 5 },
    { type: "event", seq: 12, event: "crashed", at: 6 },
  ];

  it("keep their seqs and times, and warn when written by a newer build", () => {
    const text = exportJsonLines(entries, { version: "2025-03-26" }).replace(
      '"formatVersion":1',
      '"formatVersion":2',
    );
    expect(importSession(text)).toEqual({
      format: "playground",
      entries,
      warnings: [{ code: "newer-format", count: 1 }],
      skipped: 0,
      version: "2025-03-26",
    });
  });

  it("are renumbered when their seqs do not rise, and mixed with foreign lines", () => {
    const swapped = exportJsonLines([entries[1]!, entries[0]!], { version: "auto" });
    const r = importSession(swapped);
    expect(r.entries.map((e) => e.seq)).toEqual([0, 1]);
    expect(r.warnings).toEqual([{ code: "renumbered", count: 1 }]);
    const mixed = importSession(
      exportJsonLines(entries, { version: "auto" }) + JSON.stringify(rpc.request(1, "tools/list")),
    );
    expect(mixed.entries.map((e) => [e.seq, e.at])).toEqual([
      [0, 5],
      [1, 6],
      [2, 6],
    ]);
  });

  it("are capped in entries", () => {
    const many = Array.from({ length: IMPORT_LIMITS.maxEntries + 3 }, (_, seq): ExchangeEntry => ({
      type: "event",
      seq,
      event: "started",
      at: seq,
    }));
    const r = importSession(exportJsonLines(many, { version: "auto" }));
    expect(r.entries).toHaveLength(IMPORT_LIMITS.maxEntries);
    expect(r.skipped).toBe(3);
    expect(r.warnings).toEqual([{ code: "entries-capped", count: 3 }]);
  });
});
