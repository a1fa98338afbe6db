/** The bridge's routes in a real Vite dev server: the same locks, the same processes. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ViteDevServer, createServer } from "vite";
import type { BridgeEvent, HelloReply, StartReply } from "../transport/stdio/protocol.ts";
import {
  nonLoopbackAddress,
  openEvents,
  post,
  request,
  tempSite,
  until,
  writeTinyServer,
} from "./bridge.testkit.ts";
import { ROUTES, proveEveryRouteLocked } from "./matrix.testkit.ts";
import { type BridgePlugin, mcpBridge } from "./vite-plugin.ts";

let site: Awaited<ReturnType<typeof tempSite>>;
let server: ViteDevServer;
let port: number;
let plugin: BridgePlugin;

beforeAll(async () => {
  site = await tempSite();
  const tiny = await writeTinyServer(site.root);
  server = await createServer({
    configFile: false,
    root: site.site,
    logLevel: "silent",
    plugins: [
      (plugin = mcpBridge({
        servers: [{ id: "tiny", command: process.execPath, args: [tiny] }],
        initial: "tiny",
        // No process is stopped for want of its events during a test: only the close hook may.
        limits: { attachMs: 10 * 60 * 1000 },
      })),
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

/** Writes its pid to the file named by its argument, then waits for stdin to close. */
const SAY_PID = `require("node:fs").writeFileSync(process.argv[1], String(process.pid));
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the bridge in the dev server", () => {
  it("refuses every attack on every route, like the standalone bridge (the same matrix)", async () => {
    // A name that is not a local one is refused by Vite's own Host check, before any plugin.
    const viteHostCheck = (status: number, body: string) =>
      status === 403 && body.startsWith("Blocked request. This host") ? "bad-host" : undefined;
    await proveEveryRouteLocked(port, "tiny", () => plugin.running(), viteHostCheck);
    expect(plugin.running()).toBe(0);
  });

  it("answers no CORS preflight, even for another local site", async () => {
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
    const refused = await post(port, "hello", {}, undefined, { origin: "null" });
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });

  // A machine with no address but loopback cannot make this peer; the predicate's own test
  // (locks.test.ts) still runs there.
  const elsewhere = nonLoopbackAddress();
  it.skipIf(elsewhere === undefined)(
    "refuses a peer that is not on this computer, even with the page's Host, Origin and token",
    async () => {
      const hello = JSON.parse((await post(port, "hello", {})).body) as HelloReply;
      for (const route of ROUTES) {
        const answer = await request({
          port,
          path: `/__mcp-bridge/${route}`,
          method: "POST",
          localAddress: elsewhere!,
          headers: {
            origin: `http://127.0.0.1:${port}`,
            "content-type": "application/json",
            "x-mcp-playground-token": hello.token,
          },
          body: JSON.stringify(route === "start" ? { server: "tiny" } : {}),
        });
        expect([route, answer.status, answer.body]).toEqual([
          route,
          403,
          expect.stringContaining('"bad-peer"'),
        ]);
        expect(answer.body).not.toContain(hello.token);
      }
      expect(plugin.running()).toBe(0);
    },
  );

  it("refuses its own page under a foreign Host (DNS rebinding)", async () => {
    expect((await request({ port, path: "/" })).status).toBe(200);
    for (const path of ["/", "/index.html", "/@vite/client"]) {
      const answer = await request({ port, path, headers: { host: `evil.example.com:${port}` } });
      expect([path, answer.status]).toEqual([path, 403]);
    }
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
    // A process whose events nobody reads has no stream whose end could stop it: only the
    // plugin's close hook can. It says its pid in a file, since no event reaches the test.
    const pidFile = path.join(site.root, "unattached.pid");
    const unattached = await post(
      port,
      "start",
      { command: process.execPath, args: ["-e", SAY_PID, pidFile] },
      hello.token,
    );
    expect(unattached.status).toBe(200);
    let lonely = 0;
    await until(async () => {
      lonely = Number(await readFile(pidFile, "utf8").catch(() => "0"));
      return lonely > 0;
    }, "the unattached process's pid");
    expect(alive(lonely)).toBe(true);
    expect(plugin.running()).toBe(2);
    await server.close();
    await until(() => !alive(lonely), "the unattached process's end");
    await until(stream.ended, "the stream's end");
    await until(() => !alive(pid), "the server process's end");
  });
});
