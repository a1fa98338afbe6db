import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { DeriveEngine, EACH_ENTRY_UP_TO, PART_MS } from "./engine.ts";
import {
  type DeriveAnswer,
  type DeriveRequest,
  isDeriveAnswer,
  isDeriveRequest,
} from "./protocol.ts";

const log = new LogBuilder().handshake().out(rpc.request(1, "ping")).in(rpc.result(1)).entries;
const request = (over: Partial<DeriveRequest>): DeriveRequest => ({
  type: "derive",
  seq: 1,
  reset: true,
  version: "2025-11-25",
  entries: log,
  ...over,
});

function run(engine: DeriveEngine, r: DeriveRequest): DeriveAnswer[] {
  const answers: DeriveAnswer[] = [];
  engine.handle(r, (a) => answers.push(a));
  return answers;
}

describe("the derive worker's engine", () => {
  it("answers a small request after each entry, with the rows that changed", () => {
    const answers = run(new DeriveEngine(), request({}));
    expect(answers.map((a) => a.type === "rows" && [a.done, a.from, a.length])).toEqual([
      [1, 0, 1],
      [2, 0, 2],
      [3, 2, 3],
      [4, 3, 4],
      [5, 3, 5],
    ]);
    for (const a of answers) expect(isDeriveAnswer(a)).toBe(true);
  });

  it("appends to the log it has, and answers a large request every PART_MS", () => {
    const long = new LogBuilder();
    for (let i = 0; i < EACH_ENTRY_UP_TO + 10; i++) long.out(rpc.notification("notifications/x"));
    let clock = 0;
    const engine = new DeriveEngine(() => (clock += PART_MS / 4));
    const answers = run(engine, request({ entries: long.entries }));
    const dones = answers.map((a) => (a.type === "rows" ? a.done : -1));
    expect(dones.slice(0, 2)).toEqual([4, 8]);
    expect(dones.at(-1)).toBe(long.entries.length);
    const more = new LogBuilder().out(rpc.request(1, "ping")).entries.map((e) => ({
      ...e,
      seq: long.entries.length,
    }));
    const [next] = run(engine, request({ seq: 2, reset: false, entries: more }));
    expect(next).toMatchObject({ type: "rows", seq: 2, done: 1, from: long.entries.length });
  });

  it("classifies only from `uncheckedFrom` on", () => {
    let rows: readonly ExchangeRow[] = [];
    for (const a of run(new DeriveEngine(), request({ uncheckedFrom: 2 }))) {
      if (a.type === "rows") rows = rows.slice(0, a.from).concat(a.rows);
    }
    // Message texts stay with the page: the rows come back without them.
    const expected = deriveExchange(log, "2025-11-25", { uncheckedFrom: 2 });
    expect(rows).toEqual(expected.map((r) => (r.type === "message" ? { ...r, text: "" } : r)));
  });

  it("refuses to append to no log, or to a log of another version", () => {
    const engine = new DeriveEngine();
    expect(run(engine, request({ reset: false }))).toMatchObject([{ type: "failed", seq: 1 }]);
    run(engine, request({ seq: 2 }));
    expect(run(engine, request({ seq: 3, reset: false, version: "auto" }))).toMatchObject([
      { type: "failed", seq: 3 },
    ]);
  });
});

describe("the derive worker's messages", () => {
  it("are checked on arrival", () => {
    expect(isDeriveRequest(request({}))).toBe(true);
    expect(isDeriveRequest(request({ version: "1999-01-01" as "auto" }))).toBe(false);
    expect(isDeriveRequest({ ...request({}), entries: [{ type: "message", seq: 0 }] })).toBe(false);
    expect(isDeriveAnswer({ type: "ready" })).toBe(true);
    expect(isDeriveAnswer({ type: "rows", seq: 1, done: 1, from: 2, rows: [], length: 3 })).toBe(
      false,
    );
    expect(isDeriveAnswer({ type: "failed", seq: 1 })).toBe(false);
  });
});
