/**
 * The stdio checks' judgement on records made by hand: each kind of line, the text left at exit,
 * a line too long, a process that ended by itself with and without requests waiting, the notes
 * capped, the entries pointed at. (The processes themselves: probe-stdio.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { type StdioRecord, type StdioRun, checkStdio, isJsonRpcText } from "./checks/stdio.ts";
import { RunContext } from "./context.ts";
import { ProbeLog } from "./log.ts";

function record(patch: Partial<StdioRecord> = {}): StdioRecord {
  return {
    index: 1,
    pid: 100,
    odd: [],
    lines: 3,
    overflows: [],
    stderrBytes: 0,
    stderrTail: "",
    stdinClosedAt: 50,
    exit: { code: 0, signal: null, at: 60 },
    unanswered: [],
    ...patch,
  };
}

async function judge(records: StdioRecord[], log = new ProbeLog()) {
  const ctx = new RunContext(
    log,
    () => {
      throw new Error("no connection in this test");
    },
    1000,
    undefined,
  );
  const run: StdioRun = { records, graceMs: 2000, settled: () => Promise.resolve() };
  await checkStdio(ctx, run);
  return (id: "stdio.stray-stdout" | "stdio.framing" | "stdio.shutdown" | "stdio.stderr") =>
    ctx.results.get(id);
}

describe("the stdio checks' judgement", () => {
  it("tells a JSON-RPC message from other JSON and from text", () => {
    expect(isJsonRpcText('{"jsonrpc":"2.0","id":1,"result":{}}')).toBe(true);
    expect(isJsonRpcText('[{"jsonrpc":"2.0","method":"x"}]')).toBe(true);
    expect(isJsonRpcText("[]")).toBe(false);
    expect(isJsonRpcText('{"level":"info"}')).toBe(false);
    expect(isJsonRpcText("42")).toBe(false);
    expect(isJsonRpcText("Listening…")).toBe(false);
  });

  it("a clean run passes all four, stderr only noted", async () => {
    const result = await judge([record({ stderrBytes: 12, stderrTail: "ready\nbye\n" })]);
    expect(result("stdio.stray-stdout")?.status).toBe("passed");
    expect(result("stdio.framing")?.status).toBe("passed");
    expect(result("stdio.shutdown")).toMatchObject({
      status: "passed",
      notes: [{ key: "stdio-exited", params: { count: 1, seconds: 2 } }],
    });
    expect(result("stdio.stderr")).toMatchObject({
      status: "passed",
      notes: [
        { key: "stdio-stderr", params: { bytes: 12, processes: 1 } },
        { key: "stdio-stderr-last", params: { line: "bye" } },
      ],
    });
  });

  it("names each kind of stray line, points at its log entry, and caps the notes", async () => {
    const log = new ProbeLog();
    const at = 7;
    const seq = log.push({ type: "event", event: "stdout-stray", at, detail: "hello \\u001b[1m" });
    const odd = [
      { n: 1, text: "hello \u001b[1m", at },
      { n: 3, text: '{"level":"info"}', at: 8 },
      { n: 5, text: "", at: 9 },
      ...[7, 9, 11, 13].map((n) => ({ n, text: `log ${n}`, at: 10 + n })),
    ];
    const result = await judge([record({ odd, lines: 14 })], log);
    const stray = result("stdio.stray-stdout");
    expect(stray?.status).toBe("failed");
    expect(stray?.entries).toEqual([seq]);
    expect(stray?.notes.map((n) => n.key)).toEqual([
      "stdio-stray",
      "stdio-not-message",
      "stdio-empty-line",
      "stdio-stray",
      "stdio-stray",
      "stdio-more",
    ]);
    expect(stray?.notes[0]?.params?.line).toBe("hello \\u001b[1m");
    expect(stray?.notes[5]?.params?.count).toBe(2);
    expect(result("stdio.framing")?.status).toBe("passed");
  });

  it("blank lines alone are a warning, not a failure", async () => {
    const result = await judge([record({ odd: [{ n: 2, text: "  ", at: 1 }] })]);
    expect(result("stdio.stray-stdout")?.status).toBe("warning");
  });

  it("finds a message split over lines, pretty-printed or broken inside a string", async () => {
    const pretty = JSON.stringify({ jsonrpc: "2.0", id: 1, result: { a: 1 } }, null, 2).split("\n");
    const odd = [
      ...pretty.map((text, i) => ({ n: i + 1, text, at: 1 })),
      { n: 20, text: '{"jsonrpc":"2.0","id":2,"result":{"text":"line one', at: 2 },
      { n: 21, text: 'line two"}}', at: 2 },
      // Not consecutive with the one before it: no message.
      { n: 30, text: '{"jsonrpc":"2.0",', at: 3 },
      { n: 32, text: '"id":3,"result":{}}', at: 3 },
    ];
    const result = await judge([record({ odd, lines: 32 })]);
    const framing = result("stdio.framing");
    expect(framing?.status).toBe("failed");
    expect(framing?.notes).toEqual([
      { key: "stdio-split", params: { process: 1, lines: pretty.length, line: "{" } },
      {
        key: "stdio-split",
        params: {
          process: 1,
          lines: 2,
          line: '{"jsonrpc":"2.0","id":2,"result":{"text":"line one',
        },
      },
    ]);
    expect(result("stdio.stray-stdout")?.notes.map((n) => n.key)).toEqual([
      "stdio-stray",
      "stdio-stray",
    ]);
  });

  it("text left without its newline at exit: framing when it is a message, stray when not", async () => {
    const message = '{"jsonrpc":"2.0","id":1,"result":{}}';
    const result = await judge([
      record({ exit: { code: 0, signal: null, at: 60, rest: message } }),
      record({ index: 2, exit: { code: 0, signal: null, at: 61, rest: "bye" } }),
    ]);
    expect(result("stdio.framing")?.notes[0]).toMatchObject({ key: "stdio-no-newline" });
    expect(result("stdio.stray-stdout")?.notes[0]).toMatchObject({
      key: "stdio-stray",
      params: { process: 2, line: "bye" },
    });
  });

  it("a line too long to read: a warning, not proof", async () => {
    const result = await judge([record({ overflows: [{ bytes: 40_000_000, at: 3 }] })]);
    expect(result("stdio.stray-stdout")).toMatchObject({
      status: "warning",
      notes: [{ key: "stdio-overflow", params: { process: 1, bytes: 40_000_000 } }],
    });
  });

  it("ended by itself: noted when nothing waited, a warning when requests did", async () => {
    const quiet = record({ stdinClosedAt: undefined, exit: { code: 0, signal: null, at: 5 } });
    const crashed = record({
      index: 2,
      stdinClosedAt: undefined,
      exit: { code: null, signal: "SIGSEGV", at: 6 },
      unanswered: ["tools/call"],
      stderrTail: "boom\n",
    });
    const calm = await judge([quiet]);
    expect(calm("stdio.shutdown")).toMatchObject({
      status: "passed",
      notes: [{ key: "stdio-ended-itself", params: { process: 1, how: "0" } }],
    });
    const result = await judge([quiet, crashed]);
    expect(result("stdio.shutdown")?.status).toBe("warning");
    expect(result("stdio.shutdown")?.notes[0]).toEqual({
      key: "stdio-crashed",
      params: { process: 2, how: "SIGSEGV", pending: "tools/call", stderr: "boom" },
    });
  });

  it("no process started: every stdio check could not run, with the reason", async () => {
    const result = await judge([record({ pid: undefined, spawnError: "ENOENT", exit: undefined })]);
    for (const id of [
      "stdio.stray-stdout",
      "stdio.framing",
      "stdio.shutdown",
      "stdio.stderr",
    ] as const) {
      expect(result(id)).toMatchObject({
        status: "could-not-run",
        notes: [{ key: "stdio-not-started", params: { reason: "ENOENT" } }],
      });
    }
  });
});
