/**
 * The rows of the exchange log, derived in the derive worker (`client/exchange`) as the log
 * grows: no session check runs on the main thread, and a check that takes too long stops with
 * a notice instead of freezing the page. Until the worker answers, the previous rows stay (none
 * for a new session).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type Channel, type Derived, Deriving, type Spawn } from "../../client/exchange/index.ts";
import DeriveWorker from "../../client/exchange/derive.worker.ts?worker";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";

const spawnWorker: Spawn = (onAnswer, onDeath) => {
  const worker = new DeriveWorker({ name: "mcp-derive" });
  worker.onmessage = (event: MessageEvent<unknown>) => onAnswer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onDeath();
  };
  worker.onmessageerror = () => onDeath();
  const channel: Channel = {
    post: (request) => worker.postMessage(request),
    terminate: () => worker.terminate(),
  };
  return channel;
};

const NONE: Derived = { rows: [], stopped: undefined };

export interface ExchangeRows extends Derived {
  /** The rows once they describe the newest log (what an export should use). */
  settled: () => Promise<Derived>;
}

export function useExchangeRows(
  entries: readonly ExchangeEntry[],
  sessionId: number,
  version: VersionChoice,
): ExchangeRows {
  const [derived, setDerived] = useState<Derived>(NONE);
  const deriving = useRef<Deriving | null>(null);

  useEffect(() => {
    const instance = new Deriving({ spawn: spawnWorker }, setDerived);
    deriving.current = instance;
    return () => {
      instance.dispose();
      deriving.current = null;
    };
  }, []);

  useEffect(() => {
    deriving.current?.update(entries, sessionId, version);
  }, [entries, sessionId, version]);

  const settled = useCallback(() => deriving.current?.settled() ?? Promise.resolve(NONE), []);
  return { rows: derived.rows, stopped: derived.stopped, settled };
}
