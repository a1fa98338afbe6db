/** One exercise: its task, the choices (classify, predict), Check, Hint, Show solution, Next. */
import { useEffect, useRef } from "react";
import { type Language, t } from "../../i18n/strings.ts";
import type { Exercise } from "../../learn/types.ts";
import { type ExerciseState, usePlayground } from "../../store/index.ts";
import { ToolbarButton } from "../../ui/Controls.tsx";
import { Explanation } from "./Explanation.tsx";
import { Reply } from "./Reply.tsx";
import { Rich } from "./Rich.tsx";
import { type Result, useAttempt } from "./useAttempt.ts";

interface Props {
  lang: Language;
  lessonId: string;
  exercise: Exercise;
  index: number;
  total: number;
  state: ExerciseState | undefined;
  attempt: string | undefined;
  onNext: (() => void) | undefined;
  /** The exercise with the same goal in another version (the *Versions* pairs). */
  partner: { version: string; open: () => void } | undefined;
  onShare: () => void;
  /** Opened to be worked on (a link, Next, its number): scroll to the task and focus it. */
  toTask: boolean;
}

export function ExerciseView(props: Props) {
  const { lang, exercise } = props;
  const a = useAttempt(props.lessonId, exercise, props.attempt);
  const hasChoices = exercise.kind === "classify" || exercise.kind === "predict";
  const remote = usePlayground((s) => s.targetKind) !== "gift";
  const needsServer = exercise.kind === "server" || exercise.kind === "predict";
  const heading = useRef<HTMLHeadingElement>(null);
  /** Check, the verdict and the hints: kept in view together after Check. */
  const answer = useRef<HTMLDivElement>(null);

  // On opening only: later renders leave the learner where they are.
  const toTask = useRef(props.toTask);
  useEffect(() => {
    if (!toTask.current) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  // The verdict stays in view after Check (its details may be longer than the pane).
  const shown = a.result.type;
  useEffect(() => {
    if (shown === "graded" || shown === "solution") {
      answer.current?.scrollIntoView({ block: "nearest" });
    }
  }, [shown, a.result]);

  // A hint just taken is brought into view next to Check.
  const hintsShown = a.hints;
  useEffect(() => {
    if (hintsShown > 0) answer.current?.scrollIntoView({ block: "nearest" });
  }, [hintsShown]);

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t("learn.exercise", lang, { n: props.index + 1, total: props.total })} ·{" "}
        {t(`learn.kind.${exercise.kind}`, lang)} ·{" "}
        {t("learn.judgedAgainst", lang, { version: exercise.version })} ·{" "}
        {t(
          props.state === "solved"
            ? "learn.state.solved"
            : props.state === "helped"
              ? "learn.state.helped"
              : "learn.state.open",
          lang,
        )}
      </p>
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-2 font-semibold focus:outline-none">
        <Rich text={exercise.title[lang]} />
      </h3>
      <p>
        <Rich text={exercise.task[lang]} />
      </p>
      {exercise.kind === "classify" && (
        // The message to read, read-only, with the task (a prediction's is sent from the editor).
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-300">
            {t("learn.theMessage", lang)}
          </figcaption>
          <pre className="max-h-40 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-800">
            {exercise.message}
          </pre>
        </figure>
      )}
      {needsServer && remote && (
        <p className="text-xs text-amber-800 dark:text-amber-300">{t("learn.remote", lang)}</p>
      )}
      {props.partner && (
        <p>
          <button
            type="button"
            onClick={props.partner.open}
            className="text-xs text-sky-700 underline dark:text-sky-400"
          >
            {t("learn.sameGoal", lang, { version: props.partner.version })}
          </button>
        </p>
      )}
      {hasChoices && (
        <fieldset className="flex flex-col gap-1" disabled={a.locked}>
          <legend className="mb-1 text-sm font-medium">
            {t(exercise.kind === "predict" ? "learn.prediction" : "learn.answer", lang)}
          </legend>
          {exercise.choices.map((c) => (
            <label key={c.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`learn-${props.lessonId}-${exercise.id}`}
                value={c.id}
                checked={a.choice === c.id}
                onChange={() => a.setChoice(c.id)}
                className="mt-1"
              />
              <span>
                <Rich text={c.label[lang]} />
              </span>
            </label>
          ))}
          {a.locked && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              {t(a.choice === undefined ? "lessonMode.sentUnpredicted" : "lessonMode.locked", lang)}
            </p>
          )}
        </fieldset>
      )}
      {a.locked && props.state === undefined && (
        <p className="flex flex-wrap items-center gap-2">
          <ToolbarButton onClick={a.predictAgain}>
            {t("lessonMode.predictAgain", lang)}
          </ToolbarButton>
        </p>
      )}
      {a.again && exercise.kind === "predict" && props.state === undefined && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {t("lessonMode.againHelped", lang)}
        </p>
      )}
      {needsServer && <Reply from={a.from} lang={lang} />}
      <div ref={answer} className="flex scroll-mb-2 flex-col gap-2">
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <div className="flex shrink-0 gap-2">
            <ToolbarButton onClick={a.check} tone="primary">
              {t("learn.check", lang)}
            </ToolbarButton>
            <ToolbarButton onClick={a.hint} disabled={a.hints >= 3}>
              {t("learn.hint", lang)}
            </ToolbarButton>
          </div>
          <div
            role="status"
            aria-live="polite"
            aria-label={t("learn.result", lang)}
            className="min-h-7 min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]"
          >
            <ResultText result={a.result} lang={lang} helped={props.state === "helped"} />
            <Explanation exercise={exercise} result={a.result} lang={lang} />
          </div>
        </div>
        {a.hints > 0 && (
          <ol aria-label={t("learn.hints", lang)} className="flex flex-col gap-1 text-sm">
            {exercise.hints.slice(0, a.hints).map((h, i) => (
              <li key={i} className="rounded bg-amber-50 px-2 py-1 dark:bg-amber-950">
                <span className="font-medium">{t("learn.hintOf", lang, { n: i + 1 })}: </span>
                <Rich text={h[lang]} />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ToolbarButton onClick={a.showSolution}>{t("learn.solution", lang)}</ToolbarButton>
        {props.onNext && (
          <ToolbarButton onClick={props.onNext}>{t("learn.next", lang)}</ToolbarButton>
        )}
        <ToolbarButton onClick={props.onShare}>{t("learn.share", lang)}</ToolbarButton>
      </div>
    </div>
  );
}

const SOLUTION_NOTES = {
  text: "learn.solutionText",
  choice: "learn.solutionChoice",
  controls: "learn.solutionControls",
  done: "learn.solutionDone",
} as const;

function ResultText({ result, lang, helped }: { result: Result; lang: Language; helped: boolean }) {
  switch (result.type) {
    case "idle":
      return null;
    case "checking":
      return <p>{t("learn.checking", lang)}</p>;
    case "failed":
      return <p>{t("learn.checkFailed", lang, { detail: result.detail })}</p>;
    case "solution":
      if (result.note === "step") {
        return <p>{t("learn.solutionStep", lang, { n: result.n, total: result.total })}</p>;
      }
      return <p>{t(SOLUTION_NOTES[result.note], lang)}</p>;
    case "graded": {
      if (result.grade.solved) {
        return (
          <p className="font-semibold text-emerald-700 dark:text-emerald-400">
            {t(helped ? "learn.solvedHelped" : "learn.solved", lang)}
          </p>
        );
      }
      const says = result.grade.outcomes.flatMap((o) => (!o.pass && o.says ? [o.says[lang]] : []));
      return (
        <div className="text-amber-800 dark:text-amber-300">
          <p className="font-semibold">{t("learn.notYet", lang)}</p>
          <ul className="list-disc pl-5">
            {says.map((s, i) => (
              <li key={i}>
                <Rich text={s} />
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
}
