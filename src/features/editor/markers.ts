/**
 * Findings to Monaco markers and code actions: plain data, no Monaco import, so it is tested in
 * Node. Positions need no conversion: findings and Monaco both use 1-based lines and UTF-16
 * columns with an exclusive end.
 */
import type { Finding, Severity, SourceRange } from "../../protocol/types.ts";

/** The owner of the markers in Monaco: the checker, and nothing else. */
export const MARKER_OWNER = "mcp";

/**
 * Beyond this many, markers only slow the editor down (a 1 MB text can have thousands of
 * findings); the findings panel still lists them all.
 */
export const MAX_MARKERS = 300;

export interface MonacoRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

export interface MarkerData extends MonacoRange {
  severity: number;
  message: string;
  code: string;
  source: string;
}

/** Monaco's `MarkerSeverity` values, passed in so this module stays free of Monaco. */
export type SeverityMap = Record<Severity, number>;

export const toMonacoRange = (r: SourceRange): MonacoRange => ({
  startLineNumber: r.start.line,
  startColumn: r.start.column,
  endLineNumber: r.end.line,
  endColumn: r.end.column,
});

const RANK: Record<Severity, number> = { error: 0, warning: 1, hint: 2 };

/** The markers of `findings`, errors first when they must be capped. */
export function toMarkers(
  findings: readonly Finding[],
  describe: (f: Finding) => string,
  severities: SeverityMap,
  max = MAX_MARKERS,
): MarkerData[] {
  const chosen =
    findings.length <= max
      ? findings
      : [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]).slice(0, max);
  return chosen.map((f) => ({
    ...toMonacoRange(f.range),
    severity: severities[f.severity],
    message: describe(f),
    code: f.code,
    source: "MCP",
  }));
}

/** Whether two ranges touch (a cursor at either end of a finding counts). */
export function overlaps(a: MonacoRange, b: MonacoRange): boolean {
  const before = (l1: number, c1: number, l2: number, c2: number) =>
    l1 < l2 || (l1 === l2 && c1 < c2);
  return (
    !before(a.endLineNumber, a.endColumn, b.startLineNumber, b.startColumn) &&
    !before(b.endLineNumber, b.endColumn, a.startLineNumber, a.startColumn)
  );
}

/** The findings with a fix whose range touches `range`, for the quick-fix menu. */
export function fixesAt(findings: readonly Finding[], range: MonacoRange): Finding[] {
  return findings.filter((f) => f.fix && overlaps(toMonacoRange(f.range), range));
}

/** Whether a marker Monaco hands back is the one made for `finding`. */
export function sameMarker(marker: MonacoRange & { code?: unknown }, finding: Finding): boolean {
  const r = toMonacoRange(finding.range);
  const code =
    typeof marker.code === "object" && marker.code !== null && "value" in marker.code
      ? marker.code.value
      : marker.code;
  return (
    code === finding.code &&
    marker.startLineNumber === r.startLineNumber &&
    marker.startColumn === r.startColumn
  );
}

const sameRange = (a: SourceRange, b: SourceRange) =>
  a.start.line === b.start.line &&
  a.start.column === b.start.column &&
  a.end.line === b.end.line &&
  a.end.column === b.end.column;

/** Whether two findings carry the same fix (the same object, or an equal copy of it). */
export function sameFix(a: Finding, b: Finding): boolean {
  if (a === b) return true;
  if (!a.fix || !b.fix || a.code !== b.code) return false;
  return sameRange(a.fix.edit.range, b.fix.edit.range) && a.fix.edit.text === b.fix.edit.text;
}
