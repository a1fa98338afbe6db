/**
 * The rows of the exchange log, derived as it grows by one incremental deriver per session
 * (and version). The deriver judges messages with the protocol core, so its module loads after
 * the first paint, like the core; until then there are no rows.
 */
import { useMemo } from "react";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { lazyModule } from "../../ui/lazy.ts";

export type ExchangeModule = typeof import("../../protocol/exchange/index.ts");

const exchangeModule = lazyModule(() => import("../../protocol/exchange/index.ts"));

/** The exchange module, or undefined while it loads. */
export const useExchangeModule = (): ExchangeModule | undefined => exchangeModule.use();

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
