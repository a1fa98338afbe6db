/**
 * The main thread's share of each message arriving, a session grown one message at a time:
 * - here: the deriver run on this thread on the grown log (how the page derived before);
 * - worker: handing the log to `Deriving` (the new entry posted to the derive worker) plus
 *   taking in its answer (the changed rows read from the message and put in place). The
 *   worker's own time is not the main thread's and is left out; drawing is the same either way
 *   and left out too.
 */
import {
  type Channel,
  type Derived,
  Deriving,
  type Spawn,
} from "../../../client/exchange/index.ts";
import DeriveWorker from "../../../client/exchange/derive.worker.ts?worker";
import { createExchangeDeriver } from "../../../protocol/exchange/derive.ts";
import type { ExchangeEntry } from "../../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../../protocol/versions.ts";
import type { AppendTimes } from "./result.ts";

function hereTimes(log: readonly ExchangeEntry[], version: VersionChoice): number[] {
  const deriver = createExchangeDeriver({ version });
  const times: number[] = [];
  for (let n = 1; n <= log.length; n++) {
    const grown = log.slice(0, n);
    const t = performance.now();
    deriver.update(grown);
    times.push(performance.now() - t);
  }
  return times;
}

async function workerTimes(log: readonly ExchangeEntry[], version: VersionChoice) {
  // Main-thread time spent on the worker's answers since the last append.
  let received = 0;
  const spawn: Spawn = (onAnswer, onDeath) => {
    const worker = new DeriveWorker({ name: "mcp-derive-bench" });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const t = performance.now();
      // Reading `data` is when the browser copies the rows in.
      onAnswer(event.data);
      received += performance.now() - t;
    };
    worker.onerror = () => onDeath();
    const channel: Channel = {
      post: (request) => worker.postMessage(request),
      terminate: () => worker.terminate(),
    };
    return channel;
  };
  let answered: ((d: Derived) => void) | undefined;
  const deriving = new Deriving({ spawn }, (d) => answered?.(d));
  const postMs: number[] = [];
  const receiveMs: number[] = [];
  try {
    for (let n = 1; n <= log.length; n++) {
      const grown = log.slice(0, n);
      // One row per entry: the answer for this log is the one with n rows.
      const rows = new Promise<Derived>((resolve) => {
        answered = (d) => {
          if (d.rows.length === n) resolve(d);
        };
      });
      received = 0;
      const t = performance.now();
      deriving.update(grown, 1, version);
      postMs.push(performance.now() - t);
      if ((await rows).stopped) throw new Error("checking stopped during the benchmark");
      receiveMs.push(received);
    }
  } finally {
    deriving.dispose();
  }
  return { postMs, receiveMs };
}

export async function appendTimes(
  log: readonly ExchangeEntry[],
  version: VersionChoice,
): Promise<AppendTimes> {
  const worker = await workerTimes(log, version);
  return { hereMs: hereTimes(log, version), ...worker };
}
