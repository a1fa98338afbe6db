import { describe, expect, it } from "vitest";
import { STDERR_CAP, type StdioSlice, capped, createStdioSlice } from "./stdio.ts";

function slice(): () => StdioSlice {
  let state: StdioSlice;
  state = createStdioSlice((update) => {
    state = { ...state, ...(typeof update === "function" ? update(state) : update) };
  });
  return () => state;
}

describe("the stderr console's cap", () => {
  it("keeps the end and counts what it dropped", () => {
    expect(capped("abc", "de", 10)).toEqual({ text: "abcde", dropped: 0 });
    expect(capped("abcdef", "ghij", 5)).toEqual({ text: "fghij", dropped: 5 });
  });

  it("holds at most STDERR_CAP characters in the slice", () => {
    const s = slice();
    s().appendStderr("x".repeat(STDERR_CAP));
    s().appendStderr("tail");
    expect(s().stderr).toHaveLength(STDERR_CAP);
    expect(s().stderr.endsWith("tail")).toBe(true);
    expect(s().stderrDropped).toBe(4);
    s().clearStderr();
    expect([s().stderr, s().stderrDropped]).toEqual(["", 0]);
  });
});
