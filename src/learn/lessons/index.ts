/**
 * The course, in order: every lesson the page lists and the tests run. Adding a lesson is one
 * file beside this one (`export const lesson: Lesson`) and one line below. The page reaches
 * this module only through `import()` (the lesson panel's chunk), so no lesson's text lands in
 * the first paint.
 */
import type { Exercise, Lesson } from "../types.ts";
import { lesson as appsSdkWidget } from "./apps-sdk-widget.ts";
import { lesson as frame } from "./frame.ts";
import { lesson as lifecycle } from "./lifecycle.ts";
import { lesson as longCalls } from "./long-calls.ts";
import { lesson as notifications } from "./notifications.ts";
import { lesson as protocolOrBusiness } from "./protocol-or-business.ts";
import { lesson as readAndFix } from "./read-and-fix.ts";
import { lesson as replies } from "./replies.ts";
import { lesson as requests } from "./requests.ts";
import { lesson as resourcesPrompts } from "./resources-prompts.ts";
import { lesson as sixMistakes } from "./six-mistakes.ts";
import { lesson as tools } from "./tools.ts";
import { lesson as versions } from "./versions.ts";

export const LESSONS: readonly Lesson[] = [
  frame,
  lifecycle,
  requests,
  versions,
  replies,
  protocolOrBusiness,
  notifications,
  longCalls,
  tools,
  resourcesPrompts,
  appsSdkWidget,
  readAndFix,
  sixMistakes,
];

/** The lesson and exercise a link or the kept progress names, if the course has them. */
export function findExercise(
  lessonId: string,
  exerciseId: string | undefined,
): { lesson: Lesson; exercise: Exercise; index: number } | undefined {
  const lesson = LESSONS.find((l) => l.id === lessonId);
  if (!lesson) return undefined;
  const index =
    exerciseId === undefined ? 0 : lesson.exercises.findIndex((e) => e.id === exerciseId);
  const exercise = lesson.exercises[index];
  return exercise ? { lesson, exercise, index } : undefined;
}

/** The exercise after this one: the next in its lesson, else the first of the next lesson. */
export function nextExercise(
  lessonId: string,
  exerciseId: string,
): { lesson: Lesson; exercise: Exercise } | undefined {
  const at = LESSONS.findIndex((l) => l.id === lessonId);
  const lesson = LESSONS[at];
  if (!lesson) return undefined;
  const i = lesson.exercises.findIndex((e) => e.id === exerciseId);
  const same = lesson.exercises[i + 1];
  if (same) return { lesson, exercise: same };
  const following = LESSONS.slice(at + 1).find((l) => l.exercises.length > 0);
  const first = following?.exercises[0];
  return following && first ? { lesson: following, exercise: first } : undefined;
}
