/** The kind of the message in the editor, with the one-line reason the core gives for it. */
import { useId, useState } from "react";
import { type Language, accessibleName, kindKey, t } from "../../i18n/strings.ts";
import type { MessageKind } from "../../protocol/types.ts";
import type { JudgedReport } from "../../client/validation/index.ts";

const tone: Record<MessageKind | "error", string> = {
  request:
    "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  notification:
    "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  reply:
    "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  error:
    "bg-rose-100 text-rose-900 ring-rose-300 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800",
  batch:
    "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  invalid:
    "bg-slate-200 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
};

interface KindBadgeProps {
  report: JudgedReport | undefined;
  pending: boolean;
  lang: Language;
  /** The reason in the UI language (the core's sentence is English). */
  reason: string | undefined;
  /** Lesson mode: the kind is an open exercise's answer, so neither it nor its reason shows. */
  hidden?: boolean;
}

export function KindBadge({ report, pending, lang, reason: judged, hidden }: KindBadgeProps) {
  const reasonId = useId();
  // A phone clamps the sentence to two lines (it wrapped to nine); a tap shows it whole.
  const [whole, setWhole] = useState(false);
  const reason = hidden ? t("lessonMode.kindHiddenWhy", lang) : judged;
  const label = hidden
    ? t("lessonMode.kindHidden", lang)
    : report
      ? t(kindKey(report.kind, report.outcome), lang)
      : t("editor.checking", lang);
  const style = hidden
    ? tone.invalid
    : report?.kind === "reply" && report.outcome === "error"
      ? tone.error
      : tone[report?.kind ?? "invalid"];
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        role="status"
        aria-label={accessibleName("kind.label")}
        aria-describedby={reason ? reasonId : undefined}
        // A live region: announce the kind once judging has settled, not every keystroke.
        aria-busy={pending}
        className={`inline-flex shrink-0 items-center rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ring-inset ${style}`}
      >
        {label}
      </span>
      {reason && (
        <button
          type="button"
          id={reasonId}
          title={reason}
          aria-expanded={whole}
          onClick={() => setWhole((w) => !w)}
          className={`min-w-0 text-left text-sm text-slate-600 dark:text-slate-400 ${whole ? "" : "line-clamp-2 md:block md:truncate"}`}
        >
          {reason}
        </button>
      )}
    </div>
  );
}
