/**
 * Reading a session from a file or pasted text, liberally:
 * - the playground's own JSON Lines (see `exportJsonLines`): exact, seqs and times kept;
 * - any JSON Lines log of MCP messages, one per line, bare or wrapped
 *   (`{direction|from|origin…, timestamp|time|ts…, message|payload|data…}`);
 * - the MCP Inspector's exported history (a JSON array of `{id, timestamp, direction,
 *   origin?, message, response?, duration?}`, requests carrying their response), and its older
 *   in-memory shape `[{request, response?}]` (JSON strings);
 * - a JSON array or object of messages, and JSON values pasted one after another (what copying
 *   a request and its response from the Inspector gives).
 * Lines that cannot be read are skipped and counted, never thrown; sizes are capped.
 */
import type { ExchangeEntry, Flow } from "../protocol/exchange/types.ts";
import {
  DEFAULT_PROTOCOL_VERSION,
  type ProtocolVersion,
  isProtocolVersion,
} from "../protocol/versions.ts";
import { readEntry } from "./entries.ts";
import { SESSION_FORMAT } from "./export.ts";
import { type FlowHint, flowHintOf, inferFlows } from "./flow.ts";
import { isFiniteNumber, isRecord, tryJson } from "./guards.ts";
import { frameV1Entry, isInspectorEntry, isInspectorV1Entry } from "./inspector.ts";
import { isJsonText } from "./json-scan.ts";
import { splitJsonValues } from "./split.ts";

export const IMPORT_LIMITS = {
  /** Characters of input read at all (the UI can check `file.size` against it first). */
  maxChars: 32 * 1024 * 1024,
  /** Entries kept (the first ones). */
  maxEntries: 100_000,
} as const;

/** Pasted values are looked for only in inputs this small (a broken file is not rescanned). */
const SPLIT_MAX_CHARS = 4 * 1024 * 1024;

export type ImportFormat =
  | "playground" // our own JSON Lines
  | "jsonl" // another JSON Lines log
  | "inspector" // the MCP Inspector's exported history
  | "inspector-v1" // the older Inspector's `[{request, response}]`
  | "json" // a JSON array/object of messages, or JSON values one after another
  | "unknown";

export const IMPORT_WARNINGS = [
  "empty", // nothing to read
  "too-large", // over IMPORT_LIMITS.maxChars: nothing read
  "bad-line", // lines that are not JSON (`lines`: their numbers, the first ten)
  "not-a-message", // JSON that is neither a message nor a known wrapper
  "entries-capped", // more than IMPORT_LIMITS.maxEntries: the rest left out
  "flow-guessed", // messages whose side (sent/received) had to be guessed
  "no-timestamps", // messages without a time: they share the previous one
  "renumbered", // the file's seqs were not increasing: numbered anew
  "newer-format", // written by a newer playground: read as far as understood
  "reframed", // the older Inspector's messages, given JSON-RPC frames and made-up ids
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNINGS)[number];

export interface ImportWarning {
  code: ImportWarningCode;
  count: number;
  /** 1-based line numbers, the first ten, where lines apply. */
  lines?: number[];
}

export interface ImportResult {
  format: ImportFormat;
  entries: ExchangeEntry[];
  warnings: ImportWarning[];
  /** Input items (lines, array elements) not imported. */
  skipped: number;
  /** The protocol version the file names (our header, or the initialize handshake). */
  version?: ProtocolVersion;
}

/** One message or event found in the input, before seqs and flows are settled. */
interface Candidate {
  /** An exact entry of our own format. */
  exact?: ExchangeEntry;
  text: string;
  value: unknown;
  hint: FlowHint;
  at?: number;
}

const MESSAGE_KEYS = ["message", "msg", "payload", "data", "body", "json", "content"];
const TIME_KEYS = ["timestamp", "time", "ts", "at", "date", "datetime"];

/** Epoch ms from a number (ms, or seconds when it looks like them) or a date string. */
function timeOf(value: unknown): number | undefined {
  if (isFiniteNumber(value)) return value >= 1e8 && value < 1e11 ? value * 1000 : value;
  if (typeof value === "string" && /\d/.test(value)) {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms : undefined;
  }
  return undefined;
}

const looksLikeMessage = (v: unknown): boolean =>
  isRecord(v)
    ? v.jsonrpc !== undefined ||
      typeof v.method === "string" ||
      ("id" in v && ("result" in v || "error" in v))
    : Array.isArray(v) && v.length > 0 && v.every(looksLikeMessage);

function messageOf(value: unknown, raw?: string): { text: string; value: unknown } {
  if (typeof value === "string") return { text: value, value: tryJson(value)?.value };
  return { text: raw ?? JSON.stringify(value), value };
}

const looksLikeRaw = (v: unknown) => typeof v === "string" && /^\s*[[{]/.test(v);

/** The candidates one record stands for (a wrapper may hold a request and its response). */
function candidatesOf(value: unknown, raw: string | undefined): Candidate[] | undefined {
  if (isRecord(value) && value.type === undefined && typeof value.seq === "number") {
    // Our own lines: {seq, flow, at, text} and {seq, event, at, detail?}.
    const type = typeof value.event === "string" && value.text === undefined ? "event" : "message";
    const exact = readEntry(value, { headers: true }, type);
    if (exact) return [{ exact, text: "", value: undefined, hint: {} }];
  }
  const wrapped =
    isRecord(value) && value.jsonrpc === undefined
      ? (MESSAGE_KEYS.find((k) => looksLikeRaw(value[k]) || looksLikeMessage(value[k])) ??
        (looksLikeRaw(value.request) || looksLikeMessage(value.request) ? "request" : undefined))
      : undefined;
  if (!wrapped || !isRecord(value)) {
    return looksLikeMessage(value) ? [{ ...messageOf(value, raw), hint: {} }] : undefined;
  }
  const at = timeOf(value[TIME_KEYS.find((k) => value[k] !== undefined) ?? ""]);
  const hint = flowHintOf(value);
  // The older Inspector kept only the requests it sent, each with its response.
  if (wrapped === "request" && !hint.flow) hint.weak ??= "out";
  const out: Candidate[] = [{ ...messageOf(value[wrapped]), hint, at }];
  if (value.response !== undefined && value.response !== null) {
    const duration = [value.duration, value.durationMs].find(isFiniteNumber) ?? 0;
    out.push({
      ...messageOf(value.response),
      hint: hint.flow ? { flow: hint.flow === "out" ? "in" : "out" } : { weak: "in" },
      at: at === undefined ? undefined : at + duration,
    });
  }
  return out;
}

const isHeader = (v: unknown): v is Record<string, unknown> =>
  isRecord(v) && v.format === SESSION_FORMAT;

class Tally {
  readonly counts = new Map<ImportWarningCode, { count: number; lines?: number[] }>();
  add(code: ImportWarningCode, n = 1, line?: number) {
    const w = this.counts.get(code) ?? { count: 0 };
    w.count += n;
    if (line !== undefined && (w.lines ??= []).length < 10) w.lines.push(line);
    this.counts.set(code, w);
  }
  list(): ImportWarning[] {
    return [...this.counts].map(([code, w]) => ({ code, ...w }));
  }
}

/** Settles seqs, times and flows of the candidates. */
function finish(
  format: ImportFormat,
  found: Candidate[],
  tally: Tally,
  skipped: number,
  version: ProtocolVersion | undefined,
  sortByTime: boolean,
): ImportResult {
  let candidates = found;
  if (candidates.length > IMPORT_LIMITS.maxEntries) {
    tally.add("entries-capped", candidates.length - IMPORT_LIMITS.maxEntries);
    skipped += candidates.length - IMPORT_LIMITS.maxEntries;
    candidates = candidates.slice(0, IMPORT_LIMITS.maxEntries);
  }
  if (sortByTime) candidates = [...candidates].sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  version ??= handshakeVersion(candidates);
  const allExact = candidates.length > 0 && candidates.every((c) => c.exact);
  if (allExact) {
    const seqsRise = candidates.every(
      (c, i) => i === 0 || c.exact!.seq > candidates[i - 1]!.exact!.seq,
    );
    const entries = candidates.map((c, seq) => (seqsRise ? c.exact! : { ...c.exact!, seq }));
    if (!seqsRise) tally.add("renumbered");
    return { format, entries, warnings: tally.list(), skipped, ...(version ? { version } : {}) };
  }
  const loose = candidates.filter((c) => !c.exact);
  const { flows, guessed } = inferFlows(
    loose.map((c) => ({ value: c.value, ...c.hint })),
    version ?? DEFAULT_PROTOCOL_VERSION,
  );
  if (guessed > 0) tally.add("flow-guessed", guessed);
  if (candidates.some((c) => c.exact)) tally.add("renumbered");
  let at = 0;
  let untimed = 0;
  let next = 0;
  const entries = candidates.map((c, seq): ExchangeEntry => {
    if (c.exact) {
      at = c.exact.at;
      return { ...c.exact, seq };
    }
    if (c.at !== undefined) at = c.at;
    else untimed++;
    return { type: "message", seq, flow: flows[next++] as Flow, text: c.text, at };
  });
  if (untimed > 0) tally.add("no-timestamps", untimed);
  return { format, entries, warnings: tally.list(), skipped, ...(version ? { version } : {}) };
}

/** The version agreed in an initialize handshake: the reply's, else the request's. */
function handshakeVersion(candidates: readonly Candidate[]): ProtocolVersion | undefined {
  let asked: ProtocolVersion | undefined;
  for (const c of candidates.slice(0, 50)) {
    const v = c.value;
    if (!isRecord(v)) continue;
    if (isRecord(v.result) && isProtocolVersion(v.result.protocolVersion))
      return v.result.protocolVersion;
    if (
      v.method === "initialize" &&
      isRecord(v.params) &&
      isProtocolVersion(v.params.protocolVersion)
    ) {
      asked ??= v.params.protocolVersion;
    }
  }
  return asked;
}

/** Reads records (array elements, lines, pasted values); `line` numbers them for warnings. */
function readRecords(
  records: readonly { value: unknown; raw?: string; line?: number }[],
  tally: Tally,
) {
  const found: Candidate[] = [];
  let skipped = 0;
  let version: ProtocolVersion | undefined;
  let own = false;
  for (const r of records) {
    if (isHeader(r.value)) {
      own = true;
      if (isProtocolVersion(r.value.protocolVersion)) version = r.value.protocolVersion;
      if (isFiniteNumber(r.value.formatVersion) && r.value.formatVersion > 1)
        tally.add("newer-format");
      continue;
    }
    const candidates = candidatesOf(r.value, r.raw);
    if (!candidates) {
      skipped++;
      tally.add("not-a-message", 1, r.line);
      continue;
    }
    found.push(...candidates);
  }
  own ||= found.length > 0 && found.every((c) => c.exact);
  return { found, skipped, version, own };
}

function fromDocument(value: unknown, tally: Tally): ImportResult {
  let list: unknown[] | undefined = Array.isArray(value) ? value : undefined;
  if (!list && isRecord(value)) {
    const key = ["messages", "history", "entries", "log", "requestHistory"].find((k) =>
      Array.isArray(value[k]),
    );
    if (key && value.jsonrpc === undefined) list = value[key] as unknown[];
  }
  list ??= [value];
  const inspector = list.length > 0 && list.every(isInspectorEntry);
  const v1 = !inspector && list.length > 0 && list.every(isInspectorV1Entry);
  if (v1) {
    let framed = 0;
    list = list.map((item, i) => {
      const f = frameV1Entry(item as Record<string, unknown>, i + 1);
      if (f) framed++;
      return f ?? item;
    });
    if (framed > 0) tally.add("reframed", framed);
  }
  const { found, skipped, version, own } = readRecords(
    list.map((value) => ({ value })),
    tally,
  );
  const format: ImportFormat = inspector
    ? "inspector"
    : v1
      ? "inspector-v1"
      : own
        ? "playground"
        : "json";
  return finish(found.length ? format : "unknown", found, tally, skipped, version, inspector);
}

/** Reads a session from text. Never throws. */
export function importSession(input: string): ImportResult {
  const tally = new Tally();
  if (input.length > IMPORT_LIMITS.maxChars) {
    tally.add("too-large");
    return { format: "unknown", entries: [], warnings: tally.list(), skipped: 0 };
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === "") {
    tally.add("empty");
    return { format: "unknown", entries: [], warnings: tally.list(), skipped: 0 };
  }
  const whole = tryJson(text);
  if (whole) return fromDocument(whole.value, tally);

  const lines = text.split(/\r\n|\n|\r/);
  const records: { value: unknown; raw: string; line: number }[] = [];
  const bad: number[] = [];
  lines.forEach((line, i) => {
    const raw = line.trim();
    if (!raw) return;
    // Checked first: JSON.parse's exception costs microseconds, a freeze over millions of lines.
    const parsed = isJsonText(raw) ? tryJson(raw) : undefined;
    if (parsed) records.push({ value: parsed.value, raw, line: i + 1 });
    else bad.push(i + 1);
  });
  if (bad.length > 0 && text.length <= SPLIT_MAX_CHARS) {
    // Perhaps pretty-printed values one after another (a paste) rather than JSON Lines.
    const pasted = splitJsonValues(text);
    if (pasted.bad === 0 && pasted.values.length > 0) {
      const { found, skipped, version } = readRecords(pasted.values, tally);
      return finish(found.length ? "json" : "unknown", found, tally, skipped, version, false);
    }
  }
  for (const line of bad) tally.add("bad-line", 1, line);
  const { found, skipped, version, own } = readRecords(records, tally);
  const format: ImportFormat = found.length === 0 ? "unknown" : own ? "playground" : "jsonl";
  return finish(format, found, tally, skipped + bad.length, version, false);
}
