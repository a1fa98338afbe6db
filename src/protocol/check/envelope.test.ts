import { describe, expect, it } from "vitest";
import { checkText } from "./check.ts";
import { applyFix, codes, expectFinding, expectFixed, one, span, textAt } from "./testkit.ts";

describe("the JSON-RPC 2.0 envelope", () => {
  it("jsonrpc.not-object: a JSON value that is no object", () => {
    const { report, f } = expectFinding("42", "jsonrpc.not-object", "", "42");
    expect(report.valid).toBe(false);
    expect(f.message).toMatch(/must be a JSON object, not an integer/);
  });

  it("jsonrpc.no-kind: an object with neither method nor result/error", () => {
    const text = '{"jsonrpc": "2.0", "id": 3}';
    expectFinding(text, "jsonrpc.no-kind", "", text);
  });

  it("jsonrpc.version-missing: covers the object; the fix adds it", () => {
    const text = '{\n  "id": 1,\n  "method": "ping"\n}';
    const { f } = expectFinding(text, "jsonrpc.version-missing", "", text);
    expect(f.fix?.title).toBe("Add `jsonrpc`");
    expect(expectFixed(text, "jsonrpc.version-missing")).toBe(
      '{\n  "id": 1,\n  "method": "ping",\n  "jsonrpc": "2.0"\n}',
    );
  });

  it("jsonrpc.version-missing with a misnamed key: covers the key; the fix renames it", () => {
    const text = '{"jsonRpc": "2.0", "id": 1, "method": "ping"}';
    const { f, report } = expectFinding(text, "jsonrpc.version-missing", "", '"jsonRpc"');
    expect(f.message).toMatch(/`jsonRpc` looks like a misnamed `jsonrpc`/);
    expect(codes(report)).toEqual(["jsonrpc.version-missing"]);
    expect(expectFixed(text, "jsonrpc.version-missing")).toBe(
      '{"jsonrpc": "2.0", "id": 1, "method": "ping"}',
    );
  });

  it('jsonrpc.version-wrong: covers the value; the fix writes "2.0"', () => {
    const text = '{"jsonrpc": 2.0, "id": 1, "method": "ping"}';
    const { f } = expectFinding(text, "jsonrpc.version-wrong", "/jsonrpc", "2.0");
    expect(f.message).toBe('`jsonrpc` must be exactly the string "2.0", not 2.');
    expectFixed(text, "jsonrpc.version-wrong");
  });

  it("jsonrpc.id-null: a request with a null id", () => {
    const text = '{"jsonrpc": "2.0", "id": null, "method": "tools/list"}';
    const { f } = expectFinding(text, "jsonrpc.id-null", "/id", "null");
    expect(f.severity).toBe("error");
  });

  it("jsonrpc.reply-id-null: from 2025-11-25 the fix leaves the id out", () => {
    const text =
      '{"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}}';
    const { f } = expectFinding(text, "jsonrpc.reply-id-null", "/id", "null");
    expect(f.message).toMatch(/leave `id` out/);
    expect(expectFixed(text, "jsonrpc.reply-id-null")).toBe(
      '{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}}',
    );
    const old = expectFinding(text, "jsonrpc.reply-id-null", "/id", "null", {
      version: "2025-06-18",
    });
    expect(old.f.fix).toBeUndefined();
  });

  it("jsonrpc.id-float: says why", () => {
    const text = '{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}';
    const { f } = expectFinding(text, "jsonrpc.id-float", "/id", "1.5");
    expect(f.message).toMatch(/fractional part.*string or an integer/);
  });

  it("jsonrpc.id-type: an id that is neither string nor number", () => {
    expectFinding(
      '{"jsonrpc": "2.0", "id": {"n": 1}, "method": "ping"}',
      "jsonrpc.id-type",
      "/id",
      '{"n": 1}',
    );
    expectFinding('{"jsonrpc": "2.0", "id": true, "result": {}}', "jsonrpc.id-type", "/id", "true");
  });

  it("jsonrpc.id-missing: a result without id; an error without id before 2025-11-25", () => {
    const result = '{"jsonrpc": "2.0", "result": {}}';
    expectFinding(result, "jsonrpc.id-missing", "", result);
    const error = '{"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}}';
    const { f } = expectFinding(error, "jsonrpc.id-missing", "", error, { version: "2025-06-18" });
    expect(f.message).toMatch(/in 2025-06-18 every reply carries the id/);
    expect(checkText(error, { version: "2025-11-25" }).valid).toBe(true);
  });

  it("jsonrpc.id-unsafe-integer: a warning; the fix makes it a string", () => {
    const text = '{"jsonrpc": "2.0", "id": 9007199254740993, "method": "ping"}';
    const { f, report } = expectFinding(
      text,
      "jsonrpc.id-unsafe-integer",
      "/id",
      "9007199254740993",
    );
    expect(f.severity).toBe("warning");
    expect(report.valid).toBe(true);
    expect(f.message).toMatch(/"9007199254740993"/);
    expect(expectFixed(text, "jsonrpc.id-unsafe-integer")).toContain('"id": "9007199254740993"');
  });

  it("jsonrpc.method-type", () => {
    expectFinding(
      '{"jsonrpc": "2.0", "id": 1, "method": 42}',
      "jsonrpc.method-type",
      "/method",
      "42",
    );
  });

  it("jsonrpc.params-type: by-position params", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": ["get_weather"]}';
    expectFinding(text, "jsonrpc.params-type", "/params", '["get_weather"]');
  });

  it("jsonrpc.result-and-error", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "result": {}, "error": {"code": -32603, "message": "x"}}';
    expectFinding(text, "jsonrpc.result-and-error", "", text);
  });

  it("jsonrpc.reply-with-method: covers the key; the fix removes the member", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "result": {"tools": []}}';
    expectFinding(text, "jsonrpc.reply-with-method", "/method", '"method"');
    expect(expectFixed(text, "jsonrpc.reply-with-method")).toBe(
      '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}',
    );
  });

  it("mcp.result-not-object: MCP results are objects", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "result": "pong"}';
    const { f } = expectFinding(text, "mcp.result-not-object", "/result", '"pong"');
    expect(f.message).toMatch(/an empty result is \{\}/);
  });

  it("jsonrpc.error-not-object", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "error": "tool crashed"}';
    expectFinding(text, "jsonrpc.error-not-object", "/error", '"tool crashed"');
  });

  it("jsonrpc.error-code-missing and error-message-missing: fixes add them", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "error": {"data": 1}}';
    expectFinding(text, "jsonrpc.error-code-missing", "/error", '{"data": 1}');
    expectFinding(text, "jsonrpc.error-message-missing", "/error", '{"data": 1}');
    expect(expectFixed(text, "jsonrpc.error-code-missing")).toContain('"data": 1, "code": -32603}');
    expectFixed(text, "jsonrpc.error-message-missing");
  });

  it("jsonrpc.error-code-type and error-message-type", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "error": {"code": "-32602", "message": 404}}';
    expectFinding(text, "jsonrpc.error-code-type", "/error/code", '"-32602"');
    expectFinding(text, "jsonrpc.error-message-type", "/error/message", "404");
    const float = '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602.5, "message": "x"}}';
    expectFinding(float, "jsonrpc.error-code-type", "/error/code", "-32602.5");
  });

  it("jsonrpc.unknown-key: a warning on the key, with did-you-mean when close", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "ping", "parms": {}, "trace": "x"}';
    const report = checkText(text);
    expect(report.valid).toBe(true);
    const [typo, other] = report.findings.filter((f) => f.code === "jsonrpc.unknown-key");
    expect(typo?.path).toBe("/parms");
    expect(textAt(text, typo!.range)).toBe('"parms"');
    expect(typo?.message).toMatch(/Did you mean `params`\?/);
    expect(applyFix(text, typo!)).toContain('"params": {}');
    expect(other?.path).toBe("/trace");
    expect(other?.fix).toBeUndefined();
    const inError =
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "m", "details": 1}}';
    expectFinding(inError, "jsonrpc.unknown-key", "/error/details", '"details"');
  });

  it("params._meta before 2025-11-25: an object, and a request's progressToken a string or integer", () => {
    const o = { version: "2025-06-18" as const };
    const nul = '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": null}}';
    expectFinding(nul, "mcp.null-optional", "/params/_meta", "null", o);
    expectFixed(nul, "mcp.null-optional", o);
    const str =
      '{"jsonrpc": "2.0", "method": "notifications/initialized", "params": {"_meta": "x"}}';
    expectFinding(str, "mcp.type", "/params/_meta", '"x"', o);
    const token =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {"progressToken": 1.5}}}';
    const { f } = expectFinding(token, "mcp.type", "/params/_meta/progressToken", "1.5", o);
    expect(f.message).toBe("`progressToken` must be a string or an integer, not a number.");
    // A well-formed _meta is neither an error nor an unknown key, in any version.
    const ok =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "n", "_meta": {"progressToken": "p"}}}';
    for (const version of ["2024-11-05", "2025-06-18", "2025-11-25"] as const) {
      expect(checkText(ok, { version }).findings).toEqual([]);
    }
  });

  it("positions are line and column in multi-line text", () => {
    const text = '{\n  "jsonrpc": "2.0",\n  "id": 1.5,\n  "method": "ping"\n}';
    const f = one(checkText(text), "jsonrpc.id-float");
    expect(span(f.range)).toBe("3:9-3:12");
  });

  it("a valid message of each kind has no finding", () => {
    for (const text of [
      '{"jsonrpc": "2.0", "id": "a-1", "method": "ping"}',
      '{"jsonrpc": "2.0", "method": "notifications/initialized"}',
      '{"jsonrpc": "2.0", "id": 0, "error": {"code": -32601, "message": "Method not found", "data": {"m": 1}}}',
    ]) {
      const r = checkText(text);
      expect(r.valid).toBe(true);
      expect(r.findings.filter((f) => f.severity !== "hint")).toEqual([]);
    }
  });
});
