/**
 * A widget's lease: its requests go to the connection it was opened on and nowhere else; a new
 * target, a fresh connection or a new session ends it (with the reason), after which nothing is
 * sent or logged for it; the widgets' share of a session's log is bounded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS } from "../../server/controls.ts";
import type { NewEntry } from "../../protocol/exchange/types.ts";
import type { TransportListener } from "../../transport/types.ts";
import { SessionController } from "./controller.ts";
import { type ServerConnection, WIDGET_SHARE } from "./types.ts";
import { type LeaseEnd, LeaseEnded } from "./lease.ts";

interface Fake {
  listener: TransportListener;
  sent: string[];
  closed: boolean;
}

function setup() {
  const log: NewEntry[] = [];
  const workers: Fake[] = [];
  const remotes: Fake[] = [];
  let clock = 0;
  const fake = (listener: TransportListener, into: Fake[]): ServerConnection => {
    const f: Fake = { listener, sent: [], closed: false };
    into.push(f);
    return {
      send: (text) => {
        f.sent.push(text);
        return Promise.resolve({ at: ++clock });
      },
      close: () => (f.closed = true),
    };
  };
  const controller = new SessionController({
    connect: (listener) => fake(listener, workers),
    sink: {
      append: (b) => log.push(...b),
      status: () => {},
      reset: () => (log.length = 0),
      load: (entries) => log.splice(0, log.length, ...entries),
    },
    controls: () => DEFAULT_CONTROLS,
    clock: () => ++clock,
  });
  return {
    controller,
    log,
    workers,
    remotes,
    connectRemote: () => controller.connectRemote((l) => fake(l, remotes)),
    flush: () => vi.advanceTimersByTimeAsync(20),
  };
}

const call = (id: string) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "resources/read", params: { uri: "ui://b/x" } });

describe("a widget's lease on the session", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a widget of server A can never reach server B: its lease ends when B is connected", async () => {
    const s = setup();
    s.controller.start();
    s.connectRemote(); // server A
    const lease = s.controller.lease();
    const ends: LeaseEnd[] = [];
    lease.onEnd((why) => ends.push(why));
    // A request on A is sent and answered.
    const first = lease.request(call("w-1"), "w-1", 60_000);
    await Promise.resolve();
    s.remotes[0]?.listener.message('{"jsonrpc":"2.0","id":"w-1","result":{}}', 5);
    expect(await first).toEqual({ jsonrpc: "2.0", id: "w-1", result: {} });

    // A request still waiting when B is connected ends at once, unanswered.
    const waiting = lease.request(call("w-2"), "w-2", 60_000);
    await Promise.resolve();
    s.connectRemote(); // server B, the same target connected afresh
    expect(await waiting).toBeUndefined();
    expect(ends).toEqual(["reconnect"]);
    expect(lease.live()).toBe(false);

    // Eight calls and eight reads later: nothing went to B, nothing was logged for the widget.
    for (let i = 0; i < 8; i++) {
      await expect(lease.request(call(`c-${i}`), `c-${i}`, 60_000)).rejects.toBeInstanceOf(
        LeaseEnded,
      );
      lease.record("in", `{"i":${i}}`);
    }
    await s.flush();
    expect(s.remotes[1]?.sent).toEqual([]);
    expect(s.remotes[0]?.sent).toHaveLength(2);
    expect(s.log.filter((e) => e.type === "message" && e.lane === "widget")).toEqual([]);
  });

  it("switching the target, or a new session, ends the lease with its reason", async () => {
    const s = setup();
    s.controller.start();
    const onGift = s.controller.lease();
    const why: LeaseEnd[] = [];
    onGift.onEnd((w) => why.push(w));
    s.controller.switchTarget("remote", "to remote");
    expect(why).toEqual(["target"]);

    s.controller.switchTarget("gift", "back");
    const again = s.controller.lease();
    again.onEnd((w) => why.push(w));
    s.controller.restart();
    expect(why).toEqual(["target", "session"]);
    // A lease taken after the change works on the connection of now.
    const fresh = s.controller.lease();
    expect(fresh.live()).toBe(true);
    void fresh.request(call("n-1"), "n-1", 60_000);
    await s.flush();
    expect(s.workers.at(-1)?.sent).toEqual([call("n-1")]);
    // A listener added to an ended lease hears at once why it ended.
    const late: LeaseEnd[] = [];
    again.onEnd((w) => late.push(w));
    expect(late).toEqual(["session"]);
  });

  it("bounds the widgets' share of the session's log, so a flood cannot push the user's entries out", async () => {
    const s = setup();
    s.controller.start();
    await s.controller.send('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    const lease = s.controller.lease();
    const why: LeaseEnd[] = [];
    lease.onEnd((w) => why.push(w));
    for (let i = 0; i < WIDGET_SHARE + 100; i++) lease.record("in", "{}");
    await s.flush();
    const widget = s.log.filter((e) => e.type === "message" && e.lane === "widget");
    expect(widget).toHaveLength(WIDGET_SHARE);
    expect(why).toEqual(["share"]);
    expect(s.log[0]).toMatchObject({ type: "message", flow: "out" });
    // The share is the session's: another widget gets nothing more, a new session a fresh share.
    const next = s.controller.lease();
    next.record("in", "{}");
    await expect(next.request(call("x"), "x", 1000)).rejects.toBeInstanceOf(LeaseEnded);
    s.controller.restart();
    await s.flush();
    s.controller.lease().record("in", "{}");
    await s.flush();
    expect(s.log.filter((e) => e.type === "message" && e.lane === "widget")).toHaveLength(1);
  });

  it("a request the transport stops awaiting (its reply too large) ends at once, not at its timeout", async () => {
    const s = setup();
    s.controller.start();
    s.connectRemote();
    const lease = s.controller.lease();
    const reply = lease.request(call("big"), "big", 10 * 60_000);
    await Promise.resolve();
    s.remotes[0]?.listener.ended?.("big");
    expect(await reply).toBeUndefined();
  });
});
