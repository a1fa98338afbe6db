/**
 * The report shown when a text could not be judged (the worker crashed twice on it or ran out
 * of time): the findings panel always ends with an explanation, never with a spinner.
 */
import { sizeLabel } from "../../i18n/format.ts";
import { t } from "../../i18n/strings.ts";
import type { Finding } from "../../protocol/types.ts";
import { DEFAULT_PROTOCOL_VERSION, type VersionChoice } from "../../protocol/versions.ts";
import type { JudgedReport } from "./protocol.ts";

export type StopCause = "crashed" | "timeout" | "failed";

/** Codes of the app's own findings (the core's are in its catalog). */
export const STOPPED_CODE = "app.check-stopped";

export function stoppedReport(
  length: number,
  choice: VersionChoice,
  cause: StopCause,
  seconds = 0,
): JudgedReport {
  const finding: Finding = {
    severity: "error",
    code: STOPPED_CODE,
    // English, like the core's messages; the UI words it in its language from `args`.
    message: t(`stopped.${cause}`, "en", { size: sizeLabel(length, "en"), seconds }),
    args: { cause, chars: length, seconds },
    path: "",
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  };
  return {
    kind: "invalid",
    version: choice === "auto" ? DEFAULT_PROTOCOL_VERSION : choice,
    reason: t("stopped.reason", "en"),
    valid: false,
    findings: [finding],
  };
}
