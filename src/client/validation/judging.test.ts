import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STOPPED_CODE } from "./failure.ts";
import { type Judged, Judging, type Spawn } from "./judging.ts";
import type { CheckRequest, JudgedReport } from "./protocol.ts";

const reportOf = (reason: string): JudgedReport => ({
  kind: "invalid",
  version: "2025-11-25",
  reason,
  valid: false,
  findings: [],
});

/** A fake worker channel: records requests; the test answers or kills it. */
function fakeWorkers() {
  const spawned: {
    posted: CheckRequest[];
    answer(seq: number, reason: string): void;
    die(): void;
    terminated: boolean;
  }[] = [];
  const spawn: Spawn = (onAnswer, onDeath) => {
    const w = {
      posted: [] as CheckRequest[],
      terminated: false,
      answer: (seq: number, reason: string) =>
        onAnswer({ type: "report", seq, report: reportOf(reason) }),
      die: onDeath,
    };
    spawned.push(w);
    return { post: (r) => w.posted.push(r), terminate: () => (w.terminated = true) };
  };
  return { spawned, spawn };
}

const big = (tag: string) => tag + "x".repeat(100);

describe("Judging", () => {
  let shown: Judged[];
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = (spawn: Spawn, timeoutMs = () => 1000) =>
    new Judging(
      {
        spawn,
        judgeHere: (text) => Promise.resolve(reportOf(`here:${text}`)),
        threshold: 50,
        debounceMs: 10,
        timeoutMs,
      },
      (j) => shown.push(j),
    );

  it("debounces small texts on the main thread: only the last of a burst is judged", async () => {
    const j = make(fakeWorkers().spawn);
    j.submit("a", "auto");
    j.submit("ab", "auto");
    j.submit("abc", "2025-03-26");
    await vi.advanceTimersByTimeAsync(20);
    expect(shown.map((s) => [s.report.reason, s.choice])).toEqual([["here:abc", "2025-03-26"]]);
  });

  it("sends large texts to the worker, one at a time, and shows only the newest answer", async () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn);
    j.submit(big("1"), "auto");
    j.submit(big("2"), "auto");
    j.submit(big("3"), "auto");
    const w = spawned[0]!;
    expect(spawned).toHaveLength(1);
    expect(w.posted.map((p) => p.text[0])).toEqual(["1"]);
    w.answer(w.posted[0]!.seq, "one");
    expect(shown).toEqual([]);
    expect(w.posted.map((p) => p.text[0])).toEqual(["1", "3"]);
    w.answer(w.posted[1]!.seq, "three");
    expect(shown.map((s) => s.report.reason)).toEqual(["three"]);
    await vi.advanceTimersByTimeAsync(5000); // the watchdog was cleared
    expect(w.terminated).toBe(false);
  });

  it("a small text typed after a large one wins over the worker's late answer", async () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn);
    j.submit(big("1"), "auto");
    j.submit("{}", "auto");
    await vi.advanceTimersByTimeAsync(20);
    spawned[0]!.answer(spawned[0]!.posted[0]!.seq, "late");
    expect(shown.map((s) => s.report.reason)).toEqual(["here:{}"]);
  });

  it("restarts a crashed worker and re-runs the newest request; gives up after a second crash", () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn);
    j.submit(big("1"), "2025-06-18");
    spawned[0]!.die();
    expect(spawned[0]!.terminated).toBe(true);
    expect(spawned).toHaveLength(2);
    expect(spawned[1]!.posted[0]!.text).toBe(big("1"));
    spawned[1]!.die();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.report.findings[0]!.code).toBe(STOPPED_CODE);
    expect(shown[0]!.report.version).toBe("2025-06-18");
    // The next text gets a fresh worker.
    j.submit(big("2"), "auto");
    expect(spawned).toHaveLength(3);
  });

  it("stops a worker that takes too long and explains it", async () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn, () => 3000);
    j.submit(big("1"), "auto");
    await vi.advanceTimersByTimeAsync(3001);
    expect(spawned[0]!.terminated).toBe(true);
    expect(shown[0]!.report.findings[0]!.message).toContain("longer than 3 s");
    // No re-run of a text that timed out: it would only time out again.
    expect(spawned).toHaveLength(1);
  });

  it("prewarms one worker and uses it; a replaced worker's late words are ignored", () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn);
    j.prewarm();
    j.prewarm();
    expect(spawned).toHaveLength(1);
    j.submit(big("1"), "auto");
    expect(spawned[0]!.posted).toHaveLength(1);
    spawned[0]!.die();
    expect(spawned).toHaveLength(2);
    spawned[0]!.die(); // the dead worker again: no effect on its replacement
    spawned[0]!.answer(spawned[0]!.posted[0]!.seq, "ghost");
    expect(spawned).toHaveLength(2);
    expect(shown).toEqual([]);
    spawned[1]!.answer(spawned[1]!.posted[0]!.seq, "real");
    expect(shown.map((s) => s.report.reason)).toEqual(["real"]);
  });

  it("ignores everything after dispose", async () => {
    const { spawned, spawn } = fakeWorkers();
    const j = make(spawn);
    j.submit(big("1"), "auto");
    j.submit("{}", "auto");
    j.dispose();
    await vi.advanceTimersByTimeAsync(20);
    spawned[0]!.answer(1, "late");
    expect(shown).toEqual([]);
    expect(spawned[0]!.terminated).toBe(true);
  });
});
