/** Every lock of the bridge, attacked over a real socket. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelloReply } from "../transport/stdio/protocol.ts";
import { post, request, tempSite, writeTinyServer } from "./bridge.testkit.ts";
import { proveEveryRouteLocked } from "./matrix.testkit.ts";
import { loopbackPeer } from "./locks.ts";
import { type Bridge, startBridge } from "./server.ts";

let bridge: Bridge;
let site: Awaited<ReturnType<typeof tempSite>>;
let port: number;
let token: string;

beforeAll(async () => {
  site = await tempSite();
  const tiny = await writeTinyServer(site.root);
  bridge = await startBridge({
    site: site.site,
    servers: [
      { id: "echo", command: process.execPath, args: ["-e", "1"], env: { API_KEY: "sk-secret" } },
      { id: "tiny", command: process.execPath, args: [tiny] },
    ],
    initial: "echo",
    url: "http://127.0.0.1:9/mcp",
  });
  port = bridge.port;
  const hello = await post(port, "hello", {});
  token = (JSON.parse(hello.body) as HelloReply).token;
});
afterAll(async () => {
  await bridge.close();
  await site.done();
});

describe("hello", () => {
  it("hands out a 256-bit token, the offers without env values, the initial target", async () => {
    const answer = await post(port, "hello", {});
    expect(answer.status).toBe(200);
    const hello = JSON.parse(answer.body) as HelloReply;
    expect(hello.token).toMatch(/^[0-9a-f]{64}$/);
    expect(hello).toMatchObject({
      protocol: 1,
      initial: "echo",
      url: "http://127.0.0.1:9/mcp",
      servers: [
        { id: "echo", command: process.execPath, args: ["-e", "1"], envNames: ["API_KEY"] },
        { id: "tiny", envNames: [] },
      ],
      limits: { processes: 4 },
    });
    expect(answer.body).not.toContain("sk-secret");
  });

  it("gives a new token to a new bridge", async () => {
    const other = await startBridge({ site: site.site });
    try {
      const hello = JSON.parse((await post(other.port, "hello", {})).body) as HelloReply;
      expect(hello.token).not.toBe(token);
    } finally {
      await other.close();
    }
  });
});

describe("the peer's address (what the socket is, not what the headers say)", () => {
  it("is loopback only: 127.0.0.0/8, ::1, and 127.x mapped into IPv6", () => {
    for (const peer of ["127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "::ffff:127.0.0.1"]) {
      expect([peer, loopbackPeer(peer)]).toEqual([peer, true]);
    }
    for (const peer of [
      undefined,
      "",
      "192.0.2.2",
      "10.0.0.1",
      "0.0.0.0",
      "128.0.0.1",
      "127.0.0.256",
      "127.0.0",
      "::ffff:192.0.2.2",
      "::",
      "fe80::1",
      "::2",
      "127.0.0.1.evil",
    ]) {
      expect([peer, loopbackPeer(peer)]).toEqual([peer, false]);
    }
  });
});

describe("the Host allow-list (DNS rebinding)", () => {
  const hostile = (p: number) => [
    `evil.example.com:${p}`,
    `127.0.0.1:${p + 1}`,
    "127.0.0.1",
    `localhost.evil.com:${p}`,
    `[::1]:${p}`,
    `0.0.0.0:${p}`,
  ];

  it("refuses the site's files under another name", async () => {
    for (const host of hostile(port)) {
      for (const path of ["/", "/index.html", "/assets/app.js", "/sandbox.html"]) {
        const answer = await request({ port, path, headers: { host } });
        expect([host, path, answer.status]).toEqual([host, path, 403]);
      }
    }
  });

  it("answers both loopback names", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await request({ port, path: "/", headers: { host } })).status).toBe(200);
    }
    const viaLocalhost = await post(port, "hello", {}, undefined, {
      host: `localhost:${port}`,
      origin: `http://localhost:${port}`,
    });
    expect(viaLocalhost.status).toBe(200);
  });
});

describe("every route × every attack (bridge.testkit.ts's matrix)", () => {
  it("refuses each with its lock, starts nothing, and leaves a running process alone", async () => {
    await proveEveryRouteLocked(port, "tiny", () => bridge.running());
    expect(bridge.running()).toBe(0);
  });

  it("lets a same-origin request through (the one Sec-Fetch-Site the page sends)", async () => {
    const same = await post(port, "hello", {}, undefined, { "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(200);
  });
});

describe("bodies", () => {
  it("caps the size of a body", async () => {
    const big = JSON.stringify({ command: "x".repeat(2 * 1024 * 1024), args: [] });
    const answer = await request({
      port,
      path: "/__mcp-bridge/start",
      method: "POST",
      headers: {
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/json",
        "x-mcp-playground-token": token,
      },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("too-large");
    expect(bridge.running()).toBe(0);
  });

  it("refuses what is not JSON and what is not a start request", async () => {
    const broken = await request({
      port,
      path: "/__mcp-bridge/start",
      method: "POST",
      headers: {
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/json",
        "x-mcp-playground-token": token,
      },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    for (const body of [
      [],
      { command: "" },
      { command: "node", args: "-e 1" },
      { command: "node", args: [1] },
      { command: "no\0de", args: [] },
      { command: "node", args: [], env: { "A=B": "x" } },
      { command: "node", args: [], env: { A: 1 } },
      { command: "node", args: [], shell: true },
      { server: 1 },
    ]) {
      const answer = await post(port, "start", body, token);
      expect([body, answer.status]).toEqual([body, 400]);
    }
    expect((await post(port, "start", { server: "nope" }, token)).status).toBe(404);
    expect(bridge.running()).toBe(0);
  });
});

describe("methods and headers", () => {
  it("takes POST only on the routes, and answers a preflight with no CORS header", async () => {
    const get = await request({
      port,
      path: "/__mcp-bridge/hello",
      headers: { origin: `http://127.0.0.1:${port}` },
    });
    expect(get.status).toBe(405);
    const preflight = await request({
      port,
      path: "/__mcp-bridge/start",
      method: "OPTIONS",
      headers: {
        origin: "http://evil.example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-mcp-playground-token",
      },
    });
    expect(preflight.status).toBe(403);
    for (const answer of [get, preflight, await post(port, "hello", {})]) {
      expect(Object.keys(answer.headers).filter((h) => h.startsWith("access-control-"))).toEqual(
        [],
      );
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});
