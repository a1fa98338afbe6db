/**
 * What the log checks count: only what was logged after the exercise opened in this page load.
 * A session restored after a reload (or from a link or a file) never gives credit, even when it
 * holds exactly the messages the exercise asks for.
 */
import { describe, expect, it } from "vitest";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import { countsFrom } from "../../src/learn/since.ts";
import type { ServerExercise } from "../../src/learn/types.ts";
import { deriveExchange } from "../../src/protocol/exchange/derive.ts";
import type { ExchangeEntry, NewEntry } from "../../src/protocol/exchange/types.ts";
import { type ExchangeSlice, createExchangeSlice } from "../../src/store/exchange.ts";
import { runSteps } from "./run.ts";

function slice(): () => ExchangeSlice {
  let state: ExchangeSlice;
  state = createExchangeSlice((update) => {
    state = { ...state, ...(typeof update === "function" ? update(state) : update) };
  });
  return () => state;
}

const exercise = LESSONS.find((l) => l.id === "replies")?.exercises.find(
  (e) => e.id === "get-method-not-found",
) as ServerExercise;

const started = (at: number): NewEntry => ({
  type: "event",
  event: "started",
  at,
});

/** Grades the store's log as the page does, for an exercise opened at `opened`. */
function grade(state: ExchangeSlice, opened: { sessionId: number; seq: number }) {
  const since = countsFrom(opened, state);
  const rows = deriveExchange(state.entries, exercise.version);
  return gradeExercise(exercise, { log: { rows, entries: state.entries as never, since } });
}

describe("a session restored after the exercise opened", () => {
  it("gives no credit for its entries; messages logged live after it do count", async () => {
    const solved = await runSteps(exercise, exercise.solution);
    // The solving log as it was kept before the reload (flows as they were logged).
    const kept: ExchangeEntry[] = solved.rows.map((r, i) =>
      r.type === "message"
        ? { type: "message", seq: i, flow: r.flow, text: r.text, at: 1 }
        : { type: "event", seq: i, event: r.event, at: 1 },
    );

    const store = slice();
    // A fresh page: the server starts, the exercise opens, then the kept session is restored.
    store().appendEntries([started(2)]);
    const opened = { sessionId: store().sessionId, seq: store().nextSeq };
    store().loadSession(kept, { keep: true });
    expect(store().liveFrom).toBe(kept.length);
    expect(grade(store(), opened).solved).toBe(false);

    // Sent live after the restore: the same messages now count.
    store().appendEntries(kept.map(({ seq: _seq, ...e }) => ({ ...e, at: 3 })));
    expect(grade(store(), opened).solved).toBe(true);
  }, 20_000);

  it("counts from the opening within its session, from the first live entry in a later one", () => {
    expect(countsFrom({ sessionId: 3, seq: 7 }, { sessionId: 3, liveFrom: 0 })).toBe(7);
    expect(countsFrom({ sessionId: 3, seq: 7 }, { sessionId: 4, liveFrom: 12 })).toBe(12);
    const store = slice();
    store().loadSession(Array.from({ length: 4 }, (_, seq) => ({ ...started(1), seq })));
    expect(store().liveFrom).toBe(4);
    store().startSession();
    expect(store().liveFrom).toBe(0);
  });
});
