/**
 * Everything a session can be saved as, as text: JSON Lines (re-importable, exact), a findings
 * report (JSON) and the sequence diagram (Mermaid), the last two from the rows derived from the
 * log (the page has them from the derive worker; `derived.ts` derives them here, for Node).
 * Pure: the UI turns the text into a download or the clipboard.
 */
import { toMermaid } from "../protocol/exchange/mermaid.ts";
import type { ExchangeRow } from "../protocol/exchange/rows.ts";
import { type ExchangeSummary, exchangeSummary } from "../protocol/exchange/summary.ts";
import type { ExchangeEntry, Flow, ServerEventKind } from "../protocol/exchange/types.ts";
import type { RequestId } from "../protocol/check/types.ts";
import type { Finding, MessageKind, Severity } from "../protocol/types.ts";
import type { ProtocolVersion, VersionChoice } from "../protocol/versions.ts";
import { withoutHeaders } from "./entries.ts";

/** The first line of an exported session, so the importer knows the file and its version. */
export const SESSION_FORMAT = "mcp-playground-session";
export const REPORT_FORMAT = "mcp-playground-report";

export interface JsonLinesOptions {
  version: VersionChoice;
  /** ISO time written in the header line; now by default. */
  exportedAt?: string;
  /** Keep HTTP request/response headers (masked upstream). Off by default: files get shared. */
  headers?: boolean;
}

/**
 * The session as JSON Lines: a header line, then one line per entry, in order:
 *   {"format":"mcp-playground-session","formatVersion":1,"protocolVersion":…,"exportedAt":…}
 *   {"seq":0,"flow":"out","at":…,"text":"<raw text, exactly>","http":{…}?}
 *   {"seq":3,"event":"crashed","at":…,"detail":"…"?}
 * `text` is the raw message as a JSON string, so invalid JSON round-trips byte for byte.
 */
export function exportJsonLines(
  entries: readonly ExchangeEntry[],
  options: JsonLinesOptions,
): string {
  const header = {
    format: SESSION_FORMAT,
    formatVersion: 1,
    protocolVersion: options.version,
    exportedAt: options.exportedAt ?? new Date().toISOString(),
  };
  const lines = [JSON.stringify(header)];
  for (const original of entries) {
    const e = options.headers ? original : withoutHeaders(original);
    if (e.type === "event") {
      const line: Record<string, unknown> = { seq: e.seq, event: e.event, at: e.at };
      if (e.detail !== undefined) line.detail = e.detail;
      lines.push(JSON.stringify(line));
    } else {
      const line: Record<string, unknown> = { seq: e.seq, flow: e.flow, at: e.at, text: e.text };
      if (e.http) line.http = e.http;
      if (e.lane) line.lane = e.lane;
      if (e.auth) line.auth = e.auth;
      lines.push(JSON.stringify(line));
    }
  }
  return lines.join("\n") + "\n";
}

export interface ReportFinding {
  severity: Severity;
  code: string;
  message: string;
  /** JSON pointer of the value concerned. */
  path: string;
  line: number;
  column: number;
}

export interface ReportMessage {
  seq: number;
  flow: Flow;
  at: number;
  kind: MessageKind;
  method?: string;
  id?: RequestId | null;
  /** The version the message was judged against. */
  version: ProtocolVersion;
  valid: boolean;
  outcome?: "success" | "error";
  errorCode?: number;
  /** The other half of its request/reply pair. */
  pairSeq?: number;
  latencyMs?: number;
  findings: ReportFinding[];
  /** Not checked: classified only, its findings unknown (see `SessionReport.uncheckedFrom`). */
  unchecked?: true;
  text?: string;
}

export interface SessionReport {
  format: typeof REPORT_FORMAT;
  formatVersion: 1;
  protocolVersion: VersionChoice;
  generatedAt: string;
  summary: ExchangeSummary & { findings: Record<Severity, number> };
  messages: ReportMessage[];
  events: {
    seq: number;
    event: ServerEventKind;
    at: number;
    detail?: string;
    /** The session rules' findings on the event (a stdio server's stray stdout). */
    findings?: ReportFinding[];
  }[];
  /** Checking the session stopped at this message: it and the later ones were not checked. */
  uncheckedFrom?: number;
}

export interface ReportOptions {
  /** The version the rows were derived with. */
  version: VersionChoice;
  generatedAt?: string;
  includeText?: boolean;
  /** Messages from this seq on were not checked (checking the session stopped there). */
  uncheckedFrom?: number;
}

/** What the checker says about each message of the session, with counts, from its rows. */
export function reportFromRows(
  rows: readonly ExchangeRow[],
  options: ReportOptions,
): SessionReport {
  const findings: Record<Severity, number> = { error: 0, warning: 0, hint: 0 };
  const messages: ReportMessage[] = [];
  const events: SessionReport["events"] = [];
  const reported = (f: Finding): ReportFinding => {
    findings[f.severity]++;
    const { line, column } = f.range.start;
    return { severity: f.severity, code: f.code, message: f.message, path: f.path, line, column };
  };
  for (const row of rows) {
    if (row.type === "event") {
      events.push({
        seq: row.seq,
        event: row.event,
        at: row.at,
        ...(row.detail ? { detail: row.detail } : {}),
        ...(row.findings?.length ? { findings: row.findings.map(reported) } : {}),
      });
      continue;
    }
    const m: ReportMessage = {
      seq: row.seq,
      flow: row.flow,
      at: row.at,
      kind: row.kind,
      version: row.version,
      valid: row.valid,
      findings: row.findings.map(reported),
    };
    if (row.method !== undefined) m.method = row.method;
    if (row.id !== undefined) m.id = row.id;
    if (row.outcome) m.outcome = row.outcome;
    if (row.errorCode !== undefined) m.errorCode = row.errorCode;
    if (row.pairSeq !== undefined) m.pairSeq = row.pairSeq;
    if (row.latencyMs !== undefined) m.latencyMs = row.latencyMs;
    if (options.uncheckedFrom !== undefined && row.seq >= options.uncheckedFrom) m.unchecked = true;
    if (options.includeText) m.text = row.text;
    messages.push(m);
  }
  return {
    format: REPORT_FORMAT,
    formatVersion: 1,
    protocolVersion: options.version,
    generatedAt: options.generatedAt ?? new Date().toISOString(),
    summary: { ...exchangeSummary(rows), findings },
    messages,
    events,
    ...(options.uncheckedFrom !== undefined ? { uncheckedFrom: options.uncheckedFrom } : {}),
  };
}

export const reportText = (report: SessionReport): string => JSON.stringify(report, null, 2) + "\n";

/** The sequence diagram as Mermaid text, to paste into Markdown. */
export const mermaidFromRows = (rows: readonly ExchangeRow[]): string => toMermaid(rows);

export type ExportKind = "session" | "report" | "diagram";
const EXTENSIONS: Record<ExportKind, string> = { session: "jsonl", report: "json", diagram: "mmd" };

/** A file name that sorts by time and is safe on every system: `mcp-session-2026-01-02T10-30-00Z.jsonl`. */
export function exportFileName(kind: ExportKind, date: Date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
  return `mcp-${kind}-${stamp}.${EXTENSIONS[kind]}`;
}
