/**
 * Permalinks: the whole state worth sharing in the URL hash, from this one codec.
 *
 *   #v1:<base64url(deflate-raw(utf-8 JSON))>
 *
 * The v1 JSON (keys in this order; every field added later must be optional, so old links keep
 * opening):
 *   { "text": string, "version": VersionChoice, "target": "gift" | "remote", "url"?: string,
 *     "session"?: Entry[], "card"?: Card }
 *   Entry = ["o" | "i", seq, at, text, http?]   a message sent (o) or received (i)
 *         | ["wo" | "wi", seq, at, text]      a widget-lane message: host → widget, widget → host
 *         | ["ao" | "ai", seq, at, text, http | null, auth]   an authorization step: its
 *           request and its answer (secrets were masked when it was logged)
 *         | ["e", seq, at, event, detail?]      a server event
 *   http  = { "method", "url", "status"?, "durationMs"? }   (never headers)
 *   Card  = a report card whose log is the session (`card.ts`); only ever with a session
 *
 * A link is untrusted input: decoding is capped, checks every field, keeps only what it knows,
 * and answers with a rejection value (a stable reason code) instead of throwing. Nothing here
 * sends, stores or navigates: opening a link only yields a state for the UI to show.
 */
import type { EventEntry, MessageEntry } from "../protocol/exchange/types.ts";
import type { VersionChoice } from "../protocol/versions.ts";
import {
  compressionAvailable,
  deflateRaw,
  fromBase64Url,
  inflateRaw,
  toBase64Url,
} from "./codec.ts";
import type { Card } from "../probe/types.ts";
import { cardToWire, readLinkCard } from "./card.ts";
import { type SafeHttp, hasHeaders, readEntry } from "./entries.ts";
import { checkHttpUrl, isRecord, isVersionChoice } from "./guards.ts";

export const LINK_PREFIX = "v1:";

export const LINK_LIMITS = {
  /** Characters of base64url after the prefix (about 1.5 MB of compressed bytes). */
  maxEncodedChars: 2_000_000,
  /** Bytes of JSON after inflating; inflating stops as soon as this is passed. */
  maxInflatedBytes: 5 * 1024 * 1024,
  /** Session entries kept from a link (the first ones). */
  maxEntries: 10_000,
  /** A link longer than this gets a warning: chat apps and some browsers cut long URLs. */
  warnLength: 8_000,
} as const;

export type LinkTarget = { kind: "gift" } | { kind: "remote"; url: string };

/** A session entry as a link holds it: its HTTP detail has no place for headers. */
export type LinkEntry = (Omit<MessageEntry, "http"> & { http?: SafeHttp }) | EventEntry;

export interface LinkState {
  /** The editor text, exactly. */
  text: string;
  version: VersionChoice;
  target: LinkTarget;
  /** The exchange, when shared with the message. */
  session?: readonly LinkEntry[];
  /** A report card whose log is `session` (in the link only together with it). */
  card?: Card;
}

export const REJECT_REASONS = [
  "empty", // the hash has the prefix but nothing after it
  "foreign", // not a playground link (another site's hash, or hand-made)
  "newer-version", // made by a newer playground (v2: …): reload or update
  "too-large", // over the size caps, compressed or inflated
  "corrupt", // cut short or damaged: not base64url, not deflate, not UTF-8, not JSON
  "malformed", // readable, but not the shape of a playground link
  "unsafe-url", // the server address is not http(s) (javascript:, data:, file: …)
  "unsupported", // this browser cannot decompress (no DecompressionStream)
  "card-malformed", // the report card in it is not the shape of a card: nothing opened
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** What decoding changed or left out, for a quiet notice; the link still opens. */
export const LINK_NOTES = [
  "version-unknown", // a protocol version this build does not know: "auto" instead
  "target-unknown", // a target kind this build does not know: the gift server instead
  "url-invalid", // the remote address was unusable: the gift server instead
  "url-credentials-removed", // user:password@ was removed from the address
  "session-invalid", // the session was not a list: left out
  "entries-dropped", // some session entries were malformed: left out
  "entries-capped", // more entries than a link may hold: the rest left out
  "card-checks-unknown", // checks of the report card this build does not know: left out
] as const;
export type LinkNoteCode = (typeof LINK_NOTES)[number];
export interface LinkNote {
  code: LinkNoteCode;
  count?: number;
}

export type DecodeResult =
  | { ok: true; state: LinkState; notes: LinkNote[] }
  | { ok: false; reason: RejectReason; detail: string };

export const ENCODE_WARNINGS = [
  "too-long", // longer than LINK_LIMITS.warnLength: offer `messageOnly`
  "headers-removed", // session entries had HTTP headers: they are not in the link
  "url-credentials-removed", // user:password@ was removed from the server address
  "url-query", // the server address has a query string: check that it holds no token
  "entries-capped", // the session had more entries than a link may hold
  "session-too-large", // the session made the link too big to open: left out
] as const;
export type EncodeWarning = (typeof ENCODE_WARNINGS)[number];

export type EncodeResult =
  | {
      ok: true;
      /** The hash without "#": "v1:…". */
      hash: string;
      /** Length of the whole URL when `pageUrl` was given, else of "#" + hash. */
      length: number;
      /** The page URL with this hash, when `pageUrl` was given. */
      url?: string;
      warnings: EncodeWarning[];
      /** When the link is too long and holds a session: the same link without it. */
      messageOnly?: { hash: string; length: number; url?: string };
    }
  | { ok: false; reason: "too-large" | "unsupported" | "unsafe-url"; detail: string };

const encoder = new TextEncoder();

/** `pageUrl` with its hash replaced by `hash`. */
export function withHash(pageUrl: string, hash: string): string {
  const at = pageUrl.indexOf("#");
  return `${at < 0 ? pageUrl : pageUrl.slice(0, at)}#${hash}`;
}

function wireEntry(e: LinkEntry): unknown[] {
  if (e.type === "event") {
    return e.detail === undefined
      ? ["e", e.seq, e.at, e.event]
      : ["e", e.seq, e.at, e.event, e.detail];
  }
  // The widget lane's messages are tagged "wo"/"wi" (host → widget, widget → host).
  const tag = e.flow === "out" ? "o" : "i";
  const lanePrefix = e.lane === "widget" ? "w" : e.lane === "auth" ? "a" : "";
  const row: unknown[] = [`${lanePrefix}${tag}`, e.seq, e.at, e.text];
  if (e.http) {
    // Field by field: whatever else the detail carries (headers) is not copied.
    const { method, url, status, durationMs } = e.http;
    const http: Record<string, unknown> = { method, url };
    if (status !== undefined) http.status = status;
    if (durationMs !== undefined) http.durationMs = durationMs;
    row.push(http);
  }
  if (e.lane === "auth" && e.auth) {
    if (!e.http) row.push(null);
    row.push(e.auth);
  }
  return row;
}

async function pack(wire: unknown, pageUrl: string | undefined) {
  const json = encoder.encode(JSON.stringify(wire));
  if (json.byteLength > LINK_LIMITS.maxInflatedBytes) return undefined;
  const hash = LINK_PREFIX + toBase64Url(await deflateRaw(json));
  if (hash.length - LINK_PREFIX.length > LINK_LIMITS.maxEncodedChars) return undefined;
  const url = pageUrl === undefined ? undefined : withHash(pageUrl, hash);
  return { hash, length: url?.length ?? hash.length + 1, ...(url ? { url } : {}) };
}

/**
 * The link of a state. Headers and tokens cannot be in it: the wire format has no field for
 * them and entries are copied field by field. `pageUrl` (e.g. location.href) gives the full URL.
 */
export async function encodeLink(
  state: LinkState,
  options: { pageUrl?: string } = {},
): Promise<EncodeResult> {
  if (!compressionAvailable()) {
    return { ok: false, reason: "unsupported", detail: "CompressionStream is not available." };
  }
  const warnings: EncodeWarning[] = [];
  const wire: Record<string, unknown> = {
    text: state.text,
    version: state.version,
    target: state.target.kind,
  };
  if (state.target.kind === "remote") {
    const url = checkHttpUrl(state.target.url);
    if (!url.ok) {
      return {
        ok: false,
        reason: "unsafe-url",
        detail: `Server address refused (${url.problem}).`,
      };
    }
    if (url.hadCredentials) warnings.push("url-credentials-removed");
    if (url.hasQuery) warnings.push("url-query");
    wire.url = url.url;
  }
  const base = { ...wire };
  if (state.session) {
    const all = state.session;
    const kept = all.slice(0, LINK_LIMITS.maxEntries);
    if (kept.length < all.length) warnings.push("entries-capped");
    if (kept.some((e) => hasHeaders(e))) warnings.push("headers-removed");
    wire.session = kept.map(wireEntry);
    if (state.card) wire.card = cardToWire(state.card);
  }
  let packed = await pack(wire, options.pageUrl);
  if (!packed && state.session) {
    warnings.push("session-too-large");
    packed = await pack(base, options.pageUrl);
  }
  if (!packed) {
    return { ok: false, reason: "too-large", detail: "The message is too large for a link." };
  }
  const result: EncodeResult = { ok: true, ...packed, warnings };
  if (packed.length > LINK_LIMITS.warnLength) {
    warnings.push("too-long");
    if (wire.session) result.messageOnly = await pack(base, options.pageUrl);
  }
  return result;
}

const reject = (reason: RejectReason, detail: string): DecodeResult => ({
  ok: false,
  reason,
  detail,
});

/** Parses one wire entry (see the format above) into an untrusted record for `readEntry`. */
function fromWire(row: unknown): unknown {
  if (!Array.isArray(row)) return undefined;
  const [tag, seq, at, a, b, c] = row as unknown[];
  if (tag === "e") return { type: "event", seq, at, event: a, detail: b };
  if (tag === "o" || tag === "i") {
    return { type: "message", seq, at, flow: tag === "o" ? "out" : "in", text: a, http: b };
  }
  if (tag === "wo" || tag === "wi") {
    return { type: "message", seq, at, flow: tag === "wo" ? "out" : "in", text: a, lane: "widget" };
  }
  if (tag === "ao" || tag === "ai") {
    const flow = tag === "ao" ? "out" : "in";
    return { type: "message", seq, at, flow, text: a, http: b ?? undefined, lane: "auth", auth: c };
  }
  return undefined;
}

function readSession(value: unknown, notes: LinkNote[]): LinkEntry[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    notes.push({ code: "session-invalid" });
    return undefined;
  }
  const entries: LinkEntry[] = [];
  let dropped = 0;
  let last = -1;
  for (const row of value as unknown[]) {
    if (entries.length >= LINK_LIMITS.maxEntries) break;
    const entry = readEntry(fromWire(row), { headers: false });
    if (!entry || entry.seq <= last) dropped++;
    else {
      entries.push(entry);
      last = entry.seq;
    }
  }
  const capped = value.length - entries.length - dropped;
  if (dropped > 0) notes.push({ code: "entries-dropped", count: dropped });
  if (capped > 0) notes.push({ code: "entries-capped", count: capped });
  return entries;
}

function readState(value: unknown): DecodeResult {
  if (!isRecord(value)) return reject("malformed", "The link does not hold an object.");
  if (typeof value.text !== "string") return reject("malformed", "The link has no message text.");
  const notes: LinkNote[] = [];
  let version: VersionChoice = "auto";
  if (isVersionChoice(value.version)) version = value.version;
  else notes.push({ code: "version-unknown" });
  let target: LinkTarget = { kind: "gift" };
  if (value.target === "remote") {
    const url = checkHttpUrl(value.url);
    if (url.ok) {
      target = { kind: "remote", url: url.url };
      if (url.hadCredentials) notes.push({ code: "url-credentials-removed" });
    } else if (url.problem === "scheme") {
      return reject("unsafe-url", "The server address is not an http or https URL.");
    } else notes.push({ code: "url-invalid" });
  } else if (value.target !== "gift") notes.push({ code: "target-unknown" });
  const state: LinkState = { text: value.text, version, target };
  const session = readSession(value.session, notes);
  if (session) state.session = session;
  if (value.card !== undefined) {
    const read = readLinkCard(value.card, session);
    if (!read.ok) return reject(read.reason, read.detail);
    // The session as the card numbers it (from 0, as the page numbers a loaded session).
    state.session = read.card.log;
    state.card = read.card;
    if (read.leftOut > 0) notes.push({ code: "card-checks-unknown", count: read.leftOut });
  }
  return { ok: true, state, notes };
}

/**
 * The hash without "#", percent-decoded: some apps encode the colon, or the whole hash, when
 * they pass a link on (a link itself never holds a "%"). Undefined when the percent-encoding is
 * broken (a cut "%3", a "%" followed by anything but two hex digits).
 */
function linkBody(hash: string): string | undefined {
  let body = hash.startsWith("#") ? hash.slice(1) : hash;
  // An app that passed the link on more than once may have encoded it more than once.
  for (let round = 0; round < 3 && body.includes("%"); round++) {
    try {
      body = decodeURIComponent(body);
    } catch {
      return undefined;
    }
  }
  return body;
}

/** The start of a hash, its well-formed percent escapes decoded: enough to tell a link. */
function linkHead(hash: string): string {
  let head = (hash.startsWith("#") ? hash.slice(1) : hash).slice(0, 64);
  for (let round = 0; round < 3; round++) {
    head = head.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
  return head;
}

/**
 * Whether a hash looks like a playground link at all, whole or damaged, encoded or not (any
 * version): "v", a number, then ":", a broken escape or nothing. Worth a banner if it fails.
 */
export const isLinkHash = (hash: string): boolean => /^v\d{1,9}(?::|%|$)/i.test(linkHead(hash));

/** The state of a link hash ("#v1:…" or "v1:…", percent-encoded or not), or why not. */
export async function decodeLink(hash: string): Promise<DecodeResult> {
  if (!isLinkHash(hash)) return reject("foreign", "The hash is not a playground link.");
  // Percent-encoded, a link is at most three times as long.
  if (hash.length > 3 * (LINK_LIMITS.maxEncodedChars + 16)) {
    return reject("too-large", `The link is over ${LINK_LIMITS.maxEncodedChars} characters.`);
  }
  const body = linkBody(hash);
  if (body === undefined) return reject("corrupt", "The link's percent-encoding is broken.");
  const prefix = /^v(\d{1,9})(?::|$)/.exec(body);
  if (!prefix) return reject("corrupt", "The link's prefix is damaged.");
  const format = Number(prefix[1]);
  if (format > 1)
    return reject("newer-version", `The link is of format v${format}; this build reads v1.`);
  if (format !== 1) return reject("foreign", `Unknown link format v${prefix[1]}.`);
  const encoded = body.slice(prefix[0].length);
  if (encoded === "") return reject("empty", "The link holds nothing after its prefix.");
  if (encoded.length > LINK_LIMITS.maxEncodedChars) {
    return reject("too-large", `The link is over ${LINK_LIMITS.maxEncodedChars} characters.`);
  }
  const bytes = fromBase64Url(encoded);
  if (!bytes) return reject("corrupt", "The link has characters that base64url does not use.");
  const inflated = await inflateRaw(bytes, LINK_LIMITS.maxInflatedBytes);
  if (!inflated.ok) {
    if (inflated.reason === "too-large") {
      return reject(
        "too-large",
        `The link inflates to over ${LINK_LIMITS.maxInflatedBytes} bytes.`,
      );
    }
    if (inflated.reason === "unsupported") {
      return reject("unsupported", "DecompressionStream is not available.");
    }
    return reject("corrupt", "The link's data is cut short or damaged.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(inflated.bytes);
  } catch {
    return reject("corrupt", "The link's data is not UTF-8 text.");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return reject("corrupt", "The link's data is not JSON.");
  }
  return readState(value);
}
