import { describe, expect, it } from "vitest";
import { MAX_ATTEMPT_CHARS, learnHash, parseLearnHash } from "./link.ts";

describe("lesson links", () => {
  it("name a lesson, an exercise, and a shared attempt's text", () => {
    expect(parseLearnHash("#learn/tools")).toEqual({ lesson: "tools" });
    expect(parseLearnHash("#learn/tools/fix-tool-args")).toEqual({
      lesson: "tools",
      exercise: "fix-tool-args",
    });
    const attempt = '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ёлка"}}';
    const hash = learnHash({ lesson: "tools", exercise: "fix-tool-args", attempt });
    expect(hash).toMatch(/^#learn\/tools\/fix-tool-args\/[A-Za-z0-9_-]+$/);
    expect(parseLearnHash(hash)).toEqual({ lesson: "tools", exercise: "fix-tool-args", attempt });
  });

  it("leave out what they cannot trust", () => {
    expect(parseLearnHash("#v1:abc")).toBeUndefined();
    expect(parseLearnHash("#learn/")).toBeUndefined();
    expect(parseLearnHash("#learn/<script>")).toBeUndefined();
    expect(parseLearnHash("#learn/tools/../x")).toEqual({ lesson: "tools" });
    expect(parseLearnHash("#learn/tools/fix/%%%")).toEqual({ lesson: "tools", exercise: "fix" });
    // Not UTF-8: the attempt is dropped, the exercise still opens.
    expect(parseLearnHash("#learn/tools/fix/_w")).toEqual({ lesson: "tools", exercise: "fix" });
    const long = "x".repeat(MAX_ATTEMPT_CHARS + 1);
    expect(learnHash({ lesson: "tools", exercise: "fix", attempt: long })).toBe("#learn/tools/fix");
  });
});
