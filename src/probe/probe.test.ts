/**
 * The report card over HTTP on loopback: the gift server passes every applicable check; a
 * server made wrong on purpose, one fault at a time, is caught by the check named for it, and
 * the verdict points at the message that shows the fault.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GiftHttpServer, startGiftHttpServer } from "../server/http.ts";
import { type Faults, startFaultyServer } from "./faulty.testkit.ts";
import {
  type FaultCase,
  check,
  eachFaultCaught,
  firstEntryText,
  notPassedOrNotApplicable,
  probe,
} from "./harness.testkit.ts";
import { exitStatusOf } from "./score.ts";
import type { CheckStatus } from "./types.ts";

describe("the gift server over HTTP", () => {
  let server: GiftHttpServer;
  beforeAll(async () => {
    server = await startGiftHttpServer({ port: 0 });
  });
  afterAll(() => server.close());

  for (const version of ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"] as const) {
    it(`passes every applicable check (${version})`, async () => {
      const card = await probe(server.url, { version });
      expect(notPassedOrNotApplicable(card)).toEqual([]);
      expect(card.version).toBe(version);
      expect(card.score.percent).toBe(100);
      expect(exitStatusOf(card.checks)).toBe(0);
      expect(check(card, "wire.schema-valid").status).toBe("passed");
      expect(check(card, "transport.session-end").status).toBe("passed");
    }, 60_000);
  }

  it("calls a tool only when it is chosen, with arguments made from its inputSchema", async () => {
    const card = await probe(server.url, {
      version: "2025-11-25",
      tools: { suggest_gifts: "generate" },
    });
    expect(check(card, "tools.call").status).toBe("passed");
    expect(card.calledTools).toEqual(["suggest_gifts"]);
    const text = firstEntryText(card, "tools.call");
    const reply = JSON.parse(text) as { result?: { content?: unknown } };
    expect(Array.isArray(reply.result?.content)).toBe(true);
    const calls = card.log.filter(
      (e) => e.type === "message" && e.flow === "out" && e.text.includes('"tools/call"'),
    );
    // The invalid-params check (no name) and the chosen call.
    const named = (text: string) => (JSON.parse(text) as { params: { name?: string } }).params.name;
    expect(calls.map((e) => (e.type === "message" ? named(e.text) : ""))).toEqual([
      undefined,
      "suggest_gifts",
    ]);
  }, 60_000);

  it("keeps the run's traffic as a session log numbered from 0, with the HTTP detail", async () => {
    const card = await probe(server.url);
    card.log.forEach((entry, index) => expect(entry.seq).toBe(index));
    const init = card.log.find((e) => e.type === "message" && e.text.includes('"initialize"'));
    expect(init?.type === "message" && init.http?.method).toBe("POST");
    // The GET stream, DELETE (the check's and on close), the preflight and the rebinding
    // check's foreign POSTs are recorded apart; the POSTs that carried messages are in the log.
    const methods = new Set(card.http.map((r) => r.method));
    expect([...methods].sort()).toEqual(["DELETE", "GET", "OPTIONS", "POST"]);
    expect(
      card.http.filter((r) => r.method === "POST").every((r) => r.purpose === "rebinding"),
    ).toBe(true);
  }, 60_000);
});

describe("a server made wrong on purpose", () => {
  it("is right by default: every applicable check passes, no tool is called", async () => {
    const server = await startFaultyServer();
    try {
      const card = await probe(server.url);
      expect(notPassedOrNotApplicable(card)).toEqual([]);
      expect(server.called).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  const cases: FaultCase<Faults>[] = [
    {
      fault: "repeatedCursor",
      id: "lists.pagination",
      status: "failed",
      shows: /"nextCursor":"page-2"/,
    },
    { fault: "refusedCursor", id: "lists.pagination", status: "failed", shows: /Invalid cursor/ },
    {
      fault: "toolNameWithSpaces",
      id: "tools.name-format",
      status: "warning",
      shows: /"get weather"/,
    },
    {
      fault: "internalErrorForUnknown",
      id: "errors.unknown-method",
      status: "failed",
      shows: /-32603/,
    },
    {
      fault: "noSessionHeader",
      id: "transport.session-id",
      status: "failed",
      shows: /"initialize"/,
    },
    {
      fault: "invalidInputSchema",
      id: "tools.input-schema",
      status: "failed",
      shows: /broken_schema/,
    },
    { fault: "brokenReply", id: "wire.schema-valid", status: "failed", shows: /"no name"/ },
    { fault: "brokenReply", id: "lists.prompts", status: "failed", shows: /"no name"/ },
  ];
  eachFaultCaught(cases, startFaultyServer, (url) => probe(url));

  // The spec pins no status for an accepted DELETE, only 404 for an ended session's id after.
  const endings: { fault: keyof Faults; status: CheckStatus; said: string }[] = [
    { fault: "deleteKeepsSession", status: "failed", said: "ended-not-404" },
    { fault: "deleteRefused", status: "warning", said: "delete-status" },
    { fault: "deleteUnrouted", status: "warning", said: "delete-404-alive" },
    { fault: "deleteEndsWith404", status: "passed", said: "delete-404-ended" },
  ];
  for (const { fault, status, said } of endings) {
    it(`${fault}: transport.session-end ${status}`, async () => {
      const server = await startFaultyServer({ [fault]: true });
      try {
        const card = await probe(server.url);
        const ending = check(card, "transport.session-end");
        expect(ending.status).toBe(status);
        expect(ending.notes.map((n) => n.key)).toEqual([said]);
        expect(notPassedOrNotApplicable(card).map((c) => c.id)).toEqual(
          status === "passed" ? [] : ["transport.session-end"],
        );
      } finally {
        await server.close();
      }
    }, 60_000);
  }

  it("a server nobody answers at: initialize could not run, exit status 2", async () => {
    const server = await startFaultyServer();
    const url = server.url;
    await server.close();
    const card = await probe(url);
    expect(check(card, "lifecycle.initialize").status).toBe("could-not-run");
    expect(exitStatusOf(card.checks)).toBe(2);
  }, 60_000);
});
