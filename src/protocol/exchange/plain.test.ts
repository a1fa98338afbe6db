import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDerivation, deriveExchange } from "./derive.ts";
import { derivePlain, plainReport } from "./plain.ts";
import { randomLogs } from "./randomLogs.ts";
import type { ExchangeRow, MemberRow, MessageFacts } from "./rows.ts";
import { INIT_PARAMS, LogBuilder, rpc } from "./testkit.ts";

const TIES = [
  "kind",
  "outcome",
  "id",
  "pairSeq",
  "pairMember",
  "latencyMs",
  "pending",
  "lostTo",
  "unmatched",
  "duplicateId",
  "progressOf",
  "cancelOf",
  "cancelledBy",
] as const satisfies readonly (keyof MessageFacts)[];

/** What a row says about its ties, batch elements included (not its findings). */
function ties(row: ExchangeRow) {
  if (row.type === "event") return row;
  const pick = (f: MessageFacts | MemberRow) => TIES.map((k) => f[k]);
  return { seq: row.seq, own: pick(row), members: row.members?.map(pick) };
}

describe("classified rows", () => {
  it("tie messages exactly as the session rules' rows do, with no findings", () => {
    fc.assert(
      fc.property(randomLogs, (entries) => {
        const plain = derivePlain(entries, "2025-03-26");
        expect(plain.map(ties)).toEqual(deriveExchange(entries, "2025-03-26").map(ties));
        for (const row of plain) if (row.type === "message") expect(row.findings).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("are valid unless no message at all, and take the version the message names", () => {
    const init = JSON.stringify(rpc.request(0, "initialize", INIT_PARAMS));
    expect(plainReport(init, "auto")).toMatchObject({ kind: "request", version: "2025-11-25" });
    expect(plainReport('{"jsonrpc":"2.0","id":1}', "auto", "2025-03-26")).toMatchObject({
      kind: "invalid",
      valid: false,
      version: "2025-03-26",
    });
    expect(plainReport("{x", "2025-06-18")).toMatchObject({ kind: "invalid", valid: false });
    expect(plainReport('{"jsonrpc":"2.0","id":"a","result":{}}', "2025-06-18")).toMatchObject({
      kind: "reply",
      outcome: "success",
      id: "a",
      valid: true,
      findings: [],
    });
  });
});

describe("checking stopped at a message", () => {
  it("keeps the rows before it as they were and classifies the rest", () => {
    fc.assert(
      fc.property(randomLogs, fc.nat(), (entries, cut) => {
        const from = entries.length === 0 ? 0 : cut % entries.length;
        const full = deriveExchange(entries, "2025-03-26");
        const stopped = deriveExchange(entries, "2025-03-26", { uncheckedFrom: from });
        const plain = derivePlain(entries, "2025-03-26");
        expect(stopped.slice(0, from)).toEqual(full.slice(0, from));
        expect(stopped.slice(from)).toEqual(plain.slice(from));
      }),
      { numRuns: 200 },
    );
  });
});

describe("a derivation fed entry by entry", () => {
  it("says where its rows changed, so a copy kept from those changes stays equal", () => {
    fc.assert(
      fc.property(randomLogs, fc.array(fc.nat(), { maxLength: 8 }), (entries, cuts) => {
        const pass = createDerivation({ version: "2025-03-26" });
        const points = [...cuts.map((c) => c % (entries.length + 1)), entries.length].sort(
          (a, b) => a - b,
        );
        let copy: ExchangeRow[] = [];
        let done = 0;
        for (const n of points) {
          for (; done < n; done++) pass.add(entries[done]!);
          const from = pass.takeChanges();
          copy = copy.slice(0, from).concat(pass.rows.slice(from));
          // The same objects, not only equal ones: everything before `from` is untouched.
          copy.forEach((row, i) => expect(row).toBe(pass.rows[i]));
        }
        expect(copy).toEqual(deriveExchange(entries, "2025-03-26"));
        expect(pass.takeChanges()).toBe(pass.rows.length);
      }),
      { numRuns: 200 },
    );
  });

  it("reports a reply's change to a request far back", () => {
    const log = new LogBuilder().handshake().out(rpc.request(1, "ping"));
    for (let i = 0; i < 5; i++)
      log.in(rpc.notification("notifications/message", { level: "info", data: i }));
    log.in(rpc.result(1));
    const pass = createDerivation({ version: "2025-11-25" });
    log.entries.slice(0, -1).forEach((e) => pass.add(e));
    expect(pass.takeChanges()).toBe(0);
    pass.add(log.entries.at(-1)!);
    expect(pass.takeChanges()).toBe(3);
  });
});
