/**
 * The report card: a whole server judged by checks that need no fixtures, driven by what the
 * server declares. Framework-free (the page and the CLI run the same code).
 *
 * ```ts
 * const wire = httpWire({ url, headers });
 * const card = await runProbe({ target: url, open: wire.open, wire, derive: deriveInProcess });
 * card.checks; // each: id, status, entries (log seqs), notes
 * cardJson(card); cardJUnit(card);
 * ```
 */
export {
  CHECKS,
  CHECK_IDS,
  type CheckDefinition,
  type CheckId,
  levelOf,
  sectionUrl,
  suiteIdsOf,
} from "./catalog.ts";
export type { OpenTransport, ProbeTransport } from "./connection.ts";
export type { AuthAdvice } from "./authorization.ts";
export { type BearerGrant, type BearerState, sameResource } from "./bearer.ts";
export {
  type HttpProbeOptions,
  type HttpWire,
  PROBE_TRANSPORTS,
  type ProbeTransportChoice,
  httpWire,
} from "./http.ts";
export { type Derive, type ProbeOptions, runProbe } from "./run.ts";
export { CREDIT, WEIGHTS, exitStatusOf, scoreOf } from "./score.ts";
export { type ProbeLanguage, checkText, noteText, statusText } from "./texts.ts";
export type { ToolChoice } from "./choice.ts";
export { TRANSPORT_NAMES, cardJUnit, cardJson, readCard } from "./report.ts";
export type {
  Card,
  CardAuthorization,
  CardTransport,
  CheckNote,
  CheckResult,
  CheckStatus,
  HttpRecord,
  Score,
} from "./types.ts";
