/**
 * The playground's own auto-detection probe (`server/discover` on Connect): judged by the
 * rules of 2026-07-28, which it is written in, apart from the user's session, and so is the
 * server's reply to it; the user's own messages are judged as before.
 */
import { describe, expect, it } from "vitest";
import { MODERN_VERSION } from "../versions.ts";
import { deriveExchange } from "./derive.ts";
import type { ExchangeEntry } from "./types.ts";
import type { ExchangeRow, MessageRow } from "./rows.ts";
import { INIT_PARAMS, INIT_RESULT, LogBuilder, rpc } from "./testkit.ts";

const PROBE_ID = "playground-discover-1";
const probe = JSON.stringify(
  rpc.request(PROBE_ID, "server/discover", {
    _meta: {
      "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
      "io.modelcontextprotocol/clientInfo": { name: "mcp-playground", version: "0.1.0" },
      "io.modelcontextprotocol/clientCapabilities": {},
    },
  }),
);

/** The log of Connect to an older server (its probe refused), then the user's handshake. */
function connectThenHandshake(marked: boolean): ExchangeEntry[] {
  const log = new LogBuilder()
    .out(probe)
    .in(rpc.error(PROBE_ID, -32601, "Method not found"))
    .out(rpc.request(0, "initialize", INIT_PARAMS))
    .in(rpc.result(0, INIT_RESULT))
    .out(rpc.notification("notifications/initialized"))
    .out(rpc.request(1, "tools/list"))
    .in(rpc.result(1, { tools: [] }));
  const entries = log.entries.map((e) => ({ ...e }));
  const first = entries[0];
  if (marked && first?.type === "message") first.probe = true;
  return entries;
}

function message(rows: readonly ExchangeRow[], seq: number): MessageRow {
  const row = rows.find((r) => r.seq === seq);
  if (row?.type !== "message") throw new Error(`no message row ${seq}`);
  return row;
}

describe("the auto-detection probe", () => {
  it("is judged as a 2026-07-28 message and marked, with its reply; the session after it is the user's", () => {
    const rows = deriveExchange(connectThenHandshake(true), "2025-11-25");
    const sent = message(rows, 0);
    expect(sent).toMatchObject({ probe: true, method: "server/discover", version: MODERN_VERSION });
    expect(sent.valid).toBe(true);
    expect(sent.findings.filter((f) => f.severity === "error")).toEqual([]);
    const reply = message(rows, 1);
    expect(reply).toMatchObject({ probe: true, kind: "reply", outcome: "error", pairSeq: 0 });
    // The user's handshake and request: judged by the session's rules, never marked.
    for (const seq of [2, 3, 4, 5, 6]) {
      const row = message(rows, seq);
      expect(row.probe, `#${seq}`).toBeUndefined();
      expect(row.version, `#${seq}`).toBe("2025-11-25");
      expect(row.valid, `#${seq}`).toBe(true);
    }
  });

  it("unmarked, the same text is the user's message and judged by the session's version", () => {
    const rows = deriveExchange(connectThenHandshake(false), "2025-11-25");
    const sent = message(rows, 0);
    expect(sent.probe).toBeUndefined();
    expect(sent.version).toBe("2025-11-25");
    expect(sent.valid).toBe(false);
  });

  it("still finds what is wrong in its reply", () => {
    const entries = new LogBuilder()
      .out(probe)
      .in(rpc.result(PROBE_ID, { supportedVersions: "not a list" })).entries;
    const first = entries[0];
    if (first?.type === "message") first.probe = true;
    const reply = message(deriveExchange(entries, "auto"), 1);
    expect(reply.probe).toBe(true);
    expect(reply.valid).toBe(false);
  });

  it("takes what came in answer to the probe's POST as the probe's, whatever its id", () => {
    const entries = new LogBuilder()
      .out(probe)
      .in(rpc.error(null, -32000, "Bad Request: No valid session ID provided"))
      .out(rpc.request(0, "initialize", INIT_PARAMS)).entries;
    const [first, second] = entries;
    if (first?.type === "message") first.probe = true;
    if (second?.type === "message") second.probe = true;
    const rows = deriveExchange(entries, "2025-11-25");
    expect(message(rows, 1)).toMatchObject({ probe: true, kind: "reply", version: MODERN_VERSION });
    // The user's handshake after it is judged as the session's first message.
    expect(message(rows, 2)).toMatchObject({ version: "2025-11-25", valid: true });
    expect(message(rows, 2).probe).toBeUndefined();
  });

  it("leaves a message that only quotes the probe's id alone", () => {
    const entries = new LogBuilder()
      .out(probe)
      .in(rpc.notification("notifications/message", { level: "info", data: PROBE_ID })).entries;
    const first = entries[0];
    if (first?.type === "message") first.probe = true;
    expect(message(deriveExchange(entries, "2025-11-25"), 1).probe).toBeUndefined();
  });
});
