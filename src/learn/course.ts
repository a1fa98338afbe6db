/**
 * Finding one's way in a course given as data (the registry's list, or the copy the page gets
 * from the learn worker): an exercise by id, the next one, the progress of a lesson and of all.
 */
import type { Exercise, Lesson } from "./types.ts";

/** How an exercise is named in links and in the kept progress. */
export const exerciseKey = (lesson: string, exercise: string) => `${lesson}/${exercise}`;

/** The lesson and exercise named (the lesson's first without an exercise id), if there. */
export function findIn(
  lessons: readonly Lesson[],
  lessonId: string,
  exerciseId: string | undefined,
): { lesson: Lesson; exercise: Exercise; index: number } | undefined {
  const lesson = lessons.find((l) => l.id === lessonId);
  if (!lesson) return undefined;
  const index =
    exerciseId === undefined ? 0 : lesson.exercises.findIndex((e) => e.id === exerciseId);
  const exercise = lesson.exercises[index];
  return exercise ? { lesson, exercise, index } : undefined;
}

/** The exercise after this one: the next in its lesson, else the first of the next lesson. */
export function nextIn(
  lessons: readonly Lesson[],
  lessonId: string,
  exerciseId: string,
): { lesson: Lesson; exercise: Exercise } | undefined {
  const at = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[at];
  if (!lesson) return undefined;
  const i = lesson.exercises.findIndex((e) => e.id === exerciseId);
  const same = lesson.exercises[i + 1];
  if (same) return { lesson, exercise: same };
  for (const following of lessons.slice(at + 1)) {
    const first = following.exercises[0];
    if (first) return { lesson: following, exercise: first };
  }
  return undefined;
}

/** How many of a lesson's exercises `solved` holds (by key), of how many. */
export function lessonProgress(lesson: Lesson, solved: Readonly<Record<string, unknown>>) {
  const done = lesson.exercises.filter((e) => exerciseKey(lesson.id, e.id) in solved).length;
  return { done, total: lesson.exercises.length };
}

export function courseProgress(
  lessons: readonly Lesson[],
  solved: Readonly<Record<string, unknown>>,
) {
  return lessons.reduce(
    (sum, l) => {
      const p = lessonProgress(l, solved);
      return { done: sum.done + p.done, total: sum.total + p.total };
    },
    { done: 0, total: 0 },
  );
}
