import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { derivePlain } from "../../protocol/exchange/plain.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { type Derived, Deriving, type DerivingOptions } from "./deriving.ts";
import { type FakeWorkerOptions, fakeWorkers } from "./testkit.ts";

const LIMIT_MS = 1_000;
const START_MS = 500;

/** A session whose 5th message (#4, a tools/call) is the one a worker may hang or crash on. */
function session(): ExchangeEntry[] {
  return new LogBuilder()
    .handshake()
    .out(rpc.request(1, "tools/list"))
    .out(rpc.request(2, "tools/call", { name: "search", arguments: { q: "costly" } }))
    .in(rpc.result(1, { tools: [] }))
    .in(rpc.result(2, { content: [] })).entries;
}
const costly = (text: string) => text.includes('"costly"');

describe("Deriving", () => {
  let shown: Derived[];
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  const last = () => shown.at(-1)!;
  const flush = () => vi.advanceTimersByTimeAsync(0);
  const make = (
    options: FakeWorkerOptions | ((n: number) => FakeWorkerOptions) = {},
    extra: Partial<DerivingOptions> = {},
  ) => {
    const workers = fakeWorkers(options);
    const deriving = new Deriving(
      { spawn: workers.spawn, timeoutMs: () => LIMIT_MS, startMs: START_MS, ...extra },
      (d) => shown.push(d),
    );
    return { ...workers, deriving };
  };

  it("derives in the worker the rows the deriver gives, sending each entry once", async () => {
    const { deriving, spawned } = make();
    const log = session();
    for (let n = 1; n <= log.length; n++) {
      deriving.update(log.slice(0, n), 1, "2025-11-25");
      await flush();
    }
    expect(last().rows).toEqual(deriveExchange(log, "2025-11-25"));
    expect(last().stopped).toBeUndefined();
    const [worker] = spawned;
    expect(spawned).toHaveLength(1);
    expect(worker!.requests.map((r) => [r.reset, r.entries.length])).toEqual([
      [true, 1],
      ...log.slice(1).map(() => [false, 1]),
    ]);
  });

  it("sends the newest log after the answer in flight: one request for a burst", () => {
    const { deriving, spawned } = make({ silent: true });
    const log = session();
    deriving.update(log.slice(0, 1), 1, "2025-11-25");
    deriving.update(log.slice(0, 3), 1, "2025-11-25");
    deriving.update(log, 1, "2025-11-25");
    const worker = spawned[0]!;
    expect(worker.requests).toHaveLength(1);
    const first = deriveExchange(log.slice(0, 1), "2025-11-25");
    worker.answer({ type: "rows", seq: 1, done: 1, from: 0, rows: first, length: 1 });
    expect(last().rows).toEqual(first);
    expect(worker.requests.map((r) => r.entries.map((e) => e.seq))).toEqual([
      [0],
      [1, 2, 3, 4, 5, 6],
    ]);
  });

  it("keeps the rows that did not change: the worker sends from the first changed one", async () => {
    const { deriving, spawned } = make();
    const log = session();
    deriving.update(log.slice(0, -1), 1, "2025-11-25");
    await flush();
    const before = last().rows;
    deriving.update(log, 1, "2025-11-25");
    await flush();
    expect(spawned[0]!.requests.map((r) => r.entries.length)).toEqual([6, 1]);
    // The reply to #4 replaces #4's row; the rows before it are the same objects.
    const after = last().rows;
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    after.slice(0, 4).forEach((row, i) => expect(row).toBe(before[i]));
    expect(after[4]).not.toBe(before[4]);
    expect(after[4]).toMatchObject({ pairSeq: 6 });
  });

  it("puts back each message's text, and takes rows that match no entry for a failed worker", () => {
    const { deriving, spawned } = make({ silent: true });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    const rows = deriveExchange(log, "2025-11-25");
    const bare = rows.map((r) => (r.type === "message" ? { ...r, text: "" } : r));
    const worker = spawned[0]!;
    worker.answer({ type: "rows", seq: 1, done: 3, from: 0, rows: bare.slice(0, 3), length: 3 });
    expect(last().rows).toEqual(rows.slice(0, 3));
    // A row for the wrong entry: the worker is replaced and the log sent afresh.
    worker.answer({ type: "rows", seq: 1, done: 4, from: 3, rows: bare.slice(4, 5), length: 4 });
    expect(worker.terminated).toBe(true);
    expect(spawned[1]!.requests).toMatchObject([{ reset: true, entries: log }]);
  });

  it("drops answers about an older session, and answers the worker did not owe", () => {
    const { deriving, spawned } = make({ silent: true });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    const other = new LogBuilder().out(rpc.request(9, "ping")).entries;
    deriving.update(other, 2, "2025-11-25");
    // A new session: no rows at once, and the old worker's work is thrown away.
    expect(last().rows).toEqual([]);
    const [old, fresh] = spawned;
    expect(old!.terminated).toBe(true);
    const stale = deriveExchange(log, "2025-11-25");
    old!.answer({ type: "rows", seq: 1, done: log.length, from: 0, rows: stale, length: 7 });
    fresh!.answer({ type: "rows", seq: 1, done: 7, from: 0, rows: stale, length: 7 });
    expect(last().rows).toEqual([]);
    const rows = deriveExchange(other, "2025-11-25");
    fresh!.answer({ type: "rows", seq: 2, done: 1, from: 0, rows, length: 1 });
    expect(last().rows).toEqual(rows);
    expect(fresh!.requests).toMatchObject([{ seq: 2, reset: true, entries: other }]);
  });

  it("starts afresh for a new session: no rows, no stop, a reset", async () => {
    const { deriving, spawned } = make({ hangsOn: costly });
    deriving.update(session(), 1, "2025-11-25");
    await vi.advanceTimersByTimeAsync(START_MS + LIMIT_MS);
    expect(last().stopped).toBeDefined();
    deriving.update([], 2, "2025-11-25");
    expect(last()).toEqual({ rows: [], stopped: undefined });
    const ping = new LogBuilder().out(rpc.request(1, "ping")).entries;
    deriving.update(ping, 2, "2025-11-25");
    await flush();
    expect(last().rows).toEqual(deriveExchange(ping, "2025-11-25"));
    expect(spawned.at(-1)!.requests.at(-1)).toMatchObject({ reset: true });
    expect(spawned.at(-1)!.requests.at(-1)!.uncheckedFrom).toBeUndefined();
  });

  it("replaces a worker that misses its deadline; checking stops at the message it was on", async () => {
    const { deriving, spawned } = make({ hangsOn: costly });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    await flush();
    // The worker got through #0–#3, then hangs on #4: the page goes on with those rows.
    expect(last().rows).toEqual(deriveExchange(log.slice(0, 4), "2025-11-25"));
    await vi.advanceTimersByTimeAsync(LIMIT_MS - 1);
    expect(spawned).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spawned[0]!.terminated).toBe(true);
    expect(spawned).toHaveLength(2);
    expect(spawned[1]!.requests).toMatchObject([{ reset: true, uncheckedFrom: 4 }]);
    await flush();
    const rows = last().rows;
    expect(last().stopped).toEqual({ cause: "timeout", atSeq: 4, uncheckedFrom: 4 });
    expect(rows.slice(0, 4)).toEqual(deriveExchange(log, "2025-11-25").slice(0, 4));
    expect(rows.slice(4)).toEqual(derivePlain(log, "2025-11-25").slice(4));

    // Later messages are classified too, by the same fresh worker.
    const more = [...log, { ...log[4]!, seq: 7, text: JSON.stringify(rpc.request(3, "ping")) }];
    deriving.update(more, 1, "2025-11-25");
    await flush();
    expect(last().rows).toEqual(deriveExchange(more, "2025-11-25", { uncheckedFrom: 4 }));
    expect(spawned).toHaveLength(2);
  });

  it("does not count a new worker's loading against its deadline", async () => {
    const { deriving, spawned } = make({ readyAfterMs: START_MS + LIMIT_MS - 10 });
    deriving.update(session(), 1, "2025-11-25");
    await vi.advanceTimersByTimeAsync(START_MS + LIMIT_MS - 10);
    await flush();
    expect(spawned).toHaveLength(1);
    expect(last().stopped).toBeUndefined();
    expect(last().rows).toEqual(deriveExchange(session(), "2025-11-25"));
  });

  it("retries a worker that never gets ready like a crashed one, without stopping checks", async () => {
    const { deriving, spawned } = make((n) => (n === 0 ? { readyAfterMs: 1e9 } : {}));
    deriving.update(session(), 1, "2025-11-25");
    await vi.advanceTimersByTimeAsync(START_MS + LIMIT_MS);
    expect(spawned.map((w) => w.terminated)).toEqual([true, false]);
    await flush();
    expect(last()).toEqual({ rows: deriveExchange(session(), "2025-11-25"), stopped: undefined });
  });

  it("gives a request time for its text: the deadline grows with what is left to derive", () => {
    const seen: number[] = [];
    const { deriving } = make({ silent: true }, { timeoutMs: (chars) => (seen.push(chars), 50) });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    const chars = log.reduce((n, e) => n + (e.type === "message" ? e.text.length : 0), 0);
    expect(seen).toEqual([chars]);
  });

  it("restarts a crashed worker once on the same log, with nothing lost", async () => {
    const { deriving, spawned } = make((n) => (n === 0 ? { crashesOn: costly } : {}));
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    await flush();
    expect(spawned.map((w) => w.terminated)).toEqual([true, false]);
    expect(spawned[1]!.requests).toMatchObject([{ reset: true, entries: log }]);
    expect(spawned[1]!.requests[0]!.uncheckedFrom).toBeUndefined();
    expect(last()).toEqual({ rows: deriveExchange(log, "2025-11-25"), stopped: undefined });
  });

  it("stops checking at a message the worker crashes on twice", async () => {
    const { deriving, spawned } = make((n) => (n < 2 ? { crashesOn: costly } : {}));
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    await flush();
    expect(spawned).toHaveLength(3);
    expect(last().stopped).toEqual({ cause: "crashed", atSeq: 4, uncheckedFrom: 4 });
    expect(last().rows).toEqual(deriveExchange(log, "2025-11-25", { uncheckedFrom: 4 }));
  });

  it("classifies here when even the classifying worker fails: rows in order, never none", async () => {
    const { deriving, spawned } = make({ silent: true });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    await vi.advanceTimersByTimeAsync(START_MS + LIMIT_MS);
    expect(spawned).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(START_MS + LIMIT_MS);
    expect(spawned.every((w) => w.terminated)).toBe(true);
    expect(last().rows).toEqual(derivePlain(log, "2025-11-25"));
    expect(last().stopped).toEqual({ cause: "timeout", atSeq: 0, uncheckedFrom: 0 });
    // And it goes on that way for the rest of the session, without workers.
    const more = [...log, { ...log[4]!, seq: 7 }];
    deriving.update(more, 1, "2025-11-25");
    expect(last().rows).toEqual(derivePlain(more, "2025-11-25"));
    expect(spawned).toHaveLength(2);
  });

  it("keeps the rows on show while another version is derived, then shows the new ones", () => {
    const { deriving, spawned } = make({ silent: true });
    const log = session();
    deriving.update(log, 1, "2025-11-25");
    const rows = deriveExchange(log, "2025-11-25");
    const worker = spawned[0]!;
    worker.answer({ type: "rows", seq: 1, done: 7, from: 0, rows, length: 7 });
    const before = last().rows;
    deriving.update(log, 1, "2025-06-18");
    expect(worker.requests[1]).toMatchObject({ reset: true, version: "2025-06-18" });
    const other = deriveExchange(log, "2025-06-18");
    worker.answer({ type: "rows", seq: 2, done: 3, from: 0, rows: other.slice(0, 3), length: 3 });
    expect(last().rows).toBe(before);
    worker.answer({ type: "rows", seq: 2, done: 7, from: 3, rows: other.slice(3), length: 7 });
    expect(last().rows).toEqual(other);
  });

  it("resolves settled() once the rows describe the newest log", async () => {
    const { deriving } = make();
    const log = session();
    deriving.update(log.slice(0, 2), 1, "auto");
    deriving.update(log, 1, "auto");
    const settled = deriving.settled();
    await flush();
    expect((await settled).rows).toEqual(deriveExchange(log, "auto"));
  });
});
