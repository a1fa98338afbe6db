/**
 * The exchange slice: the raw log of the session with the server (append-only), the server's
 * status and controls, and what the session pane shows (selection, filters, a notice). Rows,
 * pairs, latencies and findings are derived from the log elsewhere, never stored.
 * Everything here is plain data, so a later session store can serialise it as is.
 */
import {
  NO_REQUESTS,
  type RequestMethods,
  sameRequestMethods,
} from "../protocol/exchange/requestMethods.ts";
import type { SetState } from "./set.ts";
import type { Args, Key } from "../i18n/strings.ts";
import type { ServerStatus } from "../client/session/index.ts";
import type { ExchangeEntry, NewEntry } from "../protocol/exchange/types.ts";
import type { MessageKind } from "../protocol/types.ts";
import { DEFAULT_CONTROLS, MAX_LATENCY_MS, type ServerControls } from "../server/controls.ts";

export interface SessionFilters {
  /** Kinds of rows to show (`event`: the server's events); empty: all. */
  kinds: readonly (MessageKind | "event")[];
  /** Methods to show; empty: all. */
  methods: readonly string[];
  text: string;
  /** Hide the widget lane. */
  hideWidget?: boolean;
}

/** A short message about the last action (nothing sent, the handshake stopped…). */
export interface SessionNotice {
  key: Key;
  args?: Args;
  tone: "info" | "error";
  /** Distinguishes a repeated notice, so it is announced again. */
  id: number;
}

/** Beyond this many entries the oldest are dropped, so a flood never makes the page crawl. */
export const MAX_ENTRIES = 100_000;

export interface ExchangeSlice {
  /** Bumped by each new session: whatever was derived from the old log is thrown away. */
  sessionId: number;
  entries: readonly ExchangeEntry[];
  /** The seq of the next entry (seqs are never reused within a session). */
  nextSeq: number;
  /**
   * The first seq of this session logged in this page load: the entries before it were loaded
   * from elsewhere (storage after a reload, a link, a file), so no exercise counts them.
   */
  liveFrom: number;
  /** How many of the oldest entries were dropped to stay within MAX_ENTRIES. */
  dropped: number;
  serverStatus: ServerStatus;
  controls: ServerControls;
  selectedSeq: number | undefined;
  filters: SessionFilters;
  notice: SessionNotice | undefined;
  /** The session's requests by id (from the derived rows): the editor judges a reply by them. */
  requestMethods: RequestMethods;

  appendEntries: (batch: readonly NewEntry[]) => void;
  /**
   * A session from elsewhere (storage, a link, a file, the library) becomes the log: with
   * `keep`, the entries already logged (the fresh server's `started`) follow it.
   */
  loadSession: (entries: readonly ExchangeEntry[], options?: { keep?: boolean }) => void;
  /** Empties the log for a new session (the server is restarted by the controller). */
  startSession: () => void;
  setServerStatus: (status: ServerStatus) => void;
  setControls: (patch: Partial<ServerControls>) => void;
  selectEntry: (seq: number | undefined) => void;
  setFilters: (patch: Partial<SessionFilters>) => void;
  showNotice: (notice: Omit<SessionNotice, "id"> | undefined) => void;
  setRequestMethods: (requests: RequestMethods) => void;
}

export const NO_FILTERS: SessionFilters = { kinds: [], methods: [], text: "" };

type Log = Pick<ExchangeSlice, "entries" | "nextSeq" | "dropped">;

/** The log with `batch` numbered and appended; beyond `cap`, the oldest entries are dropped. */
export function appendToLog(log: Log, batch: readonly NewEntry[], cap = MAX_ENTRIES): Log {
  if (batch.length === 0) return log;
  let seq = log.nextSeq;
  const numbered = batch.map((entry): ExchangeEntry => ({ ...entry, seq: seq++ }));
  const all = log.entries.concat(numbered);
  // Past the cap, a tenth more goes at once: dropping from the front makes the rows be derived
  // afresh, which should happen once in a long while, not on every message.
  const over = all.length > cap ? all.length - Math.floor(cap * 0.9) : 0;
  return {
    entries: over > 0 ? all.slice(over) : all,
    nextSeq: seq,
    dropped: log.dropped + over,
  };
}

/** Controls within their ranges, whatever the input (a number field can hold anything). */
export function clampControls(controls: ServerControls): ServerControls {
  const whole = (n: number, max: number) =>
    Number.isFinite(n) ? Math.min(max, Math.max(0, Math.round(n))) : 0;
  return {
    latencyMs: whole(controls.latencyMs, MAX_LATENCY_MS),
    strictLifecycle: controls.strictLifecycle,
    giftCards: controls.giftCards,
    catalogRevision: whole(controls.catalogRevision, Number.MAX_SAFE_INTEGER),
  };
}

/** An entry without its seq, to be numbered anew. */
function withoutSeq(entry: ExchangeEntry): NewEntry {
  const { seq: _seq, ...rest } = entry;
  return rest;
}

let noticeId = 0;

export const createExchangeSlice = (set: SetState<ExchangeSlice>): ExchangeSlice => ({
  sessionId: 1,
  entries: [],
  nextSeq: 0,
  liveFrom: 0,
  dropped: 0,
  serverStatus: "starting",
  controls: DEFAULT_CONTROLS,
  selectedSeq: undefined,
  filters: NO_FILTERS,
  notice: undefined,
  requestMethods: NO_REQUESTS,

  appendEntries: (batch) => set((s) => appendToLog(s, batch)),
  loadSession: (loaded, options) =>
    set((s) => {
      const all = options?.keep ? [...loaded, ...s.entries] : loaded;
      const log = appendToLog({ entries: [], nextSeq: 0, dropped: 0 }, all.map(withoutSeq));
      return {
        ...log,
        liveFrom: loaded.length,
        sessionId: s.sessionId + 1,
        selectedSeq: undefined,
        notice: undefined,
      };
    }),
  startSession: () =>
    set((s) => ({
      sessionId: s.sessionId + 1,
      entries: [],
      nextSeq: 0,
      liveFrom: 0,
      dropped: 0,
      selectedSeq: undefined,
      notice: undefined,
    })),
  setServerStatus: (serverStatus) => set({ serverStatus }),
  // Kept when it says the same, so the editor text is not judged again for nothing.
  setRequestMethods: (requests) =>
    set((s) =>
      sameRequestMethods(s.requestMethods, requests) ? {} : { requestMethods: requests },
    ),
  setControls: (patch) => set((s) => ({ controls: clampControls({ ...s.controls, ...patch }) })),
  selectEntry: (selectedSeq) => set({ selectedSeq }),
  setFilters: (patch) => set((s) => ({ filters: { ...s.filters, ...patch } })),
  showNotice: (notice) => set({ notice: notice && { ...notice, id: ++noticeId } }),
});
