/** Small helpers for the checker's tests: text of a range, fixes applied, findings by code. */
import { LineIndex } from "../parse/index.ts";
import type { Finding, SourceRange } from "../types.ts";
import type { MessageReport } from "./types.ts";

/** The source text a range covers. */
export function textAt(text: string, range: SourceRange): string {
  const lines = new LineIndex(text);
  return text.slice(lines.offsetAt(range.start), lines.offsetAt(range.end));
}

/** The text after applying a finding's fix (the finding must have one). */
export function applyFix(text: string, finding: Finding): string {
  if (!finding.fix) throw new Error(`${finding.code} has no fix`);
  const { range, text: replacement } = finding.fix.edit;
  const lines = new LineIndex(text);
  return (
    text.slice(0, lines.offsetAt(range.start)) + replacement + text.slice(lines.offsetAt(range.end))
  );
}

export function codes(report: MessageReport): string[] {
  return report.findings.map((f) => f.code);
}

/** The only finding with this code; throws (with the codes present) when there is not exactly one. */
export function one(report: MessageReport, code: string): Finding {
  const found = report.findings.filter((f) => f.code === code);
  if (found.length !== 1) {
    throw new Error(`expected one ${code}, got ${found.length}: ${codes(report).join(", ")}`);
  }
  return found[0] as Finding;
}

/** `"line:column-line:column"` of a range, for compact assertions. */
export function span(range: SourceRange): string {
  return `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
}
