/** What the session says about a row, in words (pure: the list, the detail and tests share it). */
import { type Key, type Language, t, tn } from "../../i18n/strings.ts";
import type { EventRow, ExchangeRow, MessageRow } from "../../protocol/exchange/rows.ts";
import type { Finding, Severity } from "../../protocol/types.ts";

type KindFacts = Pick<MessageRow, "kind" | "outcome">;

export function kindText(row: KindFacts, lang: Language): string {
  switch (row.kind) {
    case "request":
      return t("row.request", lang);
    case "notification":
      return t("row.notification", lang);
    case "reply":
      return t(row.outcome === "error" ? "row.replyError" : "row.replySuccess", lang);
    case "batch":
      return t("row.batch", lang);
    default:
      return t("row.invalid", lang);
  }
}

export function eventText(row: EventRow, lang: Language): string {
  return t(`event.${row.event}` satisfies Key, lang);
}

/**
 * The flag of a message with findings: its errors, else its warnings (hints are advice, not a
 * problem with the message); undefined when there is neither.
 */
export interface Problems {
  severity: Exclude<Severity, "hint">;
  count: number;
  /** "2 errors", for screen readers and the tooltip. */
  text: string;
}

export function problemsOf(
  row: { findings?: readonly Finding[] | undefined },
  lang: Language,
): Problems | undefined {
  let errors = 0;
  let warnings = 0;
  for (const f of row.findings ?? []) {
    if (f.severity === "error") errors++;
    else if (f.severity === "warning") warnings++;
  }
  if (errors) return { severity: "error", count: errors, text: tn("row.errors.n", errors, lang) };
  if (warnings) {
    return { severity: "warning", count: warnings, text: tn("row.warnings.n", warnings, lang) };
  }
  return undefined;
}

/** A request from the server still waiting for the client's (the user's) reply. */
export function isServerAsk(row: ExchangeRow): row is MessageRow {
  return row.type === "message" && asks(row);
}

const asks = (row: MessageRow) =>
  row.flow === "in" && row.kind === "request" && row.pending === true;

/** The server's requests awaiting an answer, oldest first. */
export function serverAsks(rows: readonly ExchangeRow[]): MessageRow[] {
  return rows.filter(isServerAsk);
}

/** The ties worth a word in the list, most important first. */
export function statusNotes(row: MessageRow, lang: Language): string[] {
  const notes: string[] = [];
  if (asks(row)) notes.push(t("row.yourTurn", lang));
  else if (row.pending) notes.push(t("row.pending", lang));
  if (row.lostTo !== undefined) notes.push(t("row.lost", lang));
  if (row.unmatched) notes.push(t("row.unmatched", lang));
  if (row.duplicateId) notes.push(t("row.duplicateId", lang));
  if (row.toolError) notes.push(t("row.toolError", lang));
  return notes;
}

/** The id as written in JSON ("1" and 1 differ), or nothing. */
export function idText(id: MessageRow["id"]): string {
  return id === undefined ? "" : JSON.stringify(id);
}
