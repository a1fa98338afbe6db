/**
 * The report card for 2026-07-28 over HTTP on loopback: no initialize, `server/discover` and
 * the stateless rules instead. The gift server passes every applicable check; a 2026-07-28
 * server made wrong on purpose, one fault at a time, is caught by the check named for it, and
 * the verdict points at the message that shows the fault.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GiftHttpServer, startGiftHttpServer } from "../server/http.ts";
import { type CheckId, suiteIdsOf } from "./catalog.ts";
import { type ModernFaults, startModernFaultyServer } from "./faulty-modern.testkit.ts";
import { startFaultyServer } from "./faulty.testkit.ts";
import {
  type FaultCase,
  check,
  eachFaultCaught,
  firstEntryText,
  notPassedOrNotApplicable,
  probe as probeAt,
} from "./harness.testkit.ts";
import { exitStatusOf } from "./score.ts";
import type { Card } from "./types.ts";

const MODERN = "2026-07-28";

const probe = (url: string): Promise<Card> => probeAt(url, { version: MODERN });

/** The checks of the handshake era: not applicable in 2026-07-28, each saying why. */
const LEGACY_ONLY: CheckId[] = [
  "lifecycle.initialize",
  "lifecycle.initialized",
  "lifecycle.ping",
  "lifecycle.before-initialize",
  "transport.notification-accepted",
  "transport.session-id",
  "transport.session-end",
  "transport.get-stream",
];

describe("the gift server at 2026-07-28 over HTTP", () => {
  let server: GiftHttpServer;
  let card: Card;
  beforeAll(async () => {
    server = await startGiftHttpServer({ port: 0 });
    card = await probe(server.url);
  }, 60_000);
  afterAll(() => server.close());

  it("passes every applicable check: score 100, exit 0, no tool called", () => {
    expect(notPassedOrNotApplicable(card)).toEqual([]);
    expect(card.version).toBe(MODERN);
    expect(card.score.percent).toBe(100);
    expect(exitStatusOf(card.checks)).toBe(0);
    expect(card.calledTools).toEqual([]);
  });

  it("runs the discovery, the negotiation and every stateless rule (none left not applicable)", () => {
    const ran: CheckId[] = [
      "lifecycle.discover",
      "lifecycle.server-info",
      "lifecycle.version-negotiation",
      "stateless.meta-required",
      "stateless.meta-invalid-400",
      "stateless.client-info-optional",
      "stateless.unsupported-version-400",
      "stateless.header-mismatch",
      "stateless.removed-methods",
      "stateless.capabilities-match",
      "stateless.error-id",
      "stateless.subscription-ack",
      "errors.unknown-method",
      "wire.schema-valid",
      "lists.tools",
      "transport.content-type",
      "transport.cors",
    ];
    for (const id of ran) expect([id, check(card, id).status]).toEqual([id, "passed"]);
  });

  it("leaves the handshake-era checks not applicable, saying why", () => {
    for (const id of LEGACY_ONLY) {
      expect([id, check(card, id).status]).toEqual([id, "not-applicable"]);
      expect(check(card, id).notes).toEqual([{ key: "legacy-only" }]);
    }
  });

  it("sends no initialize handshake, and every request of the checks carries its _meta", () => {
    const out = card.log.flatMap((e) => {
      if (e.type !== "message" || e.flow !== "out") return [];
      try {
        return [JSON.parse(e.text) as Record<string, unknown>];
      } catch {
        return []; // the body that is not JSON, sent on purpose
      }
    });
    const first = out[0] as { method?: string; params?: { _meta?: Record<string, unknown> } };
    expect(first.method).toBe("server/discover");
    expect(first.params?._meta?.["io.modelcontextprotocol/protocolVersion"]).toBe(MODERN);
    expect(out.some((m) => m.method === "notifications/initialized")).toBe(false);
    const lists = out.filter((m) => typeof m.method === "string" && m.method.endsWith("/list"));
    expect(lists.length).toBeGreaterThan(0);
    for (const m of lists)
      expect(m).toHaveProperty(["params", "_meta", "io.modelcontextprotocol/clientCapabilities"]);
  });

  it("names the official suite's ids of 2026-07-28", () => {
    expect(suiteIdsOf("lifecycle.version-negotiation", MODERN)).toEqual([
      "sep-2575-server-unsupported-version-error",
    ]);
    expect(suiteIdsOf("lifecycle.version-negotiation", "2025-11-25")).toEqual([]);
    expect(suiteIdsOf("stateless.header-mismatch", MODERN)).toEqual([
      "sep-2575-http-server-header-mismatch-400",
    ]);
    expect(suiteIdsOf("stateless.removed-methods", MODERN)).toHaveLength(5);
  });
});

describe("the stateless rules at the versions before 2026-07-28", () => {
  it("are not applicable, saying why", async () => {
    const server = await startGiftHttpServer({ port: 0 });
    try {
      const card = await probeAt(server.url, { version: "2025-11-25" });
      for (const id of ["lifecycle.discover", "stateless.header-mismatch"] as const) {
        expect(check(card, id)).toMatchObject({
          status: "not-applicable",
          notes: [{ key: "modern-only" }],
        });
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("a 2026-07-28 server made wrong on purpose", () => {
  it("is right by default: every applicable check passes, no tool is called", async () => {
    const server = await startModernFaultyServer();
    try {
      const card = await probe(server.url);
      expect(notPassedOrNotApplicable(card)).toEqual([]);
      expect(server.called).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  const cases: FaultCase<ModernFaults>[] = [
    {
      fault: "discoverWithoutVersions",
      id: "lifecycle.discover",
      status: "failed",
      shows: /"capabilities"/,
    },
    {
      fault: "serverInfoInBody",
      id: "lifecycle.server-info",
      status: "warning",
      shows: /"serverInfo"/,
    },
    {
      fault: "unsupportedWithoutRequested",
      id: "lifecycle.version-negotiation",
      status: "failed",
      shows: /-32022/,
    },
    {
      fault: "metaNotChecked",
      id: "stateless.meta-required",
      status: "failed",
      shows: /"supportedVersions"/,
    },
    {
      fault: "metaRefusedWith200",
      id: "stateless.meta-invalid-400",
      status: "failed",
      shows: /-32602/,
    },
    {
      fault: "clientInfoRequired",
      id: "stateless.client-info-optional",
      status: "failed",
      shows: /clientInfo is required/,
    },
    {
      fault: "unsupportedWith200",
      id: "stateless.unsupported-version-400",
      status: "failed",
      shows: /-32022/,
    },
    {
      fault: "headersIgnored",
      id: "stateless.header-mismatch",
      status: "failed",
      shows: /"requested":"1999-01-01"/,
    },
    {
      fault: "pingKept",
      id: "stateless.removed-methods",
      status: "failed",
      shows: /"id":"probe-removed-ping","result"/,
    },
    {
      fault: "unknownMethodWith200",
      id: "errors.unknown-method",
      status: "failed",
      shows: /-32601/,
    },
    {
      fault: "promptsUndeclared",
      id: "stateless.capabilities-match",
      status: "failed",
      shows: /"prompts":\[/,
    },
    { fault: "errorWithoutId", id: "stateless.error-id", status: "failed", shows: /"id":null/ },
    {
      // The id 9002 of the message without a method was readable: its null id is a fault. (The
      // null id of the parse error's answer is a conflict of texts, a warning: pass2.test.ts.)
      fault: "refusalIdNull",
      id: "wire.schema-valid",
      status: "failed",
      shows: /"id":null,"error":\{"code":-32600/,
    },
    {
      fault: "ackNotFirst",
      id: "stateless.subscription-ack",
      status: "failed",
      shows: /"notifications\/tools\/list_changed"/,
    },
  ];
  eachFaultCaught(cases, startModernFaultyServer, probe);

  it("a server of the versions before (sessions only): could not run at 2026-07-28, exit 2", async () => {
    const server = await startFaultyServer();
    try {
      const card = await probe(server.url);
      // 2026-07-28 names the 400 as how a server of the handshake versions is recognised.
      expect(check(card, "lifecycle.discover")).toMatchObject({
        status: "could-not-run",
        notes: [{ key: "older-versions-only", params: { answer: "HTTP 400, -32600" } }],
      });
      expect(firstEntryText(card, "lifecycle.discover")).toContain("No session");
      expect(check(card, "stateless.meta-required").status).toBe("could-not-run");
      expect(card.checks.filter((c) => c.status === "failed")).toEqual([]);
      expect(exitStatusOf(card.checks)).toBe(2);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a server nobody answers at: server/discover could not run, exit 2", async () => {
    const server = await startModernFaultyServer();
    const url = server.url;
    await server.close();
    const card = await probe(url);
    expect(check(card, "lifecycle.discover").status).toBe("could-not-run");
    expect(exitStatusOf(card.checks)).toBe(2);
  }, 60_000);
});
