/**
 * The report card's data: what a server check found. Plain data only, so a card travels as JSON
 * (the CLI's output, an export, a link) and is read back without the code that made it.
 */
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import type { CheckId } from "./catalog.ts";

/**
 * `warning`: a SHOULD the server missed, or a MUST check that found something doubtful;
 * `not-applicable`: the server declares nothing the check is about (left out of the score);
 * `could-not-run`: the check could not get an answer to judge (why in `note`).
 */
export type CheckStatus = "passed" | "failed" | "warning" | "not-applicable" | "could-not-run";

export const CHECK_STATUSES: readonly CheckStatus[] = [
  "passed",
  "failed",
  "warning",
  "not-applicable",
  "could-not-run",
];

export type { CheckLevel } from "./catalog.ts";

/** Why a check ended as it did: a key of `NOTES` in `texts.ts` with its values (server text inert). */
export interface CheckNote {
  key: string;
  params?: Record<string, string | number>;
}

export interface CheckResult {
  id: CheckId;
  status: CheckStatus;
  /** The log entries (their `seq`) the verdict is about: the first one is the one to show. */
  entries: number[];
  notes: CheckNote[];
}

export interface Score {
  /** 0..100, rounded down; undefined when no check applied. */
  percent?: number;
  /** Weighted points earned and possible (see `score.ts` for the rule). */
  earned: number;
  possible: number;
  counts: Record<CheckStatus, number>;
  /** Every MUST check that ran passed (or only warned). */
  mustPassed: boolean;
}

/** One non-message HTTP exchange of the run (GET stream, DELETE, preflight), secrets masked. */
export interface HttpRecord {
  method: string;
  url: string;
  status?: number;
  requestHeaders: Record<string, string>;
  responseHeaders?: Record<string, string>;
  /** Why there is no status: the request failed (network, CORS). */
  error?: string;
  at: number;
  /** `rebinding`: sent as a page of another site would (the DNS-rebinding check). */
  purpose?: "rebinding";
}

export type CardTransport = "streamable-http" | "sse" | "stdio";

export const CARD_TRANSPORTS: readonly CardTransport[] = ["streamable-http", "sse", "stdio"];

/** How a run was authorized; never the token itself. */
export interface CardAuthorization {
  /** `grant`: a token of the page's authorization flow; `header`: an Authorization header given. */
  source: "grant" | "header";
  /** The authorization server that issued the grant's token. */
  issuer?: string;
  /** The scopes the grant holds. */
  scope?: string;
  /** Times the token was refreshed during the run. */
  refreshed?: number;
  /** The server refused the token (this HTTP status) at least once, and no fresh one helped. */
  refused?: number;
}

export interface Card {
  /** The format of this object; readers refuse a newer one. */
  format: 1;
  target: string;
  /** The version the checks were run for (what the server agreed to, when it did). */
  version: string;
  /**
   * The transport the run spoke: over HTTP, Streamable HTTP or the 2024-11-05 HTTP+SSE; stdio
   * for a server the run started as a process (`target` is then its command line).
   */
  transport?: CardTransport;
  startedAt: number;
  finishedAt: number;
  checks: CheckResult[];
  score: Score;
  /** The tools the user chose to call (names), nothing else was called. */
  calledTools: string[];
  /** The run's traffic: an ordinary session log. */
  log: ExchangeEntry[];
  /** HTTP exchanges that carried no message (the GET stream, DELETE, the CORS preflight). */
  http: HttpRecord[];
  /** Present when the run's requests carried authorization. */
  authorization?: CardAuthorization;
}
