/**
 * The rows the page gets from the derive worker equal the deriver's own, whatever the log and
 * however it arrives: the scheduler (`Deriving`) runs the real worker code in-process behind a
 * fake channel that clones every message as `postMessage` does.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Deriving, type Derived } from "../../src/client/exchange/deriving.ts";
import { fakeWorkers } from "../../src/client/exchange/testkit.ts";
import { demoSession } from "../../src/features/diagram/bench/demo.ts";
import { syntheticSession } from "../../src/features/diagram/bench/session.ts";
import { deriveExchange } from "../../src/protocol/exchange/derive.ts";
import { randomLogs } from "../../src/protocol/exchange/randomLogs.ts";
import type { ExchangeEntry } from "../../src/protocol/exchange/types.ts";
import type { VersionChoice } from "../../src/protocol/versions.ts";

const flush = () => vi.advanceTimersByTimeAsync(0);

/** Feeds `log` to a scheduler in chunks ending at `cuts`; the rows shown at the end. */
async function throughWorker(
  log: readonly ExchangeEntry[],
  version: VersionChoice,
  cuts: readonly number[],
) {
  let shown: Derived | undefined;
  const { spawn, spawned } = fakeWorkers();
  const deriving = new Deriving({ spawn }, (d) => (shown = d));
  for (const n of [...cuts, log.length]) {
    deriving.update(log.slice(0, n), 1, version);
    await flush();
  }
  const settled = await deriving.settled();
  deriving.dispose();
  expect(settled).toBe(shown);
  // One worker (none for an empty log).
  expect(spawned.length).toBe(log.length > 0 ? 1 : 0);
  const sent = spawned[0]?.requests.reduce((n, r) => n + r.entries.length, 0) ?? 0;
  return { rows: settled.rows, stopped: settled.stopped, sent };
}

describe("rows through the derive worker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("equal the deriver's for a 10,000-message session appended one message at a time", async () => {
    const log = syntheticSession(10_000);
    const cuts = log.map((_, i) => i + 1);
    const { rows, stopped, sent } = await throughWorker(log, "2025-11-25", cuts);
    expect(rows).toEqual(deriveExchange(log, "2025-11-25"));
    expect(stopped).toBeUndefined();
    // Each entry went to the worker once.
    expect(sent).toBe(log.length);
  });

  it("equal the deriver's for the same session opened at once, and in uneven chunks", async () => {
    const log = syntheticSession(3_000, 11);
    const expected = deriveExchange(log, "auto");
    expect((await throughWorker(log, "auto", [])).rows).toEqual(expected);
    const cuts = [1, 2, 3, 50, 51, 700, 701, 2_500];
    expect((await throughWorker(log, "auto", cuts)).rows).toEqual(expected);
  });

  it("equal the deriver's for a session with one of everything, in every version", async () => {
    const log = demoSession();
    for (const version of ["auto", "2024-11-05", "2025-03-26", "2026-07-28"] as const) {
      const cuts = log.map((_, i) => i);
      expect((await throughWorker(log, version, cuts)).rows).toEqual(deriveExchange(log, version));
    }
  });

  it("equal the deriver's for random logs cut anywhere", async () => {
    await fc.assert(
      fc.asyncProperty(randomLogs, fc.array(fc.nat(), { maxLength: 8 }), async (log, cuts) => {
        const points = cuts.map((c) => c % (log.length + 1)).sort((a, b) => a - b);
        const { rows } = await throughWorker(log, "2025-03-26", points);
        expect(rows).toEqual(deriveExchange(log, "2025-03-26"));
      }),
      { numRuns: 150 },
    );
  });
});
