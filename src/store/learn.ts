/**
 * The learn slice: whether the lesson panel is shown, the exercise open in it (from a
 * `#learn/<lesson>/<exercise>` link or the learner's choice), the log position it was opened
 * at, and the progress kept on the device (`device/progress.ts`).
 */
import type { ExerciseKind } from "../learn/mode.ts";
import type { SetState } from "./set.ts";
import { type ExerciseState, NO_PROGRESS, type Progress } from "./device/progress.ts";

export type { ExerciseState, Progress } from "./device/progress.ts";

export interface OpenExercise {
  lesson: string;
  /** Undefined: the lesson's first exercise. */
  exercise?: string;
  /** A shared attempt's text, put in the editor instead of the exercise's start. */
  attempt?: string;
  /** Opened by a link (the address already names it). */
  fromLink?: boolean;
  /** Opened to be worked on (Next, its number): the panel scrolls to the task (a link too). */
  toTask?: boolean;
}

/** The exercise the lesson panel shows: lesson mode (`learn/mode.ts`) follows its kind. */
export interface ActiveExercise {
  key: string;
  kind: ExerciseKind;
}

export interface LearnSlice {
  learning: boolean;
  opened: OpenExercise | undefined;
  /** Undefined while no exercise is shown. */
  activeExercise: ActiveExercise | undefined;
  progress: Progress;
  setLearning: (on: boolean) => void;
  openExercise: (open: OpenExercise | undefined) => void;
  setActiveExercise: (active: ActiveExercise | undefined) => void;
  markSolved: (key: string, state: ExerciseState) => void;
  /** Notes the exercise whose text the editor now holds. */
  setCurrentExercise: (key: string) => void;
  answerOffer: (learn: boolean) => void;
  resetProgress: () => void;
}

export const createLearnSlice = (set: SetState<LearnSlice>, progress: Progress): LearnSlice => ({
  learning: false,
  opened: undefined,
  activeExercise: undefined,
  progress,
  setLearning: (learning) => set({ learning }),
  openExercise: (opened) => set(opened ? { opened, learning: true } : { opened }),
  setActiveExercise: (activeExercise) =>
    set((s) =>
      s.activeExercise?.key === activeExercise?.key &&
      s.activeExercise?.kind === activeExercise?.kind
        ? {}
        : { activeExercise },
    ),
  // The first way an exercise was solved stays: solved alone is not taken away by looking at
  // the solution afterwards, and solved with help stays so when checked again.
  markSolved: (key, state) =>
    set((s) =>
      s.progress.exercises[key] !== undefined
        ? {}
        : { progress: { ...s.progress, exercises: { ...s.progress.exercises, [key]: state } } },
    ),
  setCurrentExercise: (current) =>
    set((s) => (s.progress.current === current ? {} : { progress: { ...s.progress, current } })),
  answerOffer: (learning) =>
    set((s) => ({ learning, progress: { ...s.progress, offerAnswered: true } })),
  resetProgress: () =>
    set((s) => ({ progress: { ...NO_PROGRESS, offerAnswered: s.progress.offerAnswered } })),
});
