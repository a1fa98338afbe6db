import { describe, expect, it } from "vitest";
import { deriveExchange } from "./derive.ts";
import type { ExchangeRow, MessageRow } from "./rows.ts";
import { LogBuilder, rpc } from "./testkit.ts";

// Batches exist in 2025-03-26 only; other versions flag them, but they are still paired.
const derive = (log: LogBuilder) => deriveExchange(log.entries, "2025-03-26");

function message(rows: readonly ExchangeRow[], seq: number): MessageRow {
  const row = rows.find((r) => r.seq === seq);
  if (row?.type !== "message") throw new Error(`no message row ${seq}`);
  return row;
}

describe("batches", () => {
  it("get one row with its elements' kinds, ids and methods", () => {
    const rows = derive(
      new LogBuilder().out([
        rpc.request(1, "tools/list"),
        rpc.notification("notifications/roots/list_changed"),
        rpc.request("b", "ping"),
      ]),
    );
    expect(rows).toHaveLength(1);
    const batch = message(rows, 0);
    expect(batch.kind).toBe("batch");
    expect(batch.members?.map((m) => [m.index, m.kind, m.id, m.method])).toEqual([
      [0, "request", 1, "tools/list"],
      [1, "notification", undefined, "notifications/roots/list_changed"],
      [2, "request", "b", "ping"],
    ]);
    expect(batch.pending).toBe(true);
  });

  it("pair a reply batch's elements with the request batch's, in any order", () => {
    const rows = derive(
      new LogBuilder()
        .out([rpc.request(1, "tools/list"), rpc.request(2, "ping")])
        .in([rpc.result(2), rpc.error(1, -32601, "no")], 8),
    );
    const requests = message(rows, 0);
    const replies = message(rows, 1);
    expect(requests.members?.map((m) => [m.pairSeq, m.pairMember, m.latencyMs])).toEqual([
      [1, 1, 8],
      [1, 0, 8],
    ]);
    expect(replies.members?.map((m) => [m.method, m.pairSeq, m.pairMember, m.outcome])).toEqual([
      ["ping", 0, 1, "success"],
      ["tools/list", 0, 0, "error"],
    ]);
    expect(requests).toMatchObject({ pairSeq: 1, latencyMs: 8 });
    expect(requests.pending).toBeUndefined();
    expect(replies).toMatchObject({ pairSeq: 0, latencyMs: 8 });
  });

  it("stay pending while an element awaits its reply; no row pair when answered from two rows", () => {
    const rows = derive(
      new LogBuilder()
        .out([rpc.request(1, "ping"), rpc.request(2, "ping"), rpc.request(3, "ping")])
        .in(rpc.result(1), 5)
        .in([rpc.result(2)], 10),
    );
    const batch = message(rows, 0);
    expect(batch.members?.map((m) => m.pending)).toEqual([undefined, undefined, true]);
    expect(batch.pending).toBe(true);
    expect(batch.pairSeq).toBeUndefined();
    expect(batch.latencyMs).toBe(15);
    expect(message(rows, 1)).toMatchObject({ pairSeq: 0, pairMember: 0 });
    expect(message(rows, 2).members?.[0]).toMatchObject({ pairSeq: 0, pairMember: 1 });
  });

  it("carry its elements' flags: unmatched, duplicate ids, lost requests", () => {
    const rows = derive(
      new LogBuilder()
        .out(rpc.request(1, "ping"))
        .out([rpc.request(1, "ping"), rpc.request(2, "ping")])
        .in([rpc.result(9), rpc.result(2)])
        .event("crashed"),
    );
    const requests = message(rows, 1);
    expect(requests.members?.[0]?.duplicateId).toBe(true);
    expect(requests.duplicateId).toBe(true);
    expect(requests.members?.[0]?.lostTo).toBe(3);
    expect(requests.lostTo).toBe(3);
    expect(requests.pending).toBeUndefined();
    const replies = message(rows, 2);
    expect(replies.members?.map((m) => m.unmatched)).toEqual([true, undefined]);
    expect(replies.unmatched).toBe(true);
    expect(message(rows, 0).lostTo).toBe(3);
  });

  it("tie progress and cancellation to batch elements through the batch row", () => {
    const rows = derive(
      new LogBuilder()
        .out([
          rpc.request(1, "tools/call", { name: "t", _meta: { progressToken: 4 } }),
          rpc.notification("notifications/cancelled", { requestId: 1 }),
        ])
        .in(rpc.notification("notifications/progress", { progressToken: 4, progress: 1 })),
    );
    expect(message(rows, 0).members?.[1]?.cancelOf).toBe(0);
    expect(message(rows, 0).members?.[0]?.cancelledBy).toBe(0);
    expect(message(rows, 1).progressOf).toBe(0);
  });

  it("give an empty batch no elements and no ties", () => {
    const rows = derive(new LogBuilder().out("[]"));
    expect(message(rows, 0).valid).toBe(false);
    expect(message(rows, 0).pending).toBeUndefined();
  });
});
