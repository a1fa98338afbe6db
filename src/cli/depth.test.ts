/**
 * Depth is checked while reading: a message nested deeper than the parser allows is kept only up
 * to the bracket where the parser says "too deep", so a 40 MB line of `[` is neither held whole
 * nor parsed, and the finding is the one the whole message would get.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { checkBytes } from "../protocol/check/index.ts";
import { DEFAULT_MAX_DEPTH } from "../protocol/parse/index.ts";
import { root } from "./cli.testkit.ts";
import { DepthGuard } from "./depth.ts";
import { readLines, readWhole } from "./input.ts";

const MB = 1024 * 1024;
const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;

/** A stream of `count` chunks of one MiB of `byte` between `head` and `tail`; counts the pulls. */
function counted(count: number, byte: number, head = "", tail = "") {
  const pulled = { chunks: 0 };
  function* chunks() {
    if (head) yield Buffer.from(head);
    for (let i = 0; i < count; i++) {
      pulled.chunks++;
      yield Buffer.alloc(MB, byte);
    }
    if (tail) yield Buffer.from(tail);
  }
  return { stream: Readable.from(chunks(), { objectMode: true, highWaterMark: 1 }), pulled };
}

const code = (bytes: Uint8Array) => checkBytes(bytes).findings.map((f) => [f.code, f.range]);

describe("DepthGuard", () => {
  const cutOf = (text: string, max = 3) => new DepthGuard(max).feed(Buffer.from(text));

  it("stops just after the bracket that opens one level too many", () => {
    expect(cutOf("[[[1]]]")).toBe(-1);
    expect(cutOf("[[[[1]]]]")).toBe(4);
    expect(cutOf('{"a":{"b":[{"c":1}]}}')).toBe(12);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(cutOf('["[[[[", "\\"[[[[", "\\\\"]')).toBe(-1);
    expect(cutOf('["\\\\", [[[1]]]]')).toBe(10);
  });

  it("counts across chunks, quotes and escapes cut between them", () => {
    const guard = new DepthGuard(3);
    expect(guard.feed(Buffer.from('["a\\'))).toBe(-1);
    expect(guard.feed(Buffer.from('"[[[[", [['))).toBe(-1);
    expect(guard.feed(Buffer.from("["))).toBe(1);
  });

  it("gives the parser's own finding on what it keeps", () => {
    const deep = "[".repeat(DEFAULT_MAX_DEPTH + 50) + "]".repeat(DEFAULT_MAX_DEPTH + 50);
    const bytes = Buffer.from(deep);
    const cut = new DepthGuard().feed(bytes);
    expect(cut).toBe(DEFAULT_MAX_DEPTH + 1);
    expect(code(bytes.subarray(0, cut))).toEqual(code(bytes));
    expect(code(bytes)[0]?.[0]).toBe("json.too-deep");
  });
});

describe("reading a deep message", () => {
  it("a 40 MiB line of [ keeps 501 bytes, then the next line is read", async () => {
    const { stream, pulled } = counted(40, 0x5b, "", `\n${ping(2)}\n`);
    const messages = [];
    for await (const message of readLines("-", stream)) messages.push(message);
    expect(pulled.chunks).toBe(40);
    expect(messages.map((m) => [m.line, m.offset, m.bytes.length])).toEqual([
      [1, 0, DEFAULT_MAX_DEPTH + 1],
      [2, 40 * MB + 1, ping(2).length],
    ]);
    expect(code(messages[0]?.bytes ?? new Uint8Array())).toMatchObject([
      ["json.too-deep", { start: { line: 1, column: DEFAULT_MAX_DEPTH + 1 } }],
    ]);
  });

  it("one message of 40 MiB of [: reading stops at the first MiB", async () => {
    const { stream, pulled } = counted(40, 0x5b);
    const message = await readWhole("-", stream);
    expect(message.bytes.length).toBe(DEFAULT_MAX_DEPTH + 1);
    // The stream reads at most one chunk ahead of the one with the cut.
    expect(pulled.chunks).toBeLessThanOrEqual(2);
  });

  it("brackets in a long string are not depth", async () => {
    const head = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"';
    const { stream } = counted(2, 0x5b, head, '"}}\n');
    const lengths = [];
    for await (const message of readLines("-", stream)) {
      lengths.push(message.bytes.length);
      expect(checkBytes(message.bytes).valid).toBe(true);
    }
    expect(lengths).toEqual([head.length + 2 * MB + 3]);
  });
});

const dir = mkdtempSync(join(tmpdir(), "mcp-msg-depth-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROBE =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))";

it("mcp-msg: a 40 MiB line of [ is too deep, in bounded memory, and the session goes on", () => {
  const path = join(dir, "deep.jsonl");
  const fd = openSync(path, "w");
  writeSync(fd, `${ping(1)}\n`);
  const block = Buffer.alloc(MB, 0x5b);
  for (let i = 0; i < 40; i++) writeSync(fd, block);
  writeSync(fd, `\n${ping(3)}\n`);
  closeSync(fd);
  const run = spawnSync(
    process.execPath,
    ["--max-old-space-size=128", `--import=${PROBE}`, "bin/mcp-msg.js", "check", "--json", path],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.status).toBe(1);
  const entries = JSON.parse(run.stdout) as {
    line: number;
    valid: boolean;
    findings: { code: string; args: unknown }[];
  }[];
  expect(entries.map((e) => [e.line, e.valid, e.findings.map((f) => f.code)])).toEqual([
    [1, true, []],
    [2, false, ["json.too-deep"]],
    [3, true, []],
  ]);
  expect(entries[1]?.findings[0]?.args).toEqual({ maxDepth: DEFAULT_MAX_DEPTH });
  const rss = Number(/maxrss (\d+)/.exec(run.stderr)?.[1]) * 1024;
  expect(rss).toBeGreaterThan(0);
  // The line itself is 40 MiB: far less than that is ever resident.
  expect(rss).toBeLessThan(150 * MB);
});
