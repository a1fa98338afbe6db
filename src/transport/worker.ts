/**
 * The transport to the in-browser gift server: a Web Worker that gets client messages as raw
 * text and answers the same way (see `src/server/wire.ts`). When the worker dies, on purpose
 * ("Crash the server") or not, a fresh one takes its place with the current controls; messages
 * sent meanwhile wait and reach the new server in order.
 *
 * No DOM types here: the worker is reached through `spawn`, so tests drive this in Node with a
 * fake worker (the browser's Worker is adapted in `giftWorker.ts`).
 */
import type { ServerControls } from "../server/controls.ts";
import type { ToWorker } from "../server/wire.ts";
import { type Transport, type TransportListener, type TransportStatus, now } from "./types.ts";

/** What the transport needs of one worker. */
export interface WorkerPort {
  post(message: ToWorker): void;
  terminate(): void;
}

export interface WorkerHandlers {
  /** Whatever the worker posted (checked here: it is not trusted to follow the wire). */
  message(data: unknown): void;
  /** The worker died (an uncaught error, or it could not load); `detail` says why. */
  death(detail: string): void;
}

/** Starts a worker. It may throw (no worker support): the transport then stays crashed. */
export type SpawnWorker = (handlers: WorkerHandlers) => WorkerPort;

export interface WorkerTransportOptions {
  spawn: SpawnWorker;
  listener: TransportListener;
  controls: ServerControls;
  clock?: () => number;
  /** How long a worker told to crash has to die by itself before it is stopped anyway. */
  crashTimeoutMs?: number;
  /** Deaths in a row before any `ready`, not asked for, after which no new worker is started. */
  maxFailedStarts?: number;
}

/** A transport that can also be crashed and steered: what the worker target offers beyond HTTP. */
export interface ServerTransport extends Transport {
  crash(): void;
  setControls(controls: ServerControls): void;
}

interface Waiting {
  text: string;
  resolve: (sent: { at: number }) => void;
  reject: (error: Error) => void;
}

export const CRASH_TIMEOUT_MS = 2000;
export const MAX_FAILED_STARTS = 3;

export class WorkerTransport implements ServerTransport {
  private port: WorkerPort | undefined;
  /** Bumped for every worker, so events of a replaced one are ignored. */
  private generation = 0;
  private status: TransportStatus = "starting";
  private everReady = false;
  private failedStarts = 0;
  private crashRequested = false;
  private crashTimer: ReturnType<typeof setTimeout> | undefined;
  private waiting: Waiting[] = [];
  private controls: ServerControls;
  private readonly clock: () => number;

  constructor(private readonly options: WorkerTransportOptions) {
    this.controls = options.controls;
    this.clock = options.clock ?? now;
    this.start();
  }

  send(text: string): Promise<{ at: number }> {
    // A worker told to crash gets nothing more: what is sent now goes to its successor.
    if (this.status === "ready" && this.port && !this.crashRequested) {
      const at = this.clock();
      this.port.post({ type: "message", text });
      return Promise.resolve({ at });
    }
    if (this.status === "closed") return Promise.reject(new Error("The server is stopped."));
    if (!this.port) {
      return Promise.reject(
        new Error("The server is not running: start a new session to try again."),
      );
    }
    // Starting, restarting or about to crash: it goes out once a server is ready.
    return new Promise((resolve, reject) => this.waiting.push({ text, resolve, reject }));
  }

  crash(): void {
    const port = this.port;
    if (!port || this.status === "closed") return;
    this.crashRequested = true;
    port.post({ type: "crash" });
    const generation = this.generation;
    clearTimeout(this.crashTimer);
    this.crashTimer = setTimeout(() => {
      if (generation === this.generation) {
        this.died(generation, "The server did not stop by itself, so it was stopped.");
      }
    }, this.options.crashTimeoutMs ?? CRASH_TIMEOUT_MS);
  }

  setControls(controls: ServerControls): void {
    this.controls = controls;
    this.port?.post({ type: "controls", controls });
  }

  close(): void {
    if (this.status === "closed") return;
    this.stopWorker();
    this.status = "closed";
    this.rejectWaiting("The server is stopped.");
    this.options.listener.status("closed");
  }

  private start(): void {
    const generation = ++this.generation;
    const handlers: WorkerHandlers = {
      message: (data) => {
        if (generation === this.generation) this.received(data);
      },
      death: (detail) => this.died(generation, detail),
    };
    try {
      this.port = this.options.spawn(handlers);
    } catch (error) {
      // No worker at all (unsupported, blocked): trying again would fail the same way.
      this.port = undefined;
      this.giveUp(`The server could not be started: ${errorText(error)}`);
      return;
    }
    // The worker's message queue holds this until its script runs; it answers "ready" after.
    this.port.post({ type: "controls", controls: this.controls });
    this.setStatus("starting");
  }

  private received(data: unknown): void {
    const listener = this.options.listener;
    if (!isObject(data)) return this.transportError("The server sent something unreadable.");
    if (data.type === "message" && typeof data.text === "string") {
      listener.message(data.text, this.clock());
    } else if (data.type === "ready") {
      this.ready();
    } else if (data.type === "failure" && typeof data.detail === "string") {
      this.transportError(data.detail);
    } else {
      this.transportError("The server sent something unreadable.");
    }
  }

  private ready(): void {
    if (this.status === "ready") return;
    this.failedStarts = 0;
    const kind = this.everReady ? "restarted" : "started";
    this.everReady = true;
    this.status = "ready";
    this.options.listener.status("ready", { kind, at: this.clock() });
    // In the order they were sent; each resolves with the moment it actually left.
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) {
      const at = this.clock();
      this.port?.post({ type: "message", text: w.text });
      w.resolve({ at });
    }
  }

  private died(generation: number, detail: string): void {
    if (generation !== this.generation || this.status === "closed") return;
    const wanted = this.crashRequested;
    const wasReady = this.status === "ready";
    this.stopWorker();
    this.options.listener.status("crashed", { kind: "crashed", detail, at: this.clock() });
    this.status = "crashed";
    if (
      !wanted &&
      !wasReady &&
      ++this.failedStarts >= (this.options.maxFailedStarts ?? MAX_FAILED_STARTS)
    ) {
      this.giveUp(
        `The server failed to start ${this.failedStarts} times in a row, so it is not restarted. Start a new session to try again.`,
      );
      return;
    }
    this.start();
  }

  /** Stays crashed, without a worker: sends fail until the session is started again. */
  private giveUp(detail: string): void {
    this.status = "crashed";
    this.options.listener.status("crashed", {
      kind: "transport-error",
      detail,
      at: this.clock(),
    });
    this.rejectWaiting(detail);
  }

  private stopWorker(): void {
    clearTimeout(this.crashTimer);
    this.crashRequested = false;
    this.generation++;
    this.port?.terminate();
    this.port = undefined;
  }

  private setStatus(status: TransportStatus): void {
    this.status = status;
    this.options.listener.status(status);
  }

  private transportError(detail: string): void {
    this.options.listener.status(this.status, {
      kind: "transport-error",
      detail,
      at: this.clock(),
    });
  }

  private rejectWaiting(reason: string): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w.reject(new Error(reason));
  }
}

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
