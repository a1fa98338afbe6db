/**
 * Fake derive workers for tests: each runs the real worker code (`DeriveEngine`) in-process,
 * its messages cloned as `postMessage` would, and can be told to hang on a message (as a worker
 * stuck in a costly check does), to crash, or to stay silent so a test answers by hand.
 */
import { DeriveEngine } from "./engine.ts";
import type { Spawn } from "./deriving.ts";
import type { DeriveAnswer, DeriveRequest } from "./protocol.ts";

export interface FakeWorker {
  requests: DeriveRequest[];
  terminated: boolean;
  /** Answers as the worker would (cloned). */
  answer(data: unknown): void;
  /** The worker dies (an uncaught error, out of memory). */
  crash(): void;
}

export interface FakeWorkerOptions {
  /** Never answers by itself (the test answers). */
  silent?: boolean;
  /** Checking this message text never ends (unless it is past `uncheckedFrom`). */
  hangsOn?: (text: string) => boolean;
  /** The worker dies when given this message text. */
  crashesOn?: (text: string) => boolean;
  /** Stays silent until this many ms pass (a worker still loading): no `ready` before. */
  readyAfterMs?: number;
}

/** Spawns fake workers; `options` may change between spawns (the n-th worker gets the n-th). */
export function fakeWorkers(options: FakeWorkerOptions | ((n: number) => FakeWorkerOptions) = {}) {
  const spawned: FakeWorker[] = [];
  const spawn: Spawn = (onAnswer, onDeath) => {
    const o = typeof options === "function" ? options(spawned.length) : options;
    const engine = new DeriveEngine();
    let uncheckedFrom: number | undefined;
    let stuck = false;
    const worker: FakeWorker = {
      requests: [],
      terminated: false,
      answer: (data) => {
        if (!worker.terminated) onAnswer(structuredClone(data));
      },
      crash: () => {
        if (!worker.terminated) onDeath();
      },
    };
    const later = (fn: () => void) => queueMicrotask(() => !worker.terminated && fn());
    const run = (request: DeriveRequest) => {
      if (stuck) return;
      if (request.reset) uncheckedFrom = request.uncheckedFrom;
      const checked = (seq: number) => uncheckedFrom === undefined || seq < uncheckedFrom;
      const at = request.entries.findIndex(
        (e) =>
          e.type === "message" &&
          ((o.crashesOn?.(e.text) ?? false) || ((o.hangsOn?.(e.text) ?? false) && checked(e.seq))),
      );
      const bad = request.entries[at];
      // The worker derives up to the bad message, answering as it goes, then hangs or dies.
      const part = at < 0 ? request : { ...request, entries: request.entries.slice(0, at) };
      const answers: DeriveAnswer[] = [];
      engine.handle(part, (a) => answers.push(a));
      if (at >= 0 && answers.at(-1)?.type === "rows" && at === 0) answers.pop();
      for (const a of answers) later(() => worker.answer(a));
      if (bad?.type === "message" && o.crashesOn?.(bad.text)) later(() => worker.crash());
      else if (bad) stuck = true;
    };
    // Like the real worker, requests wait until it is ready.
    let ready = false;
    const queued: DeriveRequest[] = [];
    const start = () => {
      ready = true;
      worker.answer({ type: "ready" });
      if (!o.silent) for (const request of queued.splice(0)) run(request);
    };
    if (o.readyAfterMs === undefined) later(start);
    else setTimeout(() => !worker.terminated && start(), o.readyAfterMs);
    spawned.push(worker);
    return {
      post: (request) => {
        const copy = structuredClone(request);
        worker.requests.push(copy);
        if (!ready) queued.push(copy);
        else if (!o.silent) later(() => run(copy));
      },
      terminate: () => {
        worker.terminated = true;
      },
    };
  };
  return { spawned, spawn };
}
