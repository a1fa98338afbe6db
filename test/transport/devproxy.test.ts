/**
 * The dev proxy's middleware on a real HTTP server on loopback, forwarding to real servers:
 * every refusal, the forwarding itself, SSE without buffering, and the transport through it.
 */
import { readFile, readdir } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProxyMiddleware, isLoopback, tokenMatches } from "../../src/devproxy/middleware.ts";
import { isForbiddenAddress, isForbiddenHost } from "../../src/devproxy/address.ts";
import { createHttpTarget, findDevProxy, type FetchLike } from "../../src/transport/http/index.ts";
import {
  PROXY_ERROR_HEADER,
  PROXY_LOCATION_HEADER,
  PROXY_TARGET_HEADER,
  PROXY_TOKEN_HEADER,
  proxyPath,
} from "../../src/transport/http/wire/proxy.ts";

const PROXY_PATH = proxyPath();
import {
  type GiftServer,
  type MisbehavingServer,
  startGift,
  startMisbehaving,
} from "../servers/index.ts";
import { initialize, record, request } from "./record.ts";

const TOKEN = "t".repeat(20) + "-test-token-" + "x".repeat(11);

/** Names the test's resolver knows, as DNS would answer them. */
const DNS: Record<string, { address: string; family: number }[]> = {
  "evil.test": [{ address: "169.254.169.254", family: 4 }],
  "mixed.test": [
    { address: "127.0.0.1", family: 4 },
    { address: "fe80::1", family: 6 },
  ],
  "fine.test": [{ address: "127.0.0.1", family: 4 }],
};

let proxy: Server;
let origin: string;
let upstream: MisbehavingServer;
let gift: GiftServer;
let sse: Server;
let sseUrl: string;
let releaseSecond: () => void = () => undefined;

beforeAll(async () => {
  upstream = await startMisbehaving();
  gift = await startGift({ cors: false });
  const middleware = createProxyMiddleware({
    token: TOKEN,
    origins: () => [origin],
    maxBodyBytes: 1024,
    resolve: (hostname) => {
      const found = DNS[hostname];
      if (found) return Promise.resolve(found);
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: "ENOTFOUND",
      });
      return Promise.reject(error);
    },
  });
  proxy = createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(404).end("not the proxy");
    }),
  );
  origin = await listen(proxy);
  // An SSE server that sends one event and holds the second until the test says so.
  sse = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write('data: {"n":1}\n\n');
    releaseSecond = () => res.end('data: {"n":2}\n\n');
  });
  sseUrl = `${await listen(sse)}/events`;
});

afterAll(async () => {
  proxy?.closeAllConnections();
  sse?.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => proxy?.close(resolve)),
    new Promise((resolve) => sse?.close(resolve)),
    upstream?.close(),
    gift?.close(),
  ]);
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A request as the page would send it: same origin, with the proxy's headers. */
function viaProxy(target: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(origin + PROXY_PATH, {
    method: "POST",
    body: "{}",
    ...init,
    headers: {
      Origin: origin,
      [PROXY_TOKEN_HEADER]: TOKEN,
      [PROXY_TARGET_HEADER]: target,
      "Content-Type": "application/json",
      ...init.headers,
    },
    signal: AbortSignal.timeout(10_000),
  });
}

async function refusal(response: Response) {
  const body = (await response.json()) as { error: string };
  return {
    status: response.status,
    code: response.headers.get(PROXY_ERROR_HEADER),
    error: body.error,
  };
}

describe("the token", () => {
  it("is given to the page's own origin only", async () => {
    const same = await fetch(`${origin}/__mcp-proxy/token`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(await same.json()).toEqual({ token: TOKEN });
    const other = await fetch(`${origin}/__mcp-proxy/token`, {
      headers: { Origin: "http://127.0.0.1:9999", "Sec-Fetch-Site": "same-site" },
    });
    expect(await refusal(other)).toMatchObject({ status: 403, code: "bad-origin" });
    const bare = await fetch(`${origin}/__mcp-proxy/token`);
    expect(await refusal(bare)).toMatchObject({ status: 403, code: "bad-origin" });
  });

  it("findDevProxy reads it the way the page does", async () => {
    const pageFetch: typeof fetch = (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), "Sec-Fetch-Site": "same-origin" },
      });
    expect(await findDevProxy(origin + PROXY_PATH, pageFetch)).toEqual({
      endpoint: origin + PROXY_PATH,
      token: TOKEN,
    });
    // A server without the proxy (a static host): no proxy.
    expect(await findDevProxy(upstream.origin + PROXY_PATH)).toBeUndefined();
  });

  it("is compared whole, in constant time", () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(tokenMatches(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches("", "")).toBe(true);
  });
});

describe("refusals", () => {
  it("no token, or a wrong one", async () => {
    expect(
      await refusal(
        await viaProxy(upstream.url("/slow"), { headers: { [PROXY_TOKEN_HEADER]: "" } }),
      ),
    ).toMatchObject({
      status: 403,
      code: "bad-token",
    });
    const wrong = await viaProxy(upstream.url("/slow"), {
      headers: { [PROXY_TOKEN_HEADER]: `${TOKEN.slice(1)}!` },
    });
    expect(await refusal(wrong)).toMatchObject({ status: 403, code: "bad-token" });
    expect(upstream.requests.filter((r) => r.path === "/slow")).toEqual([]);
  });

  it("another origin, or a cross-site GET without one", async () => {
    const foreign = await viaProxy(upstream.url("/slow"), {
      headers: { Origin: "https://evil.example" },
    });
    expect(await refusal(foreign)).toMatchObject({ status: 403, code: "bad-origin" });
    const get = await fetch(origin + PROXY_PATH, {
      headers: {
        [PROXY_TOKEN_HEADER]: TOKEN,
        [PROXY_TARGET_HEADER]: upstream.url("/slow"),
        "Sec-Fetch-Site": "cross-site",
      },
    });
    expect(await refusal(get)).toMatchObject({ status: 403, code: "bad-origin" });
  });

  it("targets that are not http(s) URLs", async () => {
    for (const target of [
      "file:///etc/passwd",
      "ftp://127.0.0.1/x",
      "data:text/plain,hi",
      "/relative",
      "not a url",
    ]) {
      expect(await refusal(await viaProxy(target)), target).toMatchObject({
        status: 400,
        code: "bad-target",
      });
    }
  });

  it("link-local and metadata addresses, however written", async () => {
    for (const target of [
      "http://169.254.169.254/latest/meta-data/",
      "http://169.254.170.2/v2/credentials",
      "http://2852039166/", // 169.254.169.254 as one number
      "http://0xa9.0xfe.0xa9.0xfe/",
      "http://[fe80::1]/",
      "http://[::ffff:169.254.169.254]/",
      "http://[fd00:ec2::254]/",
      "http://100.100.100.200/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "https://METADATA.google.internal./",
    ]) {
      expect(await refusal(await viaProxy(target)), target).toMatchObject({
        status: 403,
        code: "forbidden-address",
      });
    }
  });

  it("names that resolve to such an address, even one among several", async () => {
    const port = new URL(upstream.origin).port;
    expect(await refusal(await viaProxy(`http://evil.test:${port}/slow`))).toMatchObject({
      status: 403,
      code: "forbidden-address",
    });
    expect(await refusal(await viaProxy(`http://mixed.test:${port}/slow`))).toMatchObject({
      status: 403,
      code: "forbidden-address",
    });
    // The same check lets a harmless name through, connecting to the address it was given.
    const fine = await viaProxy(`http://fine.test:${port}/slow`, { body: request(1, "ping") });
    expect(fine.status).toBe(200);
    expect(await fine.json()).toMatchObject({ id: 1, result: { ok: true } });
  });

  it("methods other than GET, POST and DELETE", async () => {
    const put = await viaProxy(upstream.url("/slow"), { method: "PUT" });
    expect(await refusal(put)).toMatchObject({ status: 405, code: "bad-method" });
  });

  it("bodies over the cap, declared or streamed", async () => {
    const big = await viaProxy(upstream.url("/slow"), { body: "x".repeat(2048) });
    expect(await refusal(big)).toMatchObject({ status: 413, code: "too-large" });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("y".repeat(400)));
        controller.close();
      },
    });
    // Node's fetch streams a body only with `duplex: "half"`, which RequestInit does not name.
    const init: RequestInit = { body: chunks };
    Object.assign(init, { duplex: "half" });
    const streamed = await viaProxy(upstream.url("/slow"), init as { body: ReadableStream });
    expect(await refusal(streamed)).toMatchObject({ status: 413, code: "too-large" });
  });

  it("an unreachable target is the proxy's answer, not the target's", async () => {
    const gone = await startMisbehaving();
    const url = gone.url("/mcp");
    await gone.close();
    expect(await refusal(await viaProxy(url))).toMatchObject({
      status: 502,
      code: "upstream-unreachable",
    });
  });

  it("a client that is not on this machine", async () => {
    // The proxy's own server: its sockets made to look as if the peer were on the LAN.
    const middleware = createProxyMiddleware({ token: TOKEN, origins: () => [origin] });
    const lan = createServer((req, res) => {
      Object.defineProperty(req.socket, "remoteAddress", { value: "192.168.1.20" });
      middleware(req, res, () => res.writeHead(404).end());
    });
    const base = await listen(lan);
    try {
      const response = await fetch(base + PROXY_PATH, {
        method: "POST",
        headers: {
          Origin: origin,
          [PROXY_TOKEN_HEADER]: TOKEN,
          [PROXY_TARGET_HEADER]: upstream.url("/slow"),
        },
        body: "{}",
      });
      expect(await refusal(response)).toMatchObject({ status: 403, code: "not-loopback" });
      const token = await fetch(`${base}/__mcp-proxy/token`, {
        headers: { "Sec-Fetch-Site": "same-origin" },
      });
      expect(await refusal(token)).toMatchObject({ status: 403, code: "not-loopback" });
    } finally {
      lan.closeAllConnections();
      await new Promise((resolve) => lan.close(resolve));
    }
  });

  it("starts no process: its modules import nothing that could", async () => {
    const dir = path.join(process.cwd(), "src/devproxy");
    for (const file of await readdir(dir)) {
      const source = await readFile(path.join(dir, file), "utf8");
      // No module that can start a process or run code elsewhere is imported.
      expect(source, file).not.toMatch(/["'](node:)?(child_process|worker_threads|cluster|vm)["']/);
    }
  });

  it("other paths are left to the dev server", async () => {
    expect((await fetch(`${origin}/index.html`)).status).toBe(404);
  });

  it("loopback is told from other addresses", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("192.168.1.20")).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
    expect(isForbiddenAddress("::ffff:a9fe:a9fe")).toBe(true);
    expect(isForbiddenAddress("fe80::abcd%eth0")).toBe(true);
    expect(isForbiddenAddress("10.0.0.1")).toBe(false);
    expect(isForbiddenHost("example.com")).toBe(false);
  });
});

describe("forwarding", () => {
  it("passes the answer through; drops cookies, the page's origin and its own headers", async () => {
    const response = await viaProxy(upstream.url("/expire"), {
      body: initialize(1, "2025-06-18"),
      headers: {
        Cookie: "dev=1",
        Authorization: "Bearer abc",
        "Mcp-Protocol-Version": "2025-06-18",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBe("s-1");
    const seen = upstream.requests.at(-1);
    expect(seen?.headers).toMatchObject({
      authorization: "Bearer abc",
      "mcp-protocol-version": "2025-06-18",
    });
    for (const name of ["cookie", "origin", "x-mcp-proxy-token", "x-mcp-proxy-target"]) {
      expect(seen?.headers[name], name).toBeUndefined();
    }
  });

  it("does not let the browser follow a redirect around it", async () => {
    const redirecting = createServer((_req, res) =>
      res.writeHead(307, { Location: "/elsewhere" }).end(),
    );
    const base = await listen(redirecting);
    try {
      const response = await viaProxy(`${base}/mcp`, { redirect: "manual" });
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get(PROXY_LOCATION_HEADER)).toBe(`${base}/elsewhere`);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it("streams SSE as it comes: the first event arrives while the second is held back", async () => {
    const response = await viaProxy(sseUrl, {
      method: "GET",
      body: null,
      headers: { Accept: "text/event-stream" },
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    // Each read is bounded: a proxy that buffered would give nothing until the stream ends.
    const giveUp = () =>
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), 5000),
      );
    while (!text.includes('{"n":1}')) {
      const { value, done } = await Promise.race([reader.read(), giveUp()]);
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('{"n":1}');
    expect(text).not.toContain('{"n":2}');
    releaseSecond();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('{"n":2}');
  });
});

describe("the transport through the proxy", () => {
  /** The page's fetch: same-origin requests carry Origin (POST, DELETE) or Sec-Fetch-Site (GET). */
  const pageFetch: FetchLike = (input, init) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
      },
    });

  it("reaches a server without CORS, with its session", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: gift.url,
      proxy: { endpoint: origin + PROXY_PATH, token: TOKEN },
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: pageFetch,
    });
    try {
      const sent = await rec.send(target, initialize(1, "2025-06-18"));
      // The detail names the real target, never the proxy or its token.
      expect(sent.http?.url).toBe(gift.url);
      expect(JSON.stringify(sent.http)).not.toContain(TOKEN);
      await rec.reply(1);
      expect(target.connectionInfo()).toMatchObject({
        viaProxy: true,
        transport: "streamable-http",
      });
      expect(target.connectionInfo().sessionId).toBeDefined();
      await rec.send(target, request(2, "tools/list"));
      await rec.reply(2);
      expect(rec.issues).toEqual([]);
    } finally {
      target.close();
    }
  });

  it("a refusal is explained as the proxy's, not the server's", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: "http://169.254.169.254/mcp",
      proxy: { endpoint: origin + PROXY_PATH, token: TOKEN },
      transport: "streamable-http",
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: pageFetch,
    });
    try {
      await rec.send(target, request(1, "ping"));
      const issue = await rec.issue("proxy-refused");
      expect(issue.message).toContain("link-local or cloud metadata");
      expect(rec.log.filter((e) => e.kind === "in")).toEqual([]);
    } finally {
      target.close();
    }
  });
});
