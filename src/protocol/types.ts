/** The shapes every part of the product shares: positions, findings, message kinds. */

/** 1-based line and column (UTF-16 code units), as editors and `line:column` output use them. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A half-open range: `end` is the position just after the last character. */
export interface SourceRange {
  start: SourcePosition;
  end: SourcePosition;
}

/** Replace the text of `range` with `text` (an empty range inserts). */
export interface TextEdit {
  range: SourceRange;
  text: string;
}

export type Severity = "error" | "warning" | "hint";

export interface Finding {
  severity: Severity;
  /** Stable id, for example "jsonrpc.id-null"; UI translations and tests key on it. */
  code: string;
  /** Plain English explanation that says what to change. */
  message: string;
  /** Values the message was built from, so a translation can rebuild it. */
  args?: Record<string, string | number>;
  /** JSON pointer of the value concerned ("" is the whole message). */
  path: string;
  range: SourceRange;
  fix?: { title: string; edit: TextEdit };
}

/** What a message is. These five words are used everywhere: UI, CLI, tests. */
export type MessageKind = "request" | "notification" | "reply" | "batch" | "invalid";
