import { describe, expect, it } from "vitest";
import { applyEdit, offsetsOf } from "./textEdits.ts";

describe("applyEdit", () => {
  const text = '{\r\n  "a": 1,\n  "b": 2\n}';
  it("replaces a line/column range, CRLF lines included", () => {
    const edit = {
      range: { start: { line: 2, column: 3 }, end: { line: 2, column: 6 } },
      text: '"x"',
    };
    expect(applyEdit(text, edit)).toBe('{\r\n  "x": 1,\n  "b": 2\n}');
  });

  it("inserts at an empty range and clamps ranges beyond the text", () => {
    const at = { line: 4, column: 1 };
    expect(applyEdit(text, { range: { start: at, end: at }, text: "X" })).toBe(
      '{\r\n  "a": 1,\n  "b": 2\nX}',
    );
    const far = { line: 99, column: 1 };
    expect(offsetsOf(text, { start: far, end: far })).toEqual({
      start: text.length,
      end: text.length,
    });
  });
});
