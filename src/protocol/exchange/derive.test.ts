import { describe, expect, it } from "vitest";
import { deriveExchange } from "./derive.ts";
import type { ExchangeRow, MessageRow } from "./rows.ts";
import { LogBuilder, rpc } from "./testkit.ts";

const derive = (log: LogBuilder) => deriveExchange(log.entries, "2025-11-25");

function message(rows: readonly ExchangeRow[], seq: number): MessageRow {
  const row = rows.find((r) => r.seq === seq);
  if (row?.type !== "message") throw new Error(`no message row ${seq}`);
  return row;
}

const codes = (row: MessageRow) => row.findings.map((f) => f.code);

describe("message rows", () => {
  it("carry what the core says: kind, outcome, method, id, version, findings, size", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .in(rpc.error(1, -32601, "Method not found")),
    );
    expect(rows).toHaveLength(5);
    expect(message(rows, 3)).toMatchObject({
      kind: "request",
      method: "tools/list",
      id: 1,
      flow: "out",
      version: "2025-11-25",
      valid: true,
      findings: [],
    });
    expect(message(rows, 4)).toMatchObject({
      kind: "reply",
      outcome: "error",
      errorCode: -32601,
      errorMessage: "Method not found",
      method: "tools/list",
      flow: "in",
    });
    expect(message(rows, 3).size).toBe(JSON.stringify(rpc.request(1, "tools/list")).length);
  });

  it("count the size in UTF-8 bytes", () => {
    const text = JSON.stringify(rpc.notification("notifications/message", { data: "é€😀" }));
    const rows = derive(new LogBuilder().in(text));
    expect(message(rows, 0).size).toBe(new TextEncoder().encode(text).length);
    expect(message(rows, 0).size).toBe(text.length - 4 + 2 + 3 + 4);
  });

  it("judge server messages in their direction: a wrong reply from the server gets findings", () => {
    const rows = derive(
      new LogBuilder()
        .out(rpc.request(0, "initialize", { protocolVersion: "2025-11-25" }))
        .in(rpc.result(0, { protocolVersion: "2025-11-25" }))
        .in(rpc.request(5, "tools/call", { name: "x" })),
    );
    expect(message(rows, 1).valid).toBe(false);
    expect(message(rows, 1).findings.length).toBeGreaterThan(0);
    // tools/call goes from the client to the server only.
    expect(message(rows, 2).findings.length).toBeGreaterThan(0);
  });

  it("mark a tool's failed result as a tool error", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(7, "tools/call", { name: "suggest_gifts", arguments: {} }))
        .in(rpc.result(7, { content: [{ type: "text", text: "no" }], isError: true })),
    );
    expect(message(rows, 4)).toMatchObject({ outcome: "success", toolError: true });
    expect(message(rows, 3).toolError).toBeUndefined();
  });

  it("keep text that is not JSON as an invalid row with findings and no ties", () => {
    const rows = derive(new LogBuilder().out('{"jsonrpc": "2.0", "id": 1,').in("not json at all"));
    for (const seq of [0, 1]) {
      const row = message(rows, seq);
      expect(row.kind).toBe("invalid");
      expect(row.valid).toBe(false);
      expect(row.findings.length).toBeGreaterThan(0);
      expect(row.pending).toBeUndefined();
      expect(row.unmatched).toBeUndefined();
    }
    expect(message(rows, 1).text).toBe("not json at all");
  });

  it("turn events into event rows", () => {
    const rows = derive(new LogBuilder().event("started").event("crashed", "The worker threw."));
    expect(rows).toEqual([
      { type: "event", seq: 0, event: "started", at: 1010 },
      { type: "event", seq: 1, event: "crashed", at: 1020, detail: "The worker threw." },
    ]);
  });
});

describe("pairs", () => {
  it("pair a client request with the server's reply, latency on both", () => {
    const rows = derive(
      new LogBuilder().handshake().out(rpc.request(7, "tools/list")).in(rpc.result(7), 12.5),
    );
    expect(message(rows, 3)).toMatchObject({ pairSeq: 4, latencyMs: 12.5 });
    expect(message(rows, 3).pending).toBeUndefined();
    expect(message(rows, 4)).toMatchObject({ pairSeq: 3, latencyMs: 12.5, method: "tools/list" });
  });

  it("pair a server request with the client's reply", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .in(rpc.request(0, "roots/list"))
        .out(rpc.result(0, { roots: [] }), 3),
    );
    expect(message(rows, 3)).toMatchObject({ flow: "in", pairSeq: 4, latencyMs: 3 });
    expect(message(rows, 4)).toMatchObject({ flow: "out", pairSeq: 3, method: "roots/list" });
  });

  it("keep the two senders' ids apart", () => {
    // Both sides have a request 1 open; each reply answers the other side's request.
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .in(rpc.request(1, "roots/list"))
        .out(rpc.result(1, { roots: [] }))
        .in(rpc.result(1, { tools: [] })),
    );
    expect(message(rows, 3).pairSeq).toBe(6);
    expect(message(rows, 4).pairSeq).toBe(5);
    expect(message(rows, 5).method).toBe("roots/list");
    expect(message(rows, 6).method).toBe("tools/list");
  });

  it("pair replies that come out of order", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"), 0)
        .out(rpc.request(2, "prompts/list"), 5)
        .in(rpc.result(2, { prompts: [] }), 10)
        .in(rpc.result(1, { tools: [] }), 20),
    );
    expect(message(rows, 5)).toMatchObject({ pairSeq: 4, latencyMs: 10, method: "prompts/list" });
    expect(message(rows, 6)).toMatchObject({ pairSeq: 3, latencyMs: 35, method: "tools/list" });
  });

  it('treat 1 and "1" as different ids', () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .out(rpc.request("1", "prompts/list"))
        .in(rpc.result("1", { prompts: [] })),
    );
    expect(message(rows, 4).duplicateId).toBeUndefined();
    expect(message(rows, 5).pairSeq).toBe(4);
    expect(message(rows, 3).pending).toBe(true);
  });

  it("leave unanswered requests pending", () => {
    const rows = derive(new LogBuilder().handshake().out(rpc.request(9, "tools/list")));
    expect(message(rows, 3)).toMatchObject({ pending: true });
    expect(message(rows, 3).pairSeq).toBeUndefined();
    expect(message(rows, 3).latencyMs).toBeUndefined();
  });

  it("flag a reply that answers no open request, and a second reply to the same request", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .in(rpc.result(42))
        .out(rpc.request(1, "ping"))
        .in(rpc.result(1))
        .in(rpc.result(1))
        .in(rpc.error(null, -32700, "Parse error")),
    );
    expect(message(rows, 3).unmatched).toBe(true);
    expect(message(rows, 5).unmatched).toBeUndefined();
    expect(message(rows, 6).unmatched).toBe(true);
    expect(message(rows, 7).unmatched).toBe(true);
  });

  it("flag a client reply to a request only the client sent", () => {
    // The client's request 3 is open, but a client reply answers server requests only.
    const rows = derive(
      new LogBuilder().handshake().out(rpc.request(3, "ping")).out(rpc.result(3)),
    );
    expect(message(rows, 4).unmatched).toBe(true);
    expect(message(rows, 3).pending).toBe(true);
  });

  it("flag a request reusing an open id; replies answer the oldest first", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(5, "tools/list"))
        .out(rpc.request(5, "prompts/list"))
        .in(rpc.result(5, { tools: [] }))
        .in(rpc.result(5, { prompts: [] })),
    );
    expect(message(rows, 3).duplicateId).toBeUndefined();
    expect(message(rows, 4).duplicateId).toBe(true);
    expect(codes(message(rows, 4))).toContain("session.duplicate-pending-id");
    expect(message(rows, 5)).toMatchObject({ pairSeq: 3, method: "tools/list" });
    expect(message(rows, 6)).toMatchObject({ pairSeq: 4, method: "prompts/list" });
  });

  it("do not flag an id reused after its reply", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(5, "ping"))
        .in(rpc.result(5))
        .out(rpc.request(5, "ping")),
    );
    expect(message(rows, 5).duplicateId).toBeUndefined();
    expect(message(rows, 5).pending).toBe(true);
  });
});

describe("crashes", () => {
  it("mark requests open at a crash as lost to it, not pending", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .out(rpc.request(2, "ping"))
        .in(rpc.result(2))
        .in(rpc.request(9, "roots/list"))
        .event("crashed"),
    );
    expect(message(rows, 3)).toMatchObject({ lostTo: 7 });
    expect(message(rows, 3).pending).toBeUndefined();
    expect(message(rows, 6)).toMatchObject({ lostTo: 7 });
    expect(message(rows, 4).lostTo).toBeUndefined();
  });

  it("treat another target as another server: its open requests lost, a new handshake fine", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .event("target-changed", "Now a remote server (press Connect to reach it).")
        .handshake(),
    );
    expect(message(rows, 3)).toMatchObject({ lostTo: 4 });
    for (const seq of [5, 6, 7]) expect(message(rows, seq).valid).toBe(true);
  });

  it("start over after a restart: old ids match nothing, a new handshake is fine", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .event("crashed")
        .event("restarted")
        .in(rpc.result(1, { tools: [] }))
        .handshake(),
    );
    expect(message(rows, 6).unmatched).toBe(true);
    for (const seq of [7, 8, 9]) expect(message(rows, seq).valid).toBe(true);
    expect(message(rows, 7).pairSeq).toBe(8);
  });

  it("keep requests open across a transport error", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "ping"))
        .event("transport-error")
        .in(rpc.result(1)),
    );
    expect(message(rows, 3).pairSeq).toBe(5);
    expect(message(rows, 3).lostTo).toBeUndefined();
  });
});

describe("progress and cancellation", () => {
  it("tie progress to the open request that asked for it with that token", () => {
    const call = (id: number, token: string | number) =>
      rpc.request(id, "tools/call", { name: "t", arguments: {}, _meta: { progressToken: token } });
    const progress = (token: string | number) =>
      rpc.notification("notifications/progress", { progressToken: token, progress: 1 });
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(call(1, "a"))
        .out(call(2, 7))
        .in(progress("a"))
        .in(progress(7))
        .in(progress("7"))
        .in(rpc.result(1, { content: [] }))
        .in(progress("a")),
    );
    expect(message(rows, 5).progressOf).toBe(3);
    expect(message(rows, 6).progressOf).toBe(4);
    expect(message(rows, 7).progressOf).toBeUndefined();
    // After the reply the request is closed: late progress ties to nothing.
    expect(message(rows, 9).progressOf).toBeUndefined();
  });

  it("tie progress from the client to the server's request", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .in(
          rpc.request(3, "sampling/createMessage", {
            messages: [],
            maxTokens: 10,
            _meta: { progressToken: "s" },
          }),
        )
        .out(rpc.notification("notifications/progress", { progressToken: "s", progress: 1 })),
    );
    expect(message(rows, 4).progressOf).toBe(3);
  });

  it("tie a cancellation to the request it names, from the same sender", () => {
    const rows = derive(
      new LogBuilder()
        .handshake()
        .out(rpc.request(1, "tools/list"))
        .out(rpc.notification("notifications/cancelled", { requestId: 1 }))
        .out(rpc.notification("notifications/cancelled", { requestId: 1 }))
        .out(rpc.request(2, "ping"))
        .in(rpc.result(2))
        .out(rpc.notification("notifications/cancelled", { requestId: 2 }))
        .in(rpc.notification("notifications/cancelled", { requestId: 2 })),
    );
    expect(message(rows, 4).cancelOf).toBe(3);
    expect(message(rows, 3).cancelledBy).toBe(4);
    expect(message(rows, 5).cancelOf).toBe(3);
    // Named after its reply: tied, but it did not cancel anything.
    expect(message(rows, 8).cancelOf).toBe(6);
    expect(message(rows, 6).cancelledBy).toBeUndefined();
    // The server cannot cancel the client's request.
    expect(message(rows, 9).cancelOf).toBeUndefined();
  });
});
