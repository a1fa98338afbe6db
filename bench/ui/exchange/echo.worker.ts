/** The baseline: a worker that only sends each message back, speaking the same wire protocol. */
import type { FromWorker, ToWorker } from "../../../src/server/wire.ts";

const post = (message: FromWorker) => self.postMessage(message);
self.onmessage = (event: MessageEvent<ToWorker>) => {
  if (event.data.type === "message") post({ type: "message", text: event.data.text });
};
post({ type: "ready" });
