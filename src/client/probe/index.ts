/**
 * The report card in the page: the same checks as `mcp-msg probe`, run in a worker of their
 * own (`probe.worker.ts`: the core judges every message there, never on the main thread)
 * against the page's target. `startProbe` is given a way to start that worker.
 */
import type { Card } from "../../probe/index.ts";
import type { ProbeAnswer, ProbeCommand, ProbeRequest } from "./protocol.ts";

export { GIFT_URL, type ProbeGrant, type ProbeRequest, type ProbeTarget } from "./protocol.ts";

export interface ProbeWorkerPort {
  postMessage(command: ProbeCommand): void;
  terminate(): void;
  // The parts of a Worker's events used here (no DOM types: Node checks the tests that reach this).
  onmessage: ((event: { data: ProbeAnswer }) => void) | null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null;
}

/**
 * Runs the card in a fresh worker; resolves with the card, rejects with why it failed.
 * `refresh`: a fresh `Authorization` for the grant when the server refused its token.
 */
export function startProbe(
  spawn: () => ProbeWorkerPort,
  request: ProbeRequest,
  onProgress: (step: string) => void,
  refresh?: () => Promise<string | undefined>,
): Promise<Card> {
  return new Promise<Card>((resolve, reject) => {
    const worker = spawn();
    worker.onmessage = (event) => {
      const answer = event.data;
      if (answer.type === "progress") return onProgress(answer.step);
      if (answer.type === "refresh") {
        const asked = refresh ? refresh().catch(() => undefined) : Promise.resolve(undefined);
        void asked.then((authorization) =>
          worker.postMessage({ type: "token", ...(authorization && { authorization }) }),
        );
        return;
      }
      worker.terminate();
      if (answer.type === "card") resolve(answer.card);
      else reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || "The checks stopped with an error."));
    };
    worker.postMessage({ type: "run", request });
  });
}
