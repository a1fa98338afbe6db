/** What the findings panel shows, computed from a report: groups, the valid sentence, positions. */
import { type Language, t } from "../../i18n/strings.ts";
import type { Finding, Severity } from "../../protocol/types.ts";
import type { JudgedReport } from "../../client/validation/index.ts";

export const SEVERITIES: readonly Severity[] = ["error", "warning", "hint"];

/** More findings than this are counted, not drawn: a broken 10,000-element batch stays fast. */
export const MAX_SHOWN = 200;

export interface FindingGroups {
  groups: { severity: Severity; findings: Finding[] }[];
  counts: Record<Severity, number>;
  /** Findings left out of `groups` (the least severe go first). */
  hidden: number;
}

export function groupFindings(findings: readonly Finding[], limit = MAX_SHOWN): FindingGroups {
  const counts: Record<Severity, number> = { error: 0, warning: 0, hint: 0 };
  for (const f of findings) counts[f.severity]++;
  let room = limit;
  const groups = [];
  for (const severity of SEVERITIES) {
    if (!counts[severity] || room <= 0) continue;
    const shown: Finding[] = [];
    for (const f of findings) {
      if (f.severity !== severity) continue;
      if (shown.length >= room) break;
      shown.push(f);
    }
    room -= shown.length;
    groups.push({ severity, findings: shown });
  }
  return { groups, counts, hidden: Math.max(0, findings.length - limit) };
}

const idText = (id: string | number | null | undefined) =>
  typeof id === "string" ? JSON.stringify(id) : String(id);

/** "Valid request: tools/call, id 1 — a reply is expected"; undefined when not valid. */
export function validSentence(report: JudgedReport, lang: Language): string | undefined {
  if (!report.valid) return undefined;
  const method = report.method ?? "";
  switch (report.kind) {
    case "request":
      return t("valid.request", lang, { method, id: idText(report.id) });
    case "notification":
      return t("valid.notification", lang, { method });
    case "reply":
      if (report.id === undefined || report.id === null) return t("valid.replyNoId", lang);
      return t(report.outcome === "error" ? "valid.replyError" : "valid.replySuccess", lang, {
        id: idText(report.id),
      });
    case "batch":
      return t("valid.batch", lang, { n: report.items?.length ?? 0 });
    default:
      return undefined;
  }
}

/** `line:column` of a finding's start. */
export const positionOf = (f: Finding) => `${f.range.start.line}:${f.range.start.column}`;

/** Splits a message at backticks: odd parts are code (`name`), rendered as inert text. */
export function codeParts(message: string): { text: string; code: boolean }[] {
  return message
    .split("`")
    .map((text, i) => ({ text, code: i % 2 === 1 }))
    .filter((part) => part.text !== "");
}
