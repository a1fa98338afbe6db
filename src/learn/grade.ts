/**
 * The checker: grades an attempt at an exercise on what the core says of the editor text (at
 * the exercise's version), on the session log since the exercise was opened, and on the
 * learner's choice. Framework-free and DOM-free: the page runs it in a worker (`client/learn`:
 * schema tests use the session rules' interpreter, kept off the main thread), the tests in Node. "Solved" means the message means what the task asks, field by field, never
 * that the text equals a stored answer. A failing outcome whose sentence an earlier one already
 * said keeps failing without words (the page shows each sentence once).
 */
import { checkText } from "../protocol/check/check.ts";
import type { Exercise } from "./types.ts";
import { type LogView, checkLogChecks } from "./log.ts";
import type { CheckOutcome, Grade } from "./outcome.ts";
import { type TextReport, checkTextChecks } from "./text.ts";
import { words } from "./words.ts";

export type { CheckOutcome, Grade } from "./outcome.ts";
export type { LogView } from "./log.ts";
export type { TextReport } from "./text.ts";

/** What the learner has done: the editor text, the choice, the session since opening. */
export interface Attempt {
  text?: string;
  choice?: string;
  log?: LogView;
  /**
   * The core's report of `text` at the exercise's version, when the caller has one (else the
   * checker judges the text itself).
   */
  report?: TextReport;
}

const NO_LOG: LogView = { rows: [], entries: [] };

export function gradeExercise(exercise: Exercise, attempt: Attempt): Grade {
  switch (exercise.kind) {
    case "classify": {
      const choice = choiceOutcome(attempt.choice, exercise.answer, "learn.check.wrongChoice");
      return verdict([choice]);
    }
    case "fix":
    case "compose": {
      const text = attempt.text ?? "";
      // The untouched starting text: a nudge, never the checks' words (they would give the fix).
      if (text.trim() === exercise.start.trim()) {
        const untouched = words("learn.check.untouched");
        return verdict(
          exercise.checks.map((_, i) =>
            i === 0 ? { pass: false, says: untouched } : { pass: false },
          ),
        );
      }
      const report = attempt.report ?? checkText(text, { version: exercise.version });
      return verdict(checkTextChecks(exercise.checks, text, report));
    }
    case "server":
      return verdict(checkLogChecks(exercise.checks, attempt.log ?? NO_LOG));
    case "predict": {
      // The prediction is compared only once the server's reply is there. Until then the
      // verdict says only "send first": the log's checks describe the expected reply, so
      // their words would be the answer.
      const log = checkLogChecks(exercise.checks, attempt.log ?? NO_LOG);
      const choice = choiceOutcome(attempt.choice, exercise.answer, "learn.check.wrongPrediction");
      if (!log.every((o) => o.pass)) {
        const sendFirst: CheckOutcome = { pass: false, says: words("lessonMode.sendFirst") };
        return verdict(attempt.choice === undefined ? [choice, sendFirst] : [sendFirst]);
      }
      return verdict([choice, ...log]);
    }
  }
}

function choiceOutcome(
  choice: string | undefined,
  answer: string,
  wrong: "learn.check.wrongChoice" | "learn.check.wrongPrediction",
): CheckOutcome {
  if (choice === undefined) return { pass: false, says: words("learn.check.choose") };
  return choice === answer ? { pass: true } : { pass: false, says: words(wrong) };
}

/** The verdict; a sentence that an earlier failing outcome already said is said once. */
function verdict(outcomes: CheckOutcome[]): Grade {
  const said = new Set<string>();
  const once = outcomes.map((o) => {
    if (o.pass || !o.says) return o;
    const repeated = said.has(o.says.en);
    said.add(o.says.en);
    if (!repeated) return o;
    const { says: _said, ...rest } = o;
    return rest;
  });
  return { solved: outcomes.every((o) => o.pass), outcomes: once };
}
