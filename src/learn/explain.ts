/**
 * What the page explains after a Check or "Show solution": the chosen answer's own explanation
 * (classify, predict) and the exercise's why. A wrong answer that the learner may still change
 * gets only its own explanation, which never names the right one; the exercise's why, which
 * does, comes once the exercise is solved or its solution shown.
 */
import type { Grade } from "./outcome.ts";
import type { Exercise, Words } from "./types.ts";

export interface Explanation {
  /** Why the answer that was checked (or shown) is right or wrong. */
  choice?: Words;
  /** Why the right answer is right: the whole story. */
  why?: Words;
}

/** What has just happened to the attempt. */
export type Moment =
  { type: "graded"; grade: Grade; choice: string | undefined } | { type: "solution" };

export function explain(exercise: Exercise, moment: Moment): Explanation {
  const hasChoices = exercise.kind === "classify" || exercise.kind === "predict";
  const chosen =
    moment.type === "solution"
      ? hasChoices
        ? exercise.answer
        : undefined
      : hasChoices && compared(exercise, moment.grade)
        ? moment.choice
        : undefined;
  const choice = hasChoices ? exercise.choices.find((c) => c.id === chosen)?.why : undefined;
  const done = moment.type === "solution" || moment.grade.solved;
  return {
    ...(choice && { choice }),
    ...(done && exercise.why && { why: exercise.why }),
  };
}

/**
 * Whether the grade judged the choice: always for classify; for predict only once the reply
 * is there, i.e. when nothing but the prediction itself can be failing (the checker leaves the
 * choice out before the reply, so that the verdict does not give the answer away).
 */
function compared(exercise: Exercise, grade: Grade): boolean {
  if (exercise.kind !== "predict") return true;
  if (grade.solved) return true;
  const [first, ...rest] = grade.outcomes;
  return (
    first !== undefined &&
    !first.pass &&
    rest.length === exercise.checks.length &&
    rest.every((o) => o.pass)
  );
}
