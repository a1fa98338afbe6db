/**
 * The drawable model of the sequence diagram: geometry constants and the shapes the live
 * diagram and the SVG export both draw. Everything is in SVG user units (CSS pixels).
 */
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { ServerEventKind } from "../../protocol/exchange/types.ts";
import type { MessageKind } from "../../protocol/types.ts";
import type { Tone } from "./palette.ts";

/** Every row (message or event) gets the same height: y comes from the row's index alone. */
export const ROW_HEIGHT = 34;
export const TOP = 6;
export const BOTTOM = 18;
/** Room beside each lifeline for latency brackets and their times. */
export const GUTTER = 112;
/** The least of it, on a narrow pane (a phone): a few lanes and a short time still fit. */
export const MIN_GUTTER = 76;
export const LANE_GAP = 9;
/** Overlapping brackets beyond this share the outermost lane. */
export const MAX_LANES = 6;
export const MIN_WIDTH = 320;

/** The gutter for a drawing `width` wide: the full one from 560 px, a fifth of it below. */
export const gutterFor = (width: number) =>
  width >= 560 ? GUTTER : Math.max(MIN_GUTTER, Math.round(width / 5));

export const rowTop = (index: number) => TOP + index * ROW_HEIGHT;
export const rowY = (index: number) => rowTop(index) + ROW_HEIGHT / 2;

/**
 * The lifelines: the widget (when the session has a widget lane), the client (the host), the
 * server; with an authorization lane, the browser's authorization page and the authorization
 * server to the right of the server.
 */
export type Side = "widget" | "client" | "server";

/** A progress or cancellation tied to a request, drawn as a tick on the request's bracket. */
export interface Tick {
  seq: number;
  y: number;
  kind: "progress" | "cancel";
}

/**
 * The time a request was open, drawn as a bracket beside its sender's lifeline: from the request
 * to its reply (`answered`, with the latency), to the bottom (`pending`), to the cancellation
 * (`cancelled`, no reply yet) or to the event that took the server away (`lost`).
 */
export interface Span {
  requestSeq: number;
  replySeq: number | undefined;
  side: Side;
  lane: number;
  /** The bracket's vertical line. */
  x: number;
  y0: number;
  y1: number;
  state: "answered" | "pending" | "cancelled" | "lost";
  latencyMs: number | undefined;
  ticks: readonly Tick[];
}

export interface DiagramModel {
  rows: readonly ExchangeRow[];
  width: number;
  height: number;
  /** The widget's lifeline, left of the client's, when a row belongs to the widget lane. */
  xWidget: number | undefined;
  xClient: number;
  xServer: number;
  /** The browser's authorization page, when the authorization lane has opened one. */
  xBrowser: number | undefined;
  /** The authorization server, when the session has an authorization lane. */
  xAuth: number | undefined;
  /** The row index of a seq. */
  indexOf: (seq: number) => number | undefined;
  /** Every bracket, sorted by `y0`. */
  spans: readonly Span[];
  /** The same, split by length: windows search the short ones and check the few long ones. */
  longSpans: readonly Span[];
  shortSpans: readonly Span[];
  /** Rows tied to a request (its progress and cancellations), by the request's seq. */
  tiesTo: ReadonlyMap<number, readonly number[]>;
}

/** A marker beside a label: what is odd about the message. */
export type Badge =
  | "error"
  | "toolError"
  | "unmatched"
  | "duplicateId"
  | "pending"
  | "lost"
  | "cancelled"
  | "invalid"
  /** The playground's own auto-detection probe (or its reply), not the user's message. */
  | "probe";

export interface ArrowShape {
  type: "arrow";
  seq: number;
  index: number;
  y: number;
  /** From the sender's lifeline to the receiver's. */
  x1: number;
  x2: number;
  kind: MessageKind;
  line: "solid" | "dashed";
  head: "filled" | "open" | "cross";
  tone: Tone;
  /** Method and id (`tools/call #7`), language-neutral; batches list their elements. */
  label: string;
  /** Elements, for a batch. */
  batchSize?: number;
  /** `error.code` of an error reply. */
  errorCode?: number;
  latencyMs?: number;
  badges: readonly Badge[];
  /** The message has findings of severity error. */
  flagged: boolean;
  /** Stable English label for assistive tech and tests: "request tools/call id 7". */
  accessibleLabel: string;
  /** Seqs highlighted with this one: its pair, the request it reports on, its progress… */
  related: readonly number[];
}

export interface BandShape {
  type: "band";
  seq: number;
  index: number;
  y: number;
  event: ServerEventKind;
  detail?: string;
  accessibleLabel: string;
}

export type RowShape = ArrowShape | BandShape;

/** What intersects a viewport: rows `first..last` (inclusive) and the spans crossing them. */
export interface DiagramWindow {
  first: number;
  last: number;
  shapes: readonly RowShape[];
  spans: readonly Span[];
}
