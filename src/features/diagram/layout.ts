/**
 * Rows → the drawable model, and the part of it a viewport shows. The model is built in one pass
 * over the rows (positions come from row indexes, so nothing is measured); the shapes of a row
 * are only made when a window asks for it, which keeps a 10,000-message session cheap to scroll.
 */
import type { ExchangeRow, MessageFacts, MessageRow } from "../../protocol/exchange/rows.ts";
import {
  BOTTOM,
  type DiagramModel,
  type DiagramWindow,
  LANE_GAP,
  MAX_LANES,
  MIN_WIDTH,
  ROW_HEIGHT,
  type RowShape,
  type Side,
  type Span,
  TOP,
  type Tick,
  gutterFor,
  rowTop,
  rowY,
} from "./model.ts";
import { type LaneSpan, assignLanes } from "./lanes.ts";
import { arrowShape, bandShape } from "./shapes.ts";

export interface LayoutOptions {
  /** The drawing's width in pixels (the pane's); at least MIN_WIDTH. */
  width?: number;
}

const NO_TICKS: readonly Tick[] = [];

/** The outer gutters when three lifelines share the drawing. */
const WIDGET_GUTTER = 72;

/** Brackets longer than this are kept apart, so a window finds the short ones by search. */
const LONG_SPAN = 64 * ROW_HEIGHT;

/**
 * seq → row index: the identity when the rows are a whole log (seqs are unique and increasing,
 * so first 0 and last n - 1 means all of 0..n-1), else a map (filtered rows).
 */
function indexer(rows: readonly ExchangeRow[]): (seq: number) => number | undefined {
  const n = rows.length;
  if (n === 0 || (rows[0]?.seq === 0 && rows[n - 1]?.seq === n - 1)) {
    return (seq) => (Number.isInteger(seq) && seq >= 0 && seq < n ? seq : undefined);
  }
  const map = new Map<number, number>();
  for (let i = 0; i < n; i++) map.set((rows[i] as ExchangeRow).seq, i);
  return (seq) => map.get(seq);
}

interface Ends {
  state: Span["state"];
  /** Row index of the end (the row count for a bracket open to the bottom). */
  r1: number;
  y1: number;
  replySeq: number | undefined;
  latencyMs: number | undefined;
}

/** Where a request (or batch element) stops being open, if it is drawn at all. */
function endOf(
  p: MessageFacts,
  at: (seq: number | undefined) => number | undefined,
  rowCount: number,
  bottom: number,
): Ends | undefined {
  if (p.kind !== "request") return undefined;
  const reply = at(p.pairSeq);
  if (reply !== undefined) {
    return {
      state: "answered",
      r1: reply,
      y1: rowY(reply),
      replySeq: p.pairSeq,
      latencyMs: p.latencyMs,
    };
  }
  // A lost request ends at the top of the band of the event that took the server away.
  const lost = at(p.lostTo);
  if (lost !== undefined) {
    return { state: "lost", r1: lost, y1: rowTop(lost), replySeq: undefined, latencyMs: undefined };
  }
  if (!p.pending) return undefined;
  const cancel = at(p.cancelledBy);
  return cancel !== undefined
    ? {
        state: "cancelled",
        r1: cancel,
        y1: rowY(cancel),
        replySeq: undefined,
        latencyMs: undefined,
      }
    : { state: "pending", r1: rowCount, y1: bottom, replySeq: undefined, latencyMs: undefined };
}

/** The distinct ends of a row's requests: one for a plain request, a few for a batch. */
function endsOf(
  row: MessageRow,
  at: (seq: number | undefined) => number | undefined,
  rowCount: number,
  bottom: number,
): Ends[] {
  if (!row.members) {
    const end = endOf(row, at, rowCount, bottom);
    return end ? [end] : [];
  }
  const ends: Ends[] = [];
  for (const m of row.members) {
    const end = endOf(m, at, rowCount, bottom);
    if (!end) continue;
    const same = ends.find((e) => e.state === end.state && e.y1 === end.y1);
    if (!same) ends.push(end);
    else if (end.latencyMs !== undefined) {
      same.latencyMs = Math.max(same.latencyMs ?? -Infinity, end.latencyMs);
    }
  }
  return ends;
}

export function layoutDiagram(
  rows: readonly ExchangeRow[],
  options: LayoutOptions = {},
): DiagramModel {
  let widget = false;
  let auth = false;
  let browser = false;
  for (const r of rows) {
    if (r.type !== "message" || r.lane === undefined) continue;
    if (r.lane === "widget") widget = true;
    else if (r.auth?.peer === "browser") auth = browser = true;
    else if (r.lane === "auth") auth = true;
  }
  const width = Math.max(MIN_WIDTH, Math.round(options.width ?? 640));
  // More than two lifelines share the width evenly between narrower outer gutters: [widget]
  // client, server, [authorization page, authorization server].
  const count = 2 + (widget ? 1 : 0) + (auth ? 1 : 0) + (browser ? 1 : 0);
  const gutter = count > 2 ? WIDGET_GUTTER : gutterFor(width);
  const step = (width - 2 * gutter) / (count - 1);
  const xs = Array.from({ length: count }, (_, i) => Math.round(gutter + i * step));
  const first = widget ? 1 : 0;
  const xWidget = widget ? xs[0] : undefined;
  const xClient = xs[first] as number;
  const xServer = xs[first + 1] as number;
  const xBrowser = browser ? xs[first + 2] : undefined;
  const xAuth = auth ? xs[first + (browser ? 3 : 2)] : undefined;
  const height = TOP + rows.length * ROW_HEIGHT + BOTTOM;
  const bottom = height - BOTTOM / 2;
  const indexOf = indexer(rows);
  const at = (seq: number | undefined) => (seq === undefined ? undefined : indexOf(seq));

  // Progress and cancellations, by the request they name.
  const tiesTo = new Map<number, number[]>();
  const tie = (request: number | undefined, seq: number) => {
    if (request === undefined) return;
    const list = tiesTo.get(request);
    if (list) list.push(seq);
    else tiesTo.set(request, [seq]);
  };
  for (const row of rows) {
    if (row.type !== "message") continue;
    if (!row.members) {
      tie(row.progressOf, row.seq);
      tie(row.cancelOf, row.seq);
    } else {
      for (const m of row.members) {
        tie(m.progressOf, row.seq);
        tie(m.cancelOf, row.seq);
      }
    }
  }
  const ticksOf = (request: number, from: number, to: number): readonly Tick[] => {
    const ties = tiesTo.get(request);
    if (!ties) return NO_TICKS;
    const ticks: Tick[] = [];
    for (const seq of ties) {
      const index = indexOf(seq);
      const tied = index === undefined ? undefined : rows[index];
      if (index === undefined || tied?.type !== "message") continue;
      const at = rowY(index);
      if (at < from || at > to) continue;
      const progress = (tied.members ?? [tied]).some((p) => p.progressOf === request);
      ticks.push({ seq, y: at, kind: progress ? "progress" : "cancel" });
    }
    return ticks;
  };

  const drafts: (Omit<Span, "lane" | "x"> & LaneSpan)[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as ExchangeRow;
    if (row.type !== "message" || (row.kind !== "request" && row.kind !== "batch")) continue;
    // The widget lane's requests: the widget's beside its lifeline, the host's beside the client's.
    const side: Side = row.flow === "out" ? "client" : row.lane === "widget" ? "widget" : "server";
    const y0 = rowY(i);
    for (const end of endsOf(row, at, rows.length, bottom)) {
      drafts.push({
        requestSeq: row.seq,
        replySeq: end.replySeq,
        side,
        r0: i,
        r1: end.r1,
        y0,
        y1: end.y1,
        state: end.state,
        latencyMs: end.latencyMs,
        ticks: ticksOf(row.seq, y0, end.y1),
      });
    }
  }
  // Drafts come in row order, so the spans are sorted by start.
  const lanes = assignLanes(drafts, rows.length, MAX_LANES);
  const spans = drafts.map((d, i): Span => {
    const lane = lanes[i] ?? 0;
    const offset = 12 + lane * LANE_GAP;
    return {
      requestSeq: d.requestSeq,
      replySeq: d.replySeq,
      side: d.side,
      lane,
      x:
        d.side === "server"
          ? xServer + offset
          : (d.side === "widget" ? (xWidget ?? xClient) : xClient) - offset,
      y0: d.y0,
      y1: d.y1,
      state: d.state,
      latencyMs: d.latencyMs,
      ticks: d.ticks,
    };
  });
  const longSpans = spans.filter((s) => s.y1 - s.y0 > LONG_SPAN);
  const shortSpans = spans.filter((s) => s.y1 - s.y0 <= LONG_SPAN);

  return {
    rows,
    width,
    height,
    xWidget,
    xClient,
    xServer,
    xBrowser,
    xAuth,
    indexOf,
    spans,
    longSpans,
    shortSpans,
    tiesTo,
  };
}

/** The first index of `spans` (sorted by y0) whose y0 is at least `y`. */
function firstFrom(spans: readonly Span[], y: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid] as Span).y0 < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows and brackets that intersect the viewport `[scrollTop, scrollTop + viewportHeight)`,
 * plus `overscan` rows either side (so a quick scroll does not show blank space first).
 */
export function visibleWindow(
  model: DiagramModel,
  scrollTop: number,
  viewportHeight: number,
  overscan = 4,
): DiagramWindow {
  const count = model.rows.length;
  const first = Math.max(0, Math.floor((scrollTop - TOP) / ROW_HEIGHT) - overscan);
  const last = Math.min(
    count - 1,
    Math.ceil((scrollTop + viewportHeight - TOP) / ROW_HEIGHT) - 1 + overscan,
  );
  if (count === 0 || last < first) return { first: 0, last: -1, shapes: [], spans: [] };

  const shapes: RowShape[] = [];
  for (let i = first; i <= last; i++) {
    const row = model.rows[i] as ExchangeRow;
    shapes.push(row.type === "event" ? bandShape(row, i) : arrowShape(model, row, i));
  }
  const top = rowTop(first);
  const bottom = rowTop(last + 1);
  // Long brackets are few (pending requests, slow calls): all checked. A short one crossing the
  // window starts at most LONG_SPAN above it, so the search starts there.
  const spans = model.longSpans.filter((s) => s.y0 <= bottom && s.y1 >= top);
  const { shortSpans } = model;
  for (let k = firstFrom(shortSpans, top - LONG_SPAN); k < shortSpans.length; k++) {
    const span = shortSpans[k] as Span;
    if (span.y0 > bottom) break;
    if (span.y1 >= top) spans.push(span);
  }
  return { first, last, shapes, spans };
}
