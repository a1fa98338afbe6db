/**
 * The two outputs of `mcp-msg check`: human lines, or one JSON array streamed object by object.
 * Positions are the file's own lines: a message starting on file line 42 shifts its findings by 41.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { MessageReport } from "../protocol/check/types.ts";
import type { Finding, SourceRange } from "../protocol/types.ts";
import { inline, terminalSafe } from "./inert.ts";

/** Buffers small writes and waits for the stream to drain when it is full. */
export class Output {
  private buffer = "";

  constructor(private readonly stream: Writable) {}

  async write(text: string): Promise<void> {
    this.buffer += text;
    if (this.buffer.length >= 64 * 1024) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer === "") return;
    const chunk = this.buffer;
    this.buffer = "";
    if (!this.stream.write(chunk)) await once(this.stream, "drain");
  }
}

export interface MessageEntry {
  file: string;
  /** 0-based position of the message in its file (blank lines do not count). */
  index: number;
  /** The file line the message starts on. */
  line: number;
  report: MessageReport;
}

export interface Totals {
  files: number;
  messages: number;
  invalid: number;
  errors: number;
  warnings: number;
  hints: number;
}

export interface Reporter {
  begin(): Promise<void>;
  message(entry: MessageEntry): Promise<void>;
  end(totals: Totals): Promise<void>;
}

function shiftRange(range: SourceRange, lines: number): SourceRange {
  if (lines === 0) return range;
  return {
    start: { line: range.start.line + lines, column: range.start.column },
    end: { line: range.end.line + lines, column: range.end.column },
  };
}

/** A finding with its ranges moved to the file's lines. */
export function shiftFinding(finding: Finding, lines: number): Finding {
  if (lines === 0) return finding;
  const shifted: Finding = { ...finding, range: shiftRange(finding.range, lines) };
  if (finding.fix) {
    shifted.fix = {
      title: finding.fix.title,
      edit: { ...finding.fix.edit, range: shiftRange(finding.fix.edit.range, lines) },
    };
  }
  return shifted;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export class HumanReporter implements Reporter {
  constructor(private readonly out: Output) {}

  async begin(): Promise<void> {}

  async message({ file, line, report }: MessageEntry): Promise<void> {
    const parts = [`${inline(file)}:${line}`, report.kind];
    if (report.kind === "reply" && report.outcome) parts[1] = `reply(${report.outcome})`;
    if (report.method) parts.push(inline(report.method));
    if (report.id !== undefined) parts.push(`id=${JSON.stringify(report.id)}`);
    parts.push(report.valid ? "valid" : "invalid");
    let text = parts.join(" ") + "\n";
    for (const f of report.findings) {
      const { start } = f.range;
      const oneLine = inline(f.message.replace(/\s*\n\s*/g, " "));
      text += `  ${start.line + line - 1}:${start.column} ${f.severity} ${f.code} ${oneLine}\n`;
    }
    // The message's text may come from a server: nothing of it drives the terminal.
    await this.out.write(terminalSafe(text));
  }

  async end(t: Totals): Promise<void> {
    const verdict = `${t.messages - t.invalid} valid, ${t.invalid} invalid`;
    const counts = `${plural(t.errors, "error")}, ${plural(t.warnings, "warning")}, ${plural(t.hints, "hint")}`;
    await this.out.write(
      `${plural(t.files, "file")}, ${plural(t.messages, "message")}: ${verdict} (${counts})\n`,
    );
    await this.out.flush();
  }
}

export class JsonReporter implements Reporter {
  private first = true;

  constructor(private readonly out: Output) {}

  async begin(): Promise<void> {
    await this.out.write("[");
  }

  async message({ file, index, line, report }: MessageEntry): Promise<void> {
    const entry = {
      file,
      index,
      line,
      kind: report.kind,
      ...(report.outcome ? { outcome: report.outcome } : {}),
      ...(report.method !== undefined ? { method: report.method } : {}),
      ...(report.id !== undefined ? { id: report.id } : {}),
      version: report.version,
      valid: report.valid,
      findings: report.findings.map((f) => shiftFinding(f, line - 1)),
    };
    await this.out.write(`${this.first ? "\n" : ",\n"}${JSON.stringify(entry)}`);
    this.first = false;
  }

  async end(): Promise<void> {
    await this.out.write(this.first ? "]\n" : "\n]\n");
    await this.out.flush();
  }
}
