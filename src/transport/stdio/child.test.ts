import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type StdioLimits, type StdioProcess, safeEnv, spawnStdio } from "./child.ts";
import type { BridgeEvent } from "./protocol.ts";
import { until } from "./until.testkit.ts";

const running: StdioProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()));
});

/** A Node child running `script`, its events collected. */
function node(script: string, limits?: Partial<StdioLimits>, env?: Record<string, string>) {
  const events: BridgeEvent[] = [];
  const proc = spawnStdio(
    { command: process.execPath, args: ["-e", script], ...(env && { env }) },
    (e) => events.push(e),
    limits,
  );
  running.push(proc);
  return { proc, events };
}

const lines = (events: BridgeEvent[]) =>
  events.flatMap((e) => (e.type === "stdout" ? [e.line] : []));

describe("spawnStdio", () => {
  it("reports the start, then stdout split into lines, LF and CRLF alike, and the exit", async () => {
    const { proc, events } = node(
      `process.stdout.write('one\\ntwo\\r\\n'); process.stdout.write('thr'); setTimeout(() => process.stdout.write('ee\\n\\nlast'), 50);`,
    );
    const exit = await proc.exited;
    expect(events[0]).toMatchObject({
      type: "spawned",
      argv: [process.execPath, "-e", expect.any(String)],
    });
    expect(lines(events)).toEqual(["one", "two", "three", ""]);
    expect(exit).toMatchObject({ type: "exit", code: 0, signal: null, rest: "last" });
    expect(exit).not.toHaveProperty("by");
    expect(events.at(-1)).toBe(exit);
  });

  it("keeps multi-byte characters split across chunks whole", async () => {
    const { proc, events } = node(
      `const b = Buffer.from('жёлтый 🟡\\n'); process.stdout.write(b.subarray(0, 1)); setTimeout(() => process.stdout.write(b.subarray(1)), 50);`,
    );
    await proc.exited;
    expect(lines(events)).toEqual(["жёлтый 🟡"]);
  });

  it("drops a line over the cap with one overflow event, and keeps the lines around it", async () => {
    const { proc, events } = node(
      `process.stdout.write('short\\n' + 'x'.repeat(5000)); setTimeout(() => process.stdout.write('y'.repeat(5000) + '\\nafter\\n' + 'z'.repeat(100) + '\\r\\n'), 50);`,
      { lineBytes: 100 },
    );
    await proc.exited;
    expect(lines(events)).toEqual(["short", "after", "z".repeat(100)]);
    const overflows = events.flatMap((e) => (e.type === "stdout-overflow" ? [e.bytes] : []));
    expect(overflows).toEqual([10_000]);
  });

  it("forwards stderr as it comes and keeps only its last bytes in the ring", async () => {
    const { proc, events } = node(
      `process.stderr.write('a'.repeat(300)); setTimeout(() => process.stderr.write('the end'), 50);`,
      { stderrBytes: 64 },
    );
    await proc.exited;
    const text = events.flatMap((e) => (e.type === "stderr" ? [e.text] : [])).join("");
    expect(text).toBe(`${"a".repeat(300)}the end`);
    expect(proc.stderrTail()).toBe(`${"a".repeat(57)}the end`);
  });

  it("writes lines to stdin and refuses a line with a line break", async () => {
    const { proc, events } = node(
      `process.stdin.on('data', (d) => process.stdout.write('echo:' + JSON.stringify(String(d)) + '\\n'));`,
    );
    expect(() => proc.write('{"a":\n1}')).toThrow(TypeError);
    expect(() => proc.write("a\rb")).toThrow(TypeError);
    proc.write('{"jsonrpc":"2.0"}');
    await until(() => lines(events).length > 0, "the echo");
    expect(lines(events)).toEqual([`echo:${JSON.stringify('{"jsonrpc":"2.0"}\n')}`]);
  });

  it("says by stdin-closed when the process ends by itself once its stdin closes", async () => {
    const { proc } = node(
      `process.stdin.resume(); process.stdin.on('end', () => process.exit(3));`,
    );
    await until(() => proc.pid !== undefined, "the start");
    proc.closeStdin();
    expect(await proc.exited).toMatchObject({ type: "exit", code: 3, by: "stdin-closed" });
    expect(() => proc.write("late")).toThrow();
  });

  it("stop() ends a process that ignores stdin's end and SIGTERM with SIGKILL", async () => {
    const { proc, events } = node(
      `process.on('SIGTERM', () => console.error('ignoring SIGTERM')); process.stdin.on('end', () => console.error('ignoring end')); process.stdin.resume(); setInterval(() => {}, 1000); console.log('ready');`,
      { graceMs: 300 },
    );
    await until(() => lines(events).includes("ready"), "ready");
    await proc.stop("page");
    const exit = await proc.exited;
    expect(exit).toMatchObject({ type: "exit", code: null, signal: "SIGKILL", by: "page" });
    const stderr = proc.stderrTail();
    expect(stderr).toContain("ignoring end");
    expect(stderr).toContain("ignoring SIGTERM");
  });

  it("stop() stops at SIGTERM when that is enough", async () => {
    const { proc, events } = node(`setInterval(() => {}, 1000); console.log('ready');`, {
      graceMs: 300,
    });
    await until(() => lines(events).includes("ready"), "ready");
    await proc.stop("idle");
    expect(await proc.exited).toMatchObject({ type: "exit", signal: "SIGTERM", by: "idle" });
  });

  it("reports a missing command as spawn-error with the PATH the process got", async () => {
    const events: BridgeEvent[] = [];
    const proc = spawnStdio(
      { command: "mcp-playground-no-such-command", args: [], env: { PATH: "/nowhere/bin" } },
      (e) => events.push(e),
    );
    const end = await proc.exited;
    expect(end).toMatchObject({ type: "spawn-error", code: "ENOENT", path: "/nowhere/bin" });
    expect(end.type === "spawn-error" && end.message).toContain("PATH=/nowhere/bin");
    expect(events).toEqual([end]);
    expect(proc.pid).toBeUndefined();
    await proc.stop();
  });

  it("reports an argv spawn refuses outright as spawn-error too, never a throw", async () => {
    const events: BridgeEvent[] = [];
    const proc = spawnStdio({ command: "no\0de", args: [] }, (e) => events.push(e));
    expect(proc.pid).toBeUndefined();
    const end = await proc.exited;
    expect(end).toMatchObject({ type: "spawn-error", code: "ERR_INVALID_ARG_VALUE" });
    expect(events).toEqual([end]);
    expect(() => proc.write("{}")).toThrow();
    await proc.stop();
  });

  it("never runs a shell: metacharacters reach the program as they are", async () => {
    const events: BridgeEvent[] = [];
    const odd = spawnStdio(
      {
        command: process.execPath,
        args: ["-e", "console.log(JSON.stringify(process.argv.slice(1)))", "$(id)", "; ls", "*"],
      },
      (e) => events.push(e),
    );
    running.push(odd);
    await odd.exited;
    expect(lines(events)).toContain(JSON.stringify(["$(id)", "; ls", "*"]));
  });
});

describe("environment", () => {
  const secret = "SECRET_X_MCP_PLAYGROUND";
  beforeAll(() => {
    process.env[secret] = "hunter2";
  });
  afterAll(() => {
    delete process.env[secret];
  });

  it("gives a server the safe names and the user's entries, never another parent variable", async () => {
    const { proc, events } = node(
      `console.log(JSON.stringify({secret: process.env.${secret} ?? null, path: process.env.PATH ?? null, mine: process.env.MINE ?? null}))`,
      undefined,
      { MINE: "given" },
    );
    await proc.exited;
    expect(JSON.parse(lines(events)[0] ?? "null")).toEqual({
      secret: null,
      path: process.env.PATH ?? null,
      mine: "given",
    });
  });

  it("safeEnv keeps locale names, drops shell functions, refuses bad names", () => {
    const env = safeEnv({ LC_ALL: "C", HOME: "/h", BASH_FUNC_x: "() { :; }", AWS_SECRET: "s" });
    expect(env).toEqual({ LC_ALL: "C", HOME: "/h" });
    expect(safeEnv({ TERM: "() { evil; }" })).toEqual({});
    expect(() => safeEnv({}, { "A=B": "x" })).toThrow(TypeError);
    expect(() => safeEnv({}, { A: "x\0y" })).toThrow(TypeError);
  });
});

describe("a command that is not executable", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mcp-child-"));
    await writeFile(path.join(dir, "not-exec"), "#!/bin/sh\necho hi\n");
    await chmod(path.join(dir, "not-exec"), 0o644);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.runIf(process.platform !== "win32")("is a spawn-error EACCES", async () => {
    const proc = spawnStdio({ command: path.join(dir, "not-exec"), args: [] }, () => undefined);
    expect(await proc.exited).toMatchObject({ type: "spawn-error", code: "EACCES" });
  });
});
