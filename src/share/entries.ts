/**
 * Exchange entries read back from outside (a link, storage, a file): each one is checked field
 * by field and rebuilt from the allowed fields only, so nothing unexpected rides along. A bad
 * entry is dropped (and counted), never the whole log.
 */
import {
  AUTH_STEPS,
  type AuthMeta,
  type EventEntry,
  type ExchangeEntry,
  type HttpDetail,
  type MessageEntry,
  type ServerEventKind,
} from "../protocol/exchange/types.ts";
import { checkHttpUrl, cut, isFiniteNumber, isRecord, isWholeNumber } from "./guards.ts";

export const SERVER_EVENTS: readonly ServerEventKind[] = [
  "started",
  "crashed",
  "restarted",
  "transport-error",
  "target-changed",
  "stopped",
  "stdout-stray",
];

/** The only HTTP facts that may leave the machine: no header can carry a secret here. */
export interface SafeHttp {
  method: string;
  url: string;
  status?: number;
  durationMs?: number;
}

export const MAX_DETAIL_LENGTH = 2000;
const MAX_HTTP_METHOD = 16;
const MAX_HEADERS = 100;
const MAX_HEADER_LENGTH = 8192;

/** The safe part of an HTTP detail; undefined when its method or URL is unusable. */
export function safeHttp(value: unknown): SafeHttp | undefined {
  if (!isRecord(value)) return undefined;
  const { method, status, durationMs } = value;
  if (typeof method !== "string" || !/^[A-Za-z]{1,16}$/.test(method)) return undefined;
  const url = checkHttpUrl(value.url);
  if (!url.ok) return undefined;
  const out: SafeHttp = { method: method.slice(0, MAX_HTTP_METHOD), url: url.url };
  if (isWholeNumber(status) && status <= 999) out.status = status;
  if (isFiniteNumber(durationMs) && durationMs >= 0) out.durationMs = durationMs;
  return out;
}

function headers(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  let n = 0;
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== "string" || name.length > 256 || ++n > MAX_HEADERS) continue;
    out[name] = cut(v, MAX_HEADER_LENGTH);
  }
  return out;
}

/** An HTTP detail with its (already masked) headers, for the user's own storage. */
function fullHttp(value: unknown): HttpDetail | undefined {
  const base = safeHttp(value);
  if (!base || !isRecord(value)) return base;
  const out: HttpDetail = { ...base };
  const request = headers(value.requestHeaders);
  const response = headers(value.responseHeaders);
  if (request) out.requestHeaders = request;
  if (response) out.responseHeaders = response;
  return out;
}

const AUTH_PEERS = ["server", "as", "browser"] as const;

/** An authorization-lane entry's facts, rebuilt field by field; undefined when one is wrong. */
export function readAuthMeta(value: unknown): AuthMeta | undefined {
  if (!isRecord(value)) return undefined;
  const step = AUTH_STEPS.find((s) => s === value.step);
  const peer = AUTH_PEERS.find((p) => p === value.peer);
  const resource = checkHttpUrl(value.resource);
  if (!step || !peer || typeof value.version !== "string" || !resource.ok) return undefined;
  const meta: AuthMeta = { step, peer, version: cut(value.version, 16), resource: resource.url };
  if (value.blocked === "cors" || value.blocked === "network") meta.blocked = value.blocked;
  if (typeof value.missingHeader === "string") meta.missingHeader = cut(value.missingHeader, 200);
  return meta;
}

export interface EntryRules {
  /** Keep request/response headers (saved sessions); links and shared files never do. */
  headers: boolean;
  /** At most this many entries are kept (the first ones). */
  maxEntries: number;
}

/**
 * Rebuilds one entry from an untrusted value, or undefined when a required field is wrong.
 * `type` stands in for `value.type` when the format leaves it out.
 */
export function readEntry(
  value: unknown,
  rules: Pick<EntryRules, "headers">,
  type?: ExchangeEntry["type"],
): ExchangeEntry | undefined {
  if (!isRecord(value) || !isWholeNumber(value.seq) || !isFiniteNumber(value.at)) return undefined;
  const { seq, at } = value;
  const kind = type ?? value.type;
  if (kind === "message") {
    if (value.flow !== "out" && value.flow !== "in") return undefined;
    if (typeof value.text !== "string") return undefined;
    const entry: MessageEntry = { type: "message", seq, flow: value.flow, text: value.text, at };
    const http = rules.headers ? fullHttp(value.http) : safeHttp(value.http);
    if (http) entry.http = http;
    if (value.lane === "widget") entry.lane = "widget";
    if (value.lane === "auth") {
      const auth = readAuthMeta(value.auth);
      if (!auth) return undefined;
      entry.lane = "auth";
      entry.auth = auth;
    }
    if (value.probe === true) entry.probe = true;
    return entry;
  }
  if (kind === "event") {
    const event = SERVER_EVENTS.find((e) => e === value.event);
    if (!event) return undefined;
    const entry: EventEntry = { type: "event", seq, event, at };
    if (typeof value.detail === "string") entry.detail = cut(value.detail, MAX_DETAIL_LENGTH);
    return entry;
  }
  return undefined;
}

export interface ReadEntries {
  entries: ExchangeEntry[];
  /** Entries left out for a wrong field or a seq not above the previous one. */
  dropped: number;
  /** Entries left out beyond `maxEntries`. */
  capped: number;
}

/**
 * The valid entries of an untrusted list, in order. Seqs must rise strictly (the derived views
 * key rows by seq): an entry that breaks the order is dropped.
 */
export function readEntries(list: readonly unknown[], rules: EntryRules): ReadEntries {
  const entries: ExchangeEntry[] = [];
  let dropped = 0;
  let capped = 0;
  let last = -1;
  for (const item of list) {
    const entry = readEntry(item, rules);
    if (!entry || entry.seq <= last) {
      dropped++;
      continue;
    }
    if (entries.length >= rules.maxEntries) {
      capped++;
      continue;
    }
    entries.push(entry);
    last = entry.seq;
  }
  return { entries, dropped, capped };
}

/** A copy of an entry without request/response headers (what links and shared files hold). */
export function withoutHeaders(entry: ExchangeEntry): ExchangeEntry {
  if (entry.type === "event") {
    const out: EventEntry = { type: "event", seq: entry.seq, event: entry.event, at: entry.at };
    if (entry.detail !== undefined) out.detail = entry.detail;
    return out;
  }
  const out: MessageEntry = {
    type: "message",
    seq: entry.seq,
    flow: entry.flow,
    text: entry.text,
    at: entry.at,
  };
  const http = entry.http && safeHttp(entry.http);
  if (http) out.http = http;
  if (entry.lane) out.lane = entry.lane;
  if (entry.auth) out.auth = { ...entry.auth };
  if (entry.probe) out.probe = true;
  return out;
}

export const hasHeaders = (entry: ExchangeEntry): boolean =>
  entry.type === "message" &&
  entry.http !== undefined &&
  (entry.http.requestHeaders !== undefined || entry.http.responseHeaders !== undefined);

/** Message and event counts of a log. */
export function countEntries(entries: readonly ExchangeEntry[]): {
  messages: number;
  events: number;
} {
  let messages = 0;
  for (const e of entries) if (e.type === "message") messages++;
  return { messages, events: entries.length - messages };
}
