/**
 * The report card over the 2024-11-05 HTTP+SSE transport, on loopback: a right server passes
 * every applicable check (the Streamable HTTP rules not applicable, with why); `auto` finds
 * HTTP+SSE for a server that speaks only it, and Streamable HTTP for the gift server; a server
 * made wrong on purpose is caught by the transport check named for the fault.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GiftHttpServer, startGiftHttpServer } from "../server/http.ts";
import { deriveInProcess } from "./derive.ts";
import { type SseFaults, startSdkSseServer, startSseServer } from "./faulty-sse.testkit.ts";
import { type ProbeTransportChoice, httpWire } from "./http.ts";
import { cardJUnit, cardJson, readCard } from "./report.ts";
import { type CheckId, sectionUrl } from "./catalog.ts";
import { runProbe } from "./run.ts";
import { exitStatusOf } from "./score.ts";
import { noteText } from "./texts.ts";
import type { Card, CheckResult } from "./types.ts";

async function probe(
  url: string,
  transport: ProbeTransportChoice,
  timeoutMs = 10_000,
): Promise<Card> {
  const wire = httpWire({ url, transport });
  return runProbe({
    target: url,
    open: wire.open,
    wire,
    derive: deriveInProcess,
    timeoutMs,
    version: "2024-11-05",
  });
}

const check = (card: Card, id: CheckId): CheckResult => {
  const found = card.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

const said = (card: Card, id: CheckId) => check(card, id).notes.map((n) => noteText(n));

const STREAMABLE_ONLY: CheckId[] = [
  "transport.content-type",
  "transport.notification-accepted",
  "transport.session-id",
  "transport.session-end",
  "transport.get-stream",
];

const SSE_CHECKS: CheckId[] = [
  "transport.sse-stream",
  "transport.sse-post",
  "transport.sse-session",
];

describe("a right HTTP+SSE server", () => {
  it("passes every applicable check at 2024-11-05; the Streamable HTTP rules say why they do not apply", async () => {
    const server = await startSseServer();
    try {
      const card = await probe(server.url, "sse");
      const notPassed = card.checks.filter(
        (c) => c.status !== "passed" && c.status !== "not-applicable",
      );
      expect(notPassed).toEqual([]);
      expect(card.transport).toBe("sse");
      expect(card.version).toBe("2024-11-05");
      expect(card.score.percent).toBe(100);
      expect(exitStatusOf(card.checks)).toBe(0);
      for (const id of SSE_CHECKS) expect(check(card, id).status).toBe("passed");
      for (const id of STREAMABLE_ONLY) {
        expect(check(card, id).status).toBe("not-applicable");
        expect(said(card, id).join(" ")).toMatch(/Streamable HTTP rule.*HTTP\+SSE/);
      }
      // Error behaviour and the lists ran over the stream, matched by id.
      for (const id of [
        "lists.tools",
        "lists.prompts",
        "errors.unknown-method",
        "errors.parse-error",
        "errors.invalid-request",
        "lifecycle.ping",
        "transport.origin",
        "transport.cors",
      ] as const) {
        expect(check(card, id).status).toBe("passed");
      }
      // Over HTTP+SSE the lifecycle's SHOULD NOT on early requests binds the client only.
      expect(check(card, "lifecycle.before-initialize").status).toBe("not-applicable");
      expect(said(card, "transport.sse-stream")[0]).toMatch(/\/messages\?sessionId=\d+$/);
      expect(said(card, "transport.sse-session")[0]).toMatch(/streams got \d+ different/);
      const json = JSON.parse(cardJson(card)) as { transport?: string };
      expect(json.transport).toBe("sse");
      expect(readCard(json)?.transport).toBe("sse");
      expect(readCard({ ...json, transport: "websocket" })?.transport).toBeUndefined();
      expect(cardJUnit(card)).toContain(
        '<property name="transport" value="HTTP+SSE (2024-11-05)"/>',
      );
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("a grant over HTTP+SSE", () => {
  it("sends the token on the stream and to the endpoint the stream named", async () => {
    const server = await startSseServer({ token: "sse-token" });
    try {
      const wire = httpWire({
        url: server.url,
        transport: "auto",
        grant: { authorization: "Bearer sse-token" },
      });
      const card = await runProbe({
        target: server.url,
        open: wire.open,
        wire,
        derive: deriveInProcess,
        timeoutMs: 10_000,
        version: "2024-11-05",
      });
      expect(card.transport).toBe("sse");
      expect(check(card, "lifecycle.initialize").status).toBe("passed");
      expect(check(card, "transport.sse-post").status).toBe("passed");
      expect(wire.bearer?.refused).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("auto", () => {
  let gift: GiftHttpServer;
  beforeAll(async () => {
    gift = await startGiftHttpServer({ port: 0 });
  });
  afterAll(() => gift.close());

  it("finds HTTP+SSE for a server of the official SDK v1 that speaks only it", async () => {
    const server = await startSdkSseServer();
    try {
      const card = await probe(server.url, "auto");
      expect(card.transport).toBe("sse");
      for (const id of SSE_CHECKS) expect(check(card, id).status).toBe("passed");
      for (const id of ["lifecycle.initialize", "lists.tools", "lists.prompts"] as const) {
        expect(check(card, id).status).toBe("passed");
      }
      expect(check(card, "errors.unknown-method").status).toBe("passed");
      expect(check(card, "transport.session-id").status).toBe("not-applicable");
      expect(server.methods).toContain("tools/list");
      // Whatever version the run spoke, the rule is the one of 2024-11-05.
      expect(sectionUrl("transport.sse-post", "2025-11-25")).toBe(
        "https://modelcontextprotocol.io/specification/2024-11-05/basic/transports#http-with-sse",
      );
    } finally {
      await server.close();
    }
  }, 60_000);

  it("finds Streamable HTTP for the gift server, where the HTTP+SSE rules do not apply", async () => {
    const card = await probe(gift.url, "auto");
    expect(card.transport).toBe("streamable-http");
    expect(card.score.percent).toBe(100);
    for (const id of SSE_CHECKS) {
      expect(check(card, id).status).toBe("not-applicable");
      expect(said(card, id)[0]).toMatch(/HTTP\+SSE \(2024-11-05\) rule/);
    }
    expect(check(card, "transport.session-id").status).toBe("passed");
  }, 60_000);
});

describe("an HTTP+SSE server made wrong on purpose", () => {
  const faulty = async (faults: SseFaults, timeoutMs?: number) => {
    const server = await startSseServer(faults);
    try {
      return await probe(server.url, "sse", timeoutMs);
    } finally {
      await server.close();
    }
  };

  it("a first event other than endpoint: transport.sse-stream fails", async () => {
    const card = await faulty({ firstEventNotEndpoint: true });
    expect(check(card, "transport.sse-stream").status).toBe("failed");
    expect(said(card, "transport.sse-stream")).toEqual([
      "The stream's first event is message, not endpoint.",
    ]);
    expect(exitStatusOf(card.checks)).toBe(1);
  }, 60_000);

  it("an endpoint on another origin: transport.sse-stream fails, nothing is POSTed there", async () => {
    const card = await faulty({ foreignEndpoint: true });
    expect(check(card, "transport.sse-stream").status).toBe("failed");
    expect(said(card, "transport.sse-stream")[0]).toMatch(
      /another origin \(http:\/\/127\.0\.0\.2:9\/messages\?sessionId=\d+\)/,
    );
    expect(card.http.some((r) => r.url.startsWith("http://127.0.0.2"))).toBe(false);
  }, 60_000);

  it("replies in the POST's body: transport.sse-post fails on the message that was answered so", async () => {
    const card = await faulty({ replyInPostBody: true }, 1500);
    const result = check(card, "transport.sse-post");
    expect(result.status).toBe("failed");
    expect(said(card, "transport.sse-post")[0]).toBe(
      "initialize was answered in the POST's body (application/json): over HTTP+SSE replies come on the stream.",
    );
    const first = card.log[result.entries[0] ?? -1];
    expect(first?.type === "message" && first.text).toContain('"method":"initialize"');
  }, 60_000);

  it("one endpoint for every stream: transport.sse-session warns", async () => {
    const card = await faulty({ sharedEndpoint: true });
    expect(check(card, "transport.sse-session").status).toBe("warning");
    expect(said(card, "transport.sse-session")[0]).toMatch(/same endpoint .*\/messages\)/);
  }, 60_000);
});
