/**
 * Hostile files for import: millions of lines that are not JSON, or brackets that never close.
 * The work is bounded by counting it (JSON.parse calls, each of which may throw), not timed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { importSession } from "./import.ts";

afterEach(() => vi.restoreAllMocks());

describe("import of hostile text", () => {
  it("lines that are not JSON are counted without one JSON.parse each", () => {
    const parse = vi.spyOn(JSON, "parse");
    const lines = 300_000;
    const result = importSession("x\n".repeat(lines));
    expect(result.skipped).toBe(lines);
    expect(result.warnings).toEqual([
      { code: "bad-line", count: lines, lines: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    ]);
    // Only the whole text is tried at once.
    expect(parse.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("brackets that never close, or close and never parse: skipped with the same bound", () => {
    for (const text of ["{\n".repeat(100_000), "{x}\n".repeat(50_000), '{"\n'.repeat(50_000)]) {
      const parse = vi.spyOn(JSON, "parse");
      const result = importSession(text);
      expect(result.entries).toEqual([]);
      expect(result.format).toBe("unknown");
      expect(parse.mock.calls.length).toBeLessThanOrEqual(1);
      parse.mockRestore();
    }
  });

  it("good lines among them are still read", () => {
    const message = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const result = importSession(`x\n{\n${message}\n[}\n`);
    expect(result.entries.map((e) => (e.type === "message" ? e.text : e.event))).toEqual([message]);
    expect(result.skipped).toBe(3);
  });
});
