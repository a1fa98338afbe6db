/** Helpers shared by the parser's tests. */
import type { Finding, SourceRange, TextEdit } from "../types.ts";
import { LineIndex, parseJson, type ParseResult, type ParseSuccess } from "./index.ts";

/** "line:column-line:column" of a range, for compact assertions. */
export function span(range: SourceRange | undefined): string {
  if (!range) return "none";
  return `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}`;
}

/** The text of a range. */
export function textOf(text: string, range: SourceRange): string {
  const lines = new LineIndex(text);
  return text.slice(lines.offsetAt(range.start), lines.offsetAt(range.end));
}

/** Applies one edit. */
export function applyEdit(text: string, edit: TextEdit): string {
  const lines = new LineIndex(text);
  const start = lines.offsetAt(edit.range.start);
  const end = lines.offsetAt(edit.range.end);
  return text.slice(0, start) + edit.text + text.slice(end);
}

/** Parses text that must fail, and returns its only finding. */
export function failOf(text: string, options?: { maxDepth?: number }): Finding {
  const result = parseJson(text, options);
  if (result.ok) throw new Error(`expected a failure for ${JSON.stringify(text.slice(0, 80))}`);
  if (result.findings.length !== 1) throw new Error("expected exactly one finding");
  return result.findings[0] as Finding;
}

/** Parses text that must succeed. */
export function okOf(text: string): ParseSuccess {
  const result: ParseResult = parseJson(text);
  if (!result.ok) {
    const finding = result.findings[0];
    throw new Error(`expected success, got ${finding?.code ?? "?"}: ${finding?.message ?? ""}`);
  }
  return result;
}

/** Whether a position lies inside the text (a column may be one past the end of its line). */
export function positionInside(lines: LineIndex, text: string, range: SourceRange): boolean {
  const check = (line: number, column: number): boolean => {
    if (!Number.isInteger(line) || !Number.isInteger(column)) return false;
    if (line < 1 || line > lines.lineCount || column < 1) return false;
    const offset = lines.offsetAt({ line, column });
    return offset <= text.length && lines.positionAt(offset).column === column;
  };
  const { start, end } = range;
  const ordered = start.line < end.line || (start.line === end.line && start.column <= end.column);
  return ordered && check(start.line, start.column) && check(end.line, end.column);
}

/** Every JSON pointer of a value, the root included. */
export function pointersOf(value: unknown, base = ""): string[] {
  const result = [base];
  if (Array.isArray(value)) {
    value.forEach((item, index) => result.push(...pointersOf(item, `${base}/${index}`)));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const token = key.replace(/~/g, "~0").replace(/\//g, "~1");
      result.push(...pointersOf(item, `${base}/${token}`));
    }
  }
  return result;
}
