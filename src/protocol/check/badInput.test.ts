/** No input makes the checker throw or hang; each yields a report. */
import { describe, expect, it } from "vitest";
import { checkText, checkValue } from "./check.ts";
import { codes, one, textAt } from "./testkit.ts";

describe("bad input", () => {
  it("binary garbage", () => {
    let garbage = "";
    let seed = 7;
    for (let i = 0; i < 4096; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      garbage += String.fromCharCode(seed % 256);
    }
    for (const text of [garbage, "\u0000\u0001\uffff", "\ufeff", "", "\ud800{}"]) {
      const r = checkText(text);
      expect(r.kind).toBe("invalid");
      expect(r.valid).toBe(false);
      expect(r.findings.length).toBeGreaterThan(0);
    }
  });

  it("50 MB of text: a long string value, and 50 MB that is not JSON", () => {
    const big = "x".repeat(50 * 1024 * 1024);
    const text = `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "upload", "arguments": {"blob": "${big}"}}}`;
    const r = checkText(text);
    expect(r).toMatchObject({ kind: "request", valid: true, findings: [] });
    const bad = checkText(`{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"t": "${big}`);
    expect(bad.kind).toBe("invalid");
    expect(bad.findings[0]?.code).toBe("json.truncated");
    const wrongType = checkText(
      `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": 5, "x": "${big}"}}`,
    );
    expect(one(wrongType, "mcp.type").message).toBe("`name` must be a string, not an integer.");
  });

  it("100,000 levels of nesting are reported as too deep", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(one(checkText(deep), "json.too-deep").severity).toBe("error");
    const inside = `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "n", "arguments": {"a": ${deep}}}}`;
    const r = checkText(inside);
    expect(r.kind).toBe("invalid");
    expect(codes(r)).toEqual(["json.too-deep"]);
    // A deep value checked without text does not overflow either.
    let value: unknown = {};
    for (let i = 0; i < 100_000; i++) value = { a: value };
    const v = checkValue({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "n", arguments: value },
    });
    expect(v).toMatchObject({ kind: "request", valid: true });
    const w = checkValue(
      { jsonrpc: "2.0", id: 1, result: value },
      { context: { requestMethod: () => "tools/call" } },
    );
    expect(w.kind).toBe("reply");
  });

  it("__proto__, constructor and other prototype names are plain keys", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "n", "__proto__": {"polluted": true}, "constructor": 1}, "__proto__": 1}';
    const r = checkText(text);
    expect(r.valid).toBe(true);
    const proto = r.findings.find((f) => f.path === "/params/__proto__");
    expect(proto?.code).toBe("mcp.unknown-key");
    expect(textAt(text, proto!.range)).toBe('"__proto__"');
    expect(r.findings.find((f) => f.path === "/__proto__")?.code).toBe("jsonrpc.unknown-key");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const method of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const m = checkText(`{"jsonrpc": "2.0", "id": 1, "method": "${method}"}`);
      expect(codes(m)).toEqual(["mcp.method-unknown"]);
    }
    const keys = checkText(
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"constructor": "x"}}',
    );
    expect(codes(keys)).toContain("mcp.required");
  });

  it("lone surrogates, escaped or raw", () => {
    for (const text of [
      '{"jsonrpc": "2.0", "id": "\\ud800", "method": "ping"}',
      `{"jsonrpc": "2.0", "id": "\ud800", "method": "p\udc00ng"}`,
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "\\udfff", "\\ud83d": 1}}',
    ]) {
      const r = checkText(text);
      expect(["request", "invalid"]).toContain(r.kind);
      for (const f of r.findings) expect(typeof f.message).toBe("string");
    }
  });

  it("values that are not JSON at all, checked without text", () => {
    for (const value of [undefined, () => 1, Symbol("s"), 10n, new Map(), Number.NaN]) {
      const r = checkValue(value);
      expect(r.kind).toBe("invalid");
      expect(r.valid).toBe(false);
    }
  });
});
