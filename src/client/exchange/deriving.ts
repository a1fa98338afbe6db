/**
 * Schedules deriving the exchange's rows in the derive worker, so no session check ever runs on
 * the main thread: a server's tool schemas decide what checking a message costs. Each entry is
 * sent once; the worker sends back the rows that changed. One request is in flight at a time;
 * the newest log goes next, and an answer about an older session or version is dropped.
 *
 * A deadline guards every request. A worker that misses it is replaced, and checking stops at
 * the message it was on: that message and the ones after it are classified only (no findings,
 * the same ties). A worker that crashes is restarted once on the same log. When even
 * classifying fails in the worker, the rows are classified here, which is linear in the text.
 * No DOM types: the worker is reached through `spawn`, so tests drive this with a fake channel
 * and fake timers.
 */
import { sameEntry } from "../../protocol/exchange/derivation.ts";
import { createPlainDeriver } from "../../protocol/exchange/plain.ts";
import type { ExchangeDeriver } from "../../protocol/exchange/derivation.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { type DeriveRequest, entryChars, isDeriveAnswer } from "./protocol.ts";

export interface Channel {
  post(request: DeriveRequest): void;
  terminate(): void;
}

/** Starts a worker; it calls `onAnswer` with each message and `onDeath` if it crashes. */
export type Spawn = (onAnswer: (data: unknown) => void, onDeath: () => void) => Channel;

export interface DerivingOptions {
  spawn: Spawn;
  /** How long the worker may take on this much text (UTF-16 units) before it is replaced. */
  timeoutMs?(chars: number): number;
  /** What a new worker may take to load, on top, until it says it is ready. */
  startMs?: number;
}

/** Checking the session stopped: the session pane says so, and which rows lack findings. */
export interface CheckStop {
  cause: "timeout" | "crashed";
  /** The message checking stopped at. */
  atSeq: number;
  /** Rows from this seq on were not checked (classified only). */
  uncheckedFrom: number;
}

export interface Derived {
  rows: readonly ExchangeRow[];
  stopped: CheckStop | undefined;
}

/** 5 s, plus 2 s per MB: deriving runs at several MB a second, so this is far beyond any log. */
export const defaultTimeout = (chars: number) => 5_000 + (2_000 * chars) / (1024 * 1024);
export const START_MS = 20_000;
/** A crash is retried once on the same log; a second one stops checking. */
const MAX_ATTEMPTS = 2;

interface InFlight {
  seq: number;
  /** The log the request brings the worker up to: row i is the row of entry i. */
  log: readonly ExchangeEntry[];
  entries: readonly ExchangeEntry[];
  /** How many of `entries` the worker has derived, by its latest answer. */
  done: number;
  attempt: number;
  /** The rows on show stay until the request is done (a new version, a log cut at the front). */
  quiet: boolean;
}

/** The log the worker holds once the request in flight is done. */
interface Known {
  log: readonly ExchangeEntry[];
  version: VersionChoice;
}

const extendsLog = (log: readonly ExchangeEntry[], known: readonly ExchangeEntry[]) =>
  log.length >= known.length &&
  (known.length === 0 ||
    (sameEntry(log[0], known[0]) && sameEntry(log[known.length - 1], known[known.length - 1])));

/** The worker's rows from index `from` on, each message's text put back from its entry. */
function withTexts(
  rows: readonly ExchangeRow[],
  from: number,
  log: readonly ExchangeEntry[],
): readonly ExchangeRow[] | undefined {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const entry = log[from + i];
    // Received rows are this thread's own copies, so they may be completed in place.
    if (entry?.seq !== row.seq || entry.type !== row.type) return undefined;
    if (row.type === "message" && entry.type === "message") row.text = entry.text;
  }
  return rows;
}

export class Deriving {
  private channel: Channel | undefined;
  private ready = false;
  private lastSeq = 0;
  private inFlight: InFlight | undefined;
  private known: Known | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private session: number | undefined;
  private log: readonly ExchangeEntry[] = [];
  private version: VersionChoice = "auto";
  /** The rows as the worker has them (what is shown may be older: see `InFlight.quiet`). */
  private rows: readonly ExchangeRow[] = [];
  private stopped: CheckStop | undefined;
  /** Classifying here, for the rest of the session, once the worker could not even do that. */
  private here: ExchangeDeriver | undefined;
  private shown: Derived = { rows: this.rows, stopped: undefined };
  /** The session the rows on show belong to. */
  private shownSession: number | undefined;
  private waiters: ((derived: Derived) => void)[] = [];
  private disposed = false;

  constructor(
    private readonly options: DerivingOptions,
    private readonly onDerived: (derived: Derived) => void,
  ) {}

  /** The newest log of `session` (a new session number starts from no rows). */
  update(log: readonly ExchangeEntry[], session: number, version: VersionChoice): void {
    if (this.disposed) return;
    if (session !== this.session) {
      this.session = session;
      this.rows = [];
      this.stopped = undefined;
      this.here = undefined;
      // Whatever the worker does now is about another session.
      if (this.inFlight) this.replaceWorker();
      this.known = undefined;
    }
    this.log = log;
    this.version = version;
    if (this.here) this.rows = this.here.update(log, { version });
    else this.pump(1);
    this.emit();
  }

  /** The rows once they describe the newest log (for exports: nothing half derived). */
  settled(): Promise<Derived> {
    if (this.disposed || this.isSettled()) return Promise.resolve(this.shown);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  dispose(): void {
    this.disposed = true;
    this.replaceWorker();
    for (const resolve of this.waiters.splice(0)) resolve(this.shown);
  }

  private isSettled(): boolean {
    if (this.here || this.log.length === 0) return !this.inFlight;
    return !this.inFlight && this.known?.log === this.log;
  }

  /** Sends what the worker lacks of the newest log, unless a request is in flight. */
  private pump(attempt: number): void {
    const { log, version } = this;
    const known = this.known;
    const extension = known?.version === version && extendsLog(log, known.log);
    if (this.inFlight) {
      // Its answer would be about a log that is gone: start afresh now.
      if (!extension) this.replaceWorker();
      else return;
    }
    if (extension && known && log.length === known.log.length) {
      known.log = log;
      return;
    }
    if (!extension && log.length === 0) {
      this.rows = [];
      return;
    }
    const reset = !extension || !known || !this.channel;
    const entries = reset ? log : log.slice(known.log.length);
    this.channel ??= this.spawn();
    const seq = ++this.lastSeq;
    const request: DeriveRequest = { type: "derive", seq, reset, version, entries };
    if (reset && this.stopped) request.uncheckedFrom = this.stopped.uncheckedFrom;
    // A new session's rows show as they come; another version's replace the old ones at once.
    const quiet = reset && this.shownSession === this.session && this.shown.rows.length > 0;
    this.inFlight = { seq, log, entries, done: 0, attempt, quiet };
    this.known = { log, version };
    this.arm();
    this.channel.post(request);
  }

  /** (Re)starts the deadline for what is left of the request in flight. */
  private arm(): void {
    clearTimeout(this.watchdog);
    const request = this.inFlight;
    if (!request) return;
    let chars = 0;
    for (let i = request.done; i < request.entries.length; i++) {
      chars += entryChars(request.entries[i]!);
    }
    const limit =
      (this.options.timeoutMs ?? defaultTimeout)(chars) +
      (this.ready ? 0 : (this.options.startMs ?? START_MS));
    // A worker that never got ready is broken, not slow: retried like a crash.
    this.watchdog = setTimeout(() => this.died(this.ready ? "timeout" : "crashed"), limit);
  }

  /** A new worker; what a replaced one still says is ignored. */
  private spawn(): Channel {
    this.ready = false;
    const channel: Channel = this.options.spawn(
      (data) => this.channel === channel && this.answered(data),
      () => this.channel === channel && this.died("crashed"),
    );
    return channel;
  }

  private replaceWorker(): void {
    clearTimeout(this.watchdog);
    this.channel?.terminate();
    this.channel = undefined;
    this.inFlight = undefined;
    this.known = undefined;
  }

  private answered(data: unknown): void {
    if (this.disposed || !isDeriveAnswer(data)) return;
    if (data.type === "ready") {
      this.ready = true;
      this.arm();
      return;
    }
    const request = this.inFlight;
    if (!request || data.seq !== request.seq) return;
    if (data.type === "failed" || data.from > this.rows.length) return this.died("crashed");
    const rows = withTexts(data.rows, data.from, request.log);
    if (!rows) return this.died("crashed");
    this.rows = this.rows.slice(0, data.from).concat(rows);
    request.done = data.done;
    if (data.done < request.entries.length) {
      this.arm();
      if (!request.quiet) this.emit();
      return;
    }
    clearTimeout(this.watchdog);
    this.inFlight = undefined;
    this.pump(1);
    this.emit();
  }

  /**
   * The worker crashed or missed its deadline: a crash is retried once on a fresh worker;
   * otherwise checking stops at the message the worker was on, and a fresh worker classifies
   * from there. When that fails too, the rows are classified here.
   */
  private died(cause: CheckStop["cause"]): void {
    if (this.disposed) return;
    const lost = this.inFlight;
    this.replaceWorker();
    if (!lost) return;
    if (cause === "crashed" && lost.attempt < MAX_ATTEMPTS) {
      this.pump(lost.attempt + 1);
      return;
    }
    const at = (lost.entries[lost.done] ?? lost.entries.at(-1))?.seq ?? 0;
    if (!this.stopped) {
      this.stopped = { cause, atSeq: at, uncheckedFrom: at };
      this.pump(1);
    } else {
      this.stopped = { ...this.stopped, uncheckedFrom: 0 };
      this.here = createPlainDeriver(this.version);
      this.rows = this.here.update(this.log, { version: this.version });
    }
    this.emit();
  }

  private emit(): void {
    const { stopped } = this;
    const rows = this.inFlight?.quiet ? this.shown.rows : this.rows;
    this.shownSession = this.session;
    if (rows !== this.shown.rows || stopped !== this.shown.stopped) {
      this.shown = { rows, stopped };
      this.onDerived(this.shown);
    }
    if (this.waiters.length > 0 && this.isSettled()) {
      for (const resolve of this.waiters.splice(0)) resolve(this.shown);
    }
  }
}
