/**
 * One stdio server process as a `Transport`: what its source reports (`BridgeEvent`s, from the
 * page's bridge client or from a child process in Node) becomes messages, status changes and
 * exchange events; `send` writes one line. No DOM and no Node APIs, so the page and the CLI
 * (`mcp-msg probe --stdio`) share it.
 *
 * The framing is the spec's stdio transport
 * (https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#stdio): "Messages
 * are delimited by newlines, and MUST NOT contain embedded newlines", and "The server MUST NOT
 * write anything to its stdout that is not a valid MCP message". A line that is JSON is a
 * message, kept exactly as it came; anything else is logged as `stdout-stray`, never dropped.
 */
import type { Transport, TransportListener } from "../types.ts";
import { now } from "../types.ts";
import type { BridgeEvent } from "./protocol.ts";
import { MAX_LINE_BYTES } from "./protocol.ts";
import { inert } from "./inert.ts";
import { framingProblem } from "./framing.ts";

/** Where one line goes: resolves when it was written, rejects with a user-readable reason. */
export type LineWriter = (line: string) => Promise<void>;

export interface StdioConnectionOptions {
  listener: TransportListener;
  write: LineWriter;
  /** Ends the process (the page's Stop, or closing the session). */
  stop?(): void;
  /** stderr as it came: a console of its own, never a message and never an error. */
  stderr?(text: string, at: number): void;
  /** A process replacing an ended one: its start is logged as `restarted`. */
  restart?: boolean;
  clock?: () => number;
}

/** Where the process is in its life, as the page shows it. */
export type ProcessState =
  | { state: "starting" }
  | { state: "running"; pid: number; argv: string[]; cwd: string }
  | { state: "exited"; code: number | null; signal: string | null; by?: string }
  | { state: "failed"; reason: string }
  /** The source went away (the bridge stopped answering): the process's fate is unknown. */
  | { state: "lost"; reason: string };

/** Whether a stdout line is a JSON value (a message, valid or not, is the core's to judge). */
function isJson(line: string): boolean {
  if (line.trim() === "") return false;
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** "node server.js --flag": argv for a sentence, each part inert and quoted when it has spaces. */
export function commandLine(argv: readonly string[]): string {
  return argv.map((part) => (/[\s"']|^$/.test(part) ? JSON.stringify(part) : part)).join(" ");
}

function exitWords(event: Extract<BridgeEvent, { type: "exit" }>): string {
  const how =
    event.signal !== null
      ? `was ended by signal ${event.signal}`
      : `exited with code ${event.code ?? "unknown"}`;
  const words: Record<string, string> = {
    page: " (stopped from the page)",
    idle: " (stopped after being idle)",
    bridge: " (the bridge stopped)",
    "stdin-closed": " (its stdin was closed)",
  };
  const by = event.by === undefined ? "" : (words[event.by] ?? "");
  return `The process ${how}${by}.`;
}

function spawnWords(event: Extract<BridgeEvent, { type: "spawn-error" }>, command: string): string {
  const path = event.path ? inert(event.path, 1000) : "(empty)";
  switch (event.code) {
    case "ENOENT":
      return `Could not start ${command}: no such command or file (ENOENT). It was looked for in this PATH: ${path}`;
    case "EACCES":
      return `Could not start ${command}: permission denied (EACCES); is the file executable?`;
    default:
      return `Could not start ${command}: ${event.code} ${inert(event.message, 500)}`;
  }
}

export class StdioConnection implements Transport {
  private process: ProcessState = { state: "starting" };
  private closed = false;
  private readonly clock: () => number;
  /** Writes not yet confirmed: what the process says meanwhile waits (see `send`). */
  private writing = 0;
  private held: BridgeEvent[] = [];

  constructor(
    private readonly options: StdioConnectionOptions,
    /** The command as asked for, to name it when it cannot start. */
    private readonly command = "the command",
  ) {
    this.clock = options.clock ?? now;
    options.listener.status("starting");
  }

  get state(): ProcessState {
    return this.process;
  }

  /**
   * One event from the process's source, in the order the source saw them. While a write is
   * unconfirmed they are held: a reply can come before the bridge confirms its request, and
   * the log must show the request first.
   */
  event(event: BridgeEvent): void {
    if (this.writing > 0) {
      this.held.push(event);
      return;
    }
    this.handle(event);
  }

  private handle(event: BridgeEvent): void {
    if (this.closed && event.type !== "exit") return;
    const { listener } = this.options;
    switch (event.type) {
      case "spawned": {
        const { pid, argv, cwd } = event;
        this.process = { state: "running", pid, argv, cwd };
        const detail = inert(`pid ${pid}: ${commandLine(argv)} (in ${cwd})`);
        const kind = this.options.restart ? "restarted" : "started";
        listener.status("ready", { kind, detail, at: event.at });
        return;
      }
      case "stdout":
        if (isJson(event.line)) listener.message(event.line, event.at);
        else this.stray(event.line, event.at);
        return;
      case "stdout-overflow": {
        const detail = `A stdout line of ${event.bytes} bytes was longer than the ${MAX_LINE_BYTES / 1024 / 1024} MiB limit and was dropped.`;
        listener.status("ready", { kind: "transport-error", detail, at: event.at });
        return;
      }
      case "stderr":
        this.options.stderr?.(event.text, event.at);
        return;
      case "spawn-error": {
        const reason = spawnWords(event, inert(this.command, 300));
        this.process = { state: "failed", reason };
        listener.status("crashed", { kind: "transport-error", detail: reason, at: event.at });
        return;
      }
      case "exit":
        this.exit(event);
        return;
    }
  }

  private exit(event: Extract<BridgeEvent, { type: "exit" }>): void {
    if (this.process.state !== "running" && this.process.state !== "starting") return;
    const { listener } = this.options;
    if (event.rest && !this.closed) {
      const at = event.at;
      listener.status("ready", {
        kind: "stdout-stray",
        detail: inert(`left without a newline at exit: ${event.rest}`),
        at,
      });
    }
    this.process = {
      state: "exited",
      code: event.code,
      signal: event.signal,
      ...(event.by && { by: event.by }),
    };
    if (this.closed) return;
    const detail = exitWords(event);
    if (event.by === "page") listener.status("closed", { kind: "stopped", detail, at: event.at });
    else listener.status("crashed", { kind: "crashed", detail, at: event.at });
  }

  /** The process could not be started for a reason of its source's (the bridge refused). */
  failed(reason: string): void {
    if (this.closed || this.process.state !== "starting") return;
    const detail = `Could not start ${inert(this.command, 300)}: ${inert(reason, 1000)}`;
    this.process = { state: "failed", reason: detail };
    this.options.listener.status("crashed", { kind: "transport-error", detail, at: this.clock() });
  }

  /**
   * The source is gone without the process's end (the bridge died): the process is marked
   * lost; the session and its log stay, and Restart can start a new one.
   */
  lost(reason: string): void {
    // After what a pending write holds back: the log keeps the order things happened in.
    if (this.writing > 0) {
      setTimeout(() => this.lost(reason), 0);
      return;
    }
    if (this.closed || this.process.state === "exited" || this.process.state === "failed") return;
    if (this.process.state === "lost") return;
    this.process = { state: "lost", reason };
    this.options.listener.status("crashed", {
      kind: "transport-error",
      detail: `The process was lost: ${reason}`,
      at: this.clock(),
    });
  }

  /** Text on stdout that is not a message: logged with its words, inert. */
  private stray(line: string, at: number): void {
    const detail = line.trim() === "" ? "an empty line" : inert(line);
    this.options.listener.status("ready", { kind: "stdout-stray", detail, at });
  }

  async send(text: string): Promise<{ at: number }> {
    const problem = framingProblem(text);
    if (problem) throw new Error(problem);
    if (this.closed) throw new Error("the connection to the process is closed.");
    if (this.process.state === "starting") throw new Error("the process has not started yet.");
    if (this.process.state !== "running")
      throw new Error("the process is not running (press Start or Restart).");
    const at = this.clock();
    this.writing++;
    try {
      await this.options.write(text);
    } finally {
      // After the caller has logged what it sent (its continuation runs before a timer).
      setTimeout(() => this.release(), 0);
    }
    return { at };
  }

  private release(): void {
    this.writing--;
    if (this.writing > 0) return;
    const held = this.held;
    this.held = [];
    for (const event of held) this.handle(event);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.process.state === "running" || this.process.state === "starting")
      this.options.stop?.();
  }
}
