import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplyWaits, errorMessage } from "./waits.ts";

describe("the reply waits", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settle by the reply\'s id, 1 and "1" apart, notifications and non-JSON ignored', async () => {
    const waits = new ReplyWaits();
    const one = waits.wait(1, 1000);
    const text = waits.wait("1", 1000);
    waits.answer('{"jsonrpc":"2.0","method":"x","id":1}');
    waits.answer("not json");
    waits.answer('{"jsonrpc":"2.0","id":"1","result":{}}');
    expect(await text).toEqual({ jsonrpc: "2.0", id: "1", result: {} });
    waits.answer('{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"no"}}');
    expect(await one).toMatchObject({ id: 1 });
  });

  it("end without a reply on timeout, on a newer wait for the id, and all at once", async () => {
    const waits = new ReplyWaits();
    const timed = waits.wait(7, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await timed).toBeUndefined();
    const older = waits.wait(8, 1000);
    const newer = waits.wait(8, 1000);
    expect(await older).toBeUndefined();
    const other = waits.wait(9, 1000);
    waits.endAll();
    expect(await newer).toBeUndefined();
    expect(await other).toBeUndefined();
  });

  it("say a JSON-RPC error by its message", () => {
    expect(errorMessage({ code: -1, message: "refused" })).toBe("refused");
    expect(errorMessage({ code: -1 })).toBe('{"code":-1}');
  });
});
