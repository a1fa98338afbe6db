/**
 * The transport against the project's gift server over Streamable HTTP (a dual-era server:
 * sessions for 2025-era traffic, stateless 2026-07-28), with and without CORS headers; the
 * CORS cases go through `browserFetch`, which applies the browser's checks to real requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpTarget } from "../../src/transport/http/index.ts";
import { type GiftServer, startGift } from "../servers/index.ts";
import { browserFetch } from "./browser-fetch.ts";
import { initialize, modernMeta, notification, record, request } from "./record.ts";

const PAGE = "http://127.0.0.1:5173";

const modern = (id: number, method: string, params: Record<string, unknown> = {}) =>
  request(id, method, { ...params, _meta: modernMeta });

describe("the gift server over Streamable HTTP (CORS on)", () => {
  let gift: GiftServer;
  beforeAll(async () => {
    gift = await startGift({ cors: true });
  });
  afterAll(() => gift?.close());

  it("2025 era: a session with SSE replies, its GET stream, and DELETE on close", async () => {
    const rec = record();
    const gets: Headers[] = [];
    const pageFetch = browserFetch(PAGE);
    const target = createHttpTarget({
      url: gift.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      // As a browser page on another origin sees it: the session id must be exposed.
      fetch: (input, init) => {
        if (init.method === "GET") gets.push(new Headers(init.headers));
        return pageFetch(input, init);
      },
    });
    await rec.send(target, initialize(1, "2025-06-18"));
    await rec.reply(1);
    const { sessionId } = target.connectionInfo();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await rec.send(target, notification("notifications/initialized"));
    // Once initialized, the transport asks for the server's own stream, in the session.
    await rec.until(
      () => gets.find((headers) => headers.get("mcp-session-id") === sessionId),
      "the GET for the server's own stream",
    );
    await rec.send(
      target,
      request(2, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 50 },
      }),
    );
    const reply = await rec.reply(2);
    expect(reply.result ?? reply.error).toBeDefined();
    expect(rec.issues).toEqual([]);
    target.close();
    // The session was deleted: the server now answers 404 for it.
    const after = await expectEventually(async () => {
      const response = await fetch(gift.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "Mcp-Session-Id": sessionId ?? "",
        },
        body: request(3, "ping"),
      });
      return response.status === 404 ? response.status : undefined;
    });
    expect(after).toBe(404);
  });

  it("2026-07-28: no session, Mcp-Method and Mcp-Name headers, JSON replies, detect()", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: gift.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: browserFetch(PAGE),
    });
    try {
      const info = await target.detect();
      expect(info).toMatchObject({
        transport: "streamable-http",
        era: "modern",
        protocolVersion: "2026-07-28",
      });
      expect(info.supportedVersions).toContain("2026-07-28");
      expect(info.sessionId).toBeUndefined();

      const listed = await rec.send(target, modern(1, "tools/list"));
      expect(listed.http?.requestHeaders).toMatchObject({
        "Mcp-Method": "tools/list",
        "MCP-Protocol-Version": "2026-07-28",
      });
      await rec.reply(1);
      const called = await rec.send(
        target,
        modern(2, "tools/call", {
          name: "suggest_gifts",
          arguments: { occasion: "birthday", budget: 40 },
        }),
      );
      expect(called.http?.requestHeaders).toMatchObject({
        "Mcp-Method": "tools/call",
        "Mcp-Name": "suggest_gifts",
      });
      const reply = await rec.reply(2);
      expect(reply.error).toBeUndefined();

      // A name that is not plain ASCII goes Base64-encoded; the server decodes and compares it
      // with the body, so a wrong encoding would be a HeaderMismatch (-32020), not "unknown tool".
      const odd = await rec.send(
        target,
        modern(3, "tools/call", { name: "подарок ✓", arguments: {} }),
      );
      expect(odd.http?.requestHeaders?.["Mcp-Name"]).toMatch(/^=\?base64\?.+\?=$/);
      const oddReply = await rec.reply(3);
      expect(JSON.stringify(oddReply)).not.toContain("-32020");
      expect(rec.issues).toEqual([]);
    } finally {
      target.close();
    }
  });

  it("an unsupported version: the server's supported versions are named", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: gift.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      const text = request(1, "tools/list", {
        _meta: { ...modernMeta, "io.modelcontextprotocol/protocolVersion": "2099-01-01" },
      });
      await rec.send(target, text);
      const issue = await rec.issue("version-unsupported");
      expect(issue.params).toMatchObject({ requested: "2099-01-01" });
      expect(String(issue.params.supported)).toContain("2026-07-28");
      expect(target.connectionInfo().era).toBe("modern");
      // The error reply itself is in the log as the server sent it.
      expect((await rec.reply(1)).error).toBeDefined();
    } finally {
      target.close();
    }
  });
});

describe("the gift server without CORS headers, from a page on another origin", () => {
  let gift: GiftServer;
  beforeAll(async () => {
    gift = await startGift({ cors: false });
  });
  afterAll(() => gift?.close());

  it("send() is refused with the missing header named and the dev proxy suggested", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: gift.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: browserFetch(PAGE),
    });
    try {
      await expect(target.send(initialize(1, "2025-06-18"))).rejects.toThrow(
        /Access-Control-Allow-Origin/,
      );
      const issue = await rec.issue("cors-no-allow-origin");
      expect(issue.message).toContain("dev proxy");
      expect(target.connectionInfo().transport).toBe("unknown");
    } finally {
      target.close();
    }
  });

  it("the same server works for a client that is not a browser (no CORS to enforce)", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: gift.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.reply(1);
      expect(target.connectionInfo().sessionId).toBeDefined();
    } finally {
      target.close();
    }
  });
});

/** Polls `check` (at most 50 times, 20 ms apart) until it gives a value. */
async function expectEventually<T>(check: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let i = 0; i < 50; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}
