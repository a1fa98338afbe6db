/**
 * Inputs that attack the command line: endless ones (`/dev/zero`, a pipe that never ends a
 * line), which must end in one sentence and exit status 2 after reading a bounded amount; and
 * bytes that are not UTF-8, which must be reported where they are, never read as U+FFFD.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Run, mcpMsg } from "./cli.testkit.ts";
import { MAX_MESSAGE_BYTES } from "./input.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "mcp-msg-hostile-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;

/** One line on standard error, the reason given, no stack trace. */
function saidOnce(run: Run, file: string, reason: RegExp) {
  expect(run.status).toBe(2);
  const lines = run.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^mcp-msg: cannot read ${file}: `));
  expect(lines[0]).toMatch(reason);
  expect(run.stderr).not.toMatch(/RangeError|\n\s+at /);
}

/**
 * Runs the CLI on an endless standard input (after `head`), counting the bytes it took before
 * it gave up: the pipe holds a little more than the CLI read.
 */
function endless(args: string[], head: string, byte: number) {
  let taken = 0;
  const run = mcpMsg(args, undefined, (stdin) => {
    const chunk = Buffer.alloc(1024 * 1024, byte);
    stdin.on("error", () => undefined);
    const more = () => {
      while (!stdin.destroyed) {
        taken += chunk.length;
        if (!stdin.write(chunk)) return void stdin.once("drain", more);
      }
    };
    taken += Buffer.byteLength(head);
    stdin.write(head);
    more();
  });
  return run.then((result) => ({ ...result, taken }));
}

describe.concurrent("mcp-msg: endless input", () => {
  it("/dev/zero as a session: input too large, exit 2, one line", async () => {
    const run = await mcpMsg(["check", "--format", "jsonl", "/dev/zero"]);
    saidOnce(run, "/dev/zero", /input too large: line 1 is over 64 MiB/);
    expect(run.stdout).toContain("1 file, 0 messages");
  });

  it("/dev/zero as one message: input too large, exit 2, one line", async () => {
    const run = await mcpMsg(["check", "--format", "json", "/dev/zero"]);
    saidOnce(run, "/dev/zero", /input too large: over 64 MiB/);
  });

  it("a pipe that never ends its line: the messages before it checked, the rest not read", async () => {
    const run = await endless(["check", "-"], `${ping(1)}\n`, 0x7b);
    saidOnce(run, "-", /input too large: line 2 is over 64 MiB/);
    expect(run.stdout).toContain("-:1 request ping id=1 valid");
    expect(run.taken).toBeLessThan(MAX_MESSAGE_BYTES + 16 * 1024 * 1024);
  });

  it("a pipe that never ends one message: not read past the bound", async () => {
    const run = await endless(["check", "--format", "json", "-"], "", 0x20);
    saidOnce(run, "-", /input too large/);
    expect(run.taken).toBeLessThan(MAX_MESSAGE_BYTES + 16 * 1024 * 1024);
  });
});

/** A ping whose params hold `bad` inside a string. */
const withBytes = (bad: number[]) =>
  Buffer.concat([
    Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"note":"'),
    Buffer.from(bad),
    Buffer.from('"}}}'),
  ]);
const BAD_AT = Buffer.byteLength(
  '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"note":"',
);

interface Entry {
  line: number;
  valid: boolean;
  findings: {
    code: string;
    args: { offset: number; bytes: string };
    range: { start: { line: number; column: number } };
  }[];
}

describe.concurrent("mcp-msg: bytes that are not UTF-8", () => {
  it.each([
    ["FF FE", [0xff, 0xfe], "FF"],
    ["an overlong C0 AF", [0xc0, 0xaf], "C0 AF"],
    ["a lone surrogate ED A0 80", [0xed, 0xa0, 0x80], "ED A0 80"],
    ["a cut three-byte character", [0xe2, 0x82], "E2 82"],
    ["a cut four-byte character", [0xf0, 0x9f, 0x98], "F0 9F 98"],
  ])("%s: an error at the first bad byte, not a valid message", async (_name, bad, shown) => {
    const file = join(dir, `bad-${shown.replace(/ /g, "")}.json`);
    await writeFile(file, withBytes(bad));
    const run = await mcpMsg(["check", "--json", file]);
    expect(run.status).toBe(1);
    const [entry] = JSON.parse(run.stdout) as Entry[];
    expect(entry?.valid).toBe(false);
    expect(entry?.findings).toMatchObject([
      {
        code: "json.invalid-utf8",
        args: { offset: BAD_AT, bytes: shown },
        range: { start: { line: 1, column: BAD_AT + 1 } },
      },
    ]);
  });

  it("in a session: at the file's line and byte offset; the lines around it are checked", async () => {
    const file = join(dir, "session.jsonl");
    const first = `${ping(1)}\r\n\r\n`;
    await writeFile(
      file,
      Buffer.concat([Buffer.from(first), withBytes([0xff]), Buffer.from(`\n${ping(3)}\n`)]),
    );
    const run = await mcpMsg(["check", "--json", file]);
    expect(run.status).toBe(1);
    const entries = JSON.parse(run.stdout) as Entry[];
    expect(entries.map((e) => [e.line, e.valid])).toEqual([
      [1, true],
      [3, false],
      [4, true],
    ]);
    expect(entries[1]?.findings).toMatchObject([
      {
        code: "json.invalid-utf8",
        args: { offset: Buffer.byteLength(first) + BAD_AT, bytes: "FF" },
        range: { start: { line: 3, column: BAD_AT + 1 } },
      },
    ]);
  });
});
