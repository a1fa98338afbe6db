import { describe, expect, it } from "vitest";
import { checkText } from "../protocol/check/check.ts";
import { describeFinding } from "../i18n/findings/describe.ts";
import { gradeExercise } from "./grade.ts";
import { fieldName } from "./words.ts";
import type { FixExercise } from "./types.ts";

const W = { en: "x", ru: "х" };
// Starts from another text: the untouched start gets a nudge of its own.
const fix = (solution: string, checks: FixExercise["checks"]): FixExercise => ({
  id: "t",
  kind: "fix",
  version: "2025-11-25",
  title: W,
  task: W,
  hints: [W, W, W],
  start: "{}",
  checks,
  solution,
});

describe("a failing text check", () => {
  const text = '{"jsonrpc":"2.0","id":42,"method":"tools/list","params":{"cursor":null}}';

  it("reuses the core's finding about the same place, in both languages, with its range", () => {
    const [outcome] = gradeExercise(
      fix(text, [{ type: "pointer", path: "/params/cursor", test: { op: "absent" } }]),
      { text },
    ).outcomes;
    const finding = checkText(text, { version: "2025-11-25" }).findings.find(
      (f) => f.path === "/params/cursor",
    );
    expect(finding).toBeDefined();
    if (!finding || !outcome) return;
    expect(outcome.pass).toBe(false);
    expect(outcome.says).toEqual({
      en: describeFinding(finding, "en"),
      ru: describeFinding(finding, "ru"),
    });
    expect(outcome.range).toEqual(finding.range);
  });

  it("says the expected value and points at the value it differs from", () => {
    const [outcome] = gradeExercise(
      fix(text, [{ type: "pointer", path: "/id", test: { op: "equals", value: 7 } }]),
      { text },
    ).outcomes;
    expect(outcome?.says?.en).toBe("`id` should be `7`, not `42`.");
    expect(outcome?.says?.ru).toMatch(/`7`.*`42`/);
    // One line: columns are 1-based UTF-16 offsets into it.
    const range = outcome?.range;
    expect(range && text.slice(range.start.column - 1, range.end.column - 1)).toBe("42");
  });

  it("explains a text that is not JSON yet instead of judging its fields", () => {
    const grade = gradeExercise(fix("{", [{ type: "method", method: "tools/list" }]), {
      text: "{",
    });
    expect(grade.solved).toBe(false);
    expect(grade.outcomes[0]?.says?.en).toMatch(/^The text is not JSON yet/);
  });
});

describe("the one thing wrong", () => {
  const checks: FixExercise["checks"] = [
    { type: "kind", kind: "reply", outcome: "success" },
    { type: "pointer", path: "/id", test: { op: "equals", value: 7 } },
    { type: "pointer", path: "/result", test: { op: "exists" } },
    { type: "valid" },
  ];
  const failing = (text: string, start = "{}") =>
    gradeExercise({ ...fix('{"jsonrpc":"2.0","id":7,"result":{}}', checks), start }, { text })
      .outcomes.filter((o) => !o.pass && o.says)
      .map((o) => o.says?.en);

  it("text that is not JSON (a trailing comma) says only that", () => {
    const said = failing('{"jsonrpc":"2.0","id":7,"result":{},}');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^The text is not JSON yet/);
  });

  it("a reply with both result and error is told exactly that", () => {
    const [said] = failing('{"jsonrpc":"2.0","id":7,"result":{},"error":{"code":1,"message":"x"}}');
    expect(said).toMatch(/result.*error|error.*result/);
  });

  it("the untouched starting text gets a nudge, not the fix", () => {
    const start = '{"jsonrpc":"2.0","id":42}';
    const said = failing(`${start}\n`, start);
    expect(said).toEqual([
      "This is still the text the exercise started with. Read the task again: what here does not fit it?",
    ]);
  });

  it("names fields, not JSON pointers", () => {
    const said = failing('{"jsonrpc":"2.0","id":8,"result":{}}');
    expect(said).toEqual(["`id` should be `7`, not `8`."]);
    expect(fieldName("/result/nextCursor")).toBe("result.nextCursor");
    expect(fieldName("/0/id")).toBe("[0].id");
    expect(fieldName("/a~1b")).toBe("a/b");
  });
});
