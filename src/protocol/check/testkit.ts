/** Small helpers for the checker's tests: text of a range, fixes applied, findings by code. */
import { expect } from "vitest";
import { LineIndex } from "../parse/index.ts";
import type { Finding, SourceRange } from "../types.ts";
import { checkText } from "./check.ts";
import type { CheckOptions, MessageReport } from "./types.ts";

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

/** Checks `text`, asserts one finding of `code` at `path` covering `covered`, returns it. */
export function expectFinding(
  text: string,
  code: string,
  path: string,
  covered: string,
  o?: CheckOptions,
) {
  const report = checkText(text, o);
  const f = one(report, code);
  expect(f.path).toBe(path);
  expect(textAt(text, f.range)).toBe(covered);
  return { report, f };
}

/** Applies the finding's fix and asserts that the finding is gone and the text is still a message. */
export function expectFixed(text: string, code: string, o?: CheckOptions): string {
  const fixed = applyFix(text, one(checkText(text, o), code));
  const after = checkText(fixed, o);
  expect(codes(after)).not.toContain(code);
  expect(after.kind).not.toBe("invalid");
  return fixed;
}
