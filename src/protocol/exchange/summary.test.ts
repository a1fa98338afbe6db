import { describe, expect, it } from "vitest";
import { deriveExchange } from "./derive.ts";
import { exchangeSummary, filterRows, methodsIn } from "./summary.ts";
import { LogBuilder, rpc } from "./testkit.ts";

const rows = deriveExchange(
  new LogBuilder()
    .handshake() // 0 1 2
    .out(rpc.request(1, "tools/call", { name: "suggest_gifts", arguments: {} })) // 3
    .in(rpc.result(1, { content: [], isError: true })) // 4
    .out(rpc.request(2, "tools/list")) // 5
    .in(rpc.error(2, -32601, "Unknown method: tools/list")) // 6
    .out([rpc.request(3, "ping"), rpc.request(4, "prompts/list")]) // 7
    .in([rpc.result(3)]) // 8
    .in(rpc.result(99)) // 9
    .out("{oops") // 10
    .event("crashed", "Worker terminated by the user") // 11
    .out(rpc.request(5, "ping")).entries, // 12
  "2025-11-25",
);

describe("exchangeSummary", () => {
  it("counts messages by kind, errors, tool errors, pending, lost and stray replies", () => {
    expect(exchangeSummary(rows)).toEqual({
      messages: 12,
      events: 1,
      kinds: { request: 4, notification: 1, reply: 4, batch: 2, invalid: 1 },
      errors: 1,
      toolErrors: 1,
      // The two batches (not in 2025-11-25), the text that is not JSON.
      invalid: 3,
      pending: 1,
      lost: 1,
      unmatched: 1,
      duplicates: 0,
    });
  });

  it("counts nothing in an empty exchange", () => {
    expect(exchangeSummary([])).toMatchObject({ messages: 0, events: 0, pending: 0 });
  });
});

describe("filterRows", () => {
  const seqs = (filter: Parameters<typeof filterRows>[1]) =>
    filterRows(rows, filter).map((r) => r.seq);

  it("keeps everything without criteria", () => {
    expect(seqs({})).toHaveLength(rows.length);
    expect(seqs({ kinds: [], methods: [], text: "  " })).toHaveLength(rows.length);
  });

  it("keeps kinds, a batch by its elements' kinds too, events by `event`", () => {
    expect(seqs({ kinds: ["reply"] })).toEqual([1, 4, 6, 8, 9]);
    expect(seqs({ kinds: ["invalid", "event"] })).toEqual([10, 11]);
  });

  it("keeps methods, replies by their request's method", () => {
    expect(seqs({ methods: ["tools/list"] })).toEqual([5, 6]);
    expect(seqs({ methods: ["ping"] })).toEqual([7, 8, 12]);
  });

  it("finds text in the raw message, the method, the id and the event", () => {
    expect(seqs({ text: "SUGGEST" })).toEqual([3]);
    expect(seqs({ text: "unknown method" })).toEqual([6]);
    expect(seqs({ text: "terminated" })).toEqual([11]);
    expect(seqs({ text: "crashed" })).toEqual([11]);
    expect(seqs({ kinds: ["request"], text: "ping" })).toEqual([7, 12]);
  });
});

describe("methodsIn", () => {
  it("lists each method once, sorted, batch elements included", () => {
    expect(methodsIn(rows)).toEqual([
      "initialize",
      "notifications/initialized",
      "ping",
      "prompts/list",
      "tools/call",
      "tools/list",
    ]);
  });
});
