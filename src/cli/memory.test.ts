/**
 * A large JSONL session must be checked as a stream: the CLI runs with a 256 MB heap on a
 * ~200 MB log, and its peak resident memory must stay well below the size of the log.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mcp-msg-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TARGET_BYTES = 200 * 1024 * 1024;
const PAD = "x".repeat(4000);

/** Writes a session: the handshake, a tools/list exchange, then tools/call pairs; returns counts. */
function writeLog(path: string): { messages: number; invalid: number } {
  const fd = openSync(path, "w");
  const lines = [
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"note","inputSchema":{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}}]}}',
  ];
  let written = 0;
  let messages = lines.length;
  let invalid = 0;
  let chunk = lines.join("\n") + "\n";
  for (let id = 2; written + chunk.length < TARGET_BYTES; id++) {
    // Every 100th call passes a number where the tool wants a string.
    const text = id % 100 === 0 ? "42" : `"${PAD}"`;
    if (id % 100 === 0) invalid++;
    chunk += `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"note","arguments":{"text":${text}}}}\n`;
    chunk += `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"${PAD}"}]}}\n`;
    messages += 2;
    if (chunk.length > 1024 * 1024) {
      written += writeSync(fd, chunk);
      chunk = "";
    }
  }
  writeSync(fd, chunk);
  closeSync(fd);
  return { messages, invalid };
}

const PROBE =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))";

const path = join(dir, "big.jsonl");
let log = { messages: 0, invalid: 0 };
let size = 0;
beforeAll(() => {
  log = writeLog(path);
  size = statSync(path).size;
});

/** Runs the CLI with a 256 MB heap; returns its exit status, stdout and peak RSS in bytes. */
function runBig(args: string[]) {
  const run = spawnSync(
    process.execPath,
    ["--max-old-space-size=256", `--import=${PROBE}`, "bin/mcp-msg.js", "check", ...args, path],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  const rss = Number(/maxrss (\d+)/.exec(run.stderr)?.[1]) * 1024;
  const mode = args.join(" ") || "human output";
  console.log(
    `mcp-msg (${mode}) on ${(size / 2 ** 20).toFixed(0)} MB, ${log.messages} messages: peak RSS ${(rss / 2 ** 20).toFixed(0)} MB`,
  );
  expect(rss).toBeGreaterThan(0);
  return { status: run.status, stdout: run.stdout, rss };
}

it("checks a ~200 MB JSONL log in bounded memory", () => {
  const { status, stdout, rss } = runBig([]);
  expect(status).toBe(1);
  expect(stdout).toContain(
    `1 file, ${log.messages} messages: ${log.messages - log.invalid} valid, ${log.invalid} invalid`,
  );
  expect(rss).toBeLessThan(size * 0.85);
});

it("streams the --json array instead of holding the reports", () => {
  const { status, stdout, rss } = runBig(["--json"]);
  expect(status).toBe(1);
  expect(stdout.startsWith("[\n{")).toBe(true);
  expect(stdout.endsWith("}\n]\n")).toBe(true);
  const last = JSON.parse(stdout.slice(stdout.lastIndexOf("\n{") + 1, -3)) as { index: number };
  expect(last.index).toBe(log.messages - 1);
  expect(rss).toBeLessThan(size * 0.85);
});
