/** The derive worker: turns the exchange log into rows off the main thread (see `engine.ts`). */
import { loadAllPrecompiled } from "../../protocol/schema/precompiled.ts";
import { DeriveEngine } from "./engine.ts";
import { type DeriveAnswer, isDeriveRequest } from "./protocol.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (answer: DeriveAnswer) => scope.postMessage(answer);
const engine = new DeriveEngine();

// Every version's precompiled validators: a session may move to any version. Checking works
// without them, only slower to start. The page's deadline counts from `ready`.
let queue: Promise<void> = loadAllPrecompiled().then(
  () => post({ type: "ready" }),
  () => post({ type: "ready" }),
);

scope.onmessage = (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isDeriveRequest(request)) return;
  queue = queue.then(() => engine.handle(request, post));
};
