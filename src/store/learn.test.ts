import { describe, expect, it } from "vitest";
import { fakeLocalStorage } from "../../test/support/localStorage.ts";
import { LOCAL_KEYS } from "./device/kinds.ts";
import { readProgress, saveProgress } from "./device/progress.ts";
import { type LearnSlice, createLearnSlice } from "./learn.ts";
import { NO_PROGRESS } from "./device/progress.ts";

function slice(): () => LearnSlice {
  let state: LearnSlice;
  state = createLearnSlice((update) => {
    state = { ...state, ...(typeof update === "function" ? update(state) : update) };
  }, NO_PROGRESS);
  return () => state;
}

describe("the learn slice", () => {
  it("keeps the first way an exercise was solved", () => {
    const s = slice();
    s().markSolved("tools/a", "helped");
    s().markSolved("tools/a", "solved");
    s().markSolved("tools/b", "solved");
    s().markSolved("tools/b", "helped");
    expect(s().progress.exercises).toEqual({ "tools/a": "helped", "tools/b": "solved" });
  });

  it("forgets progress on demand but not the answered offer", () => {
    const s = slice();
    s().answerOffer(true);
    s().markSolved("tools/a", "solved");
    s().resetProgress();
    expect(s().progress).toEqual({ exercises: {}, offerAnswered: true });
    expect(s().learning).toBe(true);
  });
});

describe("the progress record", () => {
  it("round-trips, and reads junk field by field", () => {
    const data = fakeLocalStorage();
    saveProgress({ exercises: { "tools/fix-tool-args": "helped" }, offerAnswered: true });
    expect(JSON.parse(data.get(LOCAL_KEYS.progress) ?? "")).toMatchObject({ format: 2 });
    expect(readProgress()).toEqual({
      exercises: { "tools/fix-tool-args": "helped" },
      offerAnswered: true,
    });
    data.set(
      LOCAL_KEYS.progress,
      JSON.stringify({
        format: 2,
        exercises: { "a/b": "solved", "x/y": "won", "<script>/z": "solved", "__proto__/q": 1 },
        offerAnswered: "yes",
      }),
    );
    expect(readProgress()).toEqual({ exercises: { "a/b": "solved" }, offerAnswered: false });
    saveProgress({ exercises: {}, offerAnswered: false, current: "tools/fix-tool-args" });
    expect(readProgress()).toEqual({
      exercises: {},
      offerAnswered: false,
      current: "tools/fix-tool-args",
    });
    data.set(LOCAL_KEYS.progress, JSON.stringify({ format: 2, current: "../x" }));
    expect(readProgress()).toEqual(NO_PROGRESS);
    data.set(LOCAL_KEYS.progress, "not json");
    expect(readProgress()).toEqual(NO_PROGRESS);
    saveProgress(NO_PROGRESS);
    expect(data.has(LOCAL_KEYS.progress)).toBe(false);
  });
});
