import { describe, expect, it } from "vitest";
import { parseJson } from "./index.ts";
import { MESSAGES } from "./messages.ts";
import { applyEdit, failOf, okOf, span } from "./test-utils.ts";

/** Applies the finding's fix and parses again. */
function fixed(text: string): string {
  const finding = failOf(text);
  if (!finding.fix) throw new Error(`no fix for ${finding.code}`);
  return applyEdit(text, finding.fix.edit);
}

describe("parseJson on valid text", () => {
  it("returns the value, no findings, and the text", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "ping"}';
    const result = okOf(text);
    expect(result.value).toEqual({ jsonrpc: "2.0", id: 1, method: "ping" });
    expect(result.findings).toEqual([]);
    expect(result.unsafeIntegers).toEqual([]);
    expect(result.text).toBe(text);
  });

  it("accepts scalars at the top level and surrounding whitespace", () => {
    expect(okOf(" \t\r\n 42 \n").value).toBe(42);
    expect(okOf('"x"').value).toBe("x");
    expect(okOf("null").value).toBe(null);
    expect(okOf("[]").value).toEqual([]);
  });

  it("skips a leading byte order mark", () => {
    const result = okOf('\uFEFF{"a": 1}');
    expect(result.value).toEqual({ a: 1 });
    // The BOM still counts as a character on line 1: "{" is at column 2.
    expect(span(result.locate(""))).toBe("1:2-1:10");
  });

  it("makes __proto__ an own property, like JSON.parse, without touching prototypes", () => {
    const result = okOf('{"__proto__": {"polluted": true}, "a": 1}');
    const value = result.value as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(value, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(value).toEqual(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
  });
});

describe("parse errors", () => {
  it("json.empty: nothing but whitespace", () => {
    const finding = failOf("  \n ");
    expect(finding.code).toBe("json.empty");
    expect(finding.severity).toBe("error");
    expect(span(finding.range)).toBe("1:1-2:2");
    expect(failOf("").code).toBe("json.empty");
    expect(failOf("\uFEFF").code).toBe("json.empty");
  });

  it("json.trailing-comma in objects and arrays, with a fix", () => {
    const text = '{\n  "a": [1, 2,],\n  "b": 1\n}';
    const finding = failOf(text);
    expect(finding.code).toBe("json.trailing-comma");
    expect(span(finding.range)).toBe("2:13-2:14");
    expect(finding.path).toBe("/a");
    expect(finding.args).toMatchObject({ close: "]" });
    expect(okOf(fixed(text)).value).toEqual({ a: [1, 2], b: 1 });

    const object = '{"a": 1,\n}';
    expect(span(failOf(object).range)).toBe("1:8-1:9");
    expect(failOf(object).code).toBe("json.trailing-comma");
    expect(okOf(fixed(object)).value).toEqual({ a: 1 });
  });

  it("json.single-quotes, with a fix for simple strings", () => {
    const text = "{'name': 'Ada'}";
    const finding = failOf(text);
    expect(finding.code).toBe("json.single-quotes");
    expect(span(finding.range)).toBe("1:2-1:8");
    expect(fixed(text)).toBe("{\"name\": 'Ada'}");
    expect(okOf(fixed(fixed(text))).value).toEqual({ name: "Ada" });

    const value = "{\"a\": 'x'}";
    expect(span(failOf(value).range)).toBe("1:7-1:10");
    // Not simple (contains a double quote): no fix.
    expect(failOf("['say \"hi\"']").fix).toBeUndefined();
    // Unclosed on its line: only the quote is marked.
    expect(span(failOf("['abc\n]").range)).toBe("1:2-1:3");
  });

  it("json.unquoted-key, with a fix adding quotes", () => {
    const text = '{\n  method: "ping"\n}';
    const finding = failOf(text);
    expect(finding.code).toBe("json.unquoted-key");
    expect(span(finding.range)).toBe("2:3-2:9");
    expect(finding.args).toMatchObject({ key: "method" });
    expect(okOf(fixed(text)).value).toEqual({ method: "ping" });
    expect(failOf('{"a": 1, b_2$: 2}').code).toBe("json.unquoted-key");
  });

  it("json.comment for line and block comments, with a fix removing them", () => {
    const line = '{\n  "a": 1 // one\n}';
    const finding = failOf(line);
    expect(finding.code).toBe("json.comment");
    expect(span(finding.range)).toBe("2:10-2:16");
    expect(okOf(fixed(line)).value).toEqual({ a: 1 });

    const block = '/* header */ {"a": /* x */ 1}';
    expect(span(failOf(block).range)).toBe("1:1-1:13");
    expect(okOf(fixed(fixed(block))).value).toEqual({ a: 1 });

    const unclosed = '{"a": 1 /* never closed';
    expect(failOf(unclosed).code).toBe("json.comment");
    expect(span(failOf(unclosed).range)).toBe("1:9-1:24");
  });

  it("json.truncated says what is still open and where it was opened", () => {
    const text = '{\n  "params": {\n    "list": [1, 2';
    const finding = failOf(text);
    expect(finding.code).toBe("json.truncated");
    expect(span(finding.range)).toBe("3:18-3:18");
    expect(finding.path).toBe("/params/list");
    expect(finding.args).toMatchObject({ open: "[", line: 3, column: 13, missing: "]}}" });
    expect(finding.message).toContain("array opened at line 3, column 13");

    const string = '{"a": "abc';
    expect(failOf(string).args).toMatchObject({ open: '"', line: 1, column: 7, missing: '"}' });
    expect(failOf(string).message).toContain("string that starts at line 1, column 7");

    expect(failOf('{"a":').args).toMatchObject({ open: "{", line: 1, column: 1, missing: "" });
    expect(failOf("[1,").args).toMatchObject({ open: "[", missing: "" });
    expect(failOf('{"ke').args).toMatchObject({ open: '"', missing: "" });
    expect(failOf('{"ke').message).not.toContain("Add");
    expect(failOf("[[1], {").args).toMatchObject({ open: "{", missing: "}]" });
    expect(failOf('{"a"').code).toBe("json.truncated");
    expect(failOf("{").code).toBe("json.truncated");
    expect(failOf("[1,").code).toBe("json.truncated");
    expect(failOf('"\\u12').code).toBe("json.truncated");
    expect(failOf("[tr").args).toMatchObject({ open: "", missing: "ue]" });
  });

  it("json.unexpected-token says what was expected and what was found", () => {
    const finding = failOf('{"a": 1 "b": 2}');
    expect(finding.code).toBe("json.unexpected-token");
    expect(span(finding.range)).toBe("1:9-1:10");
    expect(finding.args).toMatchObject({ expected: "comma-or-brace", found: "'\"'" });
    expect(finding.message).toContain("comma is probably missing");

    const colon = failOf('{"a" 1}');
    expect(colon.args).toMatchObject({ expected: "colon", found: '"1"' });
    expect(span(colon.range)).toBe("1:6-1:7");

    const mismatched = failOf("[1, 2}");
    expect(mismatched.message).toContain("[ opened at line 1, column 1");
    expect(span(mismatched.range)).toBe("1:6-1:7");

    expect(failOf("[True]").message).toContain("write");
    expect(failOf("[undefined]").message).toContain("use null");
    expect(failOf("[1,,2]").args).toMatchObject({ expected: "value", found: '","' });
    expect(failOf("\u0000").args).toMatchObject({ found: "U+0000" });
    expect(failOf('{"a": }').args).toMatchObject({ expected: "value", found: '"}"' });
    expect(failOf("{1: 2}").code).toBe("json.unquoted-key");
    expect(failOf("{,}").args).toMatchObject({ expected: "key" });
  });

  it("json.invalid-number for leading zeros, NaN, Infinity, +1, .5 and others", () => {
    const cases: [string, string, string][] = [
      ["[01]", "leading-zero", "1:2-1:4"],
      ["[-007]", "leading-zero", "1:2-1:6"],
      ["[NaN]", "nan", "1:2-1:5"],
      ["[Infinity]", "infinity", "1:2-1:10"],
      ["[-Infinity]", "infinity", "1:2-1:11"],
      ["[+1]", "plus", "1:2-1:4"],
      ["[.5]", "leading-dot", "1:2-1:4"],
      ["[1.]", "trailing-dot", "1:2-1:4"],
      ["[1e]", "exponent", "1:2-1:4"],
      ["[1e+]", "exponent", "1:2-1:5"],
      ["[-]", "minus", "1:2-1:3"],
      ["[0x1F]", "hex", "1:2-1:6"],
    ];
    for (const [text, reason, range] of cases) {
      const finding = failOf(text);
      expect(finding.code, text).toBe("json.invalid-number");
      expect(finding.args?.reason, text).toBe(reason);
      expect(span(finding.range), text).toBe(range);
    }
    expect(failOf("1.").code).toBe("json.invalid-number");
  });

  it("json.invalid-string for raw control characters, line breaks and bad escapes", () => {
    const newline = failOf('{"a": "one\ntwo"}');
    expect(newline.code).toBe("json.invalid-string");
    expect(newline.args).toMatchObject({ reason: "line-break" });
    expect(span(newline.range)).toBe("1:11-2:1");
    expect(span(failOf('"a\r\nb"').range)).toBe("1:3-2:1");

    const tab = failOf('"a\tb"');
    expect(tab.args).toMatchObject({ reason: "control-char", char: "U+0009" });
    expect(span(tab.range)).toBe("1:3-1:4");

    const escape = failOf('"C:\\dir"');
    expect(escape.args).toMatchObject({ reason: "bad-escape", escape: "\\d" });
    expect(span(escape.range)).toBe("1:4-1:6");

    const control = failOf('"a\\\r\nb"');
    expect(control.args).toMatchObject({ reason: "bad-escape", escape: "\\U+000D" });
    expect(span(control.range)).toBe("1:3-2:1");

    expect(span(failOf('"\\u12\r\n"').range)).toBe("1:2-2:1");
    const unicode = failOf('"\\u12G4"');
    expect(unicode.args).toMatchObject({ reason: "bad-unicode-escape", escape: "\\u12G" });
    expect(span(unicode.range)).toBe("1:2-1:7");
  });

  it("json.trailing-content suggests an array or JSON Lines", () => {
    const finding = failOf('{"id": 1}\n{"id": 2}');
    expect(finding.code).toBe("json.trailing-content");
    expect(span(finding.range)).toBe("2:1-2:2");
    expect(finding.message).toContain("JSON array");
    expect(finding.message).toContain("JSON Lines");
    expect(failOf('{"a":1}}').code).toBe("json.trailing-content");
  });

  it("json.too-deep beyond maxDepth", () => {
    expect(okOf("[".repeat(500) + "]".repeat(500)).value).toBeDefined();
    const finding = failOf("[".repeat(501) + "]".repeat(501));
    expect(finding.code).toBe("json.too-deep");
    expect(span(finding.range)).toBe("1:501-1:502");
    expect(finding.message).toContain("nested deeper than 500 levels");
    expect(finding.path).toBe("/0".repeat(499));

    const custom = failOf('{"a": {"b": {}}}', { maxDepth: 2 });
    expect(custom.code).toBe("json.too-deep");
    expect(custom.path).toBe("/a");
    expect(custom.message).toContain("deeper than 2 levels");
    expect(parseJson('{"a": {"b": 1}}', { maxDepth: 2 }).ok).toBe(true);
  });

  it("reports the first error in text order", () => {
    expect(failOf("[1,] // x").code).toBe("json.trailing-comma");
    expect(failOf("// x\n[1,]").code).toBe("json.comment");
  });
});

describe("messages", () => {
  it("are plain sentences built from the args for every code", () => {
    for (const [code, build] of Object.entries(MESSAGES)) {
      const sentence = build({});
      expect(sentence.length, code).toBeGreaterThan(10);
    }
  });

  it("of a finding equal the catalog's sentence for its args", () => {
    for (const text of ["", "[1,]", "{a:1}", "[01]", '"\\x"', "[1", "{} {}", "[True]"]) {
      const finding = failOf(text);
      expect(finding.message).toBe(MESSAGES[finding.code]?.(finding.args ?? {}));
    }
  });
});
