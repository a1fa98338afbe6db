/**
 * The rows of the exchange log, derived as it grows by one incremental deriver per session
 * (and version). The deriver judges messages with the protocol core, so its module loads after
 * the first paint, like the core; until then there are no rows.
 */
import { useEffect, useMemo, useState } from "react";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { VersionChoice } from "../../protocol/versions.ts";

export type ExchangeModule = typeof import("../../protocol/exchange/index.ts");

let loading: Promise<ExchangeModule> | undefined;
let loaded: ExchangeModule | undefined;

function loadExchange(): Promise<ExchangeModule> {
  loading ??= import("../../protocol/exchange/index.ts").then((m) => (loaded = m));
  return loading;
}

/** The exchange module, or undefined while it loads (a failed load is retried on the next use). */
export function useExchangeModule(): ExchangeModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadExchange().then(
      (m) => live && setModule(m),
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}

const NO_ROWS: readonly ExchangeRow[] = [];

export function useExchangeRows(
  exchange: ExchangeModule | undefined,
  entries: readonly ExchangeEntry[],
  sessionId: number,
  version: VersionChoice,
): readonly ExchangeRow[] {
  // One deriver per session: a new session never reuses what the old one derived. The version
  // is given on each update (a change starts the derivation over).
  const deriver = useMemo(
    () => (exchange && sessionId ? exchange.createExchangeDeriver({ version: "auto" }) : undefined),
    [exchange, sessionId],
  );
  return useMemo(
    () => (deriver ? deriver.update(entries, { version }) : NO_ROWS),
    [deriver, entries, version],
  );
}
