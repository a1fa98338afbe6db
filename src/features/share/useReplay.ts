/**
 * Replaying the session: its client messages are sent again, in a new session (a fresh gift
 * server, or the remote server connected afresh, so the comparison is fair), and the new
 * replies are compared with the recorded ones. The new exchange shows in the session list like
 * anything sent; the recorded session is kept here, for the comparison and to be put back.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { type ReplayComparison, compareReplay, planReplay, runReplay } from "../../share/replay.ts";
import type { SessionController } from "../session/controller.ts";
import { replaySender } from "./replaySender.ts";
import { replaceSession } from "./session.ts";

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
  version: VersionChoice;
}

/** How many client messages the session would replay. */
export function replayable(entries: readonly ExchangeEntry[], version: VersionChoice): number {
  return planReplay(entries, { version }).steps.length;
}

export function useReplay({ controller, entries, version }: Options) {
  const [state, setState] = useState<ReplayState>({ phase: "idle", done: 0, total: 0 });
  const abort = useRef<AbortController | undefined>(undefined);
  const recorded = useRef<readonly ExchangeEntry[] | undefined>(undefined);

  const start = useCallback(async () => {
    if (abort.current) return;
    const log = entries();
    const plan = planReplay(log, { version });
    if (plan.steps.length === 0) return;
    const control = new AbortController();
    abort.current = control;
    recorded.current = log;
    setState({ phase: "running", done: 0, total: plan.steps.length });
    controller.restart();
    const sender = replaySender(controller, { signal: control.signal });
    let done = 0;
    try {
      const run = await runReplay(
        plan,
        async (text) => {
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
    } finally {
      sender.close();
      abort.current = undefined;
    }
  }, [controller, entries, version]);

  const stop = useCallback(() => abort.current?.abort(), []);

  /** Back to the start (the dialog opened again); a replay under way is left alone. */
  const reset = useCallback(() => {
    if (!abort.current) setState({ phase: "idle", done: 0, total: 0 });
  }, []);

  /** The recorded session back in the list, in place of the replayed one. */
  const restore = useCallback(() => {
    if (recorded.current) replaceSession(controller, recorded.current);
  }, [controller]);

  useEffect(() => () => abort.current?.abort(), []);

  return { state, start, stop, reset, restore, canRestore: state.phase === "done" };
}
