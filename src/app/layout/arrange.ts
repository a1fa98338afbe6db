/**
 * Where each pane goes, as plain data: the screen class picks an arrangement (groups of pane ids:
 * columns on a desktop or a tablet, tabs on a phone), the kept sizes split it, and a maximised
 * pane or the phone's tab shows one part alone. Rectangles are fractions of the workbench, so
 * the page places them with CSS and nothing here measures.
 */

export type ScreenClass = "desktop" | "tablet" | "phone";

/** Groups of pane ids, in reading order. */
export type Arrangement = readonly (readonly string[])[];

/** Fractions of the workbench (0..1). */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A split between two neighbours: the columns `index` and `index + 1`, or two panes of a column. */
export interface SplitSpec {
  /** The kept sizes' key (see `sizesKey`). */
  key: string;
  /** The boundary moved: between part `index` and part `index + 1`. */
  index: number;
  /** "vertical": a line between columns, moved left and right. */
  orientation: "vertical" | "horizontal";
  /** The sizes of the parts this split divides. */
  sizes: readonly number[];
  /** The column's rectangle (rows) or the whole workbench (columns). */
  within: Rect;
  before: string;
  after: string;
}

export interface Placement {
  /** Pane id → its rectangle; panes not shown are absent. */
  panes: ReadonlyMap<string, Rect>;
  splits: readonly SplitSpec[];
}

/** No part is made smaller than this share of what it splits. */
export const MIN_PART = 0.12;

export const sizesKey = (screen: ScreenClass, kind: "cols" | "rows", ids: readonly string[]) =>
  `${screen}:${kind}:${ids.join(kind === "cols" ? "|" : "+")}`;

const columnIds = (arrangement: Arrangement) => arrangement.map((group) => group.join("+"));

/** Equal parts, or the given defaults when they fit. */
function sizesFor(
  key: string,
  n: number,
  kept: Readonly<Record<string, readonly number[]>>,
  defaults: Readonly<Record<string, readonly number[]>>,
): readonly number[] {
  for (const sizes of [kept[key], defaults[key]]) {
    if (sizes?.length === n && sizes.every((s) => s >= MIN_PART / 2)) return sizes;
  }
  return Array.from({ length: n }, () => 1 / n);
}

export interface ArrangeInput {
  screen: ScreenClass;
  arrangement: Arrangement;
  kept: Readonly<Record<string, readonly number[]>>;
  defaults: Readonly<Record<string, readonly number[]>>;
  /** A pane shown alone (desktop and tablet). */
  maximized?: string | undefined;
  /** The group shown on a phone, by its first pane's id. */
  tab?: string | undefined;
}

/** Splits `within` along one axis into parts of the given sizes. */
function slices(within: Rect, sizes: readonly number[], axis: "x" | "y"): Rect[] {
  let at = 0;
  return sizes.map((size) => {
    const rect =
      axis === "x"
        ? { ...within, left: within.left + at * within.width, width: size * within.width }
        : { ...within, top: within.top + at * within.height, height: size * within.height };
    at += size;
    return rect;
  });
}

const WHOLE: Rect = { left: 0, top: 0, width: 1, height: 1 };

export function arrange(input: ArrangeInput): Placement {
  const { screen, arrangement, kept, defaults } = input;
  const all = arrangement.flat();
  if (input.maximized !== undefined && screen !== "phone" && all.includes(input.maximized)) {
    return { panes: new Map([[input.maximized, WHOLE]]), splits: [] };
  }
  const panes = new Map<string, Rect>();
  const splits: SplitSpec[] = [];
  const column = (group: readonly string[], within: Rect) => {
    const key = sizesKey(screen, "rows", group);
    const sizes = sizesFor(key, group.length, kept, defaults);
    slices(within, sizes, "y").forEach((rect, i) => {
      panes.set(group[i] as string, rect);
      if (i > 0) {
        splits.push({
          key,
          index: i - 1,
          orientation: "horizontal",
          sizes,
          within,
          before: group[i - 1] as string,
          after: group[i] as string,
        });
      }
    });
  };
  if (screen === "phone") {
    const shown = arrangement.find((g) => g[0] === input.tab) ?? arrangement[0] ?? [];
    column(shown, WHOLE);
    return { panes, splits };
  }
  const key = sizesKey(screen, "cols", columnIds(arrangement));
  const sizes = sizesFor(key, arrangement.length, kept, defaults);
  slices(WHOLE, sizes, "x").forEach((rect, i) => {
    const group = arrangement[i] ?? [];
    column(group, rect);
    if (i > 0) {
      splits.push({
        key,
        index: i - 1,
        orientation: "vertical",
        sizes,
        within: WHOLE,
        before: (arrangement[i - 1] ?? []).at(-1) ?? "",
        after: group[0] ?? "",
      });
    }
  });
  return { panes, splits };
}

/** Where the split's boundary sits, as a share of what it splits (0..1). */
export function boundaryOf(split: Pick<SplitSpec, "sizes" | "index">): number {
  return split.sizes.slice(0, split.index + 1).reduce((a, b) => a + b, 0);
}

/** The range the boundary may move in, each of its two parts keeping at least MIN_PART. */
export function boundsOf(split: Pick<SplitSpec, "sizes" | "index">): [number, number] {
  const start = boundaryOf(split) - (split.sizes[split.index] ?? 0);
  const end = boundaryOf(split) + (split.sizes[split.index + 1] ?? 0);
  return [start + MIN_PART, end - MIN_PART];
}

/** The sizes with the split's boundary moved to `to` (clamped to its bounds). */
export function moveBoundary(split: Pick<SplitSpec, "sizes" | "index">, to: number): number[] {
  const [min, max] = boundsOf(split);
  const next = [...split.sizes];
  if (max <= min) return next;
  const clamped = Math.min(max, Math.max(min, to));
  const delta = clamped - boundaryOf(split);
  next[split.index] = (next[split.index] ?? 0) + delta;
  next[split.index + 1] = (next[split.index + 1] ?? 0) - delta;
  return next;
}

/** The screen class of a viewport width (CSS pixels). */
export const screenOf = (width: number): ScreenClass =>
  width >= 1024 ? "desktop" : width >= 768 ? "tablet" : "phone";
