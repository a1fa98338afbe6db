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
import type { EventRow, ExchangeRow, MessageFacts, MessageRow } from "./rows.ts";
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
const SERVER_GONE: ReadonlySet<ServerEventKind> = new Set(["started", "crashed", "restarted"]);

type Changes = { [K in keyof MessageFacts]?: MessageFacts[K] | undefined };

/** A copy of `base` with `changes` applied; an undefined value removes the key. */
function merge<T extends object>(base: T, changes: Changes): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as T;
}

/** The batch row's own ties, summarizing its elements' (see `MessageRow.members`). */
function summarize(row: MessageRow): MessageRow {
  let pending = false;
  let unmatched = false;
  let duplicate = false;
  let lostTo: number | undefined;
  let latency: number | undefined;
  let pair: number | null | undefined;
  for (const m of row.members ?? []) {
    pending ||= m.pending === true;
    unmatched ||= m.unmatched === true;
    duplicate ||= m.duplicateId === true;
    lostTo ??= m.lostTo;
    if (m.latencyMs !== undefined) latency = Math.max(latency ?? -Infinity, m.latencyMs);
    if (m.pairSeq !== undefined) pair = pair === undefined || pair === m.pairSeq ? m.pairSeq : null;
  }
  return merge(row, {
    pending: pending || undefined,
    unmatched: unmatched || undefined,
    duplicateId: duplicate || undefined,
    lostTo,
    latencyMs: latency,
    pairSeq: pair ?? undefined,
  });
}

/** One pass over a log, entry by entry. */
class Derivation {
  readonly rows: ExchangeRow[] = [];
  private readonly index = new Map<number, number>();
  private readonly book = new PairBook();
  private session: Session;

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
    const row: EventRow = { type: "event", seq: entry.seq, event: entry.event, at: entry.at };
    if (entry.detail !== undefined) row.detail = entry.detail;
    this.push(row);
    if (!SERVER_GONE.has(entry.event)) return;
    for (const open of this.book.drain()) this.patch(open, { pending: undefined, lostTo: row.seq });
    this.session = createSession({ version: this.version });
  }

  private addMessage(entry: MessageEntry): void {
    const side: Side = entry.flow === "out" ? "client" : "server";
    const report = this.session.check(entry.text, {
      direction: side === "client" ? "client-to-server" : "server-to-client",
    });
    this.stats.judged++;
    const row: MessageRow = {
      type: "message",
      seq: entry.seq,
      flow: entry.flow,
      at: entry.at,
      size: utf8Length(entry.text),
      text: entry.text,
      version: report.version,
      valid: report.valid,
      findings: report.findings,
      ...factsOf(report, report.value),
    };
    if (entry.http) row.http = entry.http;
    if (report.kind === "batch" && report.items) {
      const values: readonly unknown[] = Array.isArray(report.value) ? report.value : [];
      const items = report.items;
      row.members = items.map((item, index) => ({
        index,
        valid: item.valid,
        ...factsOf(item, values[index]),
      }));
      this.push(row);
      items.forEach((item, member) =>
        this.tie({ seq: row.seq, member }, side, entry.at, item, values[member]),
      );
    } else {
      this.push(row);
      this.tie({ seq: row.seq }, side, entry.at, report, report.value);
    }
  }

  /** Ties one message (or batch element) from `side` to the earlier ones it concerns. */
  private tie(target: Target, side: Side, at: number, report: MessageReport, value: unknown) {
    const { book } = this;
    if (report.kind === "request" && isId(report.id)) {
      const duplicate = book.isOpen(side, report.id);
      book.add(
        side,
        report.id,
        { ...target, method: report.method ?? "", at },
        requestToken(value),
      );
      this.patch(target, { pending: true, duplicateId: duplicate || undefined });
    } else if (report.kind === "reply") {
      const request = isId(report.id) ? book.take(otherSide(side), report.id) : undefined;
      if (!request) {
        this.patch(target, { unmatched: true });
        return;
      }
      const latencyMs = at - request.at;
      this.patch(request, {
        pending: undefined,
        pairSeq: target.seq,
        pairMember: target.member,
        latencyMs,
      });
      this.patch(target, {
        pairSeq: request.seq,
        pairMember: request.member,
        latencyMs,
        method: request.method || undefined,
      });
    } else if (report.kind === "notification" && report.method === "notifications/progress") {
      // Progress comes from the side running the request: the other side asked for it.
      const token = progressToken(value);
      const request = token === undefined ? undefined : book.byToken(otherSide(side), token);
      if (request) this.patch(target, { progressOf: request.seq });
    } else if (report.kind === "notification" && report.method === "notifications/cancelled") {
      // A sender cancels its own request.
      const id = cancelledId(value);
      if (id === undefined) return;
      const open = book.peek(side, id);
      const named = open ?? book.last(side, id);
      if (named) this.patch(target, { cancelOf: named.seq });
      if (open && this.facts(open)?.cancelledBy === undefined) {
        this.patch(open, { cancelledBy: target.seq });
      }
    }
  }

  private facts(target: Target): MessageFacts | undefined {
    const row = this.rows[this.index.get(target.seq) ?? -1];
    if (row?.type !== "message") return undefined;
    return target.member === undefined ? row : row.members?.[target.member];
  }

  /** Replaces a row (or one element of a batch row) with a copy carrying `changes`. */
  private patch(target: Target, changes: Changes): void {
    const i = this.index.get(target.seq);
    const row = i === undefined ? undefined : this.rows[i];
    if (i === undefined || row?.type !== "message") return;
    if (target.member === undefined) {
      this.rows[i] = merge(row, changes);
      return;
    }
    const member = row.members?.[target.member];
    if (!row.members || !member) return;
    const members = row.members.slice();
    members[target.member] = merge(member, changes);
    this.rows[i] = summarize({ ...row, members });
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
