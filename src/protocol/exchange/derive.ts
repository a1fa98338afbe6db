/**
 * The exchange log → rows, incrementally: the app appends one entry at a time to sessions of
 * tens of thousands of messages, so an update judges only the entries it has not seen. Each
 * message is judged by the core's session rules in its direction, so wrong server messages get
 * findings too; the ties between messages are derived by `derivation.ts`. In the page this runs
 * in the derive worker (`client/exchange`), never on the main thread: a server's tool schemas
 * decide what the rules cost.
 */
import { createSession } from "../session/index.ts";
import { createWidgetJudge } from "../session/widget.ts";
import { DEFAULT_PROTOCOL_VERSION, MODERN_VERSION } from "../versions.ts";
import type { VersionChoice } from "../versions.ts";
import {
  Derivation,
  type DeriverStats,
  type ExchangeDeriver,
  type Judge,
  incrementalDeriver,
} from "./derivation.ts";
import { plainReport } from "./plain.ts";
import type { ExchangeRow } from "./rows.ts";
import type { ExchangeEntry } from "./types.ts";

export type { DeriverStats, ExchangeDeriver } from "./derivation.ts";

export interface ExchangeDeriverOptions {
  version: VersionChoice;
  /**
   * Messages from this seq on are classified only, not judged by the session rules: no
   * findings, the same ties (checking stopped there, see `client/exchange`).
   */
  uncheckedFrom?: number;
  /** The clock of the session rules' budgets, in milliseconds; tests pass a fake one. */
  clock?: () => number;
}

/** Judges with one session of the rules per server; from `uncheckedFrom` on, classifies only. */
function sessionJudge({ version, uncheckedFrom, clock }: ExchangeDeriverOptions): () => Judge {
  return () => {
    const session = createSession({ version, ...(clock ? { clock } : {}) });
    return (entry, direction, previous) =>
      uncheckedFrom !== undefined && entry.seq >= uncheckedFrom
        ? plainReport(entry.text, version, previous)
        : session.check(entry.text, { direction });
  };
}

/**
 * Judges the widget lane against the MCP Apps schema (and the MCP schema of the version the
 * server's messages were judged against, for the MCP methods a widget uses).
 */
function widgetJudge({ version, uncheckedFrom }: ExchangeDeriverOptions): () => Judge {
  return () => {
    const judge = createWidgetJudge();
    return (entry, _direction, previous) => {
      const v = version === "auto" ? (previous ?? DEFAULT_PROTOCOL_VERSION) : version;
      return uncheckedFrom !== undefined && entry.seq >= uncheckedFrom
        ? plainReport(entry.text, v, previous)
        : judge(entry.text, entry.flow, v);
    };
  };
}

/** One pass, fed entry by entry (the derive worker's way: it sends back what changed). */
export function createDerivation(options: ExchangeDeriverOptions, stats?: DeriverStats) {
  return new Derivation(
    sessionJudge(options),
    stats,
    widgetJudge(options),
    // The auto-detection probe is a message of the version it is written in, whatever the
    // session's: judged there, with its reply.
    sessionJudge({ ...options, version: MODERN_VERSION }),
  );
}

export function createExchangeDeriver(options: ExchangeDeriverOptions): ExchangeDeriver {
  return incrementalDeriver(options.version, (version, stats) =>
    createDerivation({ ...options, version }, stats),
  );
}

/** The rows of a whole log at once. */
export function deriveExchange(
  entries: readonly ExchangeEntry[],
  version: VersionChoice,
  options: Omit<ExchangeDeriverOptions, "version"> = {},
): readonly ExchangeRow[] {
  return createExchangeDeriver({ ...options, version }).update(entries);
}
