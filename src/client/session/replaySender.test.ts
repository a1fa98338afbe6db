import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type ReplayConnection, replaySender } from "./replaySender.ts";

/** A session whose server is played by the test: `serve` delivers a message from it. */
function fakeSession(sendable = true) {
  let watcher: ((text: string) => void) | undefined;
  const sent: string[] = [];
  const connection: ReplayConnection = {
    send: (text) => {
      sent.push(text);
      return Promise.resolve(sendable);
    },
    watch: (w) => {
      watcher = w;
      return () => (watcher = undefined);
    },
  };
  return { connection, sent, serve: (text: string) => watcher?.(text), watching: () => !!watcher };
}

const reply = (id: number | string, result: unknown = {}) =>
  JSON.stringify({ jsonrpc: "2.0", id, result });
const request = (id: number | string, method: string) =>
  JSON.stringify({ jsonrpc: "2.0", id, method });
const note = (method: string) => JSON.stringify({ jsonrpc: "2.0", method });

/** Whether the promise has settled after the pending microtasks. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("replaySender", () => {
  test("a request waits for its reply, then a quiet moment that brings what follows it", async () => {
    const s = fakeSession();
    const { send } = replaySender(s.connection, { quietMs: 100, timeoutMs: 5000 });
    const out = send(request(1, "tools/list"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(out)).toBe(false);
    s.serve(reply(1, { tools: [] }));
    await vi.advanceTimersByTimeAsync(50);
    s.serve(note("notifications/message"));
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(out)).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(await out).toEqual([reply(1, { tools: [] }), note("notifications/message")]);
    expect(s.sent).toEqual([request(1, "tools/list")]);
  });

  test("a batch waits for every request in it; a reply to another id does not end it", async () => {
    const s = fakeSession();
    const { send } = replaySender(s.connection, { quietMs: 10 });
    const batch = JSON.stringify([
      JSON.parse(request(1, "ping")),
      JSON.parse(request("b", "ping")),
    ]);
    const out = send(batch);
    s.serve(reply(1));
    s.serve(reply("1"));
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(out)).toBe(false);
    s.serve(JSON.stringify([{ jsonrpc: "2.0", id: "b", result: {} }]));
    await vi.advanceTimersByTimeAsync(10);
    expect(await out).toHaveLength(3);
  });

  test("a server request ends the step; the answer's step waits for the pending reply", async () => {
    const s = fakeSession();
    const { send } = replaySender(s.connection, { quietMs: 10 });
    const call = send(request(3, "tools/call"));
    s.serve(request(0, "elicitation/create"));
    expect(await call).toEqual([request(0, "elicitation/create")]);
    const answer = send(reply(0, { action: "accept" }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(answer)).toBe(false);
    s.serve(reply(3, { content: [] }));
    await vi.advanceTimersByTimeAsync(10);
    expect(await answer).toEqual([reply(3, { content: [] })]);
  });

  test("a notification with nothing pending ends after the quiet moment", async () => {
    const s = fakeSession();
    const { send } = replaySender(s.connection, { quietMs: 100 });
    const out = send(note("notifications/initialized"));
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(out)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await out).toEqual([]);
  });

  test("a reply that never comes is given up after the timeout, and not waited for again", async () => {
    const s = fakeSession();
    const { send } = replaySender(s.connection, { quietMs: 10, timeoutMs: 1000 });
    const out = send(request(1, "tools/list"));
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(out)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await out).toEqual([]);
    const next = send(note("notifications/initialized"));
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(next)).toBe(true);
  });

  test("Stop ends the wait at once; a message that could not be sent throws", async () => {
    const control = new AbortController();
    const s = fakeSession();
    const sender = replaySender(s.connection, { signal: control.signal });
    const out = sender.send(request(1, "tools/list"));
    expect(await settled(out)).toBe(false);
    control.abort();
    expect(await out).toEqual([]);
    sender.close();
    expect(s.watching()).toBe(false);

    const refused = replaySender(fakeSession(false).connection);
    await expect(refused.send(request(1, "ping"))).rejects.toThrow(/could not be sent/);
  });
});
