import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeBridge, startFakeBridge } from "../../../test/support/fakeBridge.ts";
import type { TransportListener } from "../types.ts";
import { BridgeClient, parseEvent } from "./bridge.ts";
import type { ProcessState } from "./connection.ts";
import { openBridgeProcess } from "./open.ts";
import { until } from "./until.testkit.ts";

/** A server that says one stray line, logs to stderr, echoes each message, and exits on "bye". */
const ECHO = `
process.stdout.write("booting\\n");
process.stderr.write("ready on stdin\\n");
let pending = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => {
  pending += chunk;
  let end;
  while ((end = pending.indexOf("\\n")) >= 0) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const message = JSON.parse(line);
    if (message.method === "bye") { process.stdout.write('{"unfinished"'); process.exit(3); }
    process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result: { echo: line } }) + "\\n");
  }
});
process.stdin.on("end", () => process.exit(0));
`;

/** Node's fetch sends no Origin of its own; the page's browser does. */
const withOrigin =
  (origin: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin } });

interface Log {
  messages: string[];
  events: { kind: string; detail?: string }[];
  statuses: string[];
  states: ProcessState[];
  stderr: string;
}

function recorder(): { log: Log; listener: TransportListener } {
  const log: Log = { messages: [], events: [], statuses: [], states: [], stderr: "" };
  return {
    log,
    listener: {
      message: (text) => log.messages.push(text),
      status: (status, event) => {
        log.statuses.push(status);
        if (event)
          log.events.push({ kind: event.kind, ...(event.detail && { detail: event.detail }) });
      },
    },
  };
}

/** Polls `check` until it holds (generous limit: the machine may be loaded). */

let bridge: FakeBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

async function helloed(options?: Parameters<typeof startFakeBridge>[0]) {
  bridge = await startFakeBridge(options);
  const client = new BridgeClient({ base: bridge.base, fetch: withOrigin(bridge.origin) });
  return { client, hello: await client.hello(), bridge };
}

describe("BridgeClient.hello", () => {
  it("gets the offered servers and keeps the token to itself", async () => {
    const servers = [{ id: "echo", command: "node", args: ["-e", ECHO], envNames: ["API_KEY"] }];
    const { hello } = await helloed({ servers, initial: "echo" });
    expect(hello.type).toBe("ready");
    if (hello.type !== "ready") return;
    expect(hello.hello.servers).toEqual(servers);
    expect(hello.hello.initial).toBe("echo");
    expect(JSON.stringify(hello)).not.toContain("token");
  });

  it("says absent when nothing listens, or a page server answers instead of a bridge", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const none = new BridgeClient({ base: `http://127.0.0.1:${port}/` });
    expect(await none.hello()).toEqual({ type: "absent" });

    const site = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>MCP Playground</title>");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(site.address() as AddressInfo).port}/app/`;
    expect(await new BridgeClient({ base: at }).hello()).toEqual({ type: "absent" });
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it("says refused, in the bridge's words, when the Origin is not the page's", async () => {
    bridge = await startFakeBridge();
    const client = new BridgeClient({ base: bridge.base, fetch: withOrigin("http://evil.test") });
    expect(await client.hello()).toEqual({ type: "refused", reason: "Wrong Origin." });
    await expect(client.start({ server: "x" })).rejects.toThrow("has not been reached");
  });

  it("refuses a bridge of another protocol version", async () => {
    const { hello } = await helloed({ protocol: 99 });
    expect(hello).toMatchObject({ type: "refused" });
  });
});

describe("a process through the bridge", () => {
  it("starts, logs stray text and stderr apart, echoes messages, and is stopped by the page", async () => {
    const { client } = await helloed();
    const { log, listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { command: "node", args: ["-e", ECHO] },
      listener,
      command: "node",
      stderr: (text) => void (log.stderr += text),
      onState: (state) => log.states.push(state),
    });
    await until(() => proc.connection.state.state === "running", "the process to start");
    await proc.send('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    await until(() => log.messages.length === 1, "the echo");
    expect(JSON.parse(log.messages[0] ?? "")).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: { echo: '{"jsonrpc":"2.0","id":1,"method":"ping"}' },
    });
    await until(() => log.stderr.includes("ready on stdin"), "stderr");
    expect(log.events).toContainEqual({ kind: "stdout-stray", detail: "booting" });
    await expect(proc.send('{"id":2,\n"method":"ping"}')).rejects.toThrow("line break");
    proc.stop();
    await until(() => proc.connection.state.state === "exited", "the exit");
    expect(log.events.at(-1)?.kind).toBe("stopped");
    expect(log.events.map((e) => e.kind)).not.toContain("crashed");
    expect(log.states[0]).toEqual({ state: "starting" });
    proc.close();
  });

  it("reports a crash with its code and the unterminated rest", async () => {
    const { client } = await helloed();
    const { log, listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { command: "node", args: ["-e", ECHO] },
      listener,
      command: "node",
    });
    await until(() => proc.connection.state.state === "running", "the process to start");
    await proc.send('{"jsonrpc":"2.0","method":"bye"}');
    await until(() => proc.connection.state.state === "exited", "the exit");
    expect(log.events.slice(-2)).toEqual([
      { kind: "stdout-stray", detail: 'left without a newline at exit: {"unfinished"' },
      { kind: "crashed", detail: "The process exited with code 3." },
    ]);
    expect(log.statuses.at(-1)).toBe("crashed");
    proc.close();
  });

  it("explains a command that does not exist", async () => {
    const { client } = await helloed();
    const { log, listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { command: "no-such-command-h3", args: [] },
      listener,
      command: "no-such-command-h3",
    });
    await until(() => proc.connection.state.state === "failed", "the failure");
    expect(log.events.at(-1)?.detail).toMatch(
      /^Could not start no-such-command-h3: no such command or file \(ENOENT\)\. It was looked for in this PATH: /,
    );
    proc.close();
  });

  it("passes on the bridge's refusal to start", async () => {
    const { client } = await helloed();
    const { log, listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { server: "nope" },
      listener,
      command: "nope",
    });
    await until(() => proc.connection.state.state === "failed", "the refusal");
    expect(log.events.at(-1)?.detail).toBe('Could not start nope: No server "nope" is offered.');
  });

  it("marks the process lost when the bridge dies, and keeps going", async () => {
    const { client, bridge: fake } = await helloed();
    const { log, listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { command: "node", args: ["-e", ECHO] },
      listener,
      command: "node",
    });
    await until(() => proc.connection.state.state === "running", "the process to start");
    await fake.kill();
    await until(() => proc.connection.state.state === "lost", "the loss");
    expect(log.events.at(-1)?.detail).toMatch(/^The process was lost: /);
    await expect(proc.send("{}")).rejects.toThrow("not running");
    proc.close();
  });

  it("ends the process when the page closes the connection", async () => {
    const { client, bridge: fake } = await helloed();
    const { listener } = recorder();
    const proc = openBridgeProcess({
      client,
      request: { command: "node", args: ["-e", ECHO] },
      listener,
      command: "node",
    });
    await until(() => proc.connection.state.state === "running", "the process to start");
    const state = proc.connection.state;
    const pid = state.state === "running" ? state.pid : 0;
    proc.close();
    await until(() => !alive(pid), "the process to end");
    expect(fake.routes).toContain("stop");
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("parseEvent", () => {
  it("takes well-formed events only", () => {
    expect(parseEvent('{"type":"stdout","line":"x","at":1}')).toEqual({
      type: "stdout",
      line: "x",
      at: 1,
    });
    expect(parseEvent('{"type":"stdout","at":1}')).toBeUndefined();
    expect(parseEvent('{"type":"other","at":1}')).toBeUndefined();
    expect(parseEvent('{"type":"exit","code":"1","signal":null,"at":1}')).toBeUndefined();
    expect(parseEvent("nope")).toBeUndefined();
  });
});
