/**
 * The lessons' progress as kept on this device (local storage, read at start): how each
 * exercise was solved, by `<lesson>/<exercise>`, and whether the first-visit offer was
 * answered. Read back untrusted: unknown states and malformed keys are dropped. No DOM.
 */
import { isRecord } from "../../share/guards.ts";
import { readLocal, writeLocal } from "./local.ts";

/** `solved`: by the learner; `helped`: after "Show solution". */
export type ExerciseState = "solved" | "helped";

export interface Progress {
  exercises: Readonly<Record<string, ExerciseState>>;
  /** The first-visit offer ("Start learning" / "Open the workbench") was answered. */
  offerAnswered: boolean;
  /**
   * The exercise set up last (`<lesson>/<exercise>`): reopening it after a reload keeps the
   * learner's text (kept with the settings) instead of putting the exercise's start back.
   */
  current?: string;
}

export const NO_PROGRESS: Progress = { exercises: {}, offerAnswered: false };

/** Keys are `<lesson>/<exercise>`, ids of letters, digits and dashes; more is not kept. */
const KEY = /^[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/;
const MAX_EXERCISES = 1000;

export function readProgress(): Progress {
  const fields = readLocal("progress");
  if (!fields) return NO_PROGRESS;
  const exercises: Record<string, ExerciseState> = {};
  if (isRecord(fields.exercises)) {
    for (const [key, state] of Object.entries(fields.exercises).slice(0, MAX_EXERCISES)) {
      if (KEY.test(key) && (state === "solved" || state === "helped")) exercises[key] = state;
    }
  }
  const current =
    typeof fields.current === "string" && KEY.test(fields.current) ? fields.current : undefined;
  return {
    exercises,
    offerAnswered: fields.offerAnswered === true,
    ...(current !== undefined && { current }),
  };
}

/** Keeps `progress`; an empty one is forgotten (the next visit is a first visit again). */
export function saveProgress(progress: Progress): void {
  const empty =
    Object.keys(progress.exercises).length === 0 && !progress.offerAnswered && !progress.current;
  writeLocal("progress", empty ? undefined : { ...progress });
}
