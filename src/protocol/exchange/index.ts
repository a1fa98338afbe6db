/** The exchange log and everything derived from it: rows, counts, filters, Mermaid text. */
export type {
  EventEntry,
  ExchangeEntry,
  Flow,
  HttpDetail,
  MessageEntry,
  ServerEventKind,
} from "./types.ts";
export type { EventRow, ExchangeRow, MemberRow, MessageFacts, MessageRow } from "./rows.ts";
export {
  type DeriverStats,
  type ExchangeDeriver,
  type ExchangeDeriverOptions,
  createDerivation,
  createExchangeDeriver,
  deriveExchange,
} from "./derive.ts";
export { createPlainDeriver, derivePlain, plainReport } from "./plain.ts";
export {
  type ExchangeSummary,
  type RowFilter,
  exchangeSummary,
  filterRows,
  methodsIn,
} from "./summary.ts";
export { mermaidText, toMermaid } from "./mermaid.ts";
