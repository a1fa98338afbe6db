/** Counts over the rows, and the filter the exchange views offer (kinds, methods, text). */
import type { MessageKind } from "../types.ts";
import type { ExchangeRow, MessageFacts, MessageRow } from "./rows.ts";

export interface ExchangeSummary {
  messages: number;
  events: number;
  /** Messages by kind (a batch counts once, as a batch). */
  kinds: Record<MessageKind, number>;
  /** Error replies, batch elements included. */
  errors: number;
  /** Success replies whose result says `isError: true`, batch elements included. */
  toolErrors: number;
  /** Messages with at least one finding of severity error. */
  invalid: number;
  /** Requests awaiting their reply, batch elements included. */
  pending: number;
  /** Requests lost when the server went away. */
  lost: number;
  /** Replies that answer no open request. */
  unmatched: number;
  /** Requests reusing the id of an open request. */
  duplicates: number;
}

/** The message itself, or each element of a batch. */
const partsOf = (row: MessageRow): readonly MessageFacts[] => row.members ?? [row];

export function exchangeSummary(rows: readonly ExchangeRow[]): ExchangeSummary {
  const s: ExchangeSummary = {
    messages: 0,
    events: 0,
    kinds: { request: 0, notification: 0, reply: 0, batch: 0, invalid: 0 },
    errors: 0,
    toolErrors: 0,
    invalid: 0,
    pending: 0,
    lost: 0,
    unmatched: 0,
    duplicates: 0,
  };
  for (const row of rows) {
    if (row.type === "event") {
      s.events++;
      continue;
    }
    s.messages++;
    s.kinds[row.kind]++;
    if (!row.valid) s.invalid++;
    for (const part of partsOf(row)) {
      if (part.kind === "reply" && part.outcome === "error") s.errors++;
      if (part.toolError) s.toolErrors++;
      if (part.pending) s.pending++;
      if (part.lostTo !== undefined) s.lost++;
      if (part.unmatched) s.unmatched++;
      if (part.duplicateId) s.duplicates++;
    }
  }
  return s;
}

/** What an exchange view may be narrowed to; an empty or missing criterion keeps every row. */
export interface RowFilter {
  /** Message kinds (a batch matches its own kind or any element's), or `event` for events. */
  kinds?: readonly (MessageKind | "event")[];
  /** Methods (replies carry their request's method); events have none, so they drop out. */
  methods?: readonly string[];
  /** Case-insensitive, in the raw text, the method, the id, or an event's name and detail. */
  text?: string;
  /** Leave out the widget lane (the messages between a widget and the playground as host). */
  hideWidget?: boolean;
}

export function filterRows(rows: readonly ExchangeRow[], filter: RowFilter): ExchangeRow[] {
  const kinds = filter.kinds?.length ? new Set(filter.kinds) : undefined;
  const methods = filter.methods?.length ? new Set(filter.methods) : undefined;
  const needle = filter.text?.trim().toLowerCase() || undefined;
  return rows.filter((row) => {
    if (filter.hideWidget && row.type === "message" && row.lane === "widget") return false;
    if (row.type === "event") {
      if (methods || (kinds && !kinds.has("event"))) return false;
      return !needle || `${row.event} ${row.detail ?? ""}`.toLowerCase().includes(needle);
    }
    const parts = partsOf(row);
    if (kinds && !kinds.has(row.kind) && !parts.some((p) => kinds.has(p.kind))) return false;
    if (methods && !parts.some((p) => p.method !== undefined && methods.has(p.method))) {
      return false;
    }
    if (!needle) return true;
    return (
      row.text.toLowerCase().includes(needle) ||
      parts.some(
        (p) =>
          p.method?.toLowerCase().includes(needle) ||
          (p.id !== undefined && p.id !== null && String(p.id).toLowerCase().includes(needle)),
      )
    );
  });
}

/** Every method in the rows, batch elements included, sorted: the choices of a method filter. */
export function methodsIn(rows: readonly ExchangeRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.type === "event") continue;
    for (const part of partsOf(row)) if (part.method !== undefined) seen.add(part.method);
  }
  return [...seen].sort();
}
