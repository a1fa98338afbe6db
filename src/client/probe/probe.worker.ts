/// <reference lib="webworker" />
/**
 * The report card's worker: one run per worker, its progress and its card posted back. When the
 * server refuses the grant's token, the page is asked for a fresh one (it holds the grant).
 */
import type { ProbeAnswer, ProbeCommand } from "./protocol.ts";
import { runPageProbe } from "./run.ts";

const post = (answer: ProbeAnswer) => self.postMessage(answer);
let tokenWaiter: ((authorization: string | undefined) => void) | undefined;

const refresh = () =>
  new Promise<string | undefined>((resolve) => {
    tokenWaiter = resolve;
    post({ type: "refresh" });
  });

self.onmessage = (event: MessageEvent<ProbeCommand>) => {
  const command = event.data;
  if (command.type === "token") {
    const waiter = tokenWaiter;
    tokenWaiter = undefined;
    waiter?.(command.authorization);
    return;
  }
  runPageProbe(command.request, (step) => post({ type: "progress", step }), refresh).then(
    (card) => post({ type: "card", card }),
    (error: unknown) =>
      post({ type: "failed", error: error instanceof Error ? error.message : String(error) }),
  );
};
