/**
 * The error paths, against a real server on loopback that misbehaves on purpose: each problem
 * becomes an issue with a stable code and plain words, and nothing received is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpTargetOptions, createHttpTarget } from "../../src/transport/http/index.ts";
import { type MisbehavingServer, startMisbehaving } from "../servers/index.ts";
import { browserFetch } from "./browser-fetch.ts";
import { type Recorder, initialize, modernMeta, notification, record, request } from "./record.ts";

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehaving();
});
afterAll(() => server?.close());

function open(path: string, options: Partial<HttpTargetOptions> = {}) {
  const rec: Recorder = record();
  const target = createHttpTarget({
    url: server.url(path),
    listener: rec.listener,
    onEvent: rec.onEvent,
    transport: "streamable-http",
    ...options,
  });
  return { rec, target };
}

describe("answers that are not MCP", () => {
  it("a web page: explained with its title, kept as text, not taken for a message", async () => {
    const { rec, target } = open("/html");
    try {
      const sent = await rec.send(target, request(1, "tools/list"));
      expect(sent.http?.status).toBe(200);
      const issue = await rec.issue("html-answer");
      expect(issue.message).toContain("Sign in – Example");
      expect(issue.body).toContain("<h1>Sign in</h1>");
      expect(issue.requestId).toBe(1);
      expect(rec.log.filter((e) => e.kind === "in")).toEqual([]);
    } finally {
      target.close();
    }
  });

  it("a web page with 404 on auto-detection: no HTTP+SSE there either, one explanation", async () => {
    const { rec, target } = open("/html-404", { transport: "auto" });
    try {
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.issue("html-answer");
      // Detection tried the 2024-11-05 stream (a GET) before settling on Streamable HTTP.
      expect(server.requests.some((r) => r.path === "/html-404" && r.method === "GET")).toBe(true);
      expect(target.connectionInfo().transport).toBe("streamable-http");
      expect(rec.issues.map((i) => i.code)).toEqual(["html-answer"]);
    } finally {
      target.close();
    }
  });

  it("the wrong content type: explained, the body kept", async () => {
    const { rec, target } = open("/wrong-type");
    try {
      await rec.send(target, request(1, "ping"));
      const issue = await rec.issue("wrong-content-type");
      expect(issue.params).toMatchObject({ contentType: "text/plain", status: 200 });
      expect(issue.body).toBe("OK, got it.");
    } finally {
      target.close();
    }
  });

  it("JSON under the wrong content type: delivered, and the label explained", async () => {
    const { rec, target } = open("/json-as-text");
    try {
      await rec.send(target, request(5, "ping"));
      expect((await rec.reply(5)).result).toEqual({ ok: true });
      await rec.issue("wrong-content-type");
    } finally {
      target.close();
    }
  });

  it("garbage JSON: delivered exactly as received, and explained", async () => {
    const { rec, target } = open("/garbage");
    try {
      await rec.send(target, request(1, "ping"));
      await rec.issue("invalid-json");
      const received = rec.log.filter((e) => e.kind === "in");
      expect(received.map((e) => e.text)).toEqual(['{"jsonrpc":"2.0","id":1,"resu']);
    } finally {
      target.close();
    }
  });
});

describe("streams", () => {
  it("a stream cut in the middle: what came is kept, the cut explained with the half event", async () => {
    const { rec, target } = open("/cut");
    try {
      await rec.send(target, request(1, "tools/call", { name: "x" }));
      const issue = await rec.issue("stream-cut");
      expect(issue.params.id).toBe("1");
      expect(issue.body).toContain('"id":1,"res');
      const received = rec.incoming();
      expect(received.map((m) => m.method)).toEqual(["notifications/progress"]);
    } finally {
      target.close();
    }
  });

  it("a stream that ends before the reply is resumed with Last-Event-ID", async () => {
    const { rec, target } = open("/resume");
    try {
      await rec.send(target, request(7, "tools/call", { name: "x" }));
      expect((await rec.reply(7)).result).toEqual({ resumed: true });
      const resumed = server.requests.find((r) => r.path === "/resume" && r.method === "GET");
      expect(resumed?.headers["last-event-id"]).toBe("e1");
      expect(rec.incoming().map((m) => m.method ?? "reply")).toEqual([
        "notifications/progress",
        "reply",
      ]);
      expect(rec.issues).toEqual([]);
    } finally {
      target.close();
    }
  });

  it("notifications and server requests before the reply: in order, after the request", async () => {
    const { rec, target } = open("/order");
    try {
      await rec.send(target, request(1, "tools/call", { name: "x" }));
      await rec.reply(1);
      expect(rec.log.filter((e) => e.kind !== "event").map((e) => e.kind)).toEqual([
        "out",
        "in",
        "in",
        "in",
      ]);
      expect(rec.incoming().map((m) => m.method ?? "reply")).toEqual([
        "notifications/progress",
        "roots/list",
        "reply",
      ]);
    } finally {
      target.close();
    }
  });
});

describe("waiting", () => {
  it("a server that never answers: send() resolves soon, then a timeout and notifications/cancelled", async () => {
    const { rec, target } = open("/hang", { timeoutMs: 300, announceWithinMs: 50 });
    try {
      const sent = await rec.send(target, request(1, "tools/call", { name: "x" }));
      expect(sent.http?.status).toBeUndefined();
      const issue = await rec.issue("timeout");
      expect(issue.requestId).toBe(1);
      expect(issue.message).toContain("0.3 s");
      const cancel = await rec.until(
        () => rec.log.find((e) => e.kind === "out" && e.text.includes("notifications/cancelled")),
        "the cancellation",
      );
      expect(JSON.parse(cancel.text)).toMatchObject({ params: { requestId: 1 } });
      // The notification goes unanswered too, and that wait is bounded as well.
      await rec.issue("no-answer");
    } finally {
      target.close();
    }
  });

  it("cancel(id): the request is no longer awaited and the server is told", async () => {
    const { rec, target } = open("/hang", { announceWithinMs: 50 });
    try {
      await rec.send(target, request("c1", "tools/call", { name: "x" }));
      expect(await target.cancel("c1")).toBe(true);
      expect(await target.cancel("c1")).toBe(false);
      await rec.issue("cancelled");
      const cancel = rec.log.find((e) => e.kind === "out" && e.text.includes("cancelled"));
      expect(JSON.parse(cancel?.text ?? "{}")).toMatchObject({
        method: "notifications/cancelled",
        params: { requestId: "c1", reason: "Cancelled by the user." },
      });
    } finally {
      target.close();
    }
  });

  it("cancel(id) of a 2026-07-28 request closes its stream and sends no notification", async () => {
    const { rec, target } = open("/hang", { announceWithinMs: 50 });
    try {
      await rec.send(target, request(9, "tools/list", { _meta: modernMeta }));
      expect(await target.cancel(9)).toBe(true);
      await rec.issue("cancelled");
      expect(rec.log.some((e) => e.kind === "out" && e.text.includes("cancelled"))).toBe(false);
    } finally {
      target.close();
    }
  });

  it("a slow answer: the request is announced without waiting, its reply carries the status", async () => {
    const { rec, target } = open("/slow?ms=400", { announceWithinMs: 30 });
    try {
      const sent = await rec.send(target, request(1, "ping"));
      expect(sent.http?.status).toBeUndefined();
      expect(rec.incoming()).toEqual([]);
      await rec.reply(1);
      const reply = rec.log.find((e) => e.kind === "in");
      expect(reply?.http).toMatchObject({ status: 200 });
      expect(reply?.http?.durationMs).toBeGreaterThan(0);
    } finally {
      target.close();
    }
  });
});

describe("the server's own stream", () => {
  it("is reopened with Last-Event-ID after the server's retry, a bounded number of times", async () => {
    const { rec, target } = open("/listen", { maxReconnects: 2 });
    try {
      await rec.send(target, initialize(1, "2025-11-25"));
      await rec.reply(1);
      await rec.send(target, notification("notifications/initialized"));
      const issue = await rec.issue("server-stream-lost");
      expect(issue.params.attempts).toBe(2);
      const notes = rec.log.filter(
        (e) => e.kind === "in" && e.text.includes("notifications/message"),
      );
      expect(
        notes.map((e) => (JSON.parse(e.text) as { params: { data: number } }).params.data),
      ).toEqual([1, 2]);
      expect(notes[0]?.http).toMatchObject({ method: "GET", status: 200 });
      const gets = server.requests.filter((r) => r.path === "/listen" && r.method === "GET");
      expect(gets.map((r) => r.headers["last-event-id"])).toEqual([undefined, "g1", "g2", "g2"]);
      expect(gets.every((r) => r.headers["mcp-session-id"] === "l-1")).toBe(true);
      expect(target.connectionInfo().serverStream).toBe("failed");
    } finally {
      target.close();
    }
  });
});

describe("HTTP+SSE sessions", () => {
  it("a stream the server ends: explained, and the next message opens a new one", async () => {
    const { rec, target } = open("/legacy", { transport: "auto" });
    try {
      await rec.send(target, initialize(1, "2024-11-05"));
      await rec.reply(1);
      const first = target.connectionInfo().endpoint;
      expect(first).toBe(server.url("/legacy-post?s=" + /s=(\d+)/.exec(first ?? "")?.[1]));
      await rec.send(target, request(2, "test/close-stream"));
      await rec.issue("legacy-stream-closed");
      expect(target.connectionInfo().endpoint).toBeUndefined();
      await rec.send(target, initialize(3, "2024-11-05"));
      await rec.reply(3);
      expect(target.connectionInfo().endpoint).not.toBe(first);
      expect(target.connectionInfo().transport).toBe("sse");
    } finally {
      target.close();
    }
  });
});

describe("sessions", () => {
  it("404 for the session: explained as expired, and the next initialize goes without it", async () => {
    const { rec, target } = open("/expire");
    try {
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.reply(1);
      expect(target.connectionInfo().sessionId).toBe("s-1");
      await rec.send(target, notification("notifications/initialized"));
      await rec.until(
        () => (target.connectionInfo().serverStream === "not-offered" ? true : undefined),
        "the GET's 405",
      );
      await rec.send(target, request(2, "tools/list"));
      const issue = await rec.issue("session-expired");
      expect(issue.params.sessionId).toBe("s-1");
      expect(target.connectionInfo().sessionId).toBeUndefined();
      // The server's error reply is in the log too.
      expect((await rec.reply(2)).error).toMatchObject({ message: "Session not found" });
      const before = server.requests.length;
      await rec.send(target, initialize(3, "2025-06-18"));
      await rec.reply(3);
      const again = server.requests.slice(before).find((r) => r.method === "POST");
      expect(again?.headers["mcp-session-id"]).toBeUndefined();
      expect(target.connectionInfo().sessionId).toBe("s-1");
    } finally {
      target.close();
    }
  });
});

describe("headers", () => {
  it("custom headers reach the server; every detail shows them masked", async () => {
    const wrong = open("/auth", { headers: { Authorization: "Bearer wrong-token-9999" } });
    try {
      const sent = await wrong.rec.send(wrong.target, request(1, "ping"));
      expect(sent.http?.status).toBe(401);
      expect(sent.http?.requestHeaders?.Authorization).toBe("Bearer ••••9999");
      await wrong.rec.issue("unauthorized");
    } finally {
      wrong.target.close();
    }
    const right = open("/auth", { headers: { Authorization: "Bearer secret-token-1234" } });
    try {
      await right.rec.send(right.target, request(1, "ping"));
      await right.rec.reply(1);
      const everything = JSON.stringify(right.rec.log);
      expect(everything).not.toContain("secret-token");
      expect(everything).toContain("Bearer ••••1234");
    } finally {
      right.target.close();
    }
  });
});

describe("failures without an answer", () => {
  it("nothing listening: send() rejects in plain words with the reason", async () => {
    const closed = await startMisbehaving();
    const url = closed.url("/mcp");
    await closed.close();
    const rec = record();
    const target = createHttpTarget({ url, listener: rec.listener, onEvent: rec.onEvent });
    try {
      await expect(target.send(request(1, "ping"))).rejects.toThrow(
        /could not be reached \(ECONNREFUSED\)/,
      );
      expect((await rec.issue("unreachable")).params.url).toBe(url);
    } finally {
      target.close();
    }
  });

  it("with the device offline: send() rejects saying so, and nothing is probed", async () => {
    const closed = await startMisbehaving();
    const url = closed.url("/mcp");
    await closed.close();
    const rec = record();
    const calls: string[] = [];
    const target = createHttpTarget({
      url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      online: () => false,
      fetch: (input, init) => {
        calls.push(init?.method ?? "GET");
        return fetch(input, init);
      },
    });
    try {
      await expect(target.send(request(1, "ping"))).rejects.toThrow(/This device is offline/);
      expect((await rec.issue("offline")).params.url).toBe(url);
      expect(rec.issues.map((issue) => issue.code)).not.toContain("unreachable");
      // The one failed POST, no CORS probes after it.
      expect(calls).toEqual(["POST"]);
    } finally {
      target.close();
    }
  });

  it("an HTTP+SSE endpoint on another origin is refused", async () => {
    const { rec, target } = open("/foreign-sse", { transport: "sse" });
    try {
      await expect(target.send(initialize(1, "2024-11-05"))).rejects.toThrow();
      const issue = await rec.issue("legacy-endpoint-foreign");
      expect(issue.params.endpoint).toBe("http://127.0.0.2:9/messages");
    } finally {
      target.close();
    }
  });
});

describe("CORS, as a browser page on another origin", () => {
  const page = browserFetch("http://127.0.0.1:5173");

  it("no preflight answer: the preflight is named", async () => {
    const { rec, target } = open("/cors-origin-only", { fetch: page });
    try {
      await expect(target.send(initialize(1, "2025-06-18"))).rejects.toThrow(/preflight/);
      await rec.issue("cors-preflight");
    } finally {
      target.close();
    }
  });

  it("a request header the server does not allow: that header is named", async () => {
    const { rec, target } = open("/cors-headers", { fetch: page, protocolVersion: "2025-06-18" });
    try {
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.reply(1);
      await expect(target.send(request(2, "ping"))).rejects.toThrow(/MCP-Protocol-Version/);
      expect((await rec.issue("cors-header")).params.header).toBe("MCP-Protocol-Version");
    } finally {
      target.close();
    }
  });

  it("an Mcp-Session-Id the server does not expose: explained when the session is missed", async () => {
    const { rec, target } = open("/cors-hidden-session", { fetch: page });
    try {
      await rec.send(target, initialize(1, "2025-06-18"));
      await rec.reply(1);
      expect(target.connectionInfo().sessionId).toBeUndefined();
      await rec.send(target, request(2, "tools/list"));
      const issue = await rec.issue("cors-session-hidden");
      expect(issue.message).toContain("Access-Control-Expose-Headers");
    } finally {
      target.close();
    }
  });

  it("a server that is down is told apart from a CORS block", async () => {
    const closed = await startMisbehaving();
    const url = closed.url("/mcp");
    await closed.close();
    const rec = record();
    const target = createHttpTarget({
      url,
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: page,
    });
    try {
      await expect(target.send(request(1, "ping"))).rejects.toThrow(/could not be reached/);
      await rec.issue("unreachable");
    } finally {
      target.close();
    }
  });
});
