import { describe, expect, it } from "vitest";
import { INITIAL_TEXT } from "../../store/settings.ts";
import { lessonTextAtStake } from "./stake.ts";

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
});
