import { describe, expect, it } from "vitest";
import { en, ru } from "./learn.ts";

describe("the lessons' accessible names", () => {
  const KEYS = [
    "learn.mode",
    "learn.lessons",
    "learn.lesson",
    "learn.check",
    "learn.hint",
    "learn.solution",
    "learn.next",
    "learn.result",
    "learn.offer.start",
    "learn.offer.workbench",
  ] as const;

  it("are these in English (the browser tests find the controls by them)", () => {
    expect(KEYS.map((k) => en[k])).toEqual([
      "Learn",
      "Lessons",
      "Lesson",
      "Check",
      "Hint",
      "Show solution",
      "Next exercise",
      "Exercise result",
      "Start learning",
      "Open the workbench",
    ]);
  });

  it("are Russian in the Russian page", () => {
    for (const k of KEYS) expect(ru[k]).toMatch(/[а-яё]/i);
  });
});
