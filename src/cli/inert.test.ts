import { describe, expect, test } from "vitest";
import { inline, terminalSafe } from "./inert.ts";

describe("terminalSafe and inline", () => {
  test.each([
    ["ok\r\x1b[2K\x1b[32mPASS", "ok\\r\\x1b[2K\\x1b[32mPASS"],
    ["\x1b]8;;http://e/\x1b\\x\x1b]8;;\x1b\\", "\\x1b]8;;http://e/\\x1b\\x\\x1b]8;;\\x1b\\"],
    ["\x1b]0;title\x07", "\\x1b]0;title\\x07"],
    ["\x9b31m C1 CSI", "\\x9b31m C1 CSI"],
    ["a\u202eb\u2066c", "a\\u202eb\\u2066c"],
    ["tab\tdel\x7f", "tab\\tdel\\x7f"],
    ["plain – text ✓", "plain – text ✓"],
  ])("%j is shown as %j", (raw, shown) => {
    expect(terminalSafe(raw)).toBe(shown);
    expect(inline(raw)).toBe(shown);
  });

  test("whole output keeps its line breaks; inline text escapes them", () => {
    expect(terminalSafe("a\nb")).toBe("a\nb");
    expect(inline("a\nPASS b")).toBe("a\\nPASS b");
  });
});
