/** The validation worker: judges large texts off the main thread, one request at a time. */
import { judge } from "./judge.ts";
import { type WorkerAnswer, isCheckRequest } from "./protocol.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: WorkerAnswer) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isCheckRequest(request)) return;
  const { seq } = request;
  judge(request.text, request.version, request.requests).then(
    (report) => answer({ type: "report", seq, report }),
    (error: unknown) => answer({ type: "failed", seq, detail: String(error) }),
  );
};
