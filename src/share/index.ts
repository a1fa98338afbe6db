/**
 * Sharing work, what leaves the page: permalinks, export, import, curl and replay (what stays on
 * the device is `src/store/device`). No React, no store, no DOM beyond guarded globals: every
 * function here runs in Node and in the browser, and none has a side effect beyond what its name
 * says (opening a link never sends anything).
 *
 * How the UI uses it:
 *
 * "Copy link" (share button)
 *   const r = await encodeLink({ text, version, target, session: withSession ? entries : undefined },
 *                              { pageUrl: location.href });
 *   r.ok → copy r.url; show r.warnings (EncodeWarning codes). On "too-long", offer
 *   r.messageOnly (the same link without the session). r.ok false → r.reason
 *   ("too-large" | "unsupported" | "unsafe-url").
 *
 * Opening a link (on load and on `hashchange`)
 *   if (isLinkHash(location.hash)) { const d = await decodeLink(location.hash); … }
 *   d.ok → put d.state in the editor/settings (nothing is sent); d.notes (LinkNoteCode) may be
 *   shown quietly. A remote target from a link is only shown: connect when the user sends.
 *   d.ok false → a banner explaining d.reason (one of REJECT_REASONS); d.detail is an English
 *   technical line for a "details" disclosure. Either way the current work is kept until the
 *   user accepts (the decoded state is a value, not an action).
 *
 * "Copy link" of a report card (`card-link.ts`, imported by its path: it brings the masking)
 *   const r = await encodeCardLink(card, location.href);
 *   r.ok → copy r.url (r.long: say that chat apps may cut it); r.ok false → r.reason
 *   ("too-large": the session does not fit, so no link | "unsupported"). Opening one is
 *   opening a link: d.state.card is the card, its log is d.state.session; a card that cannot
 *   be read is refused ("card-malformed", "newer-version", "too-large").
 *
 * Export menu (the UI makes a Blob download or copies the text)
 *   exportJsonLines(entries, { version }) → .jsonl, re-importable exactly (headers left out
 *     unless { headers: true }) · reportText(reportFromRows(rows, { version, uncheckedFrom }))
 *     → .json findings report · mermaidFromRows(rows) → .mmd, from the rows the page derived
 *     (in Node, exportReport(entries, { version }) and exportMermaid(entries, version) derive
 *     them) · exportFileName(kind, date) → a file name
 *   toCurl(text, { url, protocolVersion, sessionId, headers }, { reveal }) → a curl command
 *     for a remote target, secrets masked unless reveal is true.
 *   curlForSent(text, httpDetail, knownHeaders, { reveal }) → the command repeating a message
 *     as it was POSTed (recorded headers; a masked secret is put back only from knownHeaders).
 *
 * Import (file input or paste)
 *   if (file.size > IMPORT_LIMITS.maxChars) refuse; else importSession(await file.text())
 *   → { format, entries, warnings (ImportWarningCode + count), skipped, version? }; `version`
 *   (from the file or its handshake) is a suggestion for the version picker.
 *
 * Replay view
 *   const plan = planReplay(recorded, { version, freshIds?, handshake? });
 *   const run = await runReplay(plan, send, { signal, restart });
 *     send(text) resolves with the server messages that text brought (the worker: collect until
 *     the reply to its id, or a timeout; HTTP: the response's messages); restart() starts the
 *     server anew for steps recorded after a restart (optional).
 *   const cmp = compareReplay(recorded, run.entries, plan);
 *   cmp.steps[i]: status, recorded[] and replayed[] reply texts side by side, differences
 *   (JSON pointer paths); cmp.counts for the summary line.
 */
export {
  ENCODE_WARNINGS,
  type DecodeResult,
  type EncodeResult,
  type EncodeWarning,
  LINK_LIMITS,
  LINK_NOTES,
  LINK_PREFIX,
  type LinkEntry,
  type LinkNote,
  type LinkNoteCode,
  type LinkState,
  type LinkTarget,
  REJECT_REASONS,
  type RejectReason,
  decodeLink,
  encodeLink,
  isLinkHash,
  withHash,
} from "./link.ts";
export { CARD_FORMAT, CARD_LIMITS, type CardRead, readLinkCard } from "./card.ts";
export {
  type ExportKind,
  type JsonLinesOptions,
  type ReportFinding,
  type ReportMessage,
  type ReportOptions,
  type SessionReport,
  exportFileName,
  exportJsonLines,
  mermaidFromRows,
  reportFromRows,
  reportText,
} from "./export.ts";
export { buildReport, exportMermaid, exportReport } from "./derived.ts";
export {
  type CurlOptions,
  type CurlResult,
  type CurlTarget,
  type SentCurlResult,
  type SentRequest,
  MASK,
  curlForSent,
  shellQuote,
  toCurl,
} from "./curl.ts";
export {
  IMPORT_LIMITS,
  IMPORT_WARNINGS,
  type ImportFormat,
  type ImportResult,
  type ImportWarning,
  type ImportWarningCode,
  importSession,
} from "./import.ts";
export {
  type ReplayComparison,
  type ReplayOptions,
  type ReplayPlan,
  type ReplayRun,
  type ReplaySend,
  type ReplayStep,
  type StepComparison,
  type StepStatus,
  compareReplay,
  planReplay,
  runReplay,
} from "./replay.ts";
export { type DiffOptions, type JsonDifference, DEFAULT_IGNORED_KEYS, diffJson } from "./diff.ts";
