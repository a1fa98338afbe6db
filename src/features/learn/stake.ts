/** Whether opening a lesson link would replace the user's text (pure, so tests pin it down). */
import { exerciseKey } from "../../learn/course.ts";
import type { Lesson } from "../../learn/types.ts";
import { INITIAL_TEXT } from "../../store/settings.ts";
import type { LearnLink } from "./link.ts";

/**
 * True when the editor holds text of the user's own (not blank, not the page's first text) that
 * the link would put something else in place of: its shared attempt, or the start of an exercise
 * other than the one the text was written for (`current`, the exercise open last). An
 * exercise's own untouched starting text (`pageTexts`, when the course is known) is the page's,
 * not the user's: another tab of the same browser keeps it, and replacing it loses nothing.
 */
export function lessonTextAtStake(
  link: LearnLink,
  editor: { text: string; current: string | undefined; pageTexts?: ReadonlySet<string> },
): boolean {
  const text = editor.text.trim();
  if (text === "" || text === INITIAL_TEXT.trim()) return false;
  if (editor.pageTexts?.has(text)) return false;
  if (link.attempt !== undefined) return editor.text !== link.attempt;
  return link.exercise === undefined || exerciseKey(link.lesson, link.exercise) !== editor.current;
}

/** The texts the course itself puts in the editor (starts and messages), trimmed. */
export function startingTexts(lessons: readonly Lesson[]): Set<string> {
  return new Set(
    lessons.flatMap((l) =>
      l.exercises.map((e) =>
        (e.kind === "classify" || e.kind === "predict" ? e.message : e.start).trim(),
      ),
    ),
  );
}
