import { describe, expect, it } from "vitest";
import {
  MIN_PART,
  arrange,
  boundaryOf,
  boundsOf,
  moveBoundary,
  screenOf,
  sizesKey,
} from "./arrange.ts";
import { ARRANGEMENTS, DEFAULT_SIZES } from "./panes.ts";

const base = { kept: {}, defaults: DEFAULT_SIZES } as const;

describe("arrange", () => {
  it("places every desktop pane, the diagram in the widest column, with a split between neighbours", () => {
    const { panes, splits } = arrange({
      ...base,
      screen: "desktop",
      arrangement: ARRANGEMENTS.desktop,
    });
    expect([...panes.keys()].sort()).toEqual([
      "diagram",
      "editor",
      "findings",
      "message",
      "session",
    ]);
    const diagram = panes.get("diagram");
    expect(diagram).toMatchObject({ top: 0, height: 1 });
    for (const id of ["editor", "session"]) {
      expect(diagram?.width).toBeGreaterThan(panes.get(id)?.width ?? 1);
    }
    expect(splits.map((s) => `${s.before}|${s.after}`).sort()).toEqual(
      ["editor|findings", "findings|session", "message|diagram", "session|message"].sort(),
    );
  });

  it("keeps the editor and the diagram side by side on a tablet", () => {
    const { panes } = arrange({ ...base, screen: "tablet", arrangement: ARRANGEMENTS.tablet });
    const editor = panes.get("editor");
    const diagram = panes.get("diagram");
    expect(editor?.left).toBe(0);
    expect(diagram?.left).toBeCloseTo(editor?.width ?? 0);
    expect(diagram?.top).toBe(0);
  });

  it("shows one tab's group on a phone, the first by default, and no split between tabs", () => {
    const first = arrange({ ...base, screen: "phone", arrangement: ARRANGEMENTS.phone });
    expect([...first.panes.keys()]).toEqual(["editor"]);
    const session = arrange({
      ...base,
      screen: "phone",
      arrangement: ARRANGEMENTS.phone,
      tab: "session",
    });
    expect([...session.panes.keys()]).toEqual(["session", "message"]);
    expect(session.splits.map((s) => s.orientation)).toEqual(["horizontal"]);
  });

  it("shows a maximised pane alone, and ignores an unknown one", () => {
    const one = arrange({
      ...base,
      screen: "desktop",
      arrangement: ARRANGEMENTS.desktop,
      maximized: "diagram",
    });
    expect([...one.panes.entries()]).toEqual([
      ["diagram", { left: 0, top: 0, width: 1, height: 1 }],
    ]);
    expect(one.splits).toEqual([]);
    const none = arrange({
      ...base,
      screen: "desktop",
      arrangement: ARRANGEMENTS.desktop,
      maximized: "lesson",
    });
    expect(none.panes.size).toBe(5);
  });

  it("uses kept sizes of the same arrangement, and ignores sizes of another shape", () => {
    const key = sizesKey(
      "desktop",
      "cols",
      ARRANGEMENTS.desktop.map((g) => g.join("+")),
    );
    const kept = arrange({
      ...base,
      kept: { [key]: [0.2, 0.2, 0.6] },
      screen: "desktop",
      arrangement: ARRANGEMENTS.desktop,
    });
    expect(kept.panes.get("diagram")?.width).toBeCloseTo(0.6);
    const wrong = arrange({
      ...base,
      kept: { [key]: [0.5, 0.5] },
      screen: "desktop",
      arrangement: ARRANGEMENTS.desktop,
    });
    // Sizes of another shape are ignored: the default's diagram column.
    expect(wrong.panes.get("diagram")?.width).toBeCloseTo(DEFAULT_SIZES[key]?.[2] ?? NaN);
  });
});

describe("moving a boundary", () => {
  const split = { sizes: [0.3, 0.3, 0.4], index: 1 };

  it("moves only its two neighbours and keeps the whole", () => {
    const next = moveBoundary(split, 0.5);
    expect(next[0]).toBeCloseTo(0.3);
    expect(next[1]).toBeCloseTo(0.2);
    expect(next[2]).toBeCloseTo(0.5);
    expect(boundaryOf({ sizes: next, index: 1 })).toBeCloseTo(0.5);
  });

  it("stops short of crushing a pane", () => {
    const [min, max] = boundsOf(split);
    expect(min).toBeCloseTo(0.3 + MIN_PART);
    expect(max).toBeCloseTo(1 - MIN_PART);
    expect(moveBoundary(split, 0)[1]).toBeCloseTo(MIN_PART);
    expect(moveBoundary(split, 2)[2]).toBeCloseTo(MIN_PART);
  });
});

it("names the screen classes by width", () => {
  expect([360, 767, 768, 1023, 1024, 1920].map(screenOf)).toEqual([
    "phone",
    "phone",
    "tablet",
    "tablet",
    "desktop",
    "desktop",
  ]);
});
