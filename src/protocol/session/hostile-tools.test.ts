/**
 * The session's side of hostile tool schemas: every path to a tool schema (a call, a reply, a
 * call inside a batch) goes through the budgeted interpreter, and what could not be checked is
 * said in a warning that names the tool.
 */
import { describe, expect, it } from "vitest";
import { checkText } from "../check/index.ts";
import type { MessageReport } from "../check/types.ts";
import { createSession } from "./index.ts";
import type { SessionLimits } from "./types.ts";

const text = (message: unknown) => JSON.stringify(message);
const call = (id: number, name: string, args: unknown) =>
  ({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }) as const;

const sessionFindings = (report: MessageReport) =>
  report.findings
    .filter((f) => f.code.startsWith("session."))
    .map((f) => ({ severity: f.severity, code: f.code, path: f.path, message: f.message }));

const explosive: Record<string, unknown> = { d0: { type: "number" } };
for (let k = 1; k <= 40; k++) {
  const below = { $ref: `#/$defs/d${k - 1}` };
  explosive[`d${k}`] = { anyOf: [below, below] };
}

const tools = [
  {
    name: "search",
    inputSchema: { type: "object", properties: { q: { type: "string", pattern: "^(a+)+$" } } },
  },
  {
    name: "heavy",
    inputSchema: { type: "object", properties: { n: { $ref: "#/$defs/d40" } }, $defs: explosive },
    outputSchema: { $ref: "#/$defs/d40", $defs: explosive },
  },
  {
    name: "signup",
    inputSchema: {
      type: "object",
      properties: { password: { type: "string", pattern: "^(?=.*\\d).{8,}$" } },
    },
  },
];

function withTools(limits: Partial<SessionLimits> = {}) {
  const s = createSession({ version: "2025-11-25", limits });
  s.check(text({ jsonrpc: "2.0", id: 100, method: "tools/list" }));
  s.check(text({ jsonrpc: "2.0", id: 100, result: { tools } }));
  return s;
}

const hostile = `${"a".repeat(40)}!`;

describe("hostile tool schemas in a session", () => {
  it("a ReDoS pattern with a hostile argument is an ordinary finding", () => {
    const report = withTools().check(text(call(1, "search", { q: hostile })));
    expect(sessionFindings(report)).toEqual([
      {
        severity: "error",
        code: "session.tool-arguments",
        path: "/params/arguments/q",
        message:
          'The arguments do not match the inputSchema of tool "search": /q must match pattern "^(a+)+$".',
      },
    ]);
  }, 10_000);

  it("so is the same call inside a batch", () => {
    const report = withTools().check(text([call(1, "search", { q: hostile })]));
    expect(sessionFindings(report).map((f) => [f.code, f.path])).toEqual([
      ["session.tool-arguments", "/0/params/arguments/q"],
    ]);
  }, 10_000);

  it("a schema too costly to check is a warning naming the tool, on the arguments", () => {
    const report = withTools({ toolSchemaMs: 1 }).check(text(call(1, "heavy", { n: "x" })));
    expect(sessionFindings(report)).toEqual([
      {
        severity: "warning",
        code: "session.tool-schema-too-costly",
        path: "/params/arguments",
        message:
          'The inputSchema of tool "heavy" is too costly to check: checking these arguments took longer than 1 ms, so they were not checked.',
      },
    ]);
    expect(report.valid).toBe(true);
  });

  it("the same for structuredContent against an outputSchema", () => {
    const s = withTools({ toolSchemaMs: 1 });
    s.check(text(call(1, "heavy", { n: 3 })));
    const reply = { jsonrpc: "2.0", id: 1, result: { content: [], structuredContent: "x" } };
    expect(sessionFindings(s.check(text(reply)))).toEqual([
      {
        severity: "warning",
        code: "session.tool-schema-too-costly",
        path: "/result/structuredContent",
        message:
          'The outputSchema of tool "heavy" is too costly to check: checking this structuredContent took longer than 1 ms, so it was not checked.',
      },
    ]);
  });

  it("a pattern only a backtracking engine could run is named, and the arguments left unchecked", () => {
    const report = withTools().check(text(call(1, "signup", { password: "short" })));
    expect(sessionFindings(report)).toEqual([
      {
        severity: "warning",
        code: "session.tool-schema-unsupported-pattern",
        path: "/params/arguments",
        message:
          'The inputSchema of tool "signup" has a pattern that cannot run safely: "^(?=.*\\d).{8,}$" uses lookahead ("(?="). Patterns run only on a linear-time engine (a backtracking one can be frozen by a hostile pattern), so the arguments were not checked.',
      },
    ]);
  });

  it("a single message checked on its own never reaches a tool schema", () => {
    // checkText has no session: no tools/list was seen, so there is no schema to run.
    const batch = [
      { jsonrpc: "2.0", id: 100, result: { tools } },
      call(1, "search", { q: hostile }),
    ];
    const report = checkText(text(batch), { version: "2025-11-25" });
    expect(report.findings.filter((f) => f.code.startsWith("session."))).toEqual([]);
  }, 10_000);
});
