/** Edits on plain text by line/column ranges, for the plain text area that stands in for Monaco. */
import { LineIndex } from "../../protocol/parse/line-index.ts";
import type { SourceRange, TextEdit } from "../../protocol/types.ts";

/** Offsets (UTF-16, end exclusive) of a 1-based line/column range, clamped to the text. */
export function offsetsOf(text: string, range: SourceRange): { start: number; end: number } {
  const index = new LineIndex(text);
  const clamp = (n: number) => Math.max(0, Math.min(text.length, n));
  const start = clamp(index.offsetAt(range.start));
  return { start, end: Math.max(start, clamp(index.offsetAt(range.end))) };
}

export function applyEdit(text: string, edit: TextEdit): string {
  const { start, end } = offsetsOf(text, edit.range);
  return text.slice(0, start) + edit.text + text.slice(end);
}
