import type { SourcePosition, SourceRange } from "../types.ts";

/**
 * Converts between UTF-16 offsets and 1-based line/column positions (what Monaco uses).
 * Lines end at "\n", "\r\n" or a lone "\r". Offsets always count every code unit of the text as
 * given, including a leading byte order mark: the parser skips a BOM, but the editor still shows
 * it as a character, so a value right after it is at line 1, column 2.
 */
export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: Int32Array | number[];
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
    if (text.indexOf("\r") === -1) {
      // Count first, then fill a typed array: cheaper than growing an array for big texts.
      let count = 1;
      for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
      const starts = count > 256 ? new Int32Array(count) : new Array<number>(count).fill(0);
      let line = 1;
      for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
        starts[line++] = at + 1;
      }
      this.starts = starts;
    } else {
      const starts = [0];
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        }
      }
      this.starts = starts;
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** Offset of the first character of a 1-based line (clamped to the existing lines). */
  lineStart(line: number): number {
    const index = Math.min(Math.max(line, 1), this.starts.length) - 1;
    return this.starts[index] as number;
  }

  /** Position of an offset; offsets outside the text are clamped to its start or end. */
  positionAt(offset: number): SourcePosition {
    const at = Math.min(Math.max(Math.floor(offset) || 0, 0), this.text.length);
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((starts[mid] as number) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (starts[low] as number) + 1 };
  }

  /**
   * Offset of a position. Lines are clamped to the text, and columns to the line, up to the
   * position just after its last character (before the line break).
   */
  offsetAt(position: SourcePosition): number {
    const starts = this.starts;
    const line = Math.floor(position.line);
    if (!(line >= 1)) return 0; // also NaN
    if (line > starts.length) return this.text.length;
    const start = starts[line - 1] as number;
    const next = line < starts.length ? (starts[line] as number) : this.text.length;
    let end = next;
    if (line < starts.length) {
      // Exclude the line break ("\n", "\r" or "\r\n") from the line's columns.
      end = next - 1;
      if (end > start && this.text.charCodeAt(end) === 10 && this.text.charCodeAt(end - 1) === 13) {
        end--;
      }
    }
    const column = Math.floor(position.column) || 1;
    return Math.min(Math.max(start + column - 1, start), end);
  }

  /** Range of two offsets. */
  rangeAt(start: number, end: number): SourceRange {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}
