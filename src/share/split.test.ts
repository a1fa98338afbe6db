import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isJsonText, scanJsonValue } from "./json-scan.ts";
import { splitJsonValues } from "./split.ts";
import { splitJsonValuesOracle } from "./split.testkit.ts";

/** Characters that make JSON, break it, or confuse a scanner that only counts brackets. */
const JSONISH = [...'{}[]",:\\/ \n\r\t0123456789-+.eEtrufalsnbx', "\u0001", "\u2028", "é"];
const jsonish = (maxLength: number) =>
  fc.array(fc.constantFrom(...JSONISH), { maxLength }).map((chars) => chars.join(""));

/** Values pasted one after another, with noise and damage between and inside them. */
const pasted = fc
  .array(
    fc.oneof(
      fc.json({ maxDepth: 3 }),
      fc.json({ maxDepth: 3 }).map((json) => JSON.stringify(JSON.parse(json), null, 2)),
      jsonish(12),
      fc.constantFrom("{", "[", "}", "]", '"', '{"a":', "\\", "\n"),
    ),
    { maxLength: 8 },
  )
  .chain((pieces) =>
    fc
      .array(fc.constantFrom("", "\n", " ", "\r\n", "\n\n", "x"), {
        minLength: pieces.length,
        maxLength: pieces.length,
      })
      .map((gaps) => pieces.map((piece, k) => piece + gaps[k]).join("")),
  );

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe("isJsonText accepts exactly what JSON.parse accepts", () => {
  it("on JSON and on damaged JSON", () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), jsonish(24), pasted), (text) => {
        expect(isJsonText(text), JSON.stringify(text)).toBe(parses(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("on the corners of the grammar", () => {
    for (const text of [
      "0",
      "-0",
      "01",
      "1.",
      ".5",
      "1e5",
      "1E+5",
      "1e",
      "-",
      "+1",
      '"\\u12"',
      '"\\u12ab"',
      '"\\x"',
      '"\t"',
      '"\\/"',
      '"\ud800"',
      "[1,]",
      "[,1]",
      '{"a":1,}',
      '{"a" 1}',
      "{1:1}",
      "[]",
      "{}",
      " [ ] ",
      "\u00a0[]",
      "[]\ufeff",
      "tru",
      "nulll",
      "[true,false,null]",
    ]) {
      expect(isJsonText(text), JSON.stringify(text)).toBe(parses(text));
    }
  });

  it("records where each object and array ends, or that it never did", () => {
    const scan = scanJsonValue('[{"a":[1]}, [], {"b": [2', 0);
    expect(scan.end).toBe(-1);
    expect(Object.fromEntries(scan.containers)).toEqual({
      0: -1,
      1: 10,
      6: 9,
      12: 14,
      16: -1,
      22: -1,
    });
  });
});

describe("splitJsonValues", () => {
  it("finds what the first implementation found, on any input", () => {
    fc.assert(
      fc.property(fc.oneof(pasted, jsonish(40)), (text) => {
        expect(splitJsonValues(text)).toEqual(splitJsonValuesOracle(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads pretty-printed values one after another, and counts what is not one", () => {
    const text = '{\n  "a": 1\n}\n[1,\n 2]{"b":"}"}\nnoise\n{"c":\n';
    expect(splitJsonValues(text)).toEqual({
      values: [
        { value: { a: 1 }, raw: '{\n  "a": 1\n}', line: 1 },
        { value: [1, 2], raw: "[1,\n 2]", line: 4 },
        { value: { b: "}" }, raw: '{"b":"}"}', line: 5 },
      ],
      bad: 2,
    });
  });

  /** Work for hostile inputs (the first implementation's, for the smallest of them). */
  const HOSTILE: [string, (n: number) => string][] = [
    ["brackets that never close", (n) => "{\n".repeat(n)],
    ["arrays that never close", (n) => "[\n".repeat(n)],
    ["a string that never closes", (n) => '{"\n'.repeat(n)],
    ["closers only at the end", (n) => "{\n".repeat(n) + "}\n".repeat(n)],
    ["values that close but never parse", (n) => "{x}\n".repeat(n)],
    ["lines of x", (n) => "x\n".repeat(n)],
  ];

  afterEach(() => vi.restoreAllMocks());

  for (const [name, make] of HOSTILE) {
    it(`does work in proportion to the text: ${name}`, () => {
      const parse = vi.spyOn(JSON, "parse");
      for (const n of [1000, 100_000]) {
        const text = make(n);
        const meter = { steps: 0 };
        parse.mockClear();
        const found = splitJsonValues(text, meter);
        // Every character is looked at, and none more than a few times.
        expect(meter.steps, `${n}`).toBeGreaterThanOrEqual(text.length);
        expect(meter.steps, `${n}`).toBeLessThanOrEqual(3 * text.length);
        // JSON.parse only for what is found: no exception per bad piece.
        expect(parse.mock.calls.length, `${n}`).toBe(found.values.length);
      }
    });
  }

  it("where the first implementation's work grew with the square of the text", () => {
    const text = "{\n".repeat(1000);
    const meter = { steps: 0 };
    const oracle = splitJsonValuesOracle(text, meter);
    expect(meter.steps).toBeGreaterThan(400 * text.length);
    expect(splitJsonValues(text)).toEqual(oracle);
  });
});
