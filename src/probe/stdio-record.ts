/**
 * What one stdio server process did, kept for the stdio checks (`checks/stdio.ts`) from the
 * lines sent to it and the `BridgeEvent`s it caused. No Node APIs: the CLI's runner
 * (`stdio.ts`) feeds it, and a page that hears the same events from the bridge could too.
 */
import type { BridgeEvent } from "../transport/stdio/protocol.ts";
import { type StdioRecord, isJsonRpcText } from "./checks/stdio.ts";

/** What is kept of stdout lines that are no message: enough to judge them, never all of it. */
const MAX_ODD_LINES = 2000;
const MAX_ODD_CHARS = 64 * 1024;

const keyOf = (id: unknown): string | undefined =>
  typeof id === "string" || typeof id === "number" ? JSON.stringify(id) : undefined;

function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const utf8 = new TextEncoder();

/**
 * The step of the shutdown sequence that ended a process the run stopped, as the runner that
 * did the steps (`child.ts`, in Node or in the bridge) says on its exit event.
 */
function escalation(
  record: StdioRecord,
  exit: Extract<BridgeEvent, { type: "exit" }>,
): StdioRecord["escalated"] {
  if (record.stdinClosedAt === undefined) return undefined;
  if (exit.escalated === "SIGKILL" || exit.signal === "SIGKILL") return "SIGKILL";
  if (exit.escalated === "SIGTERM" || exit.signal === "SIGTERM") return "SIGTERM";
  return undefined;
}

export class StdioRecorder {
  readonly record: StdioRecord;
  /** Requests sent and not answered yet: their id (as JSON) and method. */
  private readonly pending = new Map<string, string>();

  /** `index`: the process's number in the run, from 1. */
  constructor(index: number) {
    this.record = {
      index,
      odd: [],
      lines: 0,
      overflows: [],
      stderrBytes: 0,
      stderrTail: "",
      unanswered: [],
    };
  }

  /** A line written to the process's stdin. */
  sent(line: string): void {
    const message = parsedObject(line);
    const key = keyOf(message?.id);
    if (key !== undefined && typeof message?.method === "string") {
      this.pending.set(key, message.method);
    }
  }

  /** One event of the process; `stderrTail` gives the end of its stderr once it has ended. */
  event(event: BridgeEvent, stderrTail: () => string = () => ""): void {
    const record = this.record;
    switch (event.type) {
      case "spawned":
        record.pid = event.pid;
        return;
      case "stdout":
        record.lines++;
        if (isJsonRpcText(event.line)) {
          const reply = parsedObject(event.line);
          const key = keyOf(reply?.id);
          if (key !== undefined && reply && !("method" in reply)) this.pending.delete(key);
        } else if (record.odd.length < MAX_ODD_LINES) {
          const text = event.line.slice(0, MAX_ODD_CHARS);
          record.odd.push({ n: record.lines, text, at: event.at });
        }
        return;
      case "stdout-overflow":
        record.lines++;
        record.overflows.push({ bytes: event.bytes, at: event.at });
        return;
      case "stderr":
        record.stderrBytes += utf8.encode(event.text).length;
        return;
      case "spawn-error":
        // The errno name only: the runner's message names the PATH, an environment value. An
        // environment the runner refused has its own words (they name the variable, not its
        // value).
        record.spawnError =
          event.path === "" && event.code === "EINVAL" ? event.message : event.code;
        return;
      case "exit":
        record.exit = {
          code: event.code,
          signal: event.signal,
          at: event.at,
          ...(event.rest !== undefined && { rest: event.rest }),
        };
        record.escalated = escalation(record, event);
        record.unanswered = [...this.pending.values()];
        record.stderrTail = stderrTail();
        return;
    }
  }
}
