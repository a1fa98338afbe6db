/**
 * Replaying the session: its client messages are sent again, in a new session (a fresh gift
 * server, or the remote server connected afresh, so the comparison is fair), and the new
 * replies are compared with the recorded ones. The new exchange shows in the session list like
 * anything sent; the recorded session is kept here, for the comparison and to be put back.
 * Until something else is sent or the session is replaced, the last results stay on show and
 * a new replay sends the recorded session again (not the replayed one).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { type ReplayComparison, compareReplay, planReplay, runReplay } from "../../share/replay.ts";
import { type SessionController, replaySender } from "../../client/session/index.ts";

export type ReplayPhase = "idle" | "running" | "done";

export interface ReplayState {
  phase: ReplayPhase;
  /** Client messages sent so far, and in all. */
  done: number;
  total: number;
  comparison?: ReplayComparison;
  /** What each step sent again (its ids as they went out). */
  sent?: string[];
  stopped?: "aborted" | "failed";
  error?: string;
}

interface Options {
  controller: SessionController;
  entries: () => readonly ExchangeEntry[];
  /** Changes whenever the session list is started afresh or replaced. */
  sessionId: () => number;
  version: VersionChoice;
}

/** How many client messages the session would replay. */
export function replayable(entries: readonly ExchangeEntry[], version: VersionChoice): number {
  return planReplay(entries, { version }).steps.length;
}

export function useReplay({ controller, entries, sessionId, version }: Options) {
  const [state, setState] = useState<ReplayState>({ phase: "idle", done: 0, total: 0 });
  const abort = useRef<AbortController | undefined>(undefined);
  const recorded = useRef<readonly ExchangeEntry[] | undefined>(undefined);
  /** The session the last finished replay made, and how many messages it sent there. */
  const replayed = useRef<{ session: number; sent: number } | undefined>(undefined);
  /**
   * Whether the session on screen is still the one the last replay made, with nothing sent
   * since (late answers from the server, such as a reply to a stopped step, do not count).
   */
  const untouched = useCallback(() => {
    const then = replayed.current;
    if (!then || sessionId() !== then.session) return false;
    let out = 0;
    for (const e of entries()) if (e.type === "message" && e.flow === "out") out++;
    return out <= then.sent;
  }, [entries, sessionId]);

  const start = useCallback(async () => {
    if (abort.current) return;
    const log = untouched() && recorded.current ? recorded.current : entries();
    const plan = planReplay(log, { version });
    if (plan.steps.length === 0) return;
    const control = new AbortController();
    abort.current = control;
    recorded.current = log;
    replayed.current = undefined;
    setState({ phase: "running", done: 0, total: plan.steps.length });
    controller.restart();
    const session = sessionId();
    const sender = replaySender(controller, { signal: control.signal });
    let done = 0;
    let sends = 0;
    try {
      const run = await runReplay(
        plan,
        async (text) => {
          sends++;
          const replies = await sender.send(text);
          setState((s) => ({ ...s, done: ++done }));
          return replies;
        },
        { signal: control.signal },
      );
      const comparison = compareReplay(log, run.entries, plan);
      const sent = comparison.steps.map((c) => {
        const entry = c.replayedSeq === undefined ? undefined : run.entries[c.replayedSeq];
        return entry?.type === "message" ? entry.text : (plan.steps[c.step]?.text ?? "");
      });
      setState({
        phase: "done",
        done: run.completed,
        total: plan.steps.length,
        comparison,
        sent,
        ...(run.stopped ? { stopped: run.stopped } : {}),
        ...(run.error !== undefined ? { error: run.error } : {}),
      });
      replayed.current = { session, sent: sends };
    } finally {
      sender.close();
      abort.current = undefined;
    }
  }, [controller, entries, sessionId, version, untouched]);

  const stop = useCallback(() => abort.current?.abort(), []);

  /**
   * The dialog opened again: back to the start, unless a replay is under way or its results
   * still describe the session on screen.
   */
  const reset = useCallback(() => {
    if (abort.current || untouched()) return;
    replayed.current = undefined;
    setState({ phase: "idle", done: 0, total: 0 });
  }, [untouched]);

  /** The recorded session back in the list, in place of the replayed one. */
  const restore = useCallback(() => {
    if (!recorded.current) return;
    controller.replace(recorded.current);
    replayed.current = undefined;
  }, [controller]);

  useEffect(() => () => abort.current?.abort(), []);

  return { state, start, stop, reset, restore, canRestore: state.phase === "done" };
}
