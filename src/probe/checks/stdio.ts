/**
 * The stdio transport's own rules, judged from what each server process of the run did (no
 * Node APIs here: `probe/stdio.ts` runs the processes and fills the records):
 * - stdout carries nothing but JSON-RPC messages ("The server MUST NOT write anything to its
 *   stdout that is not a valid MCP message");
 * - one message per line ("Messages are delimited by newlines, and MUST NOT contain embedded
 *   newlines"): a message split over lines, or left without its newline;
 * - the process ends when its stdin closes, before the client has to signal it (the shutdown
 *   sequence; 2026-07-28: "Servers SHOULD exit promptly when their standard input is closed"),
 *   and does not die while requests await their replies;
 * - stderr is for logging and "SHOULD NOT" be taken as an error: a note, never a fault.
 */
import { inert } from "../../transport/stdio/inert.ts";
import type { CheckNote } from "../types.ts";
import { type RunContext, note } from "../context.ts";

/** A stdout line that was not a JSON-RPC message, with its number among the process's lines. */
export interface StdioLine {
  n: number;
  text: string;
  at: number;
}

/** What one server process of the run did. */
export interface StdioRecord {
  /** In the order the run started them, from 1. */
  index: number;
  pid?: number;
  /** The stdout lines that were not JSON-RPC messages (the messages are in the log). */
  odd: StdioLine[];
  /** Every stdout line. */
  lines: number;
  /** Lines over the length cap, dropped unread. */
  overflows: { bytes: number; at: number }[];
  stderrBytes: number;
  /** The end of stderr (its last line is quoted). */
  stderrTail: string;
  /** Why it could not start. */
  spawnError?: string;
  /** When the run closed its stdin; absent while it never did. */
  stdinClosedAt?: number;
  /** The signal the run had to send after closing stdin, if any. */
  escalated?: "SIGTERM" | "SIGKILL";
  exit?: { code: number | null; signal: string | null; at: number; rest?: string };
  /** The methods of the requests that had no reply when it ended. */
  unanswered: string[];
}

/** The processes of a run; `settled` resolves once every one of them has ended. */
export interface StdioRun {
  records: StdioRecord[];
  /** How long the run waits for an exit after closing stdin, and after SIGTERM. */
  graceMs: number;
  settled(): Promise<void>;
}

const NOTES_PER_CHECK = 5;
/** How many lines a split message may span, and how long the joined text may be. */
const MAX_SPLIT_LINES = 64;
const MAX_SPLIT_CHARS = 1024 * 1024;

const isMessageValue = (v: unknown): boolean =>
  typeof v === "object" && v !== null && (v as { jsonrpc?: unknown }).jsonrpc === "2.0";

/** A JSON-RPC message (or a batch of them) as JSON text; its schema is the core's to judge. */
export function isJsonRpcText(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (Array.isArray(value)) return value.length > 0 && value.every(isMessageValue);
  return !Array.isArray(value) && isMessageValue(value);
}

/** A message spread over lines i..j, joined as it was written or with its raw newlines escaped. */
function splitAt(lines: readonly StdioLine[], i: number): number | undefined {
  let length = lines[i]?.text.length ?? 0;
  for (let j = i + 1; j < lines.length && j - i < MAX_SPLIT_LINES; j++) {
    const line = lines[j] as StdioLine;
    if (line.n !== (lines[j - 1] as StdioLine).n + 1) return undefined;
    length += line.text.length + 1;
    if (length > MAX_SPLIT_CHARS) return undefined;
    const part = lines.slice(i, j + 1).map((l) => l.text);
    if (isJsonRpcText(part.join("\n")) || isJsonRpcText(part.join("\\n"))) return j;
  }
  return undefined;
}

/**
 * The log entry one stdout line became: a message (JSON, kept as it came) or a `stdout-stray`
 * event (its text inert), at the time the line came. `taken` keeps two equal lines of the same
 * moment apart.
 */
function entryOf(ctx: RunContext, line: StdioLine, taken: Set<number>): number[] {
  const detail = line.text.trim() === "" ? "an empty line" : inert(line.text);
  const found = ctx.log.entries.find(
    (e) =>
      e.at === line.at &&
      !taken.has(e.seq) &&
      ((e.type === "event" && e.event === "stdout-stray" && e.detail === detail) ||
        (e.type === "message" && e.flow === "in" && e.text === line.text)),
  );
  if (!found) return [];
  taken.add(found.seq);
  return [found.seq];
}

/** The `stdout-stray` event of the text a process left without a newline when it ended. */
function restEntry(ctx: RunContext, at: number, taken: Set<number>): number[] {
  const found = ctx.log.entries.find(
    (e) => e.at === at && e.type === "event" && e.event === "stdout-stray" && !taken.has(e.seq),
  );
  if (!found) return [];
  taken.add(found.seq);
  return [found.seq];
}

/** The last line a process wrote to stderr, inert; empty when there is none. */
const lastStderrLine = (r: StdioRecord): string =>
  quote(
    r.stderrTail
      .split("\n")
      .filter((l) => l.trim() !== "")
      .at(-1) ?? "",
  );

/** What a stdout line that is no message is: blank, JSON of another kind, or plain text. */
function strayKey(text: string): string {
  if (text.trim() === "") return "stdio-empty-line";
  try {
    JSON.parse(text);
    return "stdio-not-message";
  } catch {
    return "stdio-stray";
  }
}

/** Only the first few notes of a kind, then how many more there were. */
function capped(notes: CheckNote[]): CheckNote[] {
  if (notes.length <= NOTES_PER_CHECK) return notes;
  const more = notes.length - NOTES_PER_CHECK;
  return [...notes.slice(0, NOTES_PER_CHECK), note("stdio-more", { count: more })];
}

const quote = (text: string) => inert(text, 200);

function checkStdout(ctx: RunContext, records: readonly StdioRecord[]): void {
  const stray: CheckNote[] = [];
  const strayEntries: number[] = [];
  const split: CheckNote[] = [];
  const splitEntries: number[] = [];
  const overflow: CheckNote[] = [];
  const taken = new Set<number>();
  for (const r of records) {
    for (let i = 0; i < r.odd.length; i++) {
      const line = r.odd[i] as StdioLine;
      const end = splitAt(r.odd, i);
      if (end !== undefined) {
        split.push(
          note("stdio-split", { process: r.index, lines: end - i + 1, line: quote(line.text) }),
        );
        for (const l of r.odd.slice(i, end + 1)) splitEntries.push(...entryOf(ctx, l, taken));
        i = end;
        continue;
      }
      stray.push(note(strayKey(line.text), { process: r.index, line: quote(line.text) }));
      strayEntries.push(...entryOf(ctx, line, taken));
    }
    const rest = r.exit?.rest;
    if (rest !== undefined && rest.trim() !== "") {
      const entries = restEntry(ctx, r.exit?.at ?? 0, taken);
      if (isJsonRpcText(rest)) {
        split.push(note("stdio-no-newline", { process: r.index, line: quote(rest) }));
        splitEntries.push(...entries);
      } else {
        stray.push(note(strayKey(rest), { process: r.index, line: quote(rest) }));
        strayEntries.push(...entries);
      }
    }
    for (const o of r.overflows) {
      overflow.push(note("stdio-overflow", { process: r.index, bytes: o.bytes }));
    }
  }
  const lines = records.reduce((n, r) => n + r.lines, 0);
  // Blank lines only: whitespace between messages, doubtful rather than proven text.
  const blankOnly = stray.every((n) => n.key === "stdio-empty-line");
  if (stray.length > 0 && blankOnly)
    ctx.set("stdio.stray-stdout", "warning", strayEntries, capped(stray));
  else if (stray.length > 0) ctx.fault("stdio.stray-stdout", strayEntries, capped(stray));
  // A line too long to read may have been a message: doubtful, not proven.
  else if (overflow.length > 0) ctx.set("stdio.stray-stdout", "warning", [], capped(overflow));
  else ctx.pass("stdio.stray-stdout", [], [note("stdio-stdout-clean", { lines })]);
  if (split.length > 0) ctx.fault("stdio.framing", splitEntries, capped(split));
  else ctx.pass("stdio.framing", [], [note("stdio-one-per-line", { lines })]);
}

/** The exit code or signal, as a value for a note. */
const howOf = (exit: NonNullable<StdioRecord["exit"]>) =>
  exit.signal ?? (exit.code === null ? "?" : String(exit.code));

function crashEntries(ctx: RunContext, at: number): number[] {
  return ctx.log.entries
    .filter((e) => e.type === "event" && e.event === "crashed" && e.at === at)
    .map((e) => e.seq);
}

function checkShutdown(ctx: RunContext, run: StdioRun): void {
  const seconds = Math.round(run.graceMs / 100) / 10;
  let clean = 0;
  let judged = 0;
  const notes: CheckNote[] = [];
  for (const r of run.records) {
    const exit = r.exit;
    if (r.spawnError !== undefined || exit === undefined) continue;
    judged++;
    const process = r.index;
    if (r.stdinClosedAt === undefined || exit.at < r.stdinClosedAt) {
      // The spec lets a server end the session by exiting; dying with requests unanswered is
      // another matter.
      if (r.unanswered.length > 0) {
        const pending = r.unanswered.join(", ");
        ctx.fault("stdio.shutdown", crashEntries(ctx, exit.at), [
          note("stdio-crashed", {
            process,
            how: howOf(exit),
            pending: quote(pending),
            stderr: lastStderrLine(r) || "–",
          }),
        ]);
      } else notes.push(note("stdio-ended-itself", { process, how: howOf(exit) }));
      continue;
    }
    if (r.escalated === "SIGKILL" || exit.signal === "SIGKILL") {
      ctx.fault("stdio.shutdown", [], [note("stdio-needed-sigkill", { process, seconds })]);
    } else if (r.escalated === "SIGTERM") {
      ctx.fault("stdio.shutdown", [], [note("stdio-needed-sigterm", { process, seconds })]);
    } else clean++;
  }
  if (judged === 0) {
    ctx.set("stdio.shutdown", "could-not-run", [], [note("stdio-none-ended")]);
    return;
  }
  if (clean > 0) notes.unshift(note("stdio-exited", { count: clean, seconds }));
  // A fault found above stays: `set` keeps the worse verdict and adds these notes.
  ctx.set("stdio.shutdown", "passed", [], notes);
}

function checkStderr(ctx: RunContext, records: readonly StdioRecord[]): void {
  const started = records.filter((r) => r.pid !== undefined);
  const bytes = started.reduce((n, r) => n + r.stderrBytes, 0);
  if (bytes === 0) {
    ctx.pass("stdio.stderr", [], [note("stdio-stderr-none")]);
    return;
  }
  // The main connection's process speaks for the others (they run the same command).
  const last = started.map(lastStderrLine).find((l) => l !== "");
  ctx.pass(
    "stdio.stderr",
    [],
    [
      note("stdio-stderr", { bytes, processes: started.length }),
      ...(last ? [note("stdio-stderr-last", { line: quote(last) })] : []),
    ],
  );
}

export async function checkStdio(ctx: RunContext, run: StdioRun): Promise<void> {
  await run.settled();
  const started = run.records.filter((r) => r.pid !== undefined);
  if (started.length === 0) {
    const reason = quote(run.records.find((r) => r.spawnError)?.spawnError ?? "?");
    for (const id of [
      "stdio.stray-stdout",
      "stdio.framing",
      "stdio.shutdown",
      "stdio.stderr",
    ] as const)
      ctx.set(id, "could-not-run", [], [note("stdio-not-started", { reason })]);
    return;
  }
  checkStdout(ctx, started);
  checkShutdown(ctx, run);
  checkStderr(ctx, started);
}
