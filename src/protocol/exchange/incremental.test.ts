import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createExchangeDeriver, deriveExchange } from "./derive.ts";
import type { ExchangeRow, MessageFacts, MessageRow } from "./rows.ts";
import { randomLogs as logs } from "./randomLogs.ts";
import { LogBuilder, rpc } from "./testkit.ts";
import type { ExchangeEntry } from "./types.ts";

const messageRows = (rows: readonly ExchangeRow[]) =>
  rows.filter((r): r is MessageRow => r.type === "message");

/** The row or batch element a tie names. */
function at(rows: readonly ExchangeRow[], seq: number, member?: number): MessageFacts | undefined {
  const row = rows.find((r) => r.seq === seq);
  if (row?.type !== "message") return undefined;
  return member === undefined ? row : row.members?.[member];
}

describe("incremental derivation", () => {
  it("equals the derivation from scratch, whatever the chunks the log arrives in", () => {
    fc.assert(
      fc.property(logs, fc.array(fc.nat(), { maxLength: 8 }), (entries, cuts) => {
        const deriver = createExchangeDeriver({ version: "2025-03-26" });
        const points = [...cuts.map((c) => c % (entries.length + 1)), entries.length].sort(
          (a, b) => a - b,
        );
        let rows: readonly ExchangeRow[] = [];
        for (const n of points) rows = deriver.update(entries.slice(0, n));
        expect(rows).toEqual(deriveExchange(entries, "2025-03-26"));
        expect(deriver.stats.rebuilds).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it("gives symmetric pairs, and no request both paired and pending or lost", () => {
    fc.assert(
      fc.property(logs, (entries) => {
        const rows = deriveExchange(entries, "2025-03-26");
        for (const row of messageRows(rows)) {
          for (const part of row.members ?? [row]) {
            if (part.pairSeq !== undefined) {
              const other = at(rows, part.pairSeq, part.pairMember);
              const self = "index" in part && row.members ? part.index : undefined;
              expect(other?.pairSeq).toBe(row.seq);
              expect(other?.pairMember).toBe(self);
              expect(other?.latencyMs).toBe(part.latencyMs);
              expect(part.pending).toBeUndefined();
              expect(part.lostTo).toBeUndefined();
            }
            if (part.pending) expect(part.kind).toBe("request");
            if (part.unmatched) expect(part.kind).toBe("reply");
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("judges each message once when the log grows one entry at a time", () => {
    const log = new LogBuilder().handshake();
    for (let i = 1; i <= 300; i++) {
      log
        .out(rpc.request(i, "ping"))
        .in(rpc.result(i))
        .event(i % 50 ? "transport-error" : "crashed");
    }
    const deriver = createExchangeDeriver({ version: "2025-11-25" });
    let rows: readonly ExchangeRow[] = [];
    for (let n = 1; n <= log.entries.length; n++) rows = deriver.update(log.entries.slice(0, n));
    expect(rows).toHaveLength(903);
    expect(deriver.stats).toEqual({ judged: 603, rebuilds: 0 });
    // Nothing new: nothing judged, the same array back.
    expect(deriver.update(log.entries)).toBe(rows);
    expect(deriver.stats.judged).toBe(603);
  });

  it("starts over for another version, a shorter log, or a log with another first entry", () => {
    const a = new LogBuilder().handshake().out(rpc.request(1, "ping")).entries;
    const b = new LogBuilder(7).out(rpc.request(1, "tools/list")).in(rpc.result(1)).entries;
    const deriver = createExchangeDeriver({ version: "2025-11-25" });
    deriver.update(a);
    expect(deriver.stats).toEqual({ judged: 4, rebuilds: 0 });

    expect(deriver.update(a.slice(0, 2))).toEqual(deriveExchange(a.slice(0, 2), "2025-11-25"));
    expect(deriver.stats).toEqual({ judged: 6, rebuilds: 1 });

    expect(deriver.update(b)).toEqual(deriveExchange(b, "2025-11-25"));
    expect(deriver.stats).toEqual({ judged: 8, rebuilds: 2 });

    const rows = deriver.update(b, { version: "2024-11-05" });
    expect(deriver.version).toBe("2024-11-05");
    expect(rows).toEqual(deriveExchange(b, "2024-11-05"));
    expect(deriver.stats).toEqual({ judged: 10, rebuilds: 3 });
  });

  it("accepts a log rebuilt with equal entries (a store that copies) as the same log", () => {
    const log = new LogBuilder().handshake().entries;
    const deriver = createExchangeDeriver({ version: "2025-11-25" });
    deriver.update(log);
    const copies: ExchangeEntry[] = log.map((e) => ({ ...e }));
    copies.push({ type: "event", seq: 3, event: "crashed", at: 9_999 });
    deriver.update(copies);
    expect(deriver.stats).toEqual({ judged: 3, rebuilds: 0 });
  });

  it("leaves the rows it returned untouched when a later reply changes a request", () => {
    const log = new LogBuilder().handshake().out(rpc.request(1, "ping")).entries;
    const deriver = createExchangeDeriver({ version: "2025-11-25" });
    const before = deriver.update(log);
    const request = before[3];
    const after = deriver.update([
      ...log,
      { type: "message", seq: 4, flow: "in", text: JSON.stringify(rpc.result(1)), at: 2_000 },
    ]);
    expect(before[3]).toBe(request);
    expect(request).toMatchObject({ pending: true });
    expect(after[3]).toMatchObject({ pairSeq: 4 });
    expect(after[0]).toBe(before[0]);
  });
});
