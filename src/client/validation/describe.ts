/** Finding messages, fix titles and kind reasons in the UI language (part of the core chunk). */
import {
  describeFinding as describeCoreFinding,
  describeFix,
} from "../../i18n/findings/describe.ts";
import { describeReason as describeCoreReason } from "../../i18n/findings/reasons.ts";
import { type Language, t } from "../../i18n/strings.ts";
import type { Finding } from "../../protocol/types.ts";
import { STOPPED_CODE } from "./failure.ts";
import type { JudgedReport } from "./protocol.ts";
import { sizeLabel } from "../../i18n/format.ts";

/** The app's own finding: the checker could not finish on the text. */
function describeStopped(finding: Finding, lang: Language): string {
  const args = finding.args ?? {};
  const cause = args.cause === "timeout" || args.cause === "crashed" ? args.cause : "failed";
  const size = sizeLabel(Number(args.chars) || 0, lang);
  return t(`stopped.${cause}`, lang, { size, seconds: args.seconds ?? 0 });
}

export function describeFinding(finding: Finding, lang: Language): string {
  if (finding.code === STOPPED_CODE) return describeStopped(finding, lang);
  return describeCoreFinding(finding, lang);
}

export function fixTitle(finding: Finding, lang: Language): string | undefined {
  return describeFix(finding, lang);
}

export function describeReason(report: JudgedReport, lang: Language): string {
  if (report.findings[0]?.code === STOPPED_CODE) return t("stopped.reason", lang);
  return describeCoreReason(report.reason, lang);
}
