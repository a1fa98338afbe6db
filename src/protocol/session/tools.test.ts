import { describe, expect, it } from "vitest";
import type { MessageReport } from "../check/types.ts";
import { createSession } from "./index.ts";

const text = (message: unknown) => JSON.stringify(message);
const call = (id: number, name: string, args?: unknown) =>
  text({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name, ...(args !== undefined ? { arguments: args } : {}) },
  });
const callResult = (id: number, result: Record<string, unknown>) =>
  text({ jsonrpc: "2.0", id, result: { content: [], ...result } });

const session = (report: MessageReport) =>
  report.findings
    .filter((f) => f.code.startsWith("session."))
    .map((f) => [f.severity, f.code, f.path]);

const weather = {
  name: "get_weather",
  inputSchema: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
    required: ["city"],
    additionalProperties: false,
  },
  outputSchema: {
    type: "object",
    properties: { temperature: { type: "number" } },
    required: ["temperature"],
  },
};
const echo = { name: "echo", inputSchema: { type: "object" } };

/** A session that has seen the server's tools. */
function withTools(tools: unknown[], version: "2025-06-18" | "2025-11-25" = "2025-11-25") {
  const s = createSession({ version });
  s.check(text({ jsonrpc: "2.0", id: 100, method: "tools/list" }));
  expect(session(s.check(text({ jsonrpc: "2.0", id: 100, result: { tools } })))).toEqual([]);
  return s;
}

describe("tools/call arguments", () => {
  it("accepts arguments that match the inputSchema", () => {
    const s = withTools([weather, echo]);
    expect(s.state.tools.map((t) => t.name)).toEqual(["get_weather", "echo"]);
    expect(session(s.check(call(1, "get_weather", { city: "Paris", days: 2 })))).toEqual([]);
  });

  it("reports each mismatch as an error at its path", () => {
    const s = withTools([weather]);
    const report = s.check(call(1, "get_weather", { city: 12, days: 0, unit: "C" }));
    expect(session(report)).toEqual([
      ["error", "session.tool-arguments", "/params/arguments/unit"],
      ["error", "session.tool-arguments", "/params/arguments/city"],
      ["error", "session.tool-arguments", "/params/arguments/days"],
    ]);
    expect(report.valid).toBe(false);
  });

  it("points at the offending value, and at the key of an unexpected property", () => {
    const s = withTools([weather]);
    const line = call(1, "get_weather", { city: 12, unit: "C" });
    const findings = s.check(line).findings.filter((f) => f.code === "session.tool-arguments");
    const at = (f: (typeof findings)[number]) =>
      line.slice(f.range.start.column - 1, f.range.end.column - 1);
    expect(findings.map(at).sort()).toEqual(['"unit"', "12"]);
  });

  it("reports a missing required argument on the arguments object", () => {
    const s = withTools([weather]);
    const report = s.check(call(1, "get_weather", {}));
    expect(session(report)).toEqual([["error", "session.tool-arguments", "/params/arguments"]]);
    expect(report.findings.at(-1)?.message).toContain('"city"');
  });

  it("checks absent arguments as an empty object, reported on params", () => {
    const s = withTools([weather, echo]);
    expect(session(s.check(call(1, "get_weather")))).toEqual([
      ["error", "session.tool-arguments", "/params"],
    ]);
    expect(session(s.check(call(2, "echo")))).toEqual([]);
  });

  it("warns about an unknown tool and lists the known ones", () => {
    const s = withTools([weather, echo]);
    const report = s.check(call(1, "get_wether", { city: "Paris" }));
    expect(session(report)).toEqual([["warning", "session.unknown-tool", "/params/name"]]);
    expect(report.findings.at(-1)?.message).toContain("get_weather, echo");
  });

  it("says nothing about tools before any tools/list reply", () => {
    const s = createSession({ version: "2025-11-25" });
    expect(session(s.check(call(1, "anything", { x: 1 })))).toEqual([]);
  });

  it("turns an uncompilable inputSchema into a warning, never a crash", () => {
    const broken = {
      name: "broken",
      inputSchema: { type: "object", properties: { a: { $ref: "#/nowhere" } } },
    };
    const s = withTools([broken, { name: "odd", inputSchema: { type: "objekt" } }]);
    expect(session(s.check(call(1, "broken", { a: 1 })))).toEqual([
      ["warning", "session.tool-schema-invalid", "/params/name"],
    ]);
    expect(session(s.check(call(2, "odd", {})))).toEqual([
      ["warning", "session.tool-schema-invalid", "/params/name"],
    ]);
  });

  it("keeps tools with the same $id apart", () => {
    const a = {
      name: "a",
      inputSchema: { $id: "https://example.com/args.json", type: "object", required: ["p"] },
    };
    const b = {
      name: "b",
      inputSchema: { $id: "https://example.com/args.json", type: "object", required: ["q"] },
    };
    const s = withTools([a, b]);
    expect(session(s.check(call(1, "a", { p: 1 })))).toEqual([]);
    expect(session(s.check(call(2, "b", { p: 1 })))).toEqual([
      ["error", "session.tool-arguments", "/params/arguments"],
    ]);
  });

  it("honours a draft-07 $schema", () => {
    const tool = {
      name: "t",
      inputSchema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { pair: { type: "array", items: [{ type: "string" }, { type: "number" }] } },
      },
    };
    const s = withTools([tool]);
    expect(session(s.check(call(1, "t", { pair: ["a", 1] })))).toEqual([]);
    expect(session(s.check(call(2, "t", { pair: [1, 1] })))).toEqual([
      ["error", "session.tool-arguments", "/params/arguments/pair/0"],
    ]);
  });

  it("replaces the known tools on a new first page and adds later pages", () => {
    const s = withTools([weather]);
    s.check(text({ jsonrpc: "2.0", id: 101, method: "tools/list", params: { cursor: "p2" } }));
    s.check(text({ jsonrpc: "2.0", id: 101, result: { tools: [echo] } }));
    expect(s.state.tools.map((t) => t.name)).toEqual(["get_weather", "echo"]);
    s.check(text({ jsonrpc: "2.0", id: 102, method: "tools/list" }));
    s.check(text({ jsonrpc: "2.0", id: 102, result: { tools: [echo] } }));
    expect(s.state.tools.map((t) => t.name)).toEqual(["echo"]);
  });

  it("caps the known tools, warning once", () => {
    const s = createSession({ version: "2025-11-25", limits: { tools: 2 } });
    s.check(text({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    const tools = ["a", "b", "c", "d"].map((name) => ({ name, inputSchema: { type: "object" } }));
    const report = s.check(text({ jsonrpc: "2.0", id: 1, result: { tools } }));
    expect(session(report)).toEqual([["warning", "session.tools-overflow", "/result/tools"]]);
    expect(s.state.tools.map((t) => t.name)).toEqual(["c", "d"]);
  });
});

describe("tools/call results", () => {
  it("accepts structuredContent that matches the outputSchema", () => {
    const s = withTools([weather]);
    s.check(call(1, "get_weather", { city: "Paris" }));
    expect(session(s.check(callResult(1, { structuredContent: { temperature: 21 } })))).toEqual([]);
  });

  it("reports structuredContent that does not match as an error", () => {
    const s = withTools([weather]);
    s.check(call(1, "get_weather", { city: "Paris" }));
    const report = s.check(callResult(1, { structuredContent: { temperature: "warm" } }));
    expect(session(report)).toEqual([
      ["error", "session.tool-structured-content", "/result/structuredContent/temperature"],
    ]);
    expect(report.valid).toBe(false);
  });

  it("requires structuredContent from a tool with an outputSchema, unless isError", () => {
    const s = withTools([weather]);
    s.check(call(1, "get_weather", { city: "Paris" }));
    expect(session(s.check(callResult(1, {})))).toEqual([
      ["error", "session.structured-content-missing", "/result"],
    ]);
    s.check(call(2, "get_weather", { city: "Paris" }));
    expect(session(s.check(callResult(2, { isError: true })))).toEqual([]);
  });

  it("does not judge the reply to a call run as a task", () => {
    const s = withTools([weather]);
    const asTask = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_weather", arguments: { city: "Paris" }, task: { ttl: 60000 } },
    };
    expect(session(s.check(text(asTask)))).toEqual([]);
    const task = {
      taskId: "t1",
      status: "working",
      createdAt: "2025-11-25T10:00:00Z",
      lastUpdatedAt: "2025-11-25T10:00:00Z",
      ttl: 60000,
    };
    const reply = s.check(text({ jsonrpc: "2.0", id: 1, result: { task } }));
    expect(session(reply)).toEqual([]);
    // The reply is judged as the task it is (CreateTaskResult), not as a CallToolResult.
    expect(reply.valid).toBe(true);
    s.check(text({ ...asTask, id: 2 }));
    const broken = s.check(text({ jsonrpc: "2.0", id: 2, result: { task: { taskId: "t2" } } }));
    expect(broken.valid).toBe(false);
    expect(broken.findings.map((f) => [f.code, f.path])).toContainEqual([
      "mcp.required",
      "/result/task",
    ]);
  });

  it("does not judge error replies or tools without an outputSchema", () => {
    const s = withTools([weather, echo]);
    s.check(call(1, "get_weather", { city: "Paris" }));
    const failure = { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "down" } };
    expect(session(s.check(text(failure)))).toEqual([]);
    s.check(call(2, "echo", {}));
    expect(session(s.check(callResult(2, {})))).toEqual([]);
  });
});
