/**
 * The dev proxy against a hostile target on loopback: answers that are not valid HTTP, which
 * once threw inside the proxy and ended the dev server. Each is refused as the proxy's own
 * answer (502, `bad-answer`), and the proxy goes on serving; and headers that would act on the
 * playground's page (wipe its storage, set cookies, redirect it), which never reach it.
 */
import { readFile, readdir } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpTarget } from "../../src/transport/http/index.ts";
import { PROXY_PASSED_HEADERS, PROXY_REFUSALS } from "../../src/transport/http/wire/proxy.ts";
import {
  type HostileServer,
  type MisbehavingServer,
  startHostile,
  startMisbehaving,
} from "../servers/index.ts";
import { type Harness, TOKEN, refusal, startProxy } from "./proxy-harness.ts";
import { record, request } from "./record.ts";

const redirect = (location: string) =>
  `HTTP/1.1 302 Found\r\nLocation: ${location}\r\nContent-Length: 0\r\n\r\n`;
const status = (line: string) =>
  `HTTP/1.1 ${line}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;

/** Path → the raw answer; each once crashed the process or would give the page nonsense. */
const BAD_ANSWERS: Record<string, string> = {
  "/location-unclosed-bracket": redirect("http://[::1"),
  "/location-space-in-host": redirect("http://exa mple.com/"),
  "/location-port-out-of-range": redirect("http://example.com:99999/"),
  "/status-000": status("000 Zero"),
  "/status-099": status("099 Low"),
  "/status-999": status("999 High"),
  "/reason-control-char": status("200 O\x01K"),
  "/reason-delete-char": status("200 O\x7fK"),
};

let proxy: Harness;
let hostile: HostileServer;
let upstream: MisbehavingServer;

beforeAll(async () => {
  [proxy, hostile, upstream] = await Promise.all([
    startProxy(),
    startHostile(BAD_ANSWERS),
    startMisbehaving(),
  ]);
});

afterAll(async () => {
  await Promise.all([proxy?.close(), hostile?.close(), upstream?.close()]);
});

describe("an answer that is not valid HTTP", () => {
  it("is refused as the proxy's own 502, every form, and the proxy goes on serving", async () => {
    for (const path of Object.keys(BAD_ANSWERS)) {
      const answer = await proxy.via(hostile.url(path), { body: request(1, "ping") });
      expect(await refusal(answer), path).toMatchObject({
        status: 502,
        code: "bad-answer",
        error: "bad-answer",
        message: PROXY_REFUSALS["bad-answer"],
      });
      const after = await proxy.via(upstream.url("/slow"), { body: request(2, "ping") });
      expect(after.status, `after ${path}`).toBe(200);
      expect(await after.json()).toEqual({ jsonrpc: "2.0", id: 2, result: { ok: true } });
    }
    expect(hostile.asked).toEqual(Object.keys(BAD_ANSWERS));
  });

  it("a valid redirect still names its target", async () => {
    const fine = await startHostile({ "/mcp": redirect("/elsewhere") });
    try {
      const answer = await proxy.via(fine.url("/mcp"));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("x-mcp-proxy-location")).toBe(fine.url("/elsewhere"));
    } finally {
      await fine.close();
    }
  });

  it("the page is told in plain words, and its request ends at once", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: hostile.url("/status-000"),
      proxy: { endpoint: proxy.endpoint, token: TOKEN },
      transport: "streamable-http",
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: proxy.pageFetch,
      // Far beyond the test's own waits: an answer comes from the refusal, not the timeout.
      timeoutMs: 600_000,
    });
    try {
      await rec.send(target, request(7, "ping"));
      const issue = await rec.issue("proxy-refused");
      expect(issue.message).toBe(
        `The dev proxy refused the request: ${PROXY_REFUSALS["bad-answer"]}.`,
      );
      expect(issue.http?.status).toBe(502);
      // Settled with the refusal: nothing is awaited any more.
      expect(await target.cancel(7)).toBe(false);
    } finally {
      target.close();
    }
  });
});

describe("the target's headers", () => {
  /** What a hostile target sends besides its answer: each would act on the playground's page. */
  const HOSTILE = {
    "Clear-Site-Data": '"cache", "cookies", "storage", "executionContexts"',
    "Set-Cookie": "session=stolen; Path=/",
    "Content-Security-Policy": "default-src 'none'; report-uri http://evil.example/r",
    "Content-Security-Policy-Report-Only": "default-src 'none'",
    Refresh: "0; url=http://evil.example/",
    Link: "<http://evil.example/x.js>; rel=preload; as=script",
    "Access-Control-Allow-Origin": "*",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "Alt-Svc": 'h3=":443"',
    "Service-Worker-Allowed": "/",
    "Origin-Agent-Cluster": "?0",
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Permissions-Policy": "camera=*",
    "Reporting-Endpoints": 'default="http://evil.example/r"',
    "Report-To": '{"group":"default","max_age":1,"endpoints":[{"url":"http://evil.example/r"}]}',
    NEL: '{"report_to":"default","max_age":1}',
    "Server-Timing": "db;dur=1",
    "Content-Disposition": "attachment; filename=x.html",
    "X-Frame-Options": "DENY",
    "Cache-Control": "public, max-age=31536000, immutable",
    Expires: "Thu, 01 Jan 2099 00:00:00 GMT",
    ETag: '"v1"',
  };
  /** What the page reads, or shows in the message view. */
  const NEEDED = {
    "Content-Type": "application/json; charset=utf-8",
    "Mcp-Session-Id": "s-hostile",
    "MCP-Protocol-Version": "2025-11-25",
    "WWW-Authenticate": 'Bearer resource_metadata="http://127.0.0.1/.well-known/x"',
    "Retry-After": "3",
  };

  it("only those the page needs reach it; an answer is never cached", async () => {
    const target = createServer((_req, res) => {
      res.writeHead(200, { ...HOSTILE, ...NEEDED });
      res.end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} }));
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = target.address() as AddressInfo;
      const answer = await proxy.via(`http://127.0.0.1:${port}/mcp`, { body: request(1, "ping") });
      expect(await answer.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
      for (const name of Object.keys(HOSTILE).filter((name) => name !== "Cache-Control")) {
        expect(answer.headers.get(name), name).toBeNull();
      }
      for (const [name, value] of Object.entries(NEEDED)) {
        expect(answer.headers.get(name), name).toBe(value);
      }
      // The proxy's URL is the same for every target: no cache may keep one target's answer.
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      const names = [...answer.headers.keys()].sort();
      const proxyOwn = ["cache-control", "connection", "date", "keep-alive", "transfer-encoding"];
      const expected = [...Object.keys(NEEDED).map((n) => n.toLowerCase()), ...proxyOwn];
      expect(names).toEqual([...expected, "x-accel-buffering"].sort());
    } finally {
      target.closeAllConnections();
      await new Promise((resolve) => target.close(resolve));
    }
  });

  it("every header the transport reads of an answer is one the proxy passes", async () => {
    const dir = path.join(process.cwd(), "src/transport/http");
    const read = new Set<string>();
    for (const file of await readdir(dir, { recursive: true })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const source = await readFile(path.join(dir, file), "utf8");
      for (const match of source.matchAll(/headers\.(?:get|has)\("([^"]+)"\)/g)) {
        read.add((match[1] ?? "").toLowerCase());
      }
    }
    expect([...read].sort()).toEqual(["content-type", "location", "mcp-session-id"]);
    // Location is read by the redirect wrapper (wire/redirect.ts) on direct requests only:
    // through the proxy a redirect is named in the proxy's own header and never followed.
    for (const name of read) {
      if (name === "location") expect(PROXY_PASSED_HEADERS).not.toContain(name);
      else expect(PROXY_PASSED_HEADERS, name).toContain(name);
    }
  });
});
