/**
 * The derived view of the exchange: one row per log entry, with what the core says about each
 * message and how messages tie together (request ↔ reply, progress, cancellation, crashes).
 * Rows are immutable; when a later message changes what is known about an earlier one (a reply
 * arrives), the deriver replaces the earlier row with a new object. Optional fields that do not
 * apply are present and undefined (one object shape for all rows keeps 10,000 of them fast), so
 * test them by value, not with `in`.
 */
import type { RequestId } from "../check/types.ts";
import type { Finding, MessageKind } from "../types.ts";
import type { ProtocolVersion } from "../versions.ts";
import type { AuthMeta, Flow, HttpDetail, Lane, ServerEventKind } from "./types.ts";

/**
 * What a message (or one element of a batch) is and how it ties to others. Ties name rows by
 * their `seq`; a tie to an element of a batch names the batch row (and `pairMember` the element).
 */
export interface MessageFacts {
  kind: MessageKind;
  /** For replies: a result or an error. */
  outcome?: "success" | "error";
  /** For error replies: `error.code` and `error.message`, when they have the right types. */
  errorCode?: number;
  errorMessage?: string;
  /** A success reply whose result says `isError: true` (a tool that failed). */
  toolError?: boolean;
  /** The method; for replies, the method of the request they answer (when known). */
  method?: string;
  id?: RequestId | null;
  /** The other half of a request/reply pair. */
  pairSeq?: number;
  /** When the other half is an element of a batch: its index there. */
  pairMember?: number;
  /** On a reply and on its answered request: ms between the two. */
  latencyMs?: number;
  /** A request still awaiting its reply. */
  pending?: boolean;
  /** A request that was awaiting its reply when the server crashed or was replaced: that event's seq. */
  lostTo?: number;
  /** A reply whose id matches no open request of the other side. */
  unmatched?: boolean;
  /** A request reusing an id that an open request of the same sender still holds. */
  duplicateId?: boolean;
  /** A `notifications/progress` whose token belongs to this open request. */
  progressOf?: number;
  /** A `notifications/cancelled` naming this request. */
  cancelOf?: number;
  /** On a request: the `notifications/cancelled` that cancelled it while it was open. */
  cancelledBy?: number;
}

/** One element of a batch. */
export interface MemberRow extends MessageFacts {
  /** Position in the batch array. */
  index: number;
  valid: boolean;
}

export interface MessageRow extends MessageFacts {
  type: "message";
  seq: number;
  flow: Flow;
  at: number;
  /** UTF-8 bytes of the raw text. */
  size: number;
  /** The raw text, as it travelled. */
  text: string;
  /** The version the core judged it against. */
  version: ProtocolVersion;
  /** No finding of severity error. */
  valid: boolean;
  findings: readonly Finding[];
  /**
   * For batches: one row per element. The batch row itself then carries the elements' ties in
   * summary: `pending`, `unmatched`, `duplicateId` when any element has them, `lostTo` of the
   * first lost one, `latencyMs` the longest, and `pairSeq` when every paired element pairs into
   * the same row.
   */
  members?: readonly MemberRow[];
  http?: HttpDetail;
  /** `widget` for the widget lane, `auth` for the authorization flow (see `Lane`); undefined for the server's. */
  lane?: Lane;
  /** The authorization step's facts, on the `auth` lane. */
  auth?: AuthMeta;
  /**
   * The playground's own auto-detection probe (`server/discover` on Connect) or the server's
   * reply to it: judged by the probe's version's rules, apart from the user's session.
   */
  probe?: boolean;
}

export interface EventRow {
  type: "event";
  seq: number;
  event: ServerEventKind;
  at: number;
  detail?: string;
  /** What the session rules say of the event (a stdio server's stray stdout line). */
  findings?: readonly Finding[];
}

export type ExchangeRow = MessageRow | EventRow;
