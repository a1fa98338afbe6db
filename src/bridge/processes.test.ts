/** Processes through the bridge: start, events, send, stop, the caps, the page going away. */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BridgeEvent, HelloReply, StartReply } from "../transport/stdio/protocol.ts";
import { openEvents, post, tempSite, until, writeTinyServer } from "./bridge.testkit.ts";
import { type Bridge, type BridgeOptions, startBridge } from "./server.ts";

let site: Awaited<ReturnType<typeof tempSite>>;
let tiny: string;
const bridges: Bridge[] = [];

beforeAll(async () => {
  site = await tempSite();
  tiny = await writeTinyServer(site.root);
});
afterEach(async () => {
  await Promise.all(bridges.splice(0).map((b) => b.close()));
});
afterAll(async () => {
  await site.done();
});

async function open(options: Partial<BridgeOptions> = {}) {
  const bridge = await startBridge({
    site: site.site,
    servers: [{ id: "tiny", command: process.execPath, args: [tiny] }],
    ...options,
  });
  bridges.push(bridge);
  const hello = JSON.parse((await post(bridge.port, "hello", {})).body) as HelloReply;
  const start = async (body: unknown = { server: "tiny" }) => {
    const answer = await post(bridge.port, "start", body, hello.token);
    return {
      answer,
      id: answer.status === 200 ? (JSON.parse(answer.body) as StartReply).process : "",
    };
  };
  return { bridge, port: bridge.port, token: hello.token, start };
}

const events = (lines: unknown[]) => lines as BridgeEvent[];
const types = (lines: unknown[]) => events(lines).map((e) => e.type);

const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  },
});

describe("a server through the bridge", () => {
  it("starts, streams its events, takes a message, answers it, and stops on request", async () => {
    const { port, token, start, bridge } = await open();
    const { id } = await start();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const stream = openEvents(port, id, token);
    await until(() => types(stream.lines).includes("spawned"), "spawned");
    expect(stream.status()).toBe(200);
    const sent = await post(port, "send", { process: id, line: INITIALIZE }, token);
    expect(sent.status).toBe(200);
    await until(() => types(stream.lines).includes("stdout"), "the reply");
    const reply = events(stream.lines).find((e) => e.type === "stdout");
    expect(JSON.parse(reply?.type === "stdout" ? reply.line : "null")).toMatchObject({
      id: 1,
      result: { serverInfo: { name: "tiny" } },
    });
    await until(
      () =>
        events(stream.lines).some((e) => e.type === "stderr" && e.text.includes("tiny server up")),
      "stderr",
    );
    expect((await post(port, "stop", { process: id }, token)).status).toBe(200);
    await until(stream.ended, "the stream's end");
    // The tiny server leaves when its stdin closes: the first step of stop is enough.
    expect(events(stream.lines).at(-1)).toMatchObject({ type: "exit", code: 0, by: "page" });
    expect(bridge.running()).toBe(0);
    expect((await post(port, "send", { process: id, line: "{}" }, token)).status).toBe(404);
  });

  it("keeps the events from the start until the page attaches, and lets only one attach", async () => {
    const { port, token, start } = await open();
    const marker = path.join(site.root, `printed-${Date.now()}`);
    const { id } = await start({
      command: process.execPath,
      args: [
        "-e",
        `process.stdout.write('early\\n', () => require('fs').writeFileSync(${JSON.stringify(marker)}, '')); setTimeout(() => {}, 600000)`,
      ],
    });
    // The line is out before anyone reads: it waits in the bridge.
    await until(() => existsSync(marker), "the early line written");
    const stream = openEvents(port, id, token);
    await until(() => types(stream.lines).includes("stdout"), "the early line");
    expect(events(stream.lines)[0]).toMatchObject({ type: "spawned" });
    expect(events(stream.lines)[1]).toMatchObject({ type: "stdout", line: "early" });
    const second = await post(port, "events", { process: id }, token);
    expect([second.status, second.body]).toEqual([
      409,
      expect.stringContaining("already-attached"),
    ]);
  });

  it("refuses a line with a line break, and says which process is unknown", async () => {
    const { port, token, start } = await open();
    const { id } = await start();
    const stream = openEvents(port, id, token);
    await until(() => types(stream.lines).includes("spawned"), "spawned");
    expect((await post(port, "send", { process: id, line: "{}\n{}" }, token)).status).toBe(400);
    expect((await post(port, "send", { process: id, line: 1 }, token)).status).toBe(400);
    expect((await post(port, "send", { process: "nope", line: "{}" }, token)).status).toBe(404);
    expect((await post(port, "events", { process: "nope" }, token)).status).toBe(404);
  });

  it("ends the process when the page's events request goes away", async () => {
    const { port, token, start, bridge } = await open({ limits: { graceMs: 300 } });
    const { id } = await start({
      command: process.execPath,
      args: [
        "-e",
        "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('up')",
      ],
    });
    const stream = openEvents(port, id, token);
    await until(() => types(stream.lines).includes("stdout"), "up");
    expect(bridge.running()).toBe(1);
    stream.abort();
    await until(() => bridge.running() === 0, "the process's end");
    // And the bridge forgot it: nothing of it stays in memory for the bridge's lifetime.
    await until(
      async () => (await post(port, "events", { process: id }, token)).status === 404,
      "the entry's end",
    );
  });

  it("reports a command that cannot start as spawn-error, with the PATH it was given", async () => {
    const { port, token, start } = await open();
    const { id, answer } = await start({
      command: "mcp-playground-no-such-server",
      args: [],
      env: { PATH: "/nowhere" },
    });
    expect(answer.status).toBe(200);
    const stream = openEvents(port, id, token);
    await until(stream.ended, "the stream's end");
    expect(events(stream.lines)).toEqual([
      expect.objectContaining({ type: "spawn-error", code: "ENOENT", path: "/nowhere" }),
    ]);
  });

  it("runs at most `processes` at once: the next start gets 429 with the reason", async () => {
    const { token, start, port, bridge } = await open({ limits: { processes: 2 } });
    const first = await start();
    const second = await start();
    expect([first.answer.status, second.answer.status]).toEqual([200, 200]);
    const third = await start();
    expect(third.answer.status).toBe(429);
    expect(JSON.parse(third.answer.body)).toMatchObject({ error: "too-many-processes" });
    expect(third.answer.body).toContain("At most 2");
    expect(bridge.running()).toBe(2);
    await post(port, "stop", { process: first.id }, token);
    expect((await start()).answer.status).toBe(200);
  });

  it("stops a process nobody talks to after idleMs, by idle", async () => {
    const { port, token, start } = await open({ limits: { idleMs: 400 } });
    const { id } = await start();
    const stream = openEvents(port, id, token);
    await until(stream.ended, "the idle stop");
    expect(events(stream.lines).at(-1)).toMatchObject({ type: "exit", by: "idle" });
  });

  it("stops a process whose events nobody came for", async () => {
    const { start, bridge } = await open({ limits: { attachMs: 300 } });
    await start();
    await until(() => bridge.running() === 0, "the unattended process's end");
  });

  it("counts the events kept for a page in bytes: 20,000 × € is 60,000 bytes, over 40,000", async () => {
    // In UTF-16 units the same text is 20,000: counted so, the process would be kept running.
    const { port, token, start, bridge } = await open({ limits: { pendingBytes: 40_000 } });
    const { id } = await start({
      command: process.execPath,
      args: ["-e", "process.stderr.write('€'.repeat(20000)); setInterval(() => {}, 1000)"],
    });
    await until(() => bridge.running() === 0, "the stop for too many bytes kept");
    const stream = openEvents(port, id, token);
    await until(stream.ended, "the kept events");
    expect(events(stream.lines).at(-1)).toMatchObject({ type: "exit", by: "bridge" });
  });

  it("stops every process when the bridge stops, by SIGKILL if it must", async () => {
    const { port, token, start, bridge } = await open({ limits: { graceMs: 200 } });
    const stubborn = await start({
      command: process.execPath,
      args: [
        "-e",
        "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('up')",
      ],
    });
    const polite = await start();
    const a = openEvents(port, stubborn.id, token);
    const b = openEvents(port, polite.id, token);
    await until(
      () => types(a.lines).includes("stdout") && types(b.lines).includes("spawned"),
      "both up",
    );
    await bridge.close();
    expect(bridge.running()).toBe(0);
    await until(() => a.ended() && b.ended(), "both streams' ends");
    const last = (lines: unknown[]) => events(lines).filter((e) => e.type === "exit");
    expect(last(a.lines)).toEqual([expect.objectContaining({ signal: "SIGKILL", by: "bridge" })]);
    expect(last(b.lines)).toEqual([expect.objectContaining({ code: 0, by: "bridge" })]);
  });
});
