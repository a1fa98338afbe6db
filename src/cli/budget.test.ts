/**
 * A session file crafted so that every call takes the whole per-value budget of its tool schema
 * (250 ms each: 17 KB of them took 43 s) ends in bounded work: past the session's budget the
 * schemas are no longer run and each such message says so. The CLI runs on a fake clock that
 * counts its readings, so the test measures work, never time.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mcpMsgOnClock } from "./cli.testkit.ts";

const explosive: Record<string, unknown> = { d0: { type: "number" } };
for (let k = 1; k <= 40; k++) {
  const below = { $ref: `#/$defs/d${k - 1}` };
  explosive[`d${k}`] = { anyOf: [below, below] };
}
const CALLS = 200;
const lines = [
  { jsonrpc: "2.0", id: 0, method: "tools/list" },
  {
    jsonrpc: "2.0",
    id: 0,
    result: {
      tools: [
        {
          name: "heavy",
          inputSchema: {
            type: "object",
            properties: { n: { $ref: "#/$defs/d40" } },
            $defs: explosive,
          },
        },
      ],
    },
  },
  ...Array.from({ length: CALLS }, (_, i) => ({
    jsonrpc: "2.0",
    id: i + 1,
    method: "tools/call",
    params: { name: "heavy", arguments: { n: "x" } },
  })),
].map((m) => JSON.stringify(m));

let dir = "";
let file = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "mcp-msg-budget-"));
  file = join(dir, "costly.jsonl");
  await writeFile(file, lines.join("\n") + "\n");
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs `mcp-msg` on a clock that moves 50 ms per reading. */
const check = (args: string[]) => mcpMsgOnClock(["check", ...args, file], 50);

interface Entry {
  line: number;
  findings: { code: string; args: Record<string, unknown> }[];
}

it("a file of costly calls ends in bounded work, the budget reported", async () => {
  const { status, stdout, readings } = await check(["--json"]);
  expect(status).toBe(0);
  const entries = JSON.parse(stdout) as Entry[];
  const codes = entries.map((e) => e.findings.map((f) => f.code).join(","));
  const costly = codes.filter((c) => c === "session.tool-schema-too-costly").length;
  const spent = entries.filter((e) => e.findings[0]?.code === "session.tool-schema-budget-spent");
  expect(costly + spent.length).toBe(CALLS);
  // 5 s, plus 2 s per MB of the file (a few KB here), in calls of at least 250 ms.
  expect(costly).toBeGreaterThan(0);
  expect(costly).toBeLessThanOrEqual(Math.ceil(5_100 / 250) + 1);
  expect(spent.at(-1)).toMatchObject({
    line: CALLS + 2,
    findings: [{ args: { tool: "heavy", schema: "inputSchema", base: 5000, perMb: 2000 } }],
  });
  // Each reading of the clock stands for at most 1024 steps of the schema interpreter; with
  // no session budget, the 200 calls read it over 1000 times.
  expect(readings).toBeLessThan(costly * 20 + CALLS);
});

it("the human output says why the later calls were not checked", async () => {
  const { stdout } = await check([]);
  expect(stdout).toContain(
    `${file}:${CALLS + 2} request tools/call id=${CALLS} valid\n  ${CALLS + 2}:`,
  );
  expect(stdout).toMatch(
    /warning session\.tool-schema-budget-spent Checking tool schemas has used up this session's budget \(\d+ ms: 5000 ms, plus 2000 ms per MB of messages checked\), so the arguments were not checked against the inputSchema of tool "heavy"\.\n/,
  );
});
