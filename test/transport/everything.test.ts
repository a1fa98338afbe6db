/**
 * The transport against the reference server (server-everything), a real process on loopback:
 * Streamable HTTP with a session, and the 2024-11-05 HTTP+SSE transport, both detected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpTarget, createHttpTarget } from "../../src/transport/http/index.ts";
import type { FetchLike } from "../../src/transport/http/index.ts";
import { type RunningServer, startEverything } from "../servers/index.ts";
import { initialize, notification, record, request } from "./record.ts";

type Progress = { progressToken?: string };
const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** The global fetch, with each call's method and status noted (nothing else changes). */
function watchedFetch() {
  const calls: { method: string; url: string; status?: number }[] = [];
  const fetchFn: FetchLike = async (input, init) => {
    const call: (typeof calls)[number] = { method: init.method ?? "GET", url: input };
    calls.push(call);
    const response = await fetch(input, init);
    call.status = response.status;
    return response;
  };
  return { calls, fetch: fetchFn };
}

describe("server-everything over Streamable HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startEverything({ mode: "streamableHttp" });
  });
  afterAll(() => server?.close());

  it("initializes, keeps the session, lists and calls tools, streams progress, ends with DELETE", async () => {
    const rec = record();
    const watched = watchedFetch();
    const target: HttpTarget = createHttpTarget({
      url: server.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: watched.fetch,
    });
    const sent = await rec.send(target, initialize(1, "2025-11-25"));
    expect(sent.http).toMatchObject({ method: "POST", status: 200 });
    const init = await rec.reply(1);
    expect((init.result as Record<string, unknown>).protocolVersion).toBe("2025-11-25");
    const info = target.connectionInfo();
    expect(info).toMatchObject({
      transport: "streamable-http",
      transportSource: "detected",
      era: "legacy",
      protocolVersion: "2025-11-25",
    });
    const session = info.sessionId;
    expect(session).toMatch(/^\S+$/);

    const accepted = await rec.send(target, notification("notifications/initialized"));
    expect(accepted.http?.status).toBe(202);
    expect(accepted.http?.requestHeaders).toMatchObject({
      "Mcp-Session-Id": session,
      "MCP-Protocol-Version": "2025-11-25",
    });
    // Once initialized, the server offers its own stream.
    await rec.until(
      () => (target.connectionInfo().serverStream === "open" ? true : undefined),
      "the server's GET stream",
    );

    await rec.send(target, request(2, "tools/list"));
    const tools = (await rec.reply(2)).result as { tools: { name: string }[] };
    expect(tools.tools.map((t) => t.name)).toContain("echo");

    await rec.send(
      target,
      request(3, "tools/call", { name: "echo", arguments: { message: "hi" } }),
    );
    const echoed = (await rec.reply(3)).result as { content: { text: string }[] };
    expect(echoed.content[0]?.text).toContain("hi");

    // Progress notifications come on the request's own stream, before its reply, in order, and
    // the request is logged before all of them.
    await rec.send(
      target,
      request(4, "tools/call", {
        name: "trigger-long-running-operation",
        arguments: { duration: 0.3, steps: 3 },
        _meta: { progressToken: "p4" },
      }),
    );
    await rec.reply(4);
    const sentAt = rec.indexOf((e, m) => e.kind === "out" && m?.id === 4);
    const related = rec.log
      .map((entry, index) => ({ entry, index, m: entry.kind === "in" ? parse(entry.text) : {} }))
      .filter(({ m }) => m.id === 4 || (m.params as Progress | undefined)?.progressToken === "p4");
    expect(related.map(({ m }) => (m.method as string | undefined) ?? "reply")).toEqual([
      "notifications/progress",
      "notifications/progress",
      "notifications/progress",
      "reply",
    ]);
    expect(related.every(({ index }) => index > sentAt)).toBe(true);
    expect(related[0]?.entry.http).toMatchObject({ method: "POST", status: 200 });
    expect(rec.issues).toEqual([]);

    // Before DELETE the session works; after endSession() the server no longer knows it.
    const probe = () =>
      fetch(server.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "Mcp-Session-Id": session ?? "",
          "MCP-Protocol-Version": "2025-11-25",
        },
        body: request(90, "ping"),
      });
    expect((await probe()).status).toBe(200);
    await target.endSession();
    expect(watched.calls.some((c) => c.method === "DELETE" && c.status === 200)).toBe(true);
    expect(target.connectionInfo().sessionId).toBeUndefined();
    expect((await probe()).status).toBe(400);
    target.close();
    expect(rec.statuses.at(-1)).toBe("closed");
  });

  it("answers a server request made on the request's stream (sampling) with a POST", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: server.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      await rec.send(
        target,
        JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: {
            protocolVersion: "2025-06-18",
            capabilities: { sampling: {} },
            clientInfo: { name: "playground-test", version: "1.0.0" },
          },
        }),
      );
      await rec.reply(1);
      await rec.send(target, notification("notifications/initialized"));
      await rec.send(
        target,
        request(2, "tools/call", {
          name: "trigger-sampling-request",
          arguments: { prompt: "hi", maxTokens: 5 },
        }),
      );
      const asked = await rec.until(
        () => rec.incoming().find((m) => m.method === "sampling/createMessage"),
        "the sampling request",
      );
      const answered = await rec.send(
        target,
        JSON.stringify({
          jsonrpc: "2.0",
          id: asked.id,
          result: {
            role: "assistant",
            content: { type: "text", text: "hello back" },
            model: "test",
            stopReason: "endTurn",
          },
        }),
      );
      expect(answered.http?.status).toBe(202);
      const result = (await rec.reply(2)).result as { content: { text: string }[] };
      expect(JSON.stringify(result.content)).toContain("hello back");
    } finally {
      target.close();
    }
  });

  it("a 2026-07-28 request to this older server: the fallback to initialize is explained", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: server.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      const info = await target.detect();
      expect(info).toMatchObject({ transport: "streamable-http", era: "legacy" });
      const issue = await rec.issue("server-is-legacy");
      expect(issue.message).toContain("initialize");
      // The probe itself is in the log, as sent by the transport, with the modern headers.
      const probe = rec.log.find((e) => e.kind === "out");
      expect(probe?.text).toContain("server/discover");
      expect(probe?.http?.requestHeaders).toMatchObject({
        "Mcp-Method": "server/discover",
        "MCP-Protocol-Version": "2026-07-28",
      });
      expect(probe?.http?.requestHeaders?.["Mcp-Session-Id"]).toBeUndefined();
      // Then initialize works on the same target.
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.reply(1);
      expect(target.connectionInfo()).toMatchObject({
        era: "legacy",
        protocolVersion: "2025-06-18",
      });
    } finally {
      target.close();
    }
  });
});

describe("server-everything over HTTP+SSE (2024-11-05)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startEverything({ mode: "sse" });
  });
  afterAll(() => server?.close());

  it("finds the HTTP+SSE transport from a refused POST, then talks on the stream", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: server.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      const sent = await rec.send(target, initialize(1, "2024-11-05"));
      // The message went to the endpoint the stream named, and was accepted there.
      expect(sent.http?.status).toBe(202);
      expect(sent.http?.url).toMatch(/\/message\?sessionId=/);
      const init = await rec.reply(1);
      expect((init.result as Record<string, unknown>).protocolVersion).toBe("2024-11-05");
      expect(target.connectionInfo()).toMatchObject({
        transport: "sse",
        transportSource: "detected",
        era: "legacy",
        protocolVersion: "2024-11-05",
      });
      expect(target.connectionInfo().endpoint).toBe(sent.http?.url);

      await rec.send(target, notification("notifications/initialized"));
      await rec.send(target, request(2, "tools/list"));
      const tools = (await rec.reply(2)).result as { tools: { name: string }[] };
      expect(tools.tools.map((t) => t.name)).toContain("echo");
      await rec.send(
        target,
        request(3, "tools/call", { name: "echo", arguments: { message: "old school" } }),
      );
      const echoed = (await rec.reply(3)).result as { content: { text: string }[] };
      expect(echoed.content[0]?.text).toContain("old school");
      // Replies come on the GET stream, and each is logged after its request.
      const reply = rec.log.find((e) => e.kind === "in" && e.text.includes('"id":3'));
      expect(reply?.http).toMatchObject({ method: "GET", status: 200 });
      expect(rec.indexOf((e, m) => e.kind === "out" && m?.id === 3)).toBeLessThan(
        rec.indexOf((e, m) => e.kind === "in" && m?.id === 3),
      );
      expect(rec.issues).toEqual([]);
    } finally {
      target.close();
    }
  });

  it("detect() finds HTTP+SSE with its server/discover probe; initialize follows on that stream", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: server.url,
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      const info = await target.detect();
      expect(info).toMatchObject({ transport: "sse", era: "legacy" });
      // The old server does not know server/discover: its error came back on the stream.
      const probeReply = await rec.until(
        () => rec.incoming().find((m) => String(m.id).startsWith("playground-discover")),
        "the probe's reply",
      );
      expect(probeReply.error).toBeDefined();
      await rec.send(target, initialize(1, "2024-11-05"));
      expect((await rec.reply(1)).result).toMatchObject({ protocolVersion: "2024-11-05" });
    } finally {
      target.close();
    }
  });

  it("the transport can be forced instead of detected", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: server.url,
      transport: "sse",
      listener: rec.listener,
      onEvent: rec.onEvent,
    });
    try {
      await rec.send(target, initialize("a", "2024-11-05"));
      await rec.reply("a");
      expect(target.connectionInfo()).toMatchObject({
        transport: "sse",
        transportSource: "override",
      });
    } finally {
      target.close();
    }
  });
});
