import { describe, expect, it } from "vitest";
import { LineIndex, parseJson } from "./index.ts";
import { failOf, okOf, positionInside, span } from "./test-utils.ts";

describe("never throws, never hangs", () => {
  it("on binary garbage", () => {
    let seed = 12345;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let round = 0; round < 200; round++) {
      const units = Array.from({ length: 1 + (random() % 200) }, () => random() % 0x10000);
      const text = String.fromCharCode(...units);
      const result = parseJson(text);
      if (!result.ok) {
        expect(result.findings).toHaveLength(1);
        const lines = new LineIndex(text);
        expect(positionInside(lines, text, result.findings[0]!.range)).toBe(true);
      }
    }
  });

  it("on a 50 MB string, valid and unclosed", () => {
    const body = "x".repeat(50 * 1024 * 1024);
    const valid = okOf(`{"big": "${body}"}`);
    expect((valid.value as { big: string }).big.length).toBe(body.length);
    expect(span(valid.locateKey("/big"))).toBe("1:2-1:7");

    const unclosed = failOf(`{"big": "${body}`);
    expect(unclosed.code).toBe("json.truncated");
    expect(unclosed.args).toMatchObject({ open: '"', line: 1, column: 9 });
  });

  it("on lone surrogates, escaped (valid JSON) and raw", () => {
    expect(okOf('"\\ud800"').value).toBe("\ud800");
    expect(okOf('["\\udc00x", "\\ud83d\\ude00"]').value).toEqual(["\udc00x", "😀"]);
    expect(okOf('"\ud800"').value).toBe("\ud800");
    expect(okOf('{"\udfff": 1}').value).toEqual({ "\udfff": 1 });
    const bare = failOf("[\ud800]");
    expect(bare.code).toBe("json.unexpected-token");
    expect(bare.args).toMatchObject({ found: "U+D800" });
    expect(span(bare.range)).toBe("1:2-1:3");
    const pair = failOf("[😀]");
    expect(span(pair.range)).toBe("1:2-1:4");
  });

  it("on 100,000 levels of nesting, closed or not", () => {
    for (const text of [
      "[".repeat(100_000),
      "[".repeat(100_000) + "]".repeat(100_000),
      '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000),
    ]) {
      const finding = failOf(text);
      expect(finding.code).toBe("json.too-deep");
      expect(finding.message).toContain("nested deeper than 500 levels");
    }
    // With a higher limit, deep but valid text parses.
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    const result = parseJson(deep, { maxDepth: 20_000 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(span(result.locate("/0".repeat(9_999)))).toBe("1:10000-1:10002");
    const truncated = failOf("[".repeat(100_000), { maxDepth: 200_000 });
    expect(truncated.code).toBe("json.truncated");
  });

  it("on huge numbers", () => {
    expect(okOf("1e400").value).toBe(Infinity);
    expect(okOf("-1e400").value).toBe(-Infinity);
    expect(okOf("1e-400").value).toBe(0);
    const digits = "9".repeat(100_000);
    const result = okOf(`[${digits}]`);
    expect(result.value).toEqual([Infinity]);
    expect(result.unsafeIntegers).toEqual([{ pointer: "/0", raw: digits }]);
    expect(failOf(`[0${digits}]`).code).toBe("json.invalid-number");
  });

  it("on NUL bytes, inside and outside strings", () => {
    expect(failOf("\u0000").args).toMatchObject({ found: "U+0000" });
    expect(failOf('{"a": 1}\u0000').code).toBe("json.trailing-content");
    const inString = failOf('"a\u0000b"');
    expect(inString.code).toBe("json.invalid-string");
    expect(inString.args).toMatchObject({ reason: "control-char", char: "U+0000" });
    expect(okOf('"a\\u0000b"').value).toBe("a\u0000b");
  });

  it("on byte order marks elsewhere and unusual whitespace", () => {
    expect(failOf(" \uFEFF{}").args).toMatchObject({ found: "U+FEFF" });
    expect(failOf("\uFEFF\uFEFF{}").code).toBe("json.unexpected-token");
    expect(failOf("{\u00a0}").args).toMatchObject({ found: "U+00A0" });
    expect(failOf("[1,\u2028 2]").args).toMatchObject({ found: "U+2028" });
  });

  it("on a flat array of 200,000 items", () => {
    const items = Array.from({ length: 200_000 }, (_, i) => i).join(",");
    const result = okOf(`[${items}]`);
    expect(span(result.locate("/199999"))).toBe(`1:${items.length - 4}-1:${items.length + 2}`);
  });
});
