/**
 * The bridge's running servers: at most `processes` at once, each under a random handle. A
 * process's events are kept from its start until the page's one `events` request attaches,
 * then streamed; when that request goes away, so does the process. A process nobody talks to
 * (no send, no event) for `idleMs` is stopped, and so is one whose events nobody came for.
 */
import { randomBytes } from "node:crypto";
import {
  DEFAULT_LIMITS,
  type StdioLimits,
  type StdioProcess,
  type StdioSpec,
  type StopBy,
  spawnStdio,
} from "../transport/stdio/child.ts";
import type { BridgeEvent } from "../transport/stdio/protocol.ts";

export interface TableLimits extends StdioLimits {
  /** Processes running at once. */
  processes: number;
  /** No send and no event for this long: the process is stopped (`by: "idle"`). */
  idleMs: number;
  /** No `events` request this long after the start: the process is stopped. */
  attachMs: number;
  /** Event bytes (UTF-8) kept before the page attaches; beyond, the process is stopped. */
  pendingBytes: number;
}

const DEFAULT_TABLE_LIMITS: TableLimits = {
  ...DEFAULT_LIMITS,
  processes: 4,
  idleMs: 30 * 60 * 1000,
  attachMs: 60 * 1000,
  pendingBytes: 2 * DEFAULT_LIMITS.lineBytes + 1024 * 1024,
};

/** Where a process's events go once the page attached: one NDJSON line each. */
interface EventSink {
  write(line: string): void;
  end(): void;
}

class Entry {
  pending: string[] = [];
  pendingBytes = 0;
  sink: EventSink | undefined;
  attached = false;
  done = false;
  lastActive = Date.now();
  private idleTimer: NodeJS.Timeout | undefined;
  private attachTimer: NodeJS.Timeout | undefined;
  readonly proc: StdioProcess;

  constructor(
    readonly id: string,
    spec: StdioSpec,
    private readonly limits: TableLimits,
    private readonly onGone: (id: string) => void,
  ) {
    this.proc = spawnStdio(spec, (event) => this.event(event), limits);
    this.armIdle(limits.idleMs);
    this.attachTimer = setTimeout(() => void this.proc.stop("idle"), limits.attachMs);
    this.attachTimer.unref();
    void this.proc.exited.then(() => {
      this.done = true;
      clearTimeout(this.idleTimer);
      clearTimeout(this.attachTimer);
      // Attached once (its stream may have gone since): the entry is done with. Never attached:
      // the table forgets it once the page had its chance to come.
      if (this.attached) this.close();
    });
  }

  private armIdle(ms: number): void {
    this.idleTimer = setTimeout(() => {
      const quiet = Date.now() - this.lastActive;
      if (quiet >= this.limits.idleMs) void this.proc.stop("idle");
      else this.armIdle(this.limits.idleMs - quiet);
    }, ms);
    this.idleTimer.unref();
  }

  touch(): void {
    this.lastActive = Date.now();
  }

  private event(event: BridgeEvent): void {
    this.touch();
    const line = `${JSON.stringify(event)}\n`;
    if (this.sink) return this.sink.write(line);
    this.pending.push(line);
    this.pendingBytes += Buffer.byteLength(line);
    if (this.pendingBytes > this.limits.pendingBytes) void this.proc.stop("bridge");
  }

  attach(sink: EventSink): void {
    this.attached = true;
    clearTimeout(this.attachTimer);
    this.sink = sink;
    for (const line of this.pending) sink.write(line);
    this.pending = [];
    this.pendingBytes = 0;
    if (this.done) this.close();
  }

  private close(): void {
    this.sink?.end();
    this.sink = undefined;
    this.onGone(this.id);
  }

  /** The page's stream went away before the end: the process goes too. */
  detach(): void {
    if (this.done) return;
    this.sink = undefined;
    void this.proc.stop("page");
  }
}

type StartResult = { process: string } | { refused: "too-many-processes" };

export class ProcessTable {
  private readonly entries = new Map<string, Entry>();
  readonly limits: TableLimits;

  constructor(limits: Partial<TableLimits> = {}) {
    this.limits = { ...DEFAULT_TABLE_LIMITS, ...limits };
  }

  /** Processes that have not ended yet. */
  get running(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (!entry.done) count++;
    return count;
  }

  start(spec: StdioSpec): StartResult {
    if (this.running >= this.limits.processes) return { refused: "too-many-processes" };
    const id = randomBytes(16).toString("hex");
    const entry = new Entry(id, spec, this.limits, (gone) => this.entries.delete(gone));
    this.entries.set(id, entry);
    // Ended and never attached: forgotten once the page had its chance to come.
    void entry.proc.exited.then(() => {
      const forget = setTimeout(() => {
        if (!entry.attached) this.entries.delete(id);
      }, this.limits.attachMs);
      forget.unref();
    });
    return { process: id };
  }

  get(id: string): Entry | undefined {
    return this.entries.get(id);
  }

  /** Every process ends (`by: "bridge"` unless it was already ending for another reason). */
  async stopAll(by: StopBy = "bridge"): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => entry.proc.stop(by)));
  }
}
