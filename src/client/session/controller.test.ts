import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS, type ServerControls } from "../../server/controls.ts";
import type { NewEntry } from "../../protocol/exchange/types.ts";
import type { TransportListener } from "../../transport/types.ts";
import { SessionController } from "./controller.ts";
import { type Connect, REPLY_TIMEOUT_MS, type ServerStatus } from "./types.ts";

/** A connection the test drives: it records what is sent and speaks for the server. */
interface FakeConnection {
  listener: TransportListener;
  controls: ServerControls;
  sent: string[];
  closed: boolean;
  crashed: number;
  failSends?: string;
}

function setup() {
  const connections: FakeConnection[] = [];
  const log: NewEntry[] = [];
  const statuses: ServerStatus[] = [];
  let resets = 0;
  let clock = 100;
  const connect: Connect = (listener, controls) => {
    const c: FakeConnection = { listener, controls, sent: [], closed: false, crashed: 0 };
    connections.push(c);
    return {
      send: (text) => {
        if (c.failSends) return Promise.reject(new Error(c.failSends));
        c.sent.push(text);
        return Promise.resolve({ at: ++clock });
      },
      close: () => (c.closed = true),
      crash: () => c.crashed++,
      setControls: (controls) => (c.controls = controls),
    };
  };
  let controls = DEFAULT_CONTROLS;
  const controller = new SessionController({
    connect,
    sink: {
      append: (batch) => log.push(...batch),
      status: (s) => statuses.push(s),
      reset: () => {
        resets++;
        log.length = 0;
      },
      load: (entries) => {
        log.length = 0;
        log.push(...entries);
      },
    },
    controls: () => controls,
    clock: () => ++clock,
  });
  const server = (i = connections.length - 1) => {
    const c = connections[i];
    if (!c) throw new Error("no connection");
    return {
      c,
      ready: (kind: "started" | "restarted" = "started") =>
        c.listener.status("ready", { kind, at: ++clock }),
      say: (text: string) => c.listener.message(text, ++clock),
      crash: () => {
        c.listener.status("crashed", { kind: "crashed", at: ++clock, detail: "boom" });
        c.listener.status("starting");
      },
    };
  };
  const flush = () => vi.advanceTimersByTimeAsync(20);
  const summary = () =>
    log.map((e) => (e.type === "event" ? `event ${e.event}` : `${e.flow} ${e.text}`));
  return {
    controller,
    connections,
    log,
    statuses,
    server,
    flush,
    summary,
    resets: () => resets,
    setControls: (c: ServerControls) => (controls = c),
  };
}

describe("SessionController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("logs what was sent and received, and the server's events, in order", async () => {
    const s = setup();
    s.controller.start();
    s.controller.start(); // a second start (React's double effect) keeps the one connection
    expect(s.connections).toHaveLength(1);
    s.server().ready();
    await s.controller.send('{"id":1}');
    s.server().say('{"id":1,"result":{}}');
    await s.controller.send("{broken");
    expect(s.log).toEqual([]); // written in one batch, a moment later
    await s.flush();
    expect(s.summary()).toEqual([
      "event started",
      'out {"id":1}',
      'in {"id":1,"result":{}}',
      "out {broken",
    ]);
    expect(s.statuses).toEqual(["starting", "ready"]);
  });

  it("shows watchers what the current server sends, across a new session, until unwatched", () => {
    const s = setup();
    const seen: string[] = [];
    const unwatch = s.controller.watch((text) => seen.push(text));
    s.controller.start();
    s.server().say("a");
    s.controller.restart();
    s.server(0).say("from the old server");
    s.server().say("b");
    unwatch();
    s.server().say("c");
    expect(seen).toEqual(["a", "b"]);
  });

  it("shows a replaced server as restarting, then ready", async () => {
    const s = setup();
    s.controller.start();
    s.server().ready();
    s.server().crash();
    s.server().ready("restarted");
    expect(s.statuses).toEqual(["starting", "ready", "crashed", "restarting", "ready"]);
    await s.flush();
    expect(s.summary()).toEqual(["event started", "event crashed", "event restarted"]);
  });

  it("logs a send that failed as a transport error and says it was not sent", async () => {
    const s = setup();
    s.controller.start();
    s.server().c.failSends = "The server is stopped.";
    expect(await s.controller.send("x")).toBe(false);
    await s.flush();
    expect(s.log).toEqual([
      {
        type: "event",
        event: "transport-error",
        at: expect.any(Number) as number,
        detail: "Not sent: The server is stopped.",
      },
    ]);
  });

  it("starts a new session: old entries and late events dropped, a fresh server", async () => {
    const s = setup();
    s.controller.start();
    const old = s.server(0);
    old.ready();
    s.setControls({ ...DEFAULT_CONTROLS, giftCards: true });
    s.controller.restart();
    expect(old.c.closed).toBe(true);
    expect(s.resets()).toBe(1);
    expect(s.connections[1]?.controls.giftCards).toBe(true);
    old.say("late reply from the old server");
    s.server(1).ready();
    await s.flush();
    expect(s.summary()).toEqual(["event started"]);
  });

  it("forwards controls and crashes to the connection", () => {
    const s = setup();
    s.controller.start();
    const changed = { ...DEFAULT_CONTROLS, latencyMs: 900 };
    s.controller.setControls(changed);
    s.controller.crash();
    expect(s.server().c.controls).toEqual(changed);
    expect(s.server().c.crashed).toBe(1);
  });

  describe("handshake", () => {
    it("sends the follow-up once the request is answered", async () => {
      const s = setup();
      s.controller.start();
      s.server().ready();
      const done = s.controller.handshake('{"id":5,"method":"initialize"}', 5, "initialized");
      await vi.advanceTimersByTimeAsync(0);
      expect(s.server().c.sent).toEqual(['{"id":5,"method":"initialize"}']);
      s.server().say('{"jsonrpc":"2.0","id":"5","result":{}}'); // another id: "5" is not 5
      s.server().say('{"jsonrpc":"2.0","method":"notifications/message","params":{}}');
      await vi.advanceTimersByTimeAsync(0);
      expect(s.server().c.sent).toHaveLength(1);
      s.server().say('{"jsonrpc":"2.0","id":5,"result":{"protocolVersion":"2025-11-25"}}');
      await expect(done).resolves.toMatchObject({ type: "done" });
      expect(s.server().c.sent).toEqual(['{"id":5,"method":"initialize"}', "initialized"]);
    });

    it("stops at an error reply", async () => {
      const s = setup();
      s.controller.start();
      const done = s.controller.handshake("init", 1, "initialized");
      await vi.advanceTimersByTimeAsync(0);
      s.server().say('{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Bad version"}}');
      await expect(done).resolves.toEqual({ type: "refused", message: "Bad version" });
      expect(s.server().c.sent).toEqual(["init"]);
    });

    it("gives up when the server crashes or never answers", async () => {
      const s = setup();
      s.controller.start();
      const crashed = s.controller.handshake("init", 1, "initialized");
      await vi.advanceTimersByTimeAsync(0);
      s.server().crash();
      await expect(crashed).resolves.toEqual({ type: "no-reply" });

      const silent = s.controller.handshake("init", 2, "initialized");
      await vi.advanceTimersByTimeAsync(REPLY_TIMEOUT_MS);
      await expect(silent).resolves.toEqual({ type: "no-reply" });
      expect(s.server().c.sent).toEqual(["init", "init"]);
    });

    it("says so when the request could not be sent", async () => {
      const s = setup();
      s.controller.start();
      s.server().c.failSends = "down";
      await expect(s.controller.handshake("init", 1)).resolves.toEqual({ type: "not-sent" });
    });
  });
});

describe("the widget host's use of the controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("request: sends, logs and resolves with the reply of its id; waits as long as asked", async () => {
    const s = setup();
    s.controller.start();
    s.server().ready();
    const reply = s.controller.request(
      '{"id":"widget-host-1","method":"tools/call"}',
      "widget-host-1",
      60_000,
    );
    await vi.advanceTimersByTimeAsync(REPLY_TIMEOUT_MS + 1);
    s.server().say('{"id":"widget-host-1","result":{"content":[]}}');
    expect(await reply).toEqual({ id: "widget-host-1", result: { content: [] } });
    const late = s.controller.request('{"id":"w2"}', "w2", 1_000);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await late).toBeUndefined();
  });

  it("recordWidget: the widget lane's messages go into the log with their lane", async () => {
    const s = setup();
    s.controller.start();
    s.controller.recordWidget("in", '{"method":"ui/initialize","id":1}');
    s.controller.recordWidget("out", '{"id":1,"result":{}}');
    await s.flush();
    expect(s.log.map((e) => (e.type === "message" ? [e.lane, e.flow] : e.type))).toEqual([
      ["widget", "in"],
      ["widget", "out"],
    ]);
  });
});
