/**
 * The report card in the page: the same checks as `mcp-msg probe`, run in a worker of their
 * own (`probe.worker.ts`: the core judges every message there, never on the main thread)
 * against the page's target. `startProbe` is given a way to start that worker.
 */
import type { Card } from "../../probe/index.ts";
import type { ProbeAnswer, ProbeRequest } from "./protocol.ts";

export type { ProbeRequest, ProbeTarget } from "./protocol.ts";

export interface ProbeWorkerPort {
  postMessage(request: ProbeRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ProbeAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Runs the card in a fresh worker; resolves with the card, rejects with why it failed. */
export function startProbe(
  spawn: () => ProbeWorkerPort,
  request: ProbeRequest,
  onProgress: (step: string) => void,
): Promise<Card> {
  return new Promise<Card>((resolve, reject) => {
    const worker = spawn();
    worker.onmessage = (event) => {
      const answer = event.data;
      if (answer.type === "progress") return onProgress(answer.step);
      worker.terminate();
      if (answer.type === "card") resolve(answer.card);
      else reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || "The checks stopped with an error."));
    };
    worker.postMessage(request);
  });
}
