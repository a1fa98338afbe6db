import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS, type ServerControls } from "../server/controls.ts";
import type { ToWorker } from "../server/wire.ts";
import type { TransportListener } from "./types.ts";
import { type SpawnWorker, type WorkerHandlers, WorkerTransport } from "./worker.ts";

/** A scripted worker: records what it is sent; the test makes it ready, answer or die. */
interface FakeWorker {
  posted: ToWorker[];
  terminated: boolean;
  handlers: WorkerHandlers;
}

function fakeWorkers(options: { dieOnCrash?: boolean } = {}) {
  const workers: FakeWorker[] = [];
  const spawn: SpawnWorker = (handlers) => {
    const w: FakeWorker = { posted: [], terminated: false, handlers };
    workers.push(w);
    return {
      post: (message) => {
        w.posted.push(message);
        // A real worker throws on "crash"; its error event arrives in a later task.
        if (message.type === "crash" && options.dieOnCrash !== false) {
          setTimeout(() => handlers.death("Uncaught Error: crashed on purpose"));
        }
      },
      terminate: () => (w.terminated = true),
    };
  };
  return { workers, spawn };
}

type Logged = { message: string } | { status: string; event?: string; detail?: string };

function recorder() {
  const log: Logged[] = [];
  const listener: TransportListener = {
    message: (text) => log.push({ message: text }),
    status: (status, event) =>
      log.push({
        status,
        ...(event ? { event: event.kind } : {}),
        ...(event?.detail ? { detail: event.detail } : {}),
      }),
  };
  return { log, listener };
}

const texts = (w: FakeWorker | undefined) =>
  (w?.posted ?? []).flatMap((m) => (m.type === "message" ? [m.text] : []));

let clock = 0;
const tick = () => ++clock;

describe("WorkerTransport", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  const make = (spawn: SpawnWorker, listener: TransportListener, controls = DEFAULT_CONTROLS) =>
    new WorkerTransport({ spawn, listener, controls, clock: tick, crashTimeoutMs: 500 });

  it("gives the worker its controls, then holds messages until it is ready, in order", async () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    const controls: ServerControls = { ...DEFAULT_CONTROLS, latencyMs: 300 };
    const transport = make(spawn, listener, controls);
    const first = transport.send("a");
    const second = transport.send("{not json");
    expect(workers[0]?.posted).toEqual([{ type: "controls", controls }]);

    workers[0]?.handlers.message({ type: "ready" });
    expect(texts(workers[0])).toEqual(["a", "{not json"]);
    const [a, b] = await Promise.all([first, second]);
    expect(b.at).toBeGreaterThan(a.at);
    expect(log).toEqual([{ status: "starting" }, { status: "ready", event: "started" }]);

    await transport.send("c");
    expect(texts(workers[0])).toEqual(["a", "{not json", "c"]);
  });

  it("delivers server messages exactly as written", () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    make(spawn, listener);
    workers[0]?.handlers.message({ type: "ready" });
    workers[0]?.handlers.message({ type: "message", text: ' {"id" :1}\n' });
    expect(log.at(-1)).toEqual({ message: ' {"id" :1}\n' });
  });

  it("replaces a crashed worker with a fresh one that gets the current controls", async () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    const transport = make(spawn, listener);
    workers[0]?.handlers.message({ type: "ready" });
    const changed: ServerControls = { ...DEFAULT_CONTROLS, giftCards: true, catalogRevision: 2 };
    transport.setControls(changed);
    expect(workers[0]?.posted.at(-1)).toEqual({ type: "controls", controls: changed });

    transport.crash();
    expect(workers[0]?.posted.at(-1)).toEqual({ type: "crash" });
    // Sent after the crash was asked for, before the worker died: goes to the new one.
    const early = transport.send("before death");
    await vi.advanceTimersByTimeAsync(0);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1]?.posted).toEqual([{ type: "controls", controls: changed }]);

    const late = transport.send("while restarting");
    workers[1]?.handlers.message({ type: "ready" });
    await Promise.all([early, late]);
    expect(texts(workers[1])).toEqual(["before death", "while restarting"]);
    expect(texts(workers[0])).toEqual([]);
    expect(log.slice(2)).toEqual([
      { status: "crashed", event: "crashed", detail: "Uncaught Error: crashed on purpose" },
      { status: "starting" },
      { status: "ready", event: "restarted" },
    ]);
  });

  it("stops a worker that ignores the crash, after a while", async () => {
    const { workers, spawn } = fakeWorkers({ dieOnCrash: false });
    const { log, listener } = recorder();
    const transport = make(spawn, listener);
    workers[0]?.handlers.message({ type: "ready" });
    transport.crash();
    await vi.advanceTimersByTimeAsync(499);
    expect(workers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(log.find((l) => "event" in l && l.event === "crashed")).toBeDefined();
  });

  it("ignores a replaced worker's late messages and death", async () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    const transport = make(spawn, listener);
    workers[0]?.handlers.message({ type: "ready" });
    transport.crash();
    await vi.advanceTimersByTimeAsync(0);
    const before = log.length;
    workers[0]?.handlers.message({ type: "message", text: "ghost" });
    workers[0]?.handlers.death("late");
    expect(log).toHaveLength(before);
    expect(workers).toHaveLength(2);
  });

  it("counts a crash asked for while starting as a crash, not a failed start", async () => {
    const { workers, spawn } = fakeWorkers();
    const { listener } = recorder();
    const transport = make(spawn, listener);
    for (let i = 0; i < 5; i++) {
      transport.crash();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(workers).toHaveLength(6);
    workers[5]?.handlers.message({ type: "ready" });
    await expect(transport.send("x")).resolves.toBeDefined();
  });

  it("gives up after repeated deaths before ready, and says so", async () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    const transport = make(spawn, listener);
    const waiting = transport.send("queued");
    for (let i = 0; i < 3; i++) workers[i]?.handlers.death("SyntaxError in the server script");
    expect(workers).toHaveLength(3);
    await expect(waiting).rejects.toThrow(/failed to start 3 times/);
    await expect(transport.send("later")).rejects.toThrow(/new session/);
    expect(log.at(-1)).toMatchObject({ status: "crashed", event: "transport-error" });
  });

  it("stays crashed when no worker can be created at all", async () => {
    const { log, listener } = recorder();
    const transport = make(() => {
      throw new Error("Workers are not supported");
    }, listener);
    expect(log).toEqual([
      {
        status: "crashed",
        event: "transport-error",
        detail: "The server could not be started: Workers are not supported",
      },
    ]);
    await expect(transport.send("x")).rejects.toThrow(/not running/);
    transport.crash(); // nothing to crash: no error
  });

  it("reports server failures and unreadable data as transport errors", () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    make(spawn, listener);
    workers[0]?.handlers.message({ type: "ready" });
    workers[0]?.handlers.message({ type: "failure", detail: "The reply could not be written." });
    workers[0]?.handlers.message(42);
    workers[0]?.handlers.message({ type: "message", text: 7 });
    expect(log.slice(2)).toEqual([
      { status: "ready", event: "transport-error", detail: "The reply could not be written." },
      {
        status: "ready",
        event: "transport-error",
        detail: "The server sent something unreadable.",
      },
      {
        status: "ready",
        event: "transport-error",
        detail: "The server sent something unreadable.",
      },
    ]);
  });

  it("on close, stops the worker and fails what was waiting", async () => {
    const { workers, spawn } = fakeWorkers();
    const { log, listener } = recorder();
    const transport = make(spawn, listener);
    const waiting = transport.send("never");
    transport.close();
    await expect(waiting).rejects.toThrow(/stopped/);
    expect(workers[0]?.terminated).toBe(true);
    expect(log.at(-1)).toEqual({ status: "closed" });
    workers[0]?.handlers.message({ type: "ready" });
    expect(log.at(-1)).toEqual({ status: "closed" });
    await expect(transport.send("after")).rejects.toThrow(/stopped/);
  });
});
