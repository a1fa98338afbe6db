/**
 * One step of a replay: the client message sent again, the recorded reply and the new one side
 * by side, the step's status, and the JSON paths where the replies differ. Inert text only.
 */
import { formatJson } from "../../protocol/parse/format.ts";
import { type Language, t } from "../../i18n/strings.ts";
import type { JsonDifference } from "../../share/diff.ts";
import type { StepComparison, StepStatus } from "../../share/replay.ts";

const TONES: Record<StepStatus, string> = {
  same: "border-emerald-300 dark:border-emerald-800",
  different: "border-rose-400 dark:border-rose-700",
  "missing-reply": "border-rose-400 dark:border-rose-700",
  "new-reply": "border-amber-400 dark:border-amber-700",
  "no-reply": "border-slate-300 dark:border-slate-700",
  "not-run": "border-slate-300 dark:border-slate-700",
};

const BADGES: Record<StepStatus, string> = {
  same: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  different: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  "missing-reply": "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  "new-reply": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  "no-reply": "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  "not-run": "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

const pre =
  "max-h-48 min-h-0 overflow-auto rounded bg-slate-50 p-1.5 font-mono text-[11px] leading-snug whitespace-pre-wrap break-all dark:bg-slate-950";

const pretty = (texts: readonly string[]) => texts.map((x) => formatJson(x) ?? x).join("\n\n");

/** A value of a difference, short enough for one line. */
function short(value: unknown): string {
  const text = value === undefined ? "—" : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export function ReplayStep(props: { step: StepComparison; sent: string; lang: Language }) {
  const { step, lang } = props;
  return (
    <li className={`flex flex-col gap-1.5 border-l-4 py-2 pl-2 ${TONES[step.status]}`}>
      <p className="flex flex-wrap items-center gap-2 text-xs">
        {/* Spaces between the parts, so the item's text reads "Message 2 tools/list same". */}
        <span className="font-semibold">{t("replay.step", lang, { n: step.step + 1 })}</span>{" "}
        {step.method && <code className="font-mono">{step.method}</code>}{" "}
        <span className={`rounded px-1.5 py-0.5 font-medium ${BADGES[step.status]}`}>
          {t(`replay.status.${step.status}`, lang)}
        </span>
      </p>
      <div className="grid grid-cols-1 gap-2 text-xs md:grid-cols-3">
        <Column title={t("replay.sent", lang)} text={formatJson(props.sent) ?? props.sent} />
        <Column
          title={t("replay.recorded", lang)}
          text={step.recorded.length ? pretty(step.recorded) : t("replay.noReply", lang)}
        />
        <Column
          title={t("replay.replayed", lang)}
          text={step.replayed.length ? pretty(step.replayed) : t("replay.noReply", lang)}
        />
      </div>
      {step.differences.length > 0 && (
        <Differences differences={step.differences} truncated={step.truncated} lang={lang} />
      )}
    </li>
  );
}

function Column(props: { title: string; text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium text-slate-600 dark:text-slate-300">{props.title}</span>
      <pre className={pre}>{props.text}</pre>
    </div>
  );
}

function Differences(props: {
  differences: readonly JsonDifference[];
  truncated: boolean;
  lang: Language;
}) {
  const { lang } = props;
  return (
    <div className="text-xs">
      <span className="font-medium">{t("replay.differences", lang)}</span>
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {props.differences.map((d) => (
          <li key={d.path} className="break-all">
            <mark className="rounded bg-amber-200 px-1 font-mono text-slate-900 dark:bg-amber-700 dark:text-white">
              {d.path || "/"}
            </mark>{" "}
            {t(`replay.change.${d.change}`, lang)}
            {d.change !== "added" && (
              <span className="ml-1 font-mono text-rose-800 line-through decoration-rose-400 dark:text-rose-300">
                {short(d.recorded)}
              </span>
            )}
            {d.change !== "removed" && (
              <span className="ml-1 font-mono text-emerald-800 dark:text-emerald-300">
                {short(d.replayed)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {props.truncated && <p className="text-slate-500">{t("replay.truncated", lang)}</p>}
    </div>
  );
}
