/**
 * The messages between the page and the derive worker, shared by both sides so that a change to
 * one is a type error on the other. No DOM or worker types: tests run both sides in Node.
 *
 * The page sends each entry once: a request either starts the log afresh (`reset`: a new worker,
 * session or version, a log cut at the front) or appends to what the worker has. The worker
 * answers with the rows that changed: every row from index `from` on (a reply replaces its
 * request's row, however far back). A long request is answered in parts as it goes (`done` <
 * the request's entries): the page shows them and knows how far the worker got. There is one
 * row per entry, in order, so a message row comes back without its text: the page puts back the
 * text of the entry at the row's index (a message of megabytes is copied to the worker only).
 */
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { type VersionChoice, isProtocolVersion } from "../../protocol/versions.ts";

/** Page → worker; `seq` pairs the answers with their request. */
export interface DeriveRequest {
  type: "derive";
  seq: number;
  /** `entries` is the whole log; else they follow the entries sent before. */
  reset: boolean;
  version: VersionChoice;
  /** With `reset`: messages from this seq on are classified only, not checked. */
  uncheckedFrom?: number;
  entries: readonly ExchangeEntry[];
}

/** Worker → page. `failed` means deriving threw (it never should); `ready` comes once, first. */
export type DeriveAnswer =
  | { type: "ready" }
  | {
      type: "rows";
      seq: number;
      /** How many of the request's entries are derived. */
      done: number;
      /** The rows from this index on replace the page's. */
      from: number;
      /** Message rows with `text` empty (see above). */
      rows: readonly ExchangeRow[];
      /** How many rows there are now. */
      length: number;
    }
  | { type: "failed"; seq: number; detail: string };

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

function isEntry(entry: unknown): entry is ExchangeEntry {
  if (!isObject(entry) || !isCount(entry.seq) || typeof entry.at !== "number") return false;
  if (entry.type === "message") {
    return typeof entry.text === "string" && (entry.flow === "out" || entry.flow === "in");
  }
  return entry.type === "event" && typeof entry.event === "string";
}

export function isDeriveRequest(data: unknown): data is DeriveRequest {
  return (
    isObject(data) &&
    data.type === "derive" &&
    isCount(data.seq) &&
    typeof data.reset === "boolean" &&
    (data.version === "auto" || isProtocolVersion(data.version)) &&
    (data.uncheckedFrom === undefined || typeof data.uncheckedFrom === "number") &&
    Array.isArray(data.entries) &&
    data.entries.every(isEntry)
  );
}

export function isDeriveAnswer(data: unknown): data is DeriveAnswer {
  if (!isObject(data)) return false;
  if (data.type === "ready") return true;
  if (!isCount(data.seq)) return false;
  if (data.type === "failed") return typeof data.detail === "string";
  return (
    data.type === "rows" &&
    isCount(data.done) &&
    isCount(data.from) &&
    isCount(data.length) &&
    Array.isArray(data.rows) &&
    data.from + data.rows.length === data.length
  );
}

/** The text an entry brings (what checking it costs grows with it). */
export const entryChars = (entry: ExchangeEntry): number =>
  entry.type === "message" ? entry.text.length : (entry.detail?.length ?? 0);
