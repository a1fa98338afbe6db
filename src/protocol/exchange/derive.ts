/**
 * The exchange log → rows, incrementally: the app appends one entry at a time to sessions of
 * tens of thousands of messages, so an update judges only the entries it has not seen. Anything
 * else (another version, a log that is not an extension of the previous one) starts over. Each
 * message is judged by the core's session rules in its direction, so wrong server messages get
 * findings too; the ties between messages (pairs, progress, cancellation) are derived here.
 */
import type { MessageReport } from "../check/types.ts";
import { createSession, type Session } from "../session/index.ts";
import type { VersionChoice } from "../versions.ts";
import { cancelledId, factsOf, isId, progressToken, requestToken, utf8Length } from "./facts.ts";
import { PairBook, type Side, type Target, otherSide } from "./pairing.ts";
import { type RowHead, memberRow, messageRow } from "./build.ts";
import type { EventRow, ExchangeRow, MemberRow, MessageFacts, MessageRow } from "./rows.ts";
import type { EventEntry, ExchangeEntry, MessageEntry, ServerEventKind } from "./types.ts";

export interface ExchangeDeriverOptions {
  version: VersionChoice;
}

export interface DeriverStats {
  /** Messages handed to the core so far, over the deriver's whole life. */
  judged: number;
  /** Times the deriver started over. */
  rebuilds: number;
}

export interface ExchangeDeriver {
  /**
   * The rows of `entries`. Cheap when `entries` extends the previous call's log (only the new
   * entries are judged); the same array comes back when nothing changed. `options.version`
   * switches the version (and starts over).
   */
  update(
    entries: readonly ExchangeEntry[],
    options?: Partial<ExchangeDeriverOptions>,
  ): readonly ExchangeRow[];
  readonly version: VersionChoice;
  readonly stats: Readonly<DeriverStats>;
}

/** Events after which the server the client talked to is gone: its open requests are lost and
 *  the session rules start over (a fresh server expects a fresh initialize). */
const SERVER_GONE: ReadonlySet<ServerEventKind> = new Set([
  "started",
  "crashed",
  "restarted",
  "target-changed",
]);

/** Ties to set on a row; `closes` also ends the row's `pending` (answered, or lost). */
interface Patch {
  changes: Partial<MessageFacts>;
  closes?: boolean;
}

/** A copy of a row or batch element with `patch` applied (same shape: see `build.ts`). */
function apply<T extends MessageRow | MemberRow>(row: T, patch: Patch): T {
  const copy = (
    "type" in row ? messageRow(row, row, row.members) : memberRow(row.index, row.valid, row)
  ) as T;
  if (patch.closes) copy.pending = undefined;
  return Object.assign(copy, patch.changes);
}

/** A batch row with its own ties summarizing its elements' (see `MessageRow.members`). */
function summarize(head: RowHead, f: MessageFacts, members: readonly MemberRow[]): MessageRow {
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

/**
 * One pass over a log, entry by entry. A new message's own ties are set on its facts before its
 * row is stored; an earlier row that a new message changes (a reply closes a request) is
 * replaced by a copy, once.
 */
class Derivation {
  readonly rows: ExchangeRow[] = [];
  private readonly index = new Map<number, number>();
  private readonly book = new PairBook();
  private session: Session;
  /** The message being added: its facts, by element for a batch. */
  private building: { seq: number; parts: MessageFacts[] } | undefined;

  constructor(
    private readonly version: VersionChoice,
    private readonly stats: DeriverStats,
  ) {
    this.session = createSession({ version });
  }

  add(entry: ExchangeEntry): void {
    if (entry.type === "event") this.addEvent(entry);
    else this.addMessage(entry);
  }

  private push(row: ExchangeRow): void {
    this.index.set(row.seq, this.rows.length);
    this.rows.push(row);
  }

  private addEvent(entry: EventEntry): void {
    const row: EventRow = {
      type: "event",
      seq: entry.seq,
      event: entry.event,
      at: entry.at,
      detail: entry.detail,
    };
    this.push(row);
    if (!SERVER_GONE.has(entry.event)) return;
    for (const open of this.book.drain()) {
      this.patch(open, { changes: { lostTo: row.seq }, closes: true });
    }
    this.session = createSession({ version: this.version });
  }

  private addMessage(entry: MessageEntry): void {
    const side: Side = entry.flow === "out" ? "client" : "server";
    const report = this.session.check(entry.text, {
      direction: side === "client" ? "client-to-server" : "server-to-client",
    });
    this.stats.judged++;
    const head: RowHead = {
      seq: entry.seq,
      flow: entry.flow,
      at: entry.at,
      size: utf8Length(entry.text),
      text: entry.text,
      version: report.version,
      valid: report.valid,
      findings: report.findings,
      http: entry.http,
    };
    const own = factsOf(report, report.value);
    if (report.kind === "batch" && report.items) {
      const values: readonly unknown[] = Array.isArray(report.value) ? report.value : [];
      const items = report.items;
      const members = items.map((item, i) => memberRow(i, item.valid, factsOf(item, values[i])));
      this.building = { seq: entry.seq, parts: members };
      items.forEach((item, member) =>
        this.tie({ seq: entry.seq, member }, side, entry.at, item, values[member]),
      );
      this.push(summarize(head, own, members));
    } else {
      this.building = { seq: entry.seq, parts: [own] };
      this.tie({ seq: entry.seq }, side, entry.at, report, report.value);
      this.push(messageRow(head, own, undefined));
    }
    this.building = undefined;
  }

  /** Ties one message (or batch element) from `side` to the earlier ones it concerns. */
  private tie(target: Target, side: Side, at: number, report: MessageReport, value: unknown) {
    const { book } = this;
    if (report.kind === "request" && isId(report.id)) {
      const duplicate = book.isOpen(side, report.id);
      book.add(
        side,
        report.id,
        { seq: target.seq, member: target.member, method: report.method ?? "", at },
        requestToken(value),
      );
      this.patch(target, {
        changes: duplicate ? { pending: true, duplicateId: true } : { pending: true },
      });
    } else if (report.kind === "reply") {
      const request = isId(report.id) ? book.take(otherSide(side), report.id) : undefined;
      if (!request) {
        this.patch(target, { changes: { unmatched: true } });
        return;
      }
      const latencyMs = at - request.at;
      const toReply: Partial<MessageFacts> = { pairSeq: target.seq, latencyMs };
      if (target.member !== undefined) toReply.pairMember = target.member;
      this.patch(request, { changes: toReply, closes: true });
      const toRequest: Partial<MessageFacts> = { pairSeq: request.seq, latencyMs };
      if (request.member !== undefined) toRequest.pairMember = request.member;
      if (request.method) toRequest.method = request.method;
      this.patch(target, { changes: toRequest });
    } else if (report.kind === "notification" && report.method === "notifications/progress") {
      // Progress comes from the side running the request: the other side asked for it.
      const token = progressToken(value);
      const request = token === undefined ? undefined : book.byToken(otherSide(side), token);
      if (request) this.patch(target, { changes: { progressOf: request.seq } });
    } else if (report.kind === "notification" && report.method === "notifications/cancelled") {
      // A sender cancels its own request.
      const id = cancelledId(value);
      if (id === undefined) return;
      const open = book.peek(side, id);
      const named = open ?? book.last(side, id);
      if (named) this.patch(target, { changes: { cancelOf: named.seq } });
      if (open && this.facts(open)?.cancelledBy === undefined) {
        this.patch(open, { changes: { cancelledBy: target.seq } });
      }
    }
  }

  private facts(target: Target): MessageFacts | undefined {
    if (target.seq === this.building?.seq) return this.building.parts[target.member ?? 0];
    const row = this.rows[this.index.get(target.seq) ?? -1];
    if (row?.type !== "message") return undefined;
    return target.member === undefined ? row : row.members?.[target.member];
  }

  /** Sets ties on the message being added, or on a copy of an earlier row (or element). */
  private patch(target: Target, patch: Patch): void {
    const building = this.building;
    if (target.seq === building?.seq) {
      // Not stored yet: set the ties on its facts directly.
      const part = building.parts[target.member ?? 0];
      if (part && patch.closes) part.pending = undefined;
      if (part) Object.assign(part, patch.changes);
      return;
    }
    const i = this.index.get(target.seq);
    const row = i === undefined ? undefined : this.rows[i];
    if (i === undefined || row?.type !== "message") return;
    if (target.member === undefined) {
      this.rows[i] = apply(row, patch);
      return;
    }
    const member = row.members?.[target.member];
    if (!row.members || !member) return;
    const members = row.members.slice();
    members[target.member] = apply(member, patch);
    this.rows[i] = summarize(row, row, members);
  }
}

function sameEntry(a: ExchangeEntry | undefined, b: ExchangeEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.type !== b.type || a.seq !== b.seq || a.at !== b.at) return false;
  if (a.type === "message") return b.type === "message" && a.flow === b.flow && a.text === b.text;
  return b.type === "event" && a.event === b.event && a.detail === b.detail;
}

export function createExchangeDeriver(options: ExchangeDeriverOptions): ExchangeDeriver {
  let version = options.version;
  const stats: DeriverStats = { judged: 0, rebuilds: 0 };
  let pass = new Derivation(version, stats);
  let seen = 0;
  let first: ExchangeEntry | undefined;
  let last: ExchangeEntry | undefined;
  let snapshot: readonly ExchangeRow[] = [];

  // An extension keeps the entries already seen: checked at both ends, which is what a new
  // session, a cleared log or a replaced log changes.
  const extendsSeen = (entries: readonly ExchangeEntry[]) =>
    entries.length >= seen &&
    (seen === 0 || (sameEntry(entries[0], first) && sameEntry(entries[seen - 1], last)));

  return {
    update(entries, opts) {
      const wanted = opts?.version ?? version;
      if (wanted !== version || !extendsSeen(entries)) {
        version = wanted;
        pass = new Derivation(version, stats);
        stats.rebuilds++;
        seen = 0;
        snapshot = [];
      }
      if (entries.length === seen) return snapshot;
      for (let i = seen; i < entries.length; i++) pass.add(entries[i] as ExchangeEntry);
      seen = entries.length;
      first = entries[0];
      last = entries[seen - 1];
      snapshot = pass.rows.slice();
      return snapshot;
    },
    get version() {
      return version;
    },
    get stats() {
      return { ...stats };
    },
  };
}

/** The rows of a whole log at once. */
export function deriveExchange(
  entries: readonly ExchangeEntry[],
  version: VersionChoice,
): readonly ExchangeRow[] {
  return createExchangeDeriver({ version }).update(entries);
}
