/** The browser side of the worker transport: starts the gift server's Web Worker. */
import type { SpawnWorker } from "./worker.ts";

export const spawnGiftWorker: SpawnWorker = (handlers) => {
  const worker = new Worker(new URL("../server/worker.ts", import.meta.url), {
    type: "module",
    name: "gift-server",
  });
  worker.onmessage = (event: MessageEvent<unknown>) => handlers.message(event.data);
  // An uncaught error in the worker (a crash, or a script that failed to load).
  worker.onerror = (event) => {
    event.preventDefault();
    handlers.death(event.message || "The server stopped with an error.");
  };
  worker.onmessageerror = () => handlers.message(undefined);
  return {
    post: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
  };
};
