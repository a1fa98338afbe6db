/** The worker entry, driven through a stand-in for the worker's global scope. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS } from "./controls.ts";
import { type WorkerScope, startWorker } from "./worker.ts";
import type { FromWorker, ToWorker } from "./wire.ts";

function fakeScope() {
  const posted: FromWorker[] = [];
  const scope: WorkerScope = { postMessage: (m) => posted.push(m), onmessage: null };
  const post = (data: ToWorker) => scope.onmessage?.({ data });
  return { scope, posted, post };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the gift server worker", () => {
  it("says it is ready, then answers raw messages with raw messages", async () => {
    vi.useFakeTimers();
    const { scope, posted, post } = fakeScope();
    startWorker(scope);
    expect(posted).toEqual([{ type: "ready" }]);
    post({ type: "controls", controls: { ...DEFAULT_CONTROLS, strictLifecycle: false } });
    post({ type: "message", text: '{"jsonrpc":"2.0","id":7,"method":"ping"}' });
    post({ type: "message", text: "not json" });
    await vi.advanceTimersByTimeAsync(1);
    // The parse error is answered at once; the ping goes through the SDK's handler first.
    expect(posted.slice(1)).toEqual([
      {
        type: "message",
        text: expect.stringContaining('{"jsonrpc":"2.0","error":{"code":-32700') as unknown,
      },
      { type: "message", text: '{"jsonrpc":"2.0","id":7,"result":{}}' },
    ]);
  });

  it("applies the controls it is sent", async () => {
    vi.useFakeTimers();
    const { scope, posted, post } = fakeScope();
    startWorker(scope);
    post({ type: "controls", controls: { ...DEFAULT_CONTROLS, latencyMs: 500 } });
    post({ type: "message", text: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
    await vi.advanceTimersByTimeAsync(499);
    expect(posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(2);
  });

  it("crashes with an uncaught error from a timer when told to", () => {
    vi.useFakeTimers();
    const { scope, post } = fakeScope();
    startWorker(scope);
    post({ type: "crash" });
    expect(() => vi.runOnlyPendingTimers()).toThrow(/crashed on request/);
  });
});
