/** One finding: where it is, what is wrong, and its fix. Clicking it goes to its place. */
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { Finding, Severity } from "../../protocol/types.ts";
import { StatusIcon, severityText } from "../../ui/severity.tsx";
import { codeParts, positionOf } from "./summary.ts";

const severityBorder: Record<Severity, string> = {
  error: "border-l-rose-500",
  warning: "border-l-amber-500",
  hint: "border-l-sky-500",
};

interface FindingItemProps {
  finding: Finding;
  lang: Language;
  message: string;
  /** The fix's title in the UI language. */
  fixTitle: string | undefined;
  /** False while a newer text is being judged: the fix's range may no longer be right. */
  canFix: boolean;
  onReveal: (finding: Finding) => void;
  onApplyFix: (finding: Finding) => void;
}

export function FindingItem(props: FindingItemProps) {
  const { finding, lang, message, fixTitle, canFix } = props;
  const where = finding.path === "" ? t("findings.wholeMessage", lang) : finding.path;
  return (
    <li
      className={`rounded-md border border-l-4 border-y-slate-200 border-r-slate-200 bg-white shadow-xs dark:border-y-slate-800 dark:border-r-slate-800 dark:bg-slate-900 ${severityBorder[finding.severity]}`}
    >
      <button
        type="button"
        onClick={() => props.onReveal(finding)}
        title={t("findings.goTo", lang)}
        className="block w-full rounded-md px-3 pt-2 pb-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800/60"
      >
        <span className="flex gap-2 text-sm leading-snug text-slate-800 dark:text-slate-200">
          <StatusIcon
            kind={finding.severity}
            className={`mt-0.5 ${severityText[finding.severity]}`}
          />
          <span>
            <span className="sr-only">{t(`severity.${finding.severity}`, lang)}: </span>
            <Inline text={message} />
          </span>
        </span>
        <span className="mt-1.5 ml-6 flex items-baseline gap-2 font-mono text-xs text-slate-500 dark:text-slate-400">
          <span className="min-w-0 truncate" title={where}>
            {where}
          </span>
          <span
            className="shrink-0"
            title={t("findings.position", lang, { ...finding.range.start })}
          >
            {positionOf(finding)}
          </span>
        </span>
      </button>
      {finding.fix && (
        <div className="flex items-center gap-2 border-t border-slate-100 py-1.5 pr-3 pl-9 dark:border-slate-800">
          <button
            type="button"
            aria-label={accessibleName("findings.applyFix")}
            title={fixTitle}
            disabled={!canFix}
            onClick={() => props.onApplyFix(finding)}
            className="shrink-0 rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {t("findings.applyFix", lang)}
          </button>
          <span
            className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400"
            title={fixTitle}
          >
            {fixTitle && <Inline text={fixTitle} />}
          </span>
        </div>
      )}
    </li>
  );
}

/** Text with its backticked parts shown as code (inert text either way). */
function Inline({ text }: { text: string }) {
  return codeParts(text).map((part, i) =>
    part.code ? (
      <code
        key={i}
        className="rounded bg-slate-100 px-1 font-mono text-[12px] text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {part.text}
      </code>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
