import { describe, expect, it } from "vitest";
import { INITIAL_TEXT } from "../../store/settings.ts";
import { lessonTextAtStake, startingTexts } from "./stake.ts";

const MINE = '{"jsonrpc":"2.0","id":5,"method":"prompts/list"}';
const ATTEMPT = '{"jsonrpc":"2.0","id":3,"method":"tools/call"}';

describe("what a lesson link would replace", () => {
  it("nothing when the editor holds the page's first text, or nothing", () => {
    const link = { lesson: "tools", exercise: "fix-tool-args", attempt: ATTEMPT };
    expect(lessonTextAtStake(link, { text: INITIAL_TEXT, current: undefined })).toBe(false);
    expect(lessonTextAtStake(link, { text: "  \n", current: undefined })).toBe(false);
  });

  it("the user's text, when a shared attempt would take its place", () => {
    const link = { lesson: "tools", exercise: "fix-tool-args", attempt: ATTEMPT };
    expect(lessonTextAtStake(link, { text: MINE, current: undefined })).toBe(true);
    // Even in the same exercise: the learner's own attempt is work.
    expect(lessonTextAtStake(link, { text: MINE, current: "tools/fix-tool-args" })).toBe(true);
    expect(lessonTextAtStake(link, { text: ATTEMPT, current: undefined })).toBe(false);
  });

  it("the user's text, when another exercise's start would take its place", () => {
    const exercise = { lesson: "tools", exercise: "fix-tool-args" };
    expect(lessonTextAtStake(exercise, { text: MINE, current: "basics/frame" })).toBe(true);
    expect(lessonTextAtStake(exercise, { text: MINE, current: undefined })).toBe(true);
    expect(lessonTextAtStake({ lesson: "tools" }, { text: MINE, current: "tools/x" })).toBe(true);
    // The same exercise again (a reload): its text stays, nothing is replaced.
    expect(lessonTextAtStake(exercise, { text: MINE, current: "tools/fix-tool-args" })).toBe(false);
  });

  it("nothing when the editor holds an exercise's untouched starting text (another tab's)", () => {
    const start = '{"jsonrpc": "2.0", "id": 1}';
    const pageTexts = startingTexts([
      {
        id: "frame",
        section: 1,
        title: { en: "x", ru: "х" },
        body: [],
        exercises: [
          {
            id: "a",
            kind: "fix",
            version: "2025-11-25",
            title: { en: "x", ru: "х" },
            task: { en: "x", ru: "х" },
            hints: [
              { en: "x", ru: "х" },
              { en: "x", ru: "х" },
              { en: "x", ru: "х" },
            ],
            start,
            checks: [],
            solution: start,
          },
        ],
      },
    ]);
    const link = { lesson: "tools", exercise: "fix-tool-args" };
    const editor = { text: `${start}\n`, current: "frame/a" };
    expect(lessonTextAtStake(link, editor)).toBe(true);
    expect(lessonTextAtStake(link, { ...editor, pageTexts })).toBe(false);
    expect(lessonTextAtStake(link, { ...editor, text: MINE, pageTexts })).toBe(true);
  });
});
