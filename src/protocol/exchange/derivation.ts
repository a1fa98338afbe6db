/**
 * The deriver's one pass over a log, entry by entry, and its incremental wrapper. How each
 * message is judged is given (`Judge`): the session rules (`derive.ts`) or classification alone
 * (`plain.ts`); the ties between messages (pairs, progress, cancellation, crashes) are derived
 * here, the same either way. Nothing here imports the session rules.
 */
import type { MessageReport } from "../check/types.ts";
import type { Direction } from "../schema/registry.ts";
import type { ProtocolVersion, VersionChoice } from "../versions.ts";
import { cancelledId, factsOf, isId, progressToken, requestToken, utf8Length } from "./facts.ts";
import { PairBook, type Side, type Target, otherSide } from "./pairing.ts";
import { type Patch, type RowHead, apply, memberRow, messageRow, summarize } from "./build.ts";
import type { EventRow, ExchangeRow, MessageFacts } from "./rows.ts";
import type { EventEntry, ExchangeEntry, MessageEntry, ServerEventKind } from "./types.ts";
import { createAuthJudge } from "../auth/judge.ts";
import { strayStdoutFinding } from "./stray.ts";
import { facts } from "./build.ts";
import { DEFAULT_PROTOCOL_VERSION } from "../versions.ts";

/**
 * Judges one message in its direction. `previous` is the version the last message was judged
 * against (a judge that cannot tell the version may keep it). A judge lives as long as the
 * server it talks to: a new one is made when the server starts afresh.
 */
export type Judge = (
  entry: MessageEntry,
  direction: Exclude<Direction, "both">,
  previous: ProtocolVersion | undefined,
) => MessageReport;

export interface DeriverStats {
  /** Messages judged so far, over the deriver's whole life. */
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
    options?: { version?: VersionChoice },
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
  "stopped",
]);

/** A message's string id, or undefined (not JSON, not an object, another id type). */
function idOf(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || !("id" in value)) return undefined;
    return typeof value.id === "string" ? value.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One pass over a log, entry by entry. A new message's own ties are set on its facts before its
 * row is stored; an earlier row that a new message changes (a reply closes a request) is
 * replaced by a copy, once.
 */
export class Derivation {
  /** The rows so far; a changed row is replaced, never modified (see `takeChanges`). */
  readonly rows: ExchangeRow[] = [];
  private readonly index = new Map<number, number>();
  private readonly book = new PairBook();
  /** The widget lane's requests: ids of their own, untouched by what happens to the server. */
  private readonly widgetBook = new PairBook();
  private judge: Judge;
  private readonly widgetJudge: Judge;
  private previous: ProtocolVersion | undefined;
  /** The lowest index of `rows` replaced or added since `takeChanges` was last called. */
  private changed = 0;
  /** The authorization lane: its judge (one per pass) and its request awaiting an answer. */
  private readonly authJudge = createAuthJudge();
  private authOpen: { seq: number; at: number; step: string } | undefined;
  /**
   * The playground's auto-detection probes: their own judge (the rules of the version they are
   * written in, one session per probe, so the probe's reply is judged as its answer) and the
   * ids of those awaiting a reply.
   */
  private probeJudge: Judge;
  private readonly probeIds = new Set<string>();
  /** The message being added: its facts, by element for a batch. */
  private building: { seq: number; parts: MessageFacts[] } | undefined;

  /** `newWidgetJudge` judges the widget lane (one judge for the pass); by default as the server's. */
  constructor(
    private readonly newJudge: () => Judge,
    private readonly stats: DeriverStats = { judged: 0, rebuilds: 0 },
    newWidgetJudge?: () => Judge,
    private readonly newProbeJudge: () => Judge = newJudge,
  ) {
    this.judge = newJudge();
    this.widgetJudge = newWidgetJudge?.() ?? newJudge();
    this.probeJudge = newProbeJudge();
  }

  /**
   * A probe the playground sent (a fresh judge for it), or the server's reply to one (its id
   * was a probe's; the id is looked for in the text first, so other messages are not parsed).
   */
  private isProbe(entry: MessageEntry): boolean {
    if (entry.flow === "out") {
      if (entry.probe !== true) return false;
      const id = idOf(entry.text);
      if (id !== undefined) this.probeIds.add(id);
      this.probeJudge = this.newProbeJudge();
      return true;
    }
    if (entry.probe === true) {
      const id = idOf(entry.text);
      if (id !== undefined) this.probeIds.delete(id);
      return true;
    }
    if (this.probeIds.size === 0) return false;
    for (const id of this.probeIds) {
      if (!entry.text.includes(id)) continue;
      if (idOf(entry.text) !== id) continue;
      this.probeIds.delete(id);
      return true;
    }
    return false;
  }

  /**
   * Where the rows changed since the last call: every row from this index on may be new (a
   * reply replaces its request's row, however far back). `rows.length` when none changed.
   */
  takeChanges(): number {
    const from = Math.min(this.changed, this.rows.length);
    this.changed = this.rows.length;
    return from;
  }

  add(entry: ExchangeEntry): void {
    if (entry.type === "event") this.addEvent(entry);
    else this.addMessage(entry);
  }

  private push(row: ExchangeRow): void {
    this.changed = Math.min(this.changed, this.rows.length);
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
      ...(entry.event === "stdout-stray" && { findings: [strayStdoutFinding(entry.detail)] }),
    };
    this.push(row);
    if (!SERVER_GONE.has(entry.event)) return;
    for (const open of this.book.drain()) {
      this.patch(open, { changes: { lostTo: row.seq }, closes: true });
    }
    this.judge = this.newJudge();
  }

  private addMessage(entry: MessageEntry): void {
    if (entry.lane === "auth") {
      this.addAuth(entry);
      return;
    }
    const side: Side = entry.flow === "out" ? "client" : "server";
    const direction = side === "client" ? "client-to-server" : "server-to-client";
    const widget = entry.lane === "widget";
    const probe = !widget && this.isProbe(entry);
    const report = widget
      ? this.widgetJudge(entry, direction, this.previous)
      : probe
        ? this.probeJudge(entry, direction, undefined)
        : this.judge(entry, direction, this.previous);
    if (!widget && !probe) this.previous = report.version;
    const book = widget ? this.widgetBook : this.book;
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
      lane: entry.lane,
      auth: undefined,
      probe: probe || undefined,
    };
    const own = factsOf(report, report.value);
    if (report.kind === "batch" && report.items) {
      const values: readonly unknown[] = Array.isArray(report.value) ? report.value : [];
      const items = report.items;
      const members = items.map((item, i) => memberRow(i, item.valid, factsOf(item, values[i])));
      this.building = { seq: entry.seq, parts: members };
      items.forEach((item, member) =>
        this.tie(book, { seq: entry.seq, member }, side, entry.at, item, values[member]),
      );
      this.push(summarize(head, own, members));
    } else {
      this.building = { seq: entry.seq, parts: [own] };
      this.tie(book, { seq: entry.seq }, side, entry.at, report, report.value);
      this.push(messageRow(head, own, undefined));
    }
    this.building = undefined;
  }

  /**
   * An authorization step: an HTTP request (`out`) answered by the next `in` of the lane; a
   * challenge read from the MCP server's 401/403 stands alone. Judged by the auth judge.
   */
  private addAuth(entry: MessageEntry): void {
    const findings = entry.auth ? this.authJudge(entry) : [];
    this.stats.judged++;
    const step = entry.auth?.step ?? "";
    const head: RowHead = {
      seq: entry.seq,
      flow: entry.flow,
      at: entry.at,
      size: utf8Length(entry.text),
      text: entry.text,
      version: this.previous ?? DEFAULT_PROTOCOL_VERSION,
      valid: !findings.some((f) => f.severity === "error"),
      findings,
      http: entry.http,
      lane: "auth",
      auth: entry.auth,
      probe: undefined,
    };
    const status = entry.http?.status;
    const path = pathOf(entry.http?.url);
    if (entry.flow === "in" && step === "challenge") {
      const own = facts("notification");
      own.method = `${status ?? ""} WWW-Authenticate`.trim();
      this.push(messageRow(head, own, undefined));
      return;
    }
    if (entry.flow === "out") {
      const own = facts("request");
      own.method = `${entry.http?.method ?? "GET"} ${path}`;
      own.pending = true;
      this.authOpen = { seq: entry.seq, at: entry.at, step };
      this.push(messageRow(head, own, undefined));
      return;
    }
    const own = facts("reply");
    own.method = `${entry.auth?.blocked ? "blocked" : (status ?? "")} ${path}`.trim();
    own.outcome =
      status !== undefined && status < 400 && !entry.auth?.blocked ? "success" : "error";
    if (status !== undefined && status >= 400) own.errorCode = status;
    const open = this.authOpen;
    if (open && open.step === step) {
      this.authOpen = undefined;
      const latencyMs = entry.at - open.at;
      own.pairSeq = open.seq;
      own.latencyMs = latencyMs;
      this.patch({ seq: open.seq }, { changes: { pairSeq: entry.seq, latencyMs }, closes: true });
    } else {
      own.unmatched = true;
    }
    this.push(messageRow(head, own, undefined));
  }

  /** Ties one message (or batch element) from `side` to the earlier ones it concerns. */
  private tie(
    book: PairBook,
    target: Target,
    side: Side,
    at: number,
    report: MessageReport,
    value: unknown,
  ) {
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
    this.changed = Math.min(this.changed, i);
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

/** An authorization step's path, for labels: `/token`, `/.well-known/…` (no query: it may be long). */
function pathOf(url: string | undefined): string {
  if (!url) return "";
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function sameEntry(a: ExchangeEntry | undefined, b: ExchangeEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.type !== b.type || a.seq !== b.seq || a.at !== b.at) return false;
  if (a.type === "message")
    return b.type === "message" && a.flow === b.flow && a.text === b.text && a.lane === b.lane;
  return b.type === "event" && a.event === b.event && a.detail === b.detail;
}

/**
 * An incremental deriver: anything but an extension of the log seen so far (another version, a
 * log that is not an extension of the previous one) starts a new pass with `start`.
 */
export function incrementalDeriver(
  initial: VersionChoice,
  start: (version: VersionChoice, stats: DeriverStats) => Derivation,
): ExchangeDeriver {
  let version = initial;
  const stats: DeriverStats = { judged: 0, rebuilds: 0 };
  let pass = start(version, stats);
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
        pass = start(version, stats);
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
