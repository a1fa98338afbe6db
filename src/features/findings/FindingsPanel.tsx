/**
 * The findings of the current report, grouped by severity, or what the message is when it is
 * valid. The list's items are the findings only (group headings are hidden from the
 * accessibility tree; each finding says its severity), so assistive tech and tests count them.
 */
import { Fragment, useId } from "react";
import { sizeLabel } from "../../i18n/format.ts";
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { Finding } from "../../protocol/types.ts";
import type { JudgedReport } from "../../client/validation/index.ts";
import { StatusIcon, severityText } from "../../ui/severity.tsx";
import { FindingItem } from "./FindingItem.tsx";
import { groupFindings, validSentence } from "./summary.ts";

interface FindingsPanelProps {
  report: JudgedReport | undefined;
  pending: boolean;
  /** Length of the text being judged, to say what takes a while. */
  textLength: number;
  lang: Language;
  describe: (finding: Finding) => string;
  fixTitle: (finding: Finding) => string | undefined;
  onReveal: (finding: Finding) => void;
  onApplyFix: (finding: Finding) => void;
  /** Lesson mode: the findings would give an open exercise's answer away (a note instead). */
  hidden?: boolean;
  /** Lesson mode: one-click fixes are off (the exercise is to make the fix). */
  offerFixes?: boolean;
}

const groupKey = {
  error: "findings.errors",
  warning: "findings.warnings",
  hint: "findings.hints",
} as const;
const countKey = {
  error: "findings.errors.n",
  warning: "findings.warnings.n",
  hint: "findings.hints.n",
} as const;

export function FindingsPanel(props: FindingsPanelProps) {
  const { report, pending, lang } = props;
  const headingId = useId();
  const shown = props.hidden ? [] : (report?.findings ?? []);
  const { groups, counts, hidden } = groupFindings(shown);
  const valid = report && !props.hidden && validSentence(report, lang);
  const offerFixes = props.offerFixes ?? true;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pending}
      className="flex h-full min-h-0 flex-col"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5 dark:border-slate-800">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t("findings.title", lang)}
        </h2>
        <p className="flex gap-2 text-xs text-slate-500 dark:text-slate-400">
          {(["error", "warning", "hint"] as const)
            .filter((s) => counts[s] > 0)
            .map((s) => (
              <span key={s} className={severityText[s]}>
                {tn(countKey[s], counts[s], lang)}
              </span>
            ))}
        </p>
        {pending && (
          <span className="ml-auto animate-[appear-late_150ms_ease-out_400ms_both] text-xs text-slate-500 dark:text-slate-400">
            {props.textLength > 64 * 1024
              ? t("checking.size", lang, { size: sizeLabel(props.textLength, lang) })
              : t("editor.checking", lang)}
          </span>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {props.hidden && (
          <p className="mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
            {t("lessonMode.findingsHidden", lang)}
          </p>
        )}
        {!offerFixes && shown.some((f) => f.fix) && (
          <p className="mb-3 px-1 text-xs text-slate-600 dark:text-slate-300">
            {t("lessonMode.fixesOff", lang)}
          </p>
        )}
        {valid && (
          <div className="mb-3 flex gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200">
            <StatusIcon kind="valid" className="mt-0.5" />
            <div>
              <p className="font-medium">{valid}</p>
              <p className="mt-0.5 text-xs opacity-80">
                {t("version.judgedAgainst", lang, { version: report.version })}
              </p>
            </div>
          </div>
        )}
        <ul aria-label={accessibleName("findings.title")} className="flex flex-col gap-2">
          {groups.map(({ severity, findings }) => (
            <Fragment key={severity}>
              <li
                role="presentation"
                aria-hidden="true"
                className={`mt-1 flex items-center gap-1.5 px-1 text-xs font-semibold first:mt-0 ${severityText[severity]}`}
              >
                <StatusIcon kind={severity} className="size-3.5" />
                {t(groupKey[severity], lang)} · {counts[severity]}
              </li>
              {findings.map((finding, i) => (
                <FindingItem
                  key={`${finding.code}:${finding.path}:${i}`}
                  finding={offerFixes ? finding : withoutFix(finding)}
                  lang={lang}
                  message={props.describe(finding)}
                  fixTitle={props.fixTitle(finding)}
                  canFix={!pending}
                  onReveal={props.onReveal}
                  onApplyFix={props.onApplyFix}
                />
              ))}
            </Fragment>
          ))}
        </ul>
        {hidden > 0 && (
          <p className="mt-3 px-1 text-xs text-slate-500 dark:text-slate-400">
            {t("findings.more", lang, { n: hidden })}
          </p>
        )}
        {report && !props.hidden && !valid && report.findings.length === 0 && (
          <p className="px-1 text-sm text-slate-500">{t("findings.none", lang)}</p>
        )}
      </div>
    </section>
  );
}

const withoutFix = ({ fix: _fix, ...finding }: Finding): Finding => finding;
