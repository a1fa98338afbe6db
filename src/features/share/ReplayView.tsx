/**
 * The "Replay" dialog's content: what a replay does, Start and Stop, its progress, then the
 * summary ("12 same, 1 different") and every step side by side. Data and actions by props.
 */
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { ReplayComparison, StepStatus } from "../../share/replay.ts";
import { ReplayStep } from "./ReplayStep.tsx";
import type { ReplayState } from "./useReplay.ts";

const small =
  "rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";
const primary =
  "rounded bg-sky-700 px-2 py-0.5 text-xs font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50";

const ORDER: readonly StepStatus[] = [
  "same",
  "different",
  "missing-reply",
  "new-reply",
  "no-reply",
  "not-run",
];

export interface ReplayViewProps {
  lang: Language;
  state: ReplayState;
  /** Client messages the session on screen would replay. */
  messages: number;
  target: "gift" | "remote" | "stdio";
  onStart: () => void;
  onStop: () => void;
  onRestore: () => void;
  onClose: () => void;
}

/** "12 same, 1 different": the statuses that occur, in a fixed order. */
export function replaySummary(counts: ReplayComparison["counts"], lang: Language): string {
  return ORDER.filter((s) => counts[s] > 0)
    .map((s) => t("replay.count", lang, { n: counts[s], status: t(`replay.sum.${s}`, lang) }))
    .join(", ");
}

export function ReplayView(props: ReplayViewProps) {
  const { lang, state } = props;
  const running = state.phase === "running";
  const target = t(`replay.target.${props.target}`, lang);
  return (
    <div className="flex max-h-[90vh] flex-col gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">{t("replay.title", lang)}</h2>
        <span className="ml-auto flex gap-1.5">
          {running ? (
            <button
              type="button"
              aria-label={accessibleName("replay.stop")}
              onClick={props.onStop}
              className={small}
            >
              {t("replay.stop", lang)}
            </button>
          ) : (
            <button
              type="button"
              aria-label={accessibleName("replay.start")}
              disabled={props.messages === 0}
              onClick={props.onStart}
              className={primary}
            >
              {t("replay.start", lang)}
            </button>
          )}
          {state.phase === "done" && (
            <button
              type="button"
              aria-label={accessibleName("replay.restore")}
              onClick={props.onRestore}
              className={small}
            >
              {t("replay.restore", lang)}
            </button>
          )}
          <button
            type="button"
            aria-label={accessibleName("share.close")}
            onClick={props.onClose}
            className={small}
          >
            {t("share.close", lang)}
          </button>
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {props.messages === 0 && state.phase === "idle"
          ? t("replay.nothing", lang)
          : tn("replay.intro.n", running ? state.total : props.messages, lang, { target })}
      </p>
      <Status state={state} lang={lang} />
      {state.comparison && (
        <ul
          aria-label={accessibleName("replay.results")}
          className="min-h-0 flex-1 divide-y divide-slate-200 overflow-y-auto pr-1 dark:divide-slate-800"
        >
          {state.comparison.steps.map((step, i) => (
            <ReplayStep key={step.step} step={step} sent={state.sent?.[i] ?? ""} lang={lang} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Progress while running; afterwards the summary, and why it stopped early. */
function Status({ state, lang }: { state: ReplayState; lang: Language }) {
  if (state.phase === "idle") return null;
  const lines: string[] = [];
  if (state.phase === "running") {
    lines.push(
      t("replay.progress", lang, {
        done: Math.min(state.done + 1, state.total),
        total: state.total,
      }),
    );
  } else {
    if (state.comparison) lines.push(replaySummary(state.comparison.counts, lang));
    if (state.stopped === "aborted")
      lines.push(t("replay.stopped", lang, { done: state.done, total: state.total }));
    if (state.stopped === "failed")
      lines.push(t("replay.failed", lang, { error: state.error ?? "" }));
  }
  return (
    <div role="status" className="text-sm font-medium">
      {state.phase === "running" && (
        <progress value={state.done} max={state.total} className="mr-2 h-2 w-32 align-middle" />
      )}
      {lines.join(" ")}
    </div>
  );
}
