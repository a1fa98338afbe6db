import { describe, expect, it } from "vitest";
import type { TransportListener, TransportStatus } from "../types.ts";
import type { ServerEventKind } from "../../protocol/exchange/types.ts";
import { StdioConnection, commandLine } from "./connection.ts";
import { framingProblem, minified } from "./framing.ts";
import { inert, inertLines } from "./inert.ts";
import type { BridgeEvent } from "./protocol.ts";

type Seen =
  | { type: "message"; text: string; at: number }
  | { type: "status"; status: TransportStatus; kind?: ServerEventKind; detail?: string };

function setup(options: { restart?: boolean } = {}) {
  const seen: Seen[] = [];
  const written: string[] = [];
  const stderr: string[] = [];
  let stops = 0;
  const listener: TransportListener = {
    message: (text, at) => seen.push({ type: "message", text, at }),
    status: (status, event) =>
      seen.push({
        type: "status",
        status,
        ...(event && { kind: event.kind }),
        ...(event?.detail !== undefined && { detail: event.detail }),
      }),
  };
  const connection = new StdioConnection(
    {
      listener,
      write: (line) => {
        written.push(line);
        return Promise.resolve();
      },
      stop: () => void stops++,
      stderr: (text) => stderr.push(text),
      clock: () => 7,
      ...options,
    },
    "my-server",
  );
  return { connection, seen, written, stderr, stops: () => stops };
}

const spawned: BridgeEvent = {
  type: "spawned",
  pid: 42,
  at: 1,
  argv: ["node", "server.js", "a b"],
  cwd: "/tmp",
  path: "/usr/bin",
};

describe("StdioConnection", () => {
  it("reports starting, then started with the pid and the argument list", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    expect(seen).toEqual([
      { type: "status", status: "starting" },
      {
        type: "status",
        status: "ready",
        kind: "started",
        detail: 'pid 42: node server.js "a b" (in /tmp)',
      },
    ]);
    expect(connection.state).toEqual({
      state: "running",
      pid: 42,
      argv: ["node", "server.js", "a b"],
      cwd: "/tmp",
    });
  });

  it("logs a replacing process as restarted", () => {
    const { connection, seen } = setup({ restart: true });
    connection.event(spawned);
    expect(seen[1]).toMatchObject({ kind: "restarted" });
  });

  it("gives each JSON line to the listener exactly as received", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    const lines = ['{"jsonrpc":"2.0", "id":1,"result":{}}  ', "[1,2]", '"text"', "42", "null"];
    for (const line of lines) connection.event({ type: "stdout", line, at: 5 });
    expect(seen.slice(2)).toEqual(lines.map((text) => ({ type: "message", text, at: 5 })));
  });

  it("logs stray stdout text as its own event, inert, never as a message", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    connection.event({ type: "stdout", line: "Server listening\u001b[31m!", at: 5 });
    connection.event({ type: "stdout", line: "   ", at: 6 });
    connection.event({ type: "stdout", line: '{"jsonrpc":', at: 7 });
    expect(seen.slice(2)).toEqual([
      {
        type: "status",
        status: "ready",
        kind: "stdout-stray",
        detail: "Server listening\\u001b[31m!",
      },
      { type: "status", status: "ready", kind: "stdout-stray", detail: "an empty line" },
      { type: "status", status: "ready", kind: "stdout-stray", detail: '{"jsonrpc":' },
    ]);
  });

  it("reports an overflowing line as a transport error and goes on", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    connection.event({ type: "stdout-overflow", bytes: 40_000_000, at: 5 });
    connection.event({ type: "stdout", line: "{}", at: 6 });
    expect(seen[2]).toEqual({
      type: "status",
      status: "ready",
      kind: "transport-error",
      detail: "A stdout line of 40000000 bytes was longer than the 32 MiB limit and was dropped.",
    });
    expect(seen[3]).toEqual({ type: "message", text: "{}", at: 6 });
  });

  it("hands stderr to its console only", () => {
    const { connection, seen, stderr } = setup();
    connection.event(spawned);
    connection.event({ type: "stderr", text: "Error: something\n", at: 5 });
    expect(stderr).toEqual(["Error: something\n"]);
    expect(seen).toHaveLength(2);
  });

  it("explains a command that does not exist with the PATH it was looked for in", () => {
    const { connection, seen } = setup();
    connection.event({
      type: "spawn-error",
      code: "ENOENT",
      message: "spawn my-server ENOENT",
      path: "/usr/local/bin:/usr/bin",
      at: 2,
    });
    expect(seen[1]).toEqual({
      type: "status",
      status: "crashed",
      kind: "transport-error",
      detail:
        "Could not start my-server: no such command or file (ENOENT). It was looked for in this PATH: /usr/local/bin:/usr/bin",
    });
    expect(connection.state.state).toBe("failed");
  });

  it("reports a crash with its code, and the unterminated rest as stray", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    connection.event({ type: "exit", code: 1, signal: null, at: 9, rest: '{"id":1' });
    expect(seen.slice(2)).toEqual([
      {
        type: "status",
        status: "ready",
        kind: "stdout-stray",
        detail: 'left without a newline at exit: {"id":1',
      },
      {
        type: "status",
        status: "crashed",
        kind: "crashed",
        detail: "The process exited with code 1.",
      },
    ]);
    expect(connection.state).toEqual({ state: "exited", code: 1, signal: null });
  });

  it("reports a stop from the page as stopped, with its signal", () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    connection.event({ type: "exit", code: null, signal: "SIGTERM", at: 9, by: "page" });
    expect(seen[2]).toEqual({
      type: "status",
      status: "closed",
      kind: "stopped",
      detail: "The process was ended by signal SIGTERM (stopped from the page).",
    });
  });

  it("writes one line per message and refuses a message with a line break", async () => {
    const { connection, written } = setup();
    await expect(connection.send("{}")).rejects.toThrow("has not started");
    connection.event(spawned);
    await expect(connection.send('{"a":\n1}')).rejects.toThrow("MUST NOT contain a line break");
    await expect(connection.send('{"a":\r1}')).rejects.toThrow("MUST NOT contain a line break");
    await expect(connection.send('{"a":"x"}')).resolves.toEqual({ at: 7 });
    expect(written).toEqual(['{"a":"x"}']);
    connection.event({ type: "exit", code: 0, signal: null, at: 9 });
    // Events during a write wait for it; the exit is handled a moment later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(connection.send("{}")).rejects.toThrow("not running");
  });

  it("passes on a writer's refusal", async () => {
    const { connection } = setup();
    connection.event(spawned);
    const failing = new StdioConnection({
      listener: { message: () => undefined, status: () => undefined },
      write: () => Promise.reject(new Error("the bridge is gone")),
    });
    failing.event(spawned);
    await expect(failing.send("{}")).rejects.toThrow("the bridge is gone");
  });

  it("stops a running process when closed, once, and logs nothing after", () => {
    const { connection, seen, stops } = setup();
    connection.event(spawned);
    connection.close();
    connection.close();
    connection.event({ type: "stdout", line: "{}", at: 8 });
    connection.event({ type: "exit", code: 0, signal: null, at: 9, by: "page" });
    expect(stops()).toBe(1);
    expect(seen).toHaveLength(2);
  });
});

describe("StdioConnection order", () => {
  it("holds what the process says until its write is confirmed and the caller has logged it", async () => {
    const seen: string[] = [];
    let confirm: () => void = () => undefined;
    const connection = new StdioConnection({
      listener: {
        message: (text) => seen.push(`in ${text}`),
        status: (_status, event) => event && seen.push(`event ${event.kind}`),
      },
      write: () => new Promise<void>((resolve) => (confirm = resolve)),
    });
    connection.event(spawned);
    const sending = connection.send('{"id":1}').then(() => seen.push("out (logged)"));
    connection.event({ type: "stdout", line: '{"id":1,"result":{}}', at: 3 });
    connection.event({ type: "exit", code: 0, signal: null, at: 4 });
    expect(seen).toEqual(["event started"]);
    confirm();
    await sending;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      "event started",
      "out (logged)",
      'in {"id":1,"result":{}}',
      "event crashed",
    ]);
  });

  it("lets go of what it held when a write fails", async () => {
    const seen: string[] = [];
    const connection = new StdioConnection({
      listener: { message: (text) => seen.push(text), status: () => undefined },
      write: () => Promise.reject(new Error("gone")),
    });
    connection.event(spawned);
    const sending = connection.send("{}");
    connection.event({ type: "stdout", line: "[1]", at: 3 });
    await expect(sending).rejects.toThrow("gone");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(["[1]"]);
  });
});

describe("StdioConnection lost", () => {
  it("marks the process lost once when its source goes away, and refuses to send", async () => {
    const { connection, seen } = setup();
    connection.event(spawned);
    connection.lost("the local bridge stopped answering.");
    connection.lost("again");
    connection.event({ type: "exit", code: 0, signal: null, at: 9 });
    expect(seen.slice(2)).toEqual([
      {
        type: "status",
        status: "crashed",
        kind: "transport-error",
        detail: "The process was lost: the local bridge stopped answering.",
      },
    ]);
    expect(connection.state.state).toBe("lost");
    await expect(connection.send("{}")).rejects.toThrow("not running");
  });
});

describe("stdio helpers", () => {
  it("says why a text cannot be framed, and minifies JSON onto one line", () => {
    expect(framingProblem('{"a":1}')).toBeUndefined();
    expect(framingProblem("{\n}")).toMatch(/one line/);
    expect(minified('{\n  "a": [1,\n 2]\n}')).toBe('{"a":[1,2]}');
    expect(minified("{oops")).toBeUndefined();
  });

  it("quotes argv parts with spaces or quotes", () => {
    expect(commandLine(["npx", "-y", "my server", ""])).toBe('npx -y "my server" ""');
  });

  it("escapes control and bidi characters and cuts long texts", () => {
    expect(inert("a\u0007b\u202ec\u009b")).toBe("a\\u0007b\\u202ec\\u009b");
    expect(inert("x".repeat(10), 4)).toBe("xxxx…");
    expect(inertLines("a\r\nb\tc\u001b")).toBe("a\nb\tc\\u001b");
    // The line and paragraph separators too: a break the console's own lines do not have.
    expect(inertLines("a\u2028b\u2029c")).toBe("a\\u2028b\\u2029c");
  });
});
