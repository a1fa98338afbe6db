/**
 * The Web Worker that runs the gift server in the browser. It speaks `wire.ts`: raw client
 * texts in, raw server texts out, controls, and a crash on request.
 */
import { createGiftEndpoint } from "./endpoint.ts";
import type { FromWorker, ToWorker } from "./wire.ts";

/** The part of the worker's global scope used here (also easy to stand in for in tests). */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: { data: ToWorker }) => void) | null;
}

export function startWorker(scope: WorkerScope): void {
  const post = (message: FromWorker) => scope.postMessage(message);
  const endpoint = createGiftEndpoint({
    send: (text) => post({ type: "message", text }),
    onError: (error) => post({ type: "failure", detail: error.message }),
  });
  scope.onmessage = (event) => {
    const data = event.data;
    switch (data.type) {
      case "message":
        endpoint.receive(data.text);
        return;
      case "controls":
        endpoint.setControls(data.controls);
        return;
      case "crash":
        // Thrown from a timer, outside any handler, so the page sees the worker's error event.
        setTimeout(() => {
          throw new Error("The gift server crashed on request.");
        }, 0);
        return;
    }
  };
  post({ type: "ready" });
}

// Started only inside a dedicated worker (tests import `startWorker` with their own scope).
const maybeWorker = globalThis as unknown as Partial<WorkerScope> & { document?: unknown };
if (typeof maybeWorker.postMessage === "function" && maybeWorker.document === undefined) {
  startWorker(maybeWorker as WorkerScope);
}
