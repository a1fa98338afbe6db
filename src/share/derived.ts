/**
 * The exports that derive the rows from a log themselves, running the session rules on this
 * thread: for Node (the CLI, scripts, tests). The page has its rows from the derive worker and
 * uses the row-based functions of `export.ts`.
 */
import { deriveExchange } from "../protocol/exchange/derive.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import type { VersionChoice } from "../protocol/versions.ts";
import {
  type ReportOptions,
  type SessionReport,
  mermaidFromRows,
  reportFromRows,
  reportText,
} from "./export.ts";

/** What the checker says about each message of the session, with counts. */
export const buildReport = (
  entries: readonly ExchangeEntry[],
  options: Omit<ReportOptions, "uncheckedFrom">,
): SessionReport => reportFromRows(deriveExchange(entries, options.version), options);

export const exportReport = (...args: Parameters<typeof buildReport>): string =>
  reportText(buildReport(...args));

/** The sequence diagram as Mermaid text, to paste into Markdown. */
export const exportMermaid = (entries: readonly ExchangeEntry[], version: VersionChoice): string =>
  mermaidFromRows(deriveExchange(entries, version));
