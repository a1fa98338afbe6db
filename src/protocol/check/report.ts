/**
 * Builds findings for one message: the sentence from the catalog, the range from the parsed
 * text (computed only when a finding needs it), and mechanical fixes as text edits.
 */
import { LineIndex, type ParseSuccess } from "../parse/index.ts";
import { escapePointerToken } from "../pointer.ts";
import type { Finding, SourceRange, TextEdit } from "../types.ts";
import {
  type CheckCode,
  type MessageArgs,
  checkMessage,
  fixTitle,
  severityOf,
} from "./messages.ts";

export type Fix = { title: string; edit: TextEdit };

export const ZERO_RANGE: SourceRange = {
  start: { line: 1, column: 1 },
  end: { line: 1, column: 1 },
};

/** The pointer of the container of `pointer` ("" for a top-level member). */
export function parentPointer(pointer: string): string {
  const at = pointer.lastIndexOf("/");
  return at <= 0 ? "" : pointer.slice(0, at);
}

export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${typeof token === "number" ? token : escapePointerToken(token)}`;
}

/**
 * The range of the whole JSON text (without surrounding whitespace or a byte order mark),
 * found without the parser's position tree, which a large text would have to build first.
 */
function wholeRange(text: string): SourceRange {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return new LineIndex(text).rangeAt(start, end);
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

export class Reporter {
  readonly findings: Finding[] = [];
  private seen: Set<string> | undefined;

  constructor(
    /** The parsed text, for ranges and fixes; absent when a value is checked without text. */
    readonly source: ParseSuccess | undefined,
    /** Pointer of this message within the text: "" alone, "/3" for a batch element. */
    readonly prefix = "",
  ) {}

  get hasErrors(): boolean {
    return this.findings.some((f) => f.severity === "error");
  }

  /** Range of the value at `path` (relative to the message), else of its nearest container. */
  range(path: string): SourceRange {
    if (!this.source) return ZERO_RANGE;
    if (path === "" && this.prefix === "") return wholeRange(this.source.text);
    for (let p = path; ; p = parentPointer(p)) {
      const found = this.source.locate(this.prefix + p);
      if (found) return found;
      if (p === "") return ZERO_RANGE;
    }
  }

  /** Range of the key of the member at `path`, else the value's range. */
  keyRange(path: string): SourceRange {
    return this.source?.locateKey(this.prefix + path) ?? this.range(path);
  }

  /** Adds a finding once per (code, path, key); the message comes from the catalog. */
  add(
    code: CheckCode,
    path: string,
    args: MessageArgs = {},
    options: { range?: SourceRange; at?: "key"; fix?: Fix | undefined } = {},
  ): void {
    const dedupe = `${code}\u0000${path}\u0000${String(args.key ?? "")}`;
    this.seen ??= new Set();
    if (this.seen.has(dedupe)) return;
    this.seen.add(dedupe);
    const finding: Finding = {
      severity: severityOf(code),
      code,
      message: checkMessage(code, args),
      args,
      path: this.prefix + path,
      range: options.range ?? (options.at === "key" ? this.keyRange(path) : this.range(path)),
    };
    if (options.fix) finding.fix = options.fix;
    this.findings.push(finding);
  }

  /** Replaces the value at `path` with `text` (JSON). */
  replaceFix(path: string, text: string, args: MessageArgs): Fix | undefined {
    const range = this.source?.locate(this.prefix + path);
    return range && { title: fixTitle("replace", args), edit: { range, text } };
  }

  /** Renames the key of the member at `path`. */
  renameFix(path: string, newKey: string, args: MessageArgs): Fix | undefined {
    const range = this.source?.locateKey(this.prefix + path);
    return (
      range && { title: fixTitle("rename", args), edit: { range, text: JSON.stringify(newKey) } }
    );
  }

  /** Removes the member at `path` with its comma. */
  removeFix(path: string, args: MessageArgs): Fix | undefined {
    const range = this.source?.locateMember(this.prefix + path);
    return range && { title: fixTitle("remove", args), edit: { range, text: "" } };
  }

  /** Adds `"key": valueText` to the object at `objectPath`. */
  insertFix(
    objectPath: string,
    key: string,
    valueText: string,
    args: MessageArgs,
  ): Fix | undefined {
    const at = this.source?.locateInsertion(this.prefix + objectPath);
    if (!at) return undefined;
    const lead = at.indent ? `\n${at.indent}` : at.needsComma ? " " : "";
    const text = `${at.needsComma ? "," : ""}${lead}${JSON.stringify(key)}: ${valueText}`;
    return {
      title: fixTitle("insert", args),
      edit: { range: { start: at.position, end: at.position }, text },
    };
  }
}
