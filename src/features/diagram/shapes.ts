/** One row → what is drawn for it: an arrow between the lifelines, or a band for an event. */
import type { EventRow, MessageFacts, MessageRow } from "../../protocol/exchange/rows.ts";
import { accessibleLabel, eventLabel, shortLabel } from "./labels.ts";
import { type ArrowShape, type Badge, type BandShape, type DiagramModel, rowY } from "./model.ts";
import type { Tone } from "./palette.ts";

const partsOf = (row: MessageRow): readonly MessageFacts[] => row.members ?? [row];

function toneOf(row: MessageRow): Tone {
  if (row.kind === "invalid") return "invalid";
  if (row.kind === "batch") return "batch";
  if (row.kind === "reply") {
    if (row.outcome === "error") return "error";
    return row.toolError ? "toolError" : "reply";
  }
  return row.kind;
}

function badgesOf(row: MessageRow): Badge[] {
  const parts = partsOf(row);
  const any = (test: (p: MessageFacts) => boolean) => parts.some(test);
  const badges: Badge[] = [];
  if (row.probe) badges.push("probe");
  if (any((p) => p.outcome === "error")) badges.push("error");
  if (any((p) => p.toolError === true)) badges.push("toolError");
  if (any((p) => p.unmatched === true)) badges.push("unmatched");
  if (any((p) => p.duplicateId === true)) badges.push("duplicateId");
  if (any((p) => p.pending === true && p.cancelledBy !== undefined)) badges.push("cancelled");
  else if (any((p) => p.pending === true)) badges.push("pending");
  if (any((p) => p.lostTo !== undefined)) badges.push("lost");
  if (!row.valid && row.kind !== "invalid") badges.push("invalid");
  return badges;
}

/** Seqs to highlight with a row: its pairs, what it ties to, and what ties to it. */
function relatedOf(model: DiagramModel, row: MessageRow): number[] {
  const related = new Set<number>();
  for (const p of partsOf(row)) {
    for (const seq of [p.pairSeq, p.progressOf, p.cancelOf, p.cancelledBy]) {
      if (seq !== undefined && seq !== row.seq) related.add(seq);
    }
  }
  for (const seq of model.tiesTo.get(row.seq) ?? []) related.add(seq);
  return [...related];
}

/** From the sender's lifeline to the receiver's: the widget lane runs between widget and host. */
function ends(model: DiagramModel, row: MessageRow): { x1: number; x2: number } {
  const out = row.flow === "out";
  if (row.lane === "widget") {
    const widget = model.xWidget ?? model.xClient;
    return out ? { x1: model.xClient, x2: widget } : { x1: widget, x2: model.xClient };
  }
  if (row.lane === "auth") {
    // The authorization lane: the client and the MCP server, the authorization page, or the
    // authorization server.
    const peer = row.auth?.peer;
    const other =
      peer === "browser"
        ? (model.xBrowser ?? model.xServer)
        : peer === "as"
          ? (model.xAuth ?? model.xServer)
          : model.xServer;
    return out ? { x1: model.xClient, x2: other } : { x1: other, x2: model.xClient };
  }
  return out ? { x1: model.xClient, x2: model.xServer } : { x1: model.xServer, x2: model.xClient };
}

export function arrowShape(model: DiagramModel, row: MessageRow, index: number): ArrowShape {
  const kinds = new Set(partsOf(row).map((p) => p.kind));
  const repliesOnly = kinds.size === 1 && kinds.has("reply");
  const notificationsOnly = kinds.size === 1 && kinds.has("notification");
  const rowAt = (seq: number) => model.rows[model.indexOf(seq) ?? -1];
  const shape: ArrowShape = {
    type: "arrow",
    seq: row.seq,
    index,
    y: rowY(index),
    ...ends(model, row),
    kind: row.kind,
    line: repliesOnly ? "dashed" : "solid",
    head: row.kind === "invalid" ? "cross" : notificationsOnly ? "open" : "filled",
    tone: toneOf(row),
    label: row.members ? row.members.map(shortLabel).join(", ") : shortLabel(row),
    badges: badgesOf(row),
    flagged: !row.valid,
    accessibleLabel: accessibleLabel(row, rowAt),
    related: relatedOf(model, row),
  };
  if (row.members) shape.batchSize = row.members.length;
  if (row.errorCode !== undefined) shape.errorCode = row.errorCode;
  if (row.kind === "reply" && row.latencyMs !== undefined) shape.latencyMs = row.latencyMs;
  return shape;
}

export function bandShape(row: EventRow, index: number): BandShape {
  const shape: BandShape = {
    type: "band",
    seq: row.seq,
    index,
    y: rowY(index),
    event: row.event,
    accessibleLabel: eventLabel(row),
  };
  if (row.detail !== undefined) shape.detail = row.detail;
  return shape;
}
