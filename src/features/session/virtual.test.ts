import { describe, expect, it } from "vitest";
import { moveIndex, scrollToReveal, visibleWindow } from "./virtual.ts";

describe("visibleWindow", () => {
  it("renders the rows in view plus a margin, never past the ends", () => {
    expect(visibleWindow(10_000, 28, 0, 280, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleWindow(10_000, 28, 28 * 5000, 280, 5)).toEqual({ start: 4995, end: 5016 });
    expect(visibleWindow(10_000, 28, 28 * 9999, 280, 5)).toEqual({ start: 9994, end: 10_000 });
    expect(visibleWindow(0, 28, 0, 280)).toEqual({ start: 0, end: 0 });
  });

  it("keeps a window within the rows when scrolled beyond them (rows removed)", () => {
    expect(visibleWindow(3, 28, 28 * 500, 280, 2)).toEqual({ start: 0, end: 3 });
  });
});

describe("scrollToReveal", () => {
  it("scrolls up or down just enough, or not at all", () => {
    expect(scrollToReveal(2, 28, 100, 280)).toBe(56);
    expect(scrollToReveal(20, 28, 0, 280)).toBe(20 * 28 + 28 - 280);
    expect(scrollToReveal(5, 28, 0, 280)).toBeUndefined();
  });
});

describe("moveIndex", () => {
  it("moves by one, by a page and to the ends, within the list", () => {
    expect(moveIndex("ArrowDown", undefined, 5, 3)).toBe(0);
    expect(moveIndex("ArrowUp", undefined, 5, 3)).toBe(4);
    expect(moveIndex("ArrowDown", 4, 5, 3)).toBe(4);
    expect(moveIndex("ArrowUp", 0, 5, 3)).toBe(0);
    expect(moveIndex("PageDown", 1, 5, 3)).toBe(4);
    expect(moveIndex("PageUp", 4, 5, 3)).toBe(1);
    expect(moveIndex("Home", 3, 5, 3)).toBe(0);
    expect(moveIndex("End", 0, 5, 3)).toBe(4);
    expect(moveIndex("Enter", 0, 5, 3)).toBeUndefined();
    expect(moveIndex("ArrowDown", undefined, 0, 3)).toBeUndefined();
  });
});
