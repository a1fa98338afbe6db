/** The bridge's routes in a real Vite dev server: the same locks, the same processes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ViteDevServer, createServer } from "vite";
import type { BridgeEvent, HelloReply, StartReply } from "../transport/stdio/protocol.ts";
import { openEvents, post, request, tempSite, until, writeTinyServer } from "./bridge.testkit.ts";
import { mcpBridge } from "./vite-plugin.ts";

let site: Awaited<ReturnType<typeof tempSite>>;
let server: ViteDevServer;
let port: number;

beforeAll(async () => {
  site = await tempSite();
  const tiny = await writeTinyServer(site.root);
  server = await createServer({
    configFile: false,
    root: site.site,
    logLevel: "silent",
    plugins: [
      mcpBridge({
        servers: [{ id: "tiny", command: process.execPath, args: [tiny] }],
        initial: "tiny",
      }),
    ],
    server: { host: "127.0.0.1", port: 0, open: false, ws: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await server.close();
  await site.done();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the bridge in the dev server", () => {
  it("keeps the locks: Host, exact Origin, token, JSON, no CORS even for a local site", async () => {
    expect(
      (await post(port, "hello", {}, undefined, { host: `evil.example.com:${port}` })).status,
    ).toBe(403);
    for (const origin of ["null", `http://localhost:${port + 1}`, `https://127.0.0.1:${port}`]) {
      const answer = await post(port, "hello", {}, undefined, { origin });
      expect([origin, answer.status]).toEqual([origin, 403]);
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const preflight = await request({
      port,
      path: "/__mcp-bridge/hello",
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect((await post(port, "start", { server: "tiny" }, "0".repeat(64))).status).toBe(403);
    const form = await post(port, "hello", {}, undefined, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
  });

  it("starts the offered server, streams its reply, and stops it when the dev server closes", async () => {
    const hello = JSON.parse((await post(port, "hello", {})).body) as HelloReply;
    expect(hello).toMatchObject({ initial: "tiny", servers: [{ id: "tiny" }] });
    const started = await post(port, "start", { server: "tiny" }, hello.token);
    const { process: id } = JSON.parse(started.body) as StartReply;
    const stream = openEvents(port, id, hello.token);
    const line = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/list" });
    await until(() => (stream.lines as BridgeEvent[]).some((e) => e.type === "spawned"), "spawned");
    expect((await post(port, "send", { process: id, line }, hello.token)).status).toBe(200);
    await until(
      () =>
        (stream.lines as BridgeEvent[]).some(
          (e) => e.type === "stdout" && e.line.includes('"id":7'),
        ),
      "the reply",
    );
    const spawned = (stream.lines as BridgeEvent[]).find((e) => e.type === "spawned");
    const pid = spawned?.type === "spawned" ? spawned.pid : 0;
    expect(alive(pid)).toBe(true);
    await server.close();
    await until(stream.ended, "the stream's end");
    await until(() => !alive(pid), "the server process's end");
  });
});
