import { describe, expect, it } from "vitest";
import { LineIndex } from "./index.ts";

describe("LineIndex", () => {
  it("maps offsets to 1-based lines and columns for \\n, \\r\\n and \\r", () => {
    const text = "ab\ncd\r\nef\rgh";
    const lines = new LineIndex(text);
    expect(lines.lineCount).toBe(4);
    const expected = [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
      [3, 1],
      [3, 2],
      [3, 3],
      [4, 1],
      [4, 2],
      [4, 3],
    ];
    expected.forEach(([line, column], offset) => {
      expect(lines.positionAt(offset), `offset ${offset}`).toEqual({ line, column });
    });
  });

  it("maps positions back to offsets, clamped to the line and the text", () => {
    const text = "ab\ncd\r\nef\rgh";
    const lines = new LineIndex(text);
    for (let offset = 0; offset <= text.length; offset++) {
      const position = lines.positionAt(offset);
      // Offsets inside a line break map back to the end of the line's content.
      const back = lines.offsetAt(position);
      expect(back === offset || text[offset - 1] === "\r", `offset ${offset}`).toBe(true);
    }
    expect(lines.offsetAt({ line: 1, column: 99 })).toBe(2);
    expect(lines.offsetAt({ line: 2, column: 99 })).toBe(5);
    expect(lines.offsetAt({ line: 99, column: 1 })).toBe(text.length);
    expect(lines.offsetAt({ line: 0, column: 5 })).toBe(0);
    expect(lines.offsetAt({ line: -3, column: 5 })).toBe(0);
    expect(lines.offsetAt({ line: 2, column: 0 })).toBe(3);
    expect(lines.positionAt(-5)).toEqual({ line: 1, column: 1 });
    expect(lines.positionAt(1000)).toEqual({ line: 4, column: 3 });
  });

  it("counts UTF-16 code units and a BOM as a column", () => {
    const lines = new LineIndex("\uFEFF😀x\ny");
    expect(lines.positionAt(1)).toEqual({ line: 1, column: 2 });
    expect(lines.positionAt(3)).toEqual({ line: 1, column: 4 });
    expect(lines.positionAt(5)).toEqual({ line: 2, column: 1 });
  });

  it("handles empty text and many lines", () => {
    expect(new LineIndex("").positionAt(0)).toEqual({ line: 1, column: 1 });
    const text = "x\n".repeat(10_000);
    const lines = new LineIndex(text);
    expect(lines.lineCount).toBe(10_001);
    expect(lines.positionAt(text.length - 2)).toEqual({ line: 10_000, column: 1 });
    expect(lines.offsetAt({ line: 5_000, column: 2 })).toBe(9_999);
  });
});
