/**
 * Messages classified, not judged: the kind, method, id and outcome read from the parsed value,
 * with no findings. Linear in the text whatever it holds (no schema is applied), so it is safe on
 * the main thread. The ties between messages come out as with the session rules, since they
 * rest on the classification alone: the replay comparison pairs replies this way, and the page
 * shows these rows when checking the session had to stop.
 */
import { NOT_JSON_REASON, classify, type Classification } from "../check/classify.ts";
import type { MessageReport } from "../check/types.ts";
import { inferVersion } from "../check/version.ts";
import { parseJson } from "../parse/index.ts";
import { DEFAULT_PROTOCOL_VERSION, type ProtocolVersion, type VersionChoice } from "../versions.ts";
import { Derivation, type ExchangeDeriver, type Judge, incrementalDeriver } from "./derivation.ts";
import type { ExchangeRow } from "./rows.ts";
import type { ExchangeEntry } from "./types.ts";

function reportOf(cls: Classification, version: ProtocolVersion): MessageReport {
  const items = cls.items?.map((item) => reportOf(item, version));
  const report: MessageReport = {
    kind: cls.kind,
    version,
    reason: cls.reason,
    // Only what classification knows for sure: something that is no message at all.
    valid: cls.kind !== "invalid" && (items ?? []).every((item) => item.valid),
    findings: [],
  };
  if (cls.outcome) report.outcome = cls.outcome;
  if (cls.method !== undefined) report.method = cls.method;
  if (cls.id !== undefined) report.id = cls.id;
  if (items) report.items = items;
  return report;
}

/**
 * The report of `text` without findings. In `auto`, the version is the one the message names,
 * else `previous` (the version of the message before it), else the default.
 */
export function plainReport(
  text: string,
  choice: VersionChoice,
  previous?: ProtocolVersion,
): MessageReport {
  const parsed = parseJson(text);
  const named = choice === "auto" && parsed.ok ? inferVersion(parsed.value) : undefined;
  const version = choice === "auto" ? (named ?? previous ?? DEFAULT_PROTOCOL_VERSION) : choice;
  if (!parsed.ok) {
    return { kind: "invalid", version, reason: NOT_JSON_REASON, valid: false, findings: [] };
  }
  const report = reportOf(classify(parsed.value), version);
  report.value = parsed.value;
  return report;
}

const plainJudge =
  (version: VersionChoice): Judge =>
  (entry, _direction, previous) =>
    plainReport(entry.text, version, previous);

/** An incremental deriver that classifies only (see `createExchangeDeriver`). */
export function createPlainDeriver(version: VersionChoice): ExchangeDeriver {
  return incrementalDeriver(version, (v, stats) => new Derivation(() => plainJudge(v), stats));
}

/** The rows of a whole log, classified only: no findings, the same ties. */
export const derivePlain = (
  entries: readonly ExchangeEntry[],
  version: VersionChoice,
): readonly ExchangeRow[] => createPlainDeriver(version).update(entries);
