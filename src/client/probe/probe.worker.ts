/// <reference lib="webworker" />
/** The report card's worker: one run per worker, its progress and its card posted back. */
import type { ProbeAnswer, ProbeRequest } from "./protocol.ts";
import { runPageProbe } from "./run.ts";

const post = (answer: ProbeAnswer) => self.postMessage(answer);

self.onmessage = (event: MessageEvent<ProbeRequest>) => {
  runPageProbe(event.data, (step) => post({ type: "progress", step })).then(
    (card) => post({ type: "card", card }),
    (error: unknown) =>
      post({ type: "failed", error: error instanceof Error ? error.message : String(error) }),
  );
};
