/**
 * `npm run serve:gift -- --stdio` as a real child process: the handshake, the lists, a tool
 * call, a parse error, the end when stdin closes (after the replies still owed), and nothing but
 * JSON-RPC messages on stdout.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { initialize, notification, request } from "./testkit.ts";
import { createGiftStdio } from "./stdio.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const WAIT_MS = 60_000;

type Json = Record<string, unknown>;

class StdioChild {
  readonly child: ChildProcessWithoutNullStreams;
  stdout = "";
  stderr = "";
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private wake: (() => void) | undefined;

  constructor(args: string[] = []) {
    this.child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/serve-gift.ts", "--stdio", ...args],
      { cwd: root },
    );
    this.child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      this.stdout += chunk;
      this.wake?.();
    });
    this.child.stderr.setEncoding("utf8").on("data", (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => {
      this.child.on("exit", (code, signal) => resolve({ code, signal }));
    });
  }

  send(message: Json | string): void {
    this.child.stdin.write(`${typeof message === "string" ? message : JSON.stringify(message)}\n`);
  }

  /** Every complete stdout line so far, each parsed (a line that is no JSON throws). */
  lines(): Json[] {
    return this.stdout
      .split("\n")
      .slice(0, -1)
      .map((line) => JSON.parse(line) as Json);
  }

  /** Waits until a stdout line satisfies `test` (bounded generously). */
  async waitFor(test: (message: Json) => boolean): Promise<Json> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.lines().find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such line; stderr:\n${this.stderr}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 1000);
      });
    }
  }

  reply(id: number): Promise<Json> {
    return this.waitFor((m) => m.id === id && ("result" in m || "error" in m));
  }
}

let running: StdioChild[] = [];
afterEach(() => {
  for (const c of running) c.child.kill("SIGKILL");
  running = [];
});

function start(): StdioChild {
  const c = new StdioChild();
  running.push(c);
  return c;
}

async function handshake(c: StdioChild): Promise<Json> {
  c.send(initialize(1, "2025-11-25"));
  const reply = await c.reply(1);
  c.send(notification("notifications/initialized"));
  return reply;
}

describe("the gift server over stdio", () => {
  it("initialize, tools/list, tools/call, then an exit of its own when stdin closes", async () => {
    const c = start();
    const init = await handshake(c);
    expect(init.result).toMatchObject({
      protocolVersion: "2025-11-25",
      serverInfo: { name: expect.any(String) as unknown },
    });
    c.send(request(2, "tools/list"));
    const list = (await c.reply(2)).result as { tools: { name: string }[] };
    expect(list.tools.map((t) => t.name)).toContain("suggest_gifts");
    c.send(
      request(3, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 40 },
      }),
    );
    const call = (await c.reply(3)).result as { content: { type: string }[]; isError?: boolean };
    expect(call.isError).not.toBe(true);
    expect(call.content[0]?.type).toBe("text");
    c.child.stdin.end();
    expect(await c.exited).toEqual({ code: 0, signal: null });
    // Every stdout line is one JSON-RPC message, and the notice went to stderr.
    expect(c.stdout.endsWith("\n")).toBe(true);
    for (const m of c.lines()) expect(m.jsonrpc).toBe("2.0");
    const replies = c.lines().filter((m) => !("method" in m));
    expect(replies.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(c.stderr).toContain("Gift server (MCP, stdio)");
  }, 120_000);

  it("answers invalid JSON with the JSON-RPC parse error, and an invalid message with -32600", async () => {
    const c = start();
    c.send('{"jsonrpc":"2.0","id":7,"method":');
    const parseError = await c.waitFor((m) => (m.error as Json | undefined)?.code === -32700);
    expect(parseError).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
    c.send({ jsonrpc: "2.0", id: 8, method: 42 });
    expect(await c.reply(8)).toMatchObject({ error: { code: -32600 } });
    // A blank line is no message: nothing answers it; a CRLF line is read as its message.
    c.send("");
    c.child.stdin.write(`${JSON.stringify(request(9, "ping"))}\r\n`);
    expect(await c.reply(9)).toMatchObject({ id: 9 });
    c.child.stdin.end();
    expect(await c.exited).toEqual({ code: 0, signal: null });
    expect(c.lines()).toHaveLength(3);
  }, 120_000);

  it("finishes a reply still owed when stdin closes, then exits", async () => {
    const c = start();
    await handshake(c);
    // wrap_gift takes a few steps of sleep: its reply is owed when stdin closes.
    c.send(request(4, "tools/call", { name: "wrap_gift", arguments: { gift: "a kettle" } }));
    c.child.stdin.end();
    expect(await c.exited).toEqual({ code: 0, signal: null });
    const reply = c.lines().find((m) => m.id === 4);
    expect(JSON.stringify(reply?.result)).toContain("a kettle");
  }, 120_000);

  it("writes its usage to stderr, not stdout, with --help", async () => {
    const c = new StdioChild(["--help"]);
    running.push(c);
    expect(await c.exited).toEqual({ code: 0, signal: null });
    expect(c.stdout).toBe("");
    expect(c.stderr).toContain("--stdio");
  }, 120_000);
});

describe("the stdio line reader", () => {
  const collect = (options: { maxLineChars?: number } = {}) => {
    const lines: string[] = [];
    const logs: string[] = [];
    const server = createGiftStdio({
      writeLine: (l) => lines.push(l),
      log: (t) => logs.push(t),
      ...options,
    });
    return { lines, logs, server };
  };

  it("joins a message split across chunks and splits chunks holding several", async () => {
    const { lines, server } = collect();
    const ping = (id: number) => JSON.stringify(request(id, "ping"));
    const text = `${ping(1)}\n${ping(2)}\n`;
    for (const ch of text.slice(0, 10)) server.feed(ch);
    server.feed(text.slice(10));
    await server.end();
    const ids = lines.map((l) => (JSON.parse(l) as Json).id);
    expect(ids.sort()).toEqual([1, 2]);
  });

  it("drops a line over the cap with a parse error, and reads the next one", async () => {
    const { lines, logs, server } = collect({ maxLineChars: 100 });
    server.feed(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${"a".repeat(60)}`);
    server.feed(`${"b".repeat(60)}"}}\n${JSON.stringify(request(2, "ping"))}\n`);
    await server.end();
    const replies = lines.map((l) => JSON.parse(l) as Json);
    expect(replies[0]).toMatchObject({ error: { code: -32700 } });
    expect(replies.some((r) => r.id === 2)).toBe(true);
    expect(replies.some((r) => r.id === 1)).toBe(false);
    expect(logs.join("\n")).toContain("longer than 100");
  });
});
