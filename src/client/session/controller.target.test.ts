/** The controller's targets: the gift server's worker and a remote server, switched cleanly. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS } from "../../server/controls.ts";
import type { NewEntry } from "../../protocol/exchange/types.ts";
import type { TransportListener } from "../../transport/types.ts";
import { SessionController } from "./controller.ts";
import type { ServerConnection } from "./types.ts";

interface Fake {
  listener: TransportListener;
  sent: string[];
  closed: boolean;
  cancelled: (string | number)[];
}

function setup() {
  const log: NewEntry[] = [];
  const workers: Fake[] = [];
  const remotes: Fake[] = [];
  let clock = 0;
  const fake = (listener: TransportListener, into: Fake[], http: boolean): ServerConnection => {
    const f: Fake = { listener, sent: [], closed: false, cancelled: [] };
    into.push(f);
    return {
      send: (text) => {
        f.sent.push(text);
        const at = ++clock;
        return Promise.resolve(
          http ? { at, http: { method: "POST", url: "u", status: 200 } } : { at },
        );
      },
      close: () => (f.closed = true),
      cancel: (id) => {
        f.cancelled.push(id);
        return Promise.resolve(true);
      },
    };
  };
  const controller = new SessionController({
    connect: (listener) => fake(listener, workers, false),
    sink: {
      append: (b) => log.push(...b),
      status: () => {},
      reset: () => (log.length = 0),
      load: (entries) => log.splice(0, log.length, ...entries),
    },
    controls: () => DEFAULT_CONTROLS,
    clock: () => ++clock,
  });
  const summary = () =>
    log.map((e) =>
      e.type === "event"
        ? `event ${e.event}`
        : `${e.flow} ${e.text}${e.http ? ` ${e.http.status}` : ""}`,
    );
  return {
    controller,
    log,
    workers,
    remotes,
    summary,
    connectRemote: () => controller.connectRemote((l) => fake(l, remotes, true)),
    flush: () => vi.advanceTimersByTimeAsync(20),
  };
}

describe("SessionController targets", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends to the remote server once connected, keeps the log and the worker", async () => {
    const s = setup();
    s.controller.start();
    await s.controller.send("a");
    s.controller.switchTarget("remote", "to remote");
    expect(await s.controller.send("lost")).toBe(false); // nothing connected yet
    s.connectRemote();
    await s.controller.send("b");
    s.remotes[0]?.listener.message("reply", 40, {
      method: "POST",
      url: "u",
      status: 200,
    });
    s.remotes[0]?.listener.sent?.("cancelled", 50, { method: "POST", url: "u", status: 202 });
    // The worker is neither closed nor logged while the remote server is the target.
    s.workers[0]?.listener.message("from worker", 60);
    await s.flush();
    expect(s.workers).toHaveLength(1);
    expect(s.workers[0]?.closed).toBe(false);
    expect(s.workers[0]?.sent).toEqual(["a"]);
    expect(s.remotes[0]?.sent).toEqual(["b"]);
    expect(s.summary()).toEqual([
      "out a",
      "event target-changed",
      "event transport-error",
      "out b 200",
      "in reply 200",
      "out cancelled 202",
    ]);
  });

  it("switching back closes the remote connection and ignores what it still says", async () => {
    const s = setup();
    s.controller.start();
    s.connectRemote();
    s.controller.switchTarget("gift", "to gift");
    expect(s.remotes[0]?.closed).toBe(true);
    s.remotes[0]?.listener.message("late", 1);
    await s.controller.send("c");
    await s.flush();
    expect(s.workers[0]?.sent).toEqual(["c"]);
    expect(s.summary()).toEqual(["event target-changed", "out c"]);
    expect(await s.controller.cancel(1)).toBe(false);
  });

  it("cancels on the remote target; a new session connects it afresh", async () => {
    const s = setup();
    s.controller.start();
    s.connectRemote();
    expect(await s.controller.cancel(7)).toBe(true);
    expect(s.remotes[0]?.cancelled).toEqual([7]);
    s.controller.restart();
    expect(s.remotes).toHaveLength(2);
    expect(s.remotes[0]?.closed).toBe(true);
    expect(s.controller.currentTarget()).toBe("remote");
  });

  it("a stdio server takes the outside slot: logged as stdio, replaced by a remote one", async () => {
    const s = setup();
    s.controller.start();
    s.controller.switchTarget("stdio", "to stdio");
    expect(await s.controller.send("early")).toBe(false);
    s.controller.connectRemote((l) => {
      const c = { send: () => Promise.resolve({ at: 1 }), close: () => undefined };
      s.remotes.push({ listener: l, sent: [], closed: false, cancelled: [] });
      return c;
    }, "stdio");
    expect(s.controller.currentTarget()).toBe("stdio");
    s.remotes[0]?.listener.status("ready", { kind: "started", at: 2, detail: "pid 7" });
    s.remotes[0]?.listener.message("from stdio", 3);
    await s.flush();
    expect(s.summary()).toEqual([
      "event target-changed",
      "event transport-error",
      "event started",
      "in from stdio",
    ]);
    s.controller.restart();
    expect(s.remotes).toHaveLength(2);
    expect(s.controller.currentTarget()).toBe("stdio");
    s.connectRemote();
    expect(s.controller.currentTarget()).toBe("remote");
    // The stdio connection of before says nothing in the log any more.
    s.remotes[1]?.listener.message("late", 9);
    await s.flush();
    expect(s.summary()).toEqual([]);
  });

  it("says what to do when no stdio server runs, and leaves it for the gift server", async () => {
    const s = setup();
    s.controller.start();
    s.controller.switchTarget("stdio", "to stdio");
    await s.controller.send("x");
    s.controller.switchTarget("gift", "back");
    await s.controller.send("y");
    await s.flush();
    expect(s.summary()).toEqual([
      "event target-changed",
      "event transport-error",
      "event target-changed",
      "out y",
    ]);
    expect(s.log[1]).toMatchObject({
      detail: "Not sent: no stdio server is running (choose one and press Start).",
    });
  });
});
