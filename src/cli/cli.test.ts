import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mcpMsg, root } from "./cli.testkit.ts";

const fixture = (name: string) => `test/fixtures/cli/${name}`;

interface JsonEntry {
  file: string;
  index: number;
  line: number;
  kind: string;
  method?: string;
  id?: string | number | null;
  valid: boolean;
  findings: {
    severity: string;
    code: string;
    path: string;
    range: { start: { line: number; column: number } };
  }[];
}

describe.concurrent("mcp-msg: usage", () => {
  it("prints help and the version", async () => {
    const help = await mcpMsg(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: mcp-msg check [options] <file|->...");
    const version = await mcpMsg(["--version"]);
    expect(version.status).toBe(0);
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { version: string };
    expect(version.stdout.trim()).toBe(pkg.version);
  });

  it.each([
    [[], "missing command"],
    [["lint", "a.json"], 'unknown command "lint"'],
    [["check"], "no input"],
    [["check", "--protocol", "2024-01-01", "a.json"], 'unknown protocol version "2024-01-01"'],
    [["check", "--protocol"], "--protocol needs a value"],
    [["check", "--format=yaml", "a.json"], 'unknown format "yaml"'],
    [["check", "--colour", "a.json"], "unknown option --colour"],
  ])("exits 2 on %j", async (args, message) => {
    const run = await mcpMsg(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`mcp-msg: ${message}`);
    expect(run.stdout).toBe("");
  });

  it("exits 2 for an unreadable file, after checking the others", async () => {
    const run = await mcpMsg(["check", "missing.jsonl", fixture("request.json"), "test"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("mcp-msg: cannot read missing.jsonl: no such file");
    expect(run.stderr).toContain("mcp-msg: cannot read test: is a directory");
    expect(run.stdout).toContain(`${fixture("request.json")}:1 request tools/call id=7 valid`);
  });
});

describe.concurrent("mcp-msg: human output", () => {
  it("prints one line per message and exits 0 when all are valid", async () => {
    const run = await mcpMsg(["check", fixture("session-valid.jsonl")]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const file = fixture("session-valid.jsonl");
    expect(run.stdout.split("\n")).toEqual([
      `${file}:1 request initialize id=1 valid`,
      `${file}:2 reply(success) initialize id=1 valid`,
      `${file}:3 notification notifications/initialized valid`,
      `${file}:5 request tools/list id=2 valid`,
      `${file}:6 reply(success) tools/list id=2 valid`,
      `${file}:7 request tools/call id=3 valid`,
      `${file}:8 reply(success) tools/call id=3 valid`,
      "1 file, 7 messages: 7 valid, 0 invalid (0 errors, 0 warnings, 0 hints)",
      "",
    ]);
  });

  it("prints findings at the file's own line:column and exits 1", async () => {
    const file = fixture("session-invalid.jsonl");
    const run = await mcpMsg(["check", file]);
    expect(run.status).toBe(1);
    const lines = readFileSync(`${root}/${file}`, "utf8").split("\n");
    const column = (lines[7] as string).indexOf(":12}") + 2;
    const out = run.stdout.split("\n");
    const call = out.indexOf(`${file}:8 request tools/call id=3 invalid`);
    expect(call).toBeGreaterThan(0);
    expect(out[call + 1]).toMatch(new RegExp(`^  8:${column} error session\\.tool-arguments `));
    const reply = out.indexOf(`${file}:9 reply(success) id=42 valid`);
    expect(out.slice(reply + 1, reply + 3).join("\n")).toMatch(
      /^ {2}9:\d+ warning session\.reply-unknown-id /m,
    );
  });

  it("reads 2026-07-28 results by their resultType, and a form field as a form's", async () => {
    const file = fixture("session-2026-07-28.jsonl");
    const form = fixture("elicitation-form.json");
    const run = await mcpMsg(["check", "--protocol", "auto", file, form]);
    expect(run.status).toBe(1);
    const out = run.stdout.split("\n");
    const after = (line: string) => out[out.indexOf(line) + 1];
    expect(after(`${file}:2 reply(success) tools/call id=1 invalid`)).toBe(
      "  2:34 error mcp.required `result` lacks the required key `content` (what the tool " +
        'returned, as content blocks), required where `resultType` is "complete": add it.',
    );
    expect(after(`${file}:4 reply(success) resources/read id=2 invalid`)).toMatch(
      /^ {2}4:34 error mcp\.required `result` lacks the required key `contents`/,
    );
    expect(after(`${file}:6 reply(success) prompts/get id=3 invalid`)).toMatch(
      /^ {2}6:34 error mcp\.required `result` lacks the required key `messages`/,
    );
    expect(after(`${file}:8 reply(success) tools/list id=4 invalid`)).toMatch(
      /^ {2}8:48 error mcp\.result-input-not-allowed A `tools\/list` result cannot ask/,
    );
    expect(after(`${file}:10 reply(success) tools/call id=5 invalid`)).toMatch(
      /^ {2}10:\d+ error mcp\.form-field `recipient` is a field of an elicitation form/,
    );
    expect(after(`${file}:12 reply(success) tools/call id=6 invalid`)).toMatch(
      /^ {2}12:48 error mcp\.result-type `resultType` must be "complete" .* or "input_required"/,
    );
    expect(out).toContain(`${file}:14 reply(success) tools/call id=7 valid`);
    expect(after(`${form}:1 request elicitation/create id=1 invalid`)).toBe(
      "  10:22 error mcp.form-field `recipient` is a field of an elicitation form, and a form " +
        'field is only a string, number, integer, boolean or enum schema, not `type` "object". ' +
        "A form is flat: ask for each value as a field of its own.",
    );
    expect(out.at(-2)).toBe(
      "2 files, 15 messages: 8 valid, 7 invalid (10 errors, 1 warning, 0 hints)",
    );
  });

  it("checks a .json file as one message, with its own line numbers", async () => {
    const run = await mcpMsg(["check", "--protocol", "2025-11-25", fixture("broken.json")]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${fixture("broken.json")}:1 request tools/list id=null invalid`);
    expect(run.stdout).toMatch(/\n {2}3:9 error \S+ /);
  });

  it("reads standard input as JSONL", async () => {
    const input = readFileSync(`${root}/${fixture("session-valid.jsonl")}`, "utf8");
    const run = await mcpMsg(["check", "-"], input);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("-:8 reply(success) tools/call id=3 valid");
  });

  it("reads standard input as one message with --format json", async () => {
    const input = readFileSync(`${root}/${fixture("request.json")}`, "utf8");
    const run = await mcpMsg(["check", "--format", "json", "-"], input);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("-:1 request tools/call id=7 valid");
  });
});

describe.concurrent("mcp-msg: --json", () => {
  it("prints one array over all files, one object per message", async () => {
    const files = [fixture("session-invalid.jsonl"), fixture("batch.json")];
    const run = await mcpMsg(["check", "--json", "--protocol", "2025-03-26", ...files]);
    expect(run.status).toBe(1);
    const entries = JSON.parse(run.stdout) as JsonEntry[];
    expect(entries.map((e) => [e.file, e.index, e.line, e.kind, e.method, e.id])).toEqual([
      [files[0], 0, 1, "request", "initialize", 1],
      [files[0], 1, 3, "reply", "initialize", 1],
      [files[0], 2, 4, "notification", "notifications/initialized", undefined],
      [files[0], 3, 5, "request", "tools/list", 2],
      [files[0], 4, 6, "reply", "tools/list", 2],
      [files[0], 5, 8, "request", "tools/call", 3],
      [files[0], 6, 9, "reply", undefined, 42],
      [files[1], 0, 1, "batch", undefined, undefined],
    ]);
    const call = entries[5] as JsonEntry;
    expect(call.valid).toBe(false);
    const finding = call.findings.find((f) => f.code === "session.tool-arguments");
    expect(finding?.path).toBe("/params/arguments/city");
    expect(finding?.range.start.line).toBe(8);
  });

  it("with --protocol auto, judges a session against its negotiated version", async () => {
    const file = fixture("session-2025-06-18.jsonl");
    const auto = await mcpMsg(["check", "--json", "--protocol", "auto", file]);
    expect(auto.status).toBe(0);
    const entries = JSON.parse(auto.stdout) as (JsonEntry & { version: string })[];
    expect(entries.map((e) => [e.version, e.findings.length])).toEqual([
      ["2025-06-18", 0],
      ["2025-06-18", 0],
      ["2025-06-18", 0],
      ["2025-06-18", 0],
    ]);
    const fixed = await mcpMsg(["check", file]);
    expect(fixed.status).toBe(0);
    expect(fixed.stdout).toMatch(/\n {2}2:\d+ warning session\.version-mismatch /);
  });

  it("prints an empty array when the inputs hold no message", async () => {
    const run = await mcpMsg(["check", "--json", "-"], "\n\n");
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });
});

describe.concurrent("mcp-msg: hostile tool schemas", () => {
  // With ajv and the native RegExp, 30 a's took 47.7 s and each more one doubled it; the
  // timeout is only a guard, the run takes well under a second of checking.
  it("finishes a session whose tool pattern backtracks catastrophically, with the pattern's finding", async () => {
    const file = fixture("session-redos.jsonl");
    const run = await mcpMsg(["check", file]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    const out = run.stdout.split("\n");
    const call = out.indexOf(`${file}:6 request tools/call id=3 invalid`);
    expect(call).toBeGreaterThan(0);
    expect(out[call + 1]).toBe(
      '  6:90 error session.tool-arguments The arguments do not match the inputSchema of tool "search": /q must match pattern "^(a+)+$".',
    );
    expect(out).toContain("1 file, 6 messages: 5 valid, 1 invalid (1 error, 0 warnings, 0 hints)");
  }, 60_000);
});
