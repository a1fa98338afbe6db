/**
 * The lesson panel, beside the workbench's own editor, findings, session and diagram: the
 * lessons with their progress (navigation "Lessons"), the open lesson and its exercise (region
 * "Lesson"). It fits any pane: it scrolls within the height it is given.
 */
import { useEffect } from "react";
import { type Language, t } from "../../i18n/strings.ts";
import { courseProgress, exerciseKey, findIn, lessonProgress, nextIn } from "../../learn/course.ts";
import type { Lesson } from "../../learn/types.ts";
import { usePlayground } from "../../store/index.ts";
import { copyText } from "../../ui/clipboard.ts";
import { ToolbarButton } from "../../ui/Controls.tsx";
import { ExerciseView } from "./ExerciseView.tsx";
import { learnHash } from "./link.ts";
import { ResetProgress } from "./ResetProgress.tsx";
import { Rich } from "./Rich.tsx";
import { Steps } from "./Steps.tsx";
import { useLessons } from "./useCourse.ts";

export function LessonPanel({ lang }: { lang: Language }) {
  const { lessons, failed } = useLessons();
  const opened = usePlayground((s) => s.opened);
  const progress = usePlayground((s) => s.progress.exercises);
  const open = usePlayground((s) => s.openExercise);
  const found =
    lessons && findIn(lessons, opened?.lesson ?? lessons[0]?.id ?? "", opened?.exercise);

  // The address names the open exercise, so a reload or a copied address comes back to it.
  const lessonId = found?.lesson.id;
  const exerciseId = found?.exercise.id;
  useEffect(() => {
    if (!lessonId || !exerciseId) return;
    const hash = learnHash({ lesson: lessonId, exercise: exerciseId });
    if (location.hash !== hash) history.replaceState(history.state, "", hash);
  }, [lessonId, exerciseId]);

  if (failed) return <p className="p-3 text-sm">{t("learn.loadFailed", lang)}</p>;
  if (!lessons) return <p className="p-3 text-sm">{t("learn.loading", lang)}</p>;

  const overall = courseProgress(lessons, progress);
  const next = found && nextIn(lessons, found.lesson.id, found.exercise.id);
  const pairedId = found?.exercise.sameGoalAs;
  const paired = pairedId ? found.lesson.exercises.find((e) => e.id === pairedId) : undefined;
  const partner =
    found && paired
      ? {
          version: paired.version,
          open: () => open({ lesson: found.lesson.id, exercise: paired.id, toTask: true }),
        }
      : undefined;
  const share = () => {
    if (!found) return;
    const hash = learnHash({
      lesson: found.lesson.id,
      exercise: found.exercise.id,
      attempt: usePlayground.getState().text,
    });
    void copyText(location.origin + location.pathname + location.search + hash);
  };

  return (
    <div className="flex h-full min-h-0 flex-col overflow-auto p-3 text-sm">
      <nav aria-label={t("learn.lessons", lang)} className="mb-3">
        <div className="mb-2 flex items-center justify-between gap-2">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t("learn.overall", lang, overall)}
          </p>
          {overall.done > 0 && (
            <ResetProgress lang={lang} onReset={usePlayground.getState().resetProgress} />
          )}
        </div>
        <ol className="flex flex-col gap-0.5">
          {lessons.map((l) => (
            <LessonLink
              key={l.id}
              lesson={l}
              lang={lang}
              current={l.id === found?.lesson.id}
              progress={lessonProgress(l, progress)}
              onOpen={() => open({ lesson: l.id, toTask: true })}
            />
          ))}
        </ol>
      </nav>
      {opened && !found && (
        <p className="mb-2">
          {t("learn.unknown", lang, { id: `${opened.lesson}/${opened.exercise ?? ""}` })}
        </p>
      )}
      {found && (
        <section aria-label={t("learn.lesson", lang)} className="flex flex-col gap-2">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t("learn.section", lang, { n: found.lesson.section })}
          </p>
          <h2 className="text-base font-semibold">{found.lesson.title[lang]}</h2>
          {found.lesson.body.map((b, i) =>
            b.type === "text" ? (
              <p key={i}>
                <Rich text={b.text[lang]} />
              </p>
            ) : b.type === "steps" ? (
              <Steps key={i} block={b} lang={lang} />
            ) : (
              <figure key={i}>
                <pre className="rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-800">
                  {b.code}
                </pre>
                {b.caption && <figcaption className="text-xs">{b.caption[lang]}</figcaption>}
              </figure>
            ),
          )}
          <ol className="flex flex-wrap gap-1" aria-label={found.lesson.title[lang]}>
            {found.lesson.exercises.map((e, i) => {
              const state = progress[exerciseKey(found.lesson.id, e.id)];
              return (
                <li key={e.id}>
                  <ToolbarButton
                    aria-current={e.id === found.exercise.id ? "step" : undefined}
                    title={e.title[lang]}
                    onClick={() => open({ lesson: found.lesson.id, exercise: e.id, toTask: true })}
                    tone={e.id === found.exercise.id ? "current" : "plain"}
                    className="px-2 py-0.5 text-xs"
                  >
                    {i + 1}
                    {state ? (state === "solved" ? " ✓" : " ✓*") : ""}
                  </ToolbarButton>
                </li>
              );
            })}
          </ol>
          <ExerciseView
            key={`${found.lesson.id}/${found.exercise.id}`}
            lang={lang}
            lessonId={found.lesson.id}
            exercise={found.exercise}
            index={found.index}
            total={found.lesson.exercises.length}
            state={progress[exerciseKey(found.lesson.id, found.exercise.id)]}
            attempt={opened?.attempt}
            onNext={
              next &&
              (() =>
                open({
                  lesson: next.lesson.id,
                  exercise: next.exercise.id,
                  // A new lesson starts with its explanation; the same lesson goes on to the task.
                  toTask: next.lesson.id === found.lesson.id,
                }))
            }
            // Start (nothing opened yet), a lesson from the list, a link and Next within a
            // lesson land on the task; Next into a new lesson starts with its explanation.
            toTask={opened === undefined || opened.fromLink === true || opened.toTask === true}
            onShare={share}
            partner={partner}
          />
        </section>
      )}
    </div>
  );
}

function LessonLink(props: {
  lesson: Lesson;
  lang: Language;
  current: boolean;
  progress: { done: number; total: number };
  onOpen: () => void;
}) {
  const { lesson, lang, progress } = props;
  return (
    <li>
      <button
        type="button"
        aria-current={props.current ? "page" : undefined}
        onClick={props.onOpen}
        className={`flex w-full items-baseline justify-between gap-2 rounded px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800 ${props.current ? "bg-sky-50 font-semibold dark:bg-sky-950" : ""}`}
      >
        <span>{lesson.title[lang]}</span>
        <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
          {t("learn.lessonProgress", lang, progress)}
        </span>
      </button>
    </li>
  );
}
