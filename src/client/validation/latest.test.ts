import { describe, expect, it } from "vitest";
import { LatestWins } from "./latest.ts";

describe("LatestWins", () => {
  it("sends at once when idle, keeps only the newest waiting request", () => {
    const l = new LatestWins<string>();
    const a = l.next("a");
    expect(l.enqueue(a)).toBe(a);
    expect(l.enqueue(l.next("b"))).toBeUndefined();
    const c = l.next("c");
    expect(l.enqueue(c)).toBeUndefined();
    // The answer to "a" is stale; "b" was replaced by "c", which goes next.
    expect(l.settle(a.seq)).toEqual({ next: c });
    expect(l.settle(c.seq)).toEqual({ accepted: c });
    expect(l.busy).toBe(false);
  });

  it("ignores answers that are not the one in flight", () => {
    const l = new LatestWins<string>();
    const a = l.next("a");
    l.enqueue(a);
    expect(l.settle(a.seq + 7)).toEqual({});
    expect(l.busy).toBe(true);
  });

  it("drops a waiting request overtaken by one judged elsewhere", () => {
    const l = new LatestWins<string>();
    const a = l.next("a");
    l.enqueue(a);
    l.enqueue(l.next("big"));
    const small = l.next("small"); // judged on the main thread, never enqueued
    expect(l.settle(a.seq)).toEqual({});
    expect(l.isLatest(small.seq)).toBe(true);
  });

  it("re-runs the newest request once after a crash, then gives it up", () => {
    const l = new LatestWins<string>();
    const a = l.next("a");
    l.enqueue(a);
    const first = l.fail();
    expect(first.rerun).toMatchObject({ seq: a.seq, attempt: 2 });
    expect(l.fail()).toEqual({ giveUp: { ...a, attempt: 2 } });
    expect(l.busy).toBe(false);
  });

  it("after a crash, a newer waiting request goes instead of the lost one", () => {
    const l = new LatestWins<string>();
    l.enqueue(l.next("a"));
    const b = l.next("b");
    l.enqueue(b);
    expect(l.fail()).toEqual({ rerun: b });
  });

  it("does not re-run after a timeout, nor a lost request that is stale", () => {
    const l = new LatestWins<string>();
    const a = l.next("a");
    l.enqueue(a);
    expect(l.fail(false)).toEqual({ giveUp: a });
    l.enqueue(l.next("b"));
    l.next("c");
    expect(l.fail()).toEqual({});
  });
});
