/**
 * Row objects built field by field, every field present (undefined when unset): all rows then
 * share one shape, which keeps building and reading 10,000 of them fast (object spreads with
 * varying optional keys were the deriver's main cost).
 */
import type { Finding } from "../types.ts";
import type { ProtocolVersion } from "../versions.ts";
import type { MemberRow, MessageFacts, MessageRow } from "./rows.ts";
import type { AuthMeta, Flow, HttpDetail, Lane } from "./types.ts";

/** Facts with no tie yet. */
export function facts(kind: MessageFacts["kind"]): MessageFacts {
  return {
    kind,
    outcome: undefined,
    errorCode: undefined,
    errorMessage: undefined,
    toolError: undefined,
    method: undefined,
    id: undefined,
    pairSeq: undefined,
    pairMember: undefined,
    latencyMs: undefined,
    pending: undefined,
    lostTo: undefined,
    unmatched: undefined,
    duplicateId: undefined,
    progressOf: undefined,
    cancelOf: undefined,
    cancelledBy: undefined,
  };
}

export function memberRow(index: number, valid: boolean, f: MessageFacts): MemberRow {
  return {
    index,
    valid,
    kind: f.kind,
    outcome: f.outcome,
    errorCode: f.errorCode,
    errorMessage: f.errorMessage,
    toolError: f.toolError,
    method: f.method,
    id: f.id,
    pairSeq: f.pairSeq,
    pairMember: f.pairMember,
    latencyMs: f.latencyMs,
    pending: f.pending,
    lostTo: f.lostTo,
    unmatched: f.unmatched,
    duplicateId: f.duplicateId,
    progressOf: f.progressOf,
    cancelOf: f.cancelOf,
    cancelledBy: f.cancelledBy,
  };
}

/** What a message row says besides its facts. */
export interface RowHead {
  seq: number;
  flow: Flow;
  at: number;
  size: number;
  text: string;
  version: ProtocolVersion;
  valid: boolean;
  findings: readonly Finding[];
  http?: HttpDetail | undefined;
  lane?: Lane | undefined;
  auth?: AuthMeta | undefined;
  probe?: boolean | undefined;
}

export function messageRow(
  head: RowHead,
  f: MessageFacts,
  members: readonly MemberRow[] | undefined,
): MessageRow {
  return {
    type: "message",
    seq: head.seq,
    flow: head.flow,
    at: head.at,
    size: head.size,
    text: head.text,
    version: head.version,
    valid: head.valid,
    findings: head.findings,
    kind: f.kind,
    outcome: f.outcome,
    errorCode: f.errorCode,
    errorMessage: f.errorMessage,
    toolError: f.toolError,
    method: f.method,
    id: f.id,
    pairSeq: f.pairSeq,
    pairMember: f.pairMember,
    latencyMs: f.latencyMs,
    pending: f.pending,
    lostTo: f.lostTo,
    unmatched: f.unmatched,
    duplicateId: f.duplicateId,
    progressOf: f.progressOf,
    cancelOf: f.cancelOf,
    cancelledBy: f.cancelledBy,
    members,
    http: head.http,
    lane: head.lane,
    auth: head.auth,
    probe: head.probe,
  };
}

/** Ties to set on a row; `closes` also ends the row's `pending` (answered, or lost). */
export interface Patch {
  changes: Partial<MessageFacts>;
  closes?: boolean;
}

/** A copy of a row or batch element with `patch` applied (same shape: see above). */
export function apply<T extends MessageRow | MemberRow>(row: T, patch: Patch): T {
  const copy = (
    "type" in row ? messageRow(row, row, row.members) : memberRow(row.index, row.valid, row)
  ) as T;
  if (patch.closes) copy.pending = undefined;
  return Object.assign(copy, patch.changes);
}

/** A batch row with its own ties summarizing its elements' (see `MessageRow.members`). */
export function summarize(
  head: RowHead,
  f: MessageFacts,
  members: readonly MemberRow[],
): MessageRow {
  const row = messageRow(head, f, members);
  row.pending = row.unmatched = row.duplicateId = undefined;
  row.lostTo = row.latencyMs = row.pairSeq = undefined;
  let pair: number | null | undefined;
  for (const m of members) {
    if (m.pending) row.pending = true;
    if (m.unmatched) row.unmatched = true;
    if (m.duplicateId) row.duplicateId = true;
    if (m.lostTo !== undefined) row.lostTo ??= m.lostTo;
    if (m.latencyMs !== undefined)
      row.latencyMs = Math.max(row.latencyMs ?? -Infinity, m.latencyMs);
    if (m.pairSeq !== undefined) pair = pair === undefined || pair === m.pairSeq ? m.pairSeq : null;
  }
  if (pair != null) row.pairSeq = pair;
  return row;
}
