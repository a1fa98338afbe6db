import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { ROW_HEIGHT, rowTop } from "./model.ts";
import { isAtBottom, nextSelection, revealRow } from "./navigation.ts";

const rows = deriveExchange(
  new LogBuilder()
    .event("started") // 0
    .out(rpc.request(1, "ping")) // 1
    .in(rpc.result(1)) // 2
    .event("crashed") // 3
    .event("restarted") // 4
    .out(rpc.request(2, "ping")) // 5
    .in(rpc.result(2)) // 6
    .event("transport-error").entries, // 7
  "2025-11-25",
);
const map = new Map(rows.map((r, i) => [r.seq, i]));
const indexOf = (seq: number) => map.get(seq);
const next = (selected: number | undefined, key: string, page = 3, from = 0) =>
  nextSelection(rows, indexOf, selected, key, page, from);

describe("nextSelection", () => {
  it("moves between messages, skipping events", () => {
    expect(next(1, "ArrowDown")).toBe(2);
    expect(next(2, "ArrowDown")).toBe(5);
    expect(next(5, "ArrowUp")).toBe(2);
  });

  it("stays at either end", () => {
    expect(next(6, "ArrowDown")).toBe(6);
    expect(next(1, "ArrowUp")).toBe(1);
  });

  it("jumps to the first and last message, and by pages", () => {
    expect(next(5, "Home")).toBe(1);
    expect(next(1, "End")).toBe(6);
    expect(next(1, "PageDown")).toBe(2);
    expect(next(1, "PageDown", 5)).toBe(6);
    expect(next(6, "PageUp", 5)).toBe(1);
  });

  it("starts from the first row in view when nothing is selected", () => {
    expect(next(undefined, "ArrowDown", 3, 3)).toBe(5);
    expect(next(undefined, "ArrowUp", 3, 0)).toBe(1);
    expect(next(99, "ArrowDown", 3, 0)).toBe(1);
  });

  it("ignores other keys", () => {
    expect(next(1, "a")).toBeUndefined();
    expect(next(1, "Enter")).toBeUndefined();
  });
});

describe("scrolling", () => {
  it("follows when the viewport shows the end, within a row", () => {
    expect(isAtBottom(600, 400, 1_000)).toBe(true);
    expect(isAtBottom(600 - ROW_HEIGHT + 1, 400, 1_000)).toBe(true);
    expect(isAtBottom(500, 400, 1_000)).toBe(false);
  });

  it("reveals a row above or below the viewport, and leaves a visible one alone", () => {
    expect(revealRow(10, 0, 200)).toBe(rowTop(11) - 200);
    expect(revealRow(2, 500, 200)).toBe(rowTop(2));
    expect(revealRow(3, 0, 400)).toBeUndefined();
  });
});
