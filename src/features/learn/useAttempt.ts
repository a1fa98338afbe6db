/**
 * One exercise as the learner works on it: what opening it sets up (the version, the server
 * controls it needs, the editor's text, the log position it counts from), and Check, Hint,
 * Show solution. Grading happens in the learn worker; nothing here sends a message.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Grade } from "../../learn/grade.ts";
import { exerciseKey } from "../../learn/course.ts";
import { countsFrom } from "../../learn/since.ts";
import { predictionSent } from "../../learn/mode.ts";
import type { Exercise } from "../../learn/types.ts";
import { usePlayground } from "../../store/index.ts";
import { theCourse } from "./useCourse.ts";

export type Result =
  | { type: "idle" }
  | { type: "checking" }
  /** `choice`: the answer that was checked (the learner may pick another one afterwards). */
  | { type: "graded"; grade: Grade; choice: string | undefined }
  | { type: "failed"; detail: string }
  | { type: "solution"; note: "text" | "choice" | "controls" | "done" }
  | { type: "solution"; note: "step"; n: number; total: number };

/** The text an exercise puts in the editor when it opens. */
const startText = (e: Exercise) =>
  e.kind === "classify" || e.kind === "predict" ? e.message : e.start;

/**
 * The exercise set up last, and the log position it counts from: showing the panel again (or
 * re-rendering it) keeps the learner's text instead of setting the exercise up anew.
 */
let setUp: { key: string; sessionId: number; seq: number } | undefined;

/** The latency the exercise set up last put in Server controls, and the learner's before it. */
let lent: { set: number; before: number } | undefined;

export function useAttempt(lessonId: string, exercise: Exercise, attempt: string | undefined) {
  const key = exerciseKey(lessonId, exercise.id);
  const [choice, setChoice] = useState<string | undefined>();
  const [hints, setHints] = useState(0);
  const [result, setResult] = useState<Result>({ type: "idle" });
  const [step, setStep] = useState(0);
  /** "Predict again" after a reply was seen: a solve from now on counts as helped. */
  const [again, setAgain] = useState(false);
  const since = useRef({ sessionId: 0, seq: 0 });
  // The same position as state, for what is drawn from it (undefined until the opening ran).
  const [from, setFrom] = useState<{ sessionId: number; seq: number } | undefined>();

  // Lesson mode follows the exercise shown (what the workbench holds back: `learn/mode.ts`).
  useEffect(() => {
    usePlayground.getState().setActiveExercise({ key, kind: exercise.kind });
    return () => usePlayground.getState().setActiveExercise(undefined);
  }, [key, exercise.kind]);

  // A prediction is locked once its message has gone out: the reply would give it away.
  const locked = usePlayground(
    (s) =>
      exercise.kind === "predict" &&
      from !== undefined &&
      predictionSent(exercise.message, s.entries, countsFrom(from, s)),
  );

  // Opening: set up the workbench for this exercise. Nothing is sent.
  useEffect(() => {
    const s = usePlayground.getState();
    if (setUp?.key === key) {
      since.current = setUp;
      setFrom(setUp);
      return;
    }
    s.setVersion(exercise.version);
    // A latency an exercise set (to give the learner time) is given back when another opens,
    // unless the learner changed it meanwhile.
    if (lent && s.controls.latencyMs === lent.set) s.setControls({ latencyMs: lent.before });
    lent = undefined;
    if (exercise.kind === "server" && exercise.controls) {
      const set = exercise.controls.latencyMs;
      if (set !== undefined) lent = { set, before: usePlayground.getState().controls.latencyMs };
      s.setControls(exercise.controls);
    }
    // The same exercise as before a reload: the editor holds the learner's text (kept with the
    // settings), not the start. A shared attempt is always put in.
    if (attempt !== undefined || s.progress.current !== key) {
      s.setText(attempt ?? startText(exercise));
    }
    s.setCurrentExercise(key);
    since.current = { sessionId: s.sessionId, seq: s.nextSeq };
    setUp = { key, ...since.current };
    setFrom(since.current);
    setChoice(undefined);
    setHints(0);
    setStep(0);
    setAgain(false);
    setResult({ type: "idle" });
    // `attempt` belongs to the opening only.
  }, [key]);

  const check = useCallback(() => {
    const s = usePlayground.getState();
    // A new session since the exercise opened counts from its first live entry.
    const from = countsFrom(since.current, s);
    setResult({ type: "checking" });
    theCourse()
      .grade({
        lesson: lessonId,
        exercise: exercise.id,
        text: s.text,
        ...(choice !== undefined && { choice }),
        ...((exercise.kind === "server" || exercise.kind === "predict") && {
          entries: s.entries,
          since: from,
        }),
      })
      .then(
        (grade) => {
          setResult({ type: "graded", grade, choice });
          if (grade.solved) usePlayground.getState().markSolved(key, again ? "helped" : "solved");
        },
        (error: unknown) => setResult({ type: "failed", detail: String(error) }),
      );
  }, [again, choice, exercise, key, lessonId]);

  const choose = useCallback((id: string) => !locked && setChoice(id), [locked]);

  /** A new prediction: the exercise counts from now, and the message is to be sent again. */
  const predictAgain = useCallback(() => {
    const s = usePlayground.getState();
    since.current = { sessionId: s.sessionId, seq: s.nextSeq };
    setUp = { key, ...since.current };
    setFrom(since.current);
    setChoice(undefined);
    setAgain(true);
    setResult({ type: "idle" });
  }, [key]);

  const hint = useCallback(() => setHints((n) => Math.min(3, n + 1)), []);

  const showSolution = useCallback(() => {
    const s = usePlayground.getState();
    s.markSolved(key, "helped");
    switch (exercise.kind) {
      case "classify":
      case "predict":
        setChoice(exercise.answer);
        setResult({ type: "solution", note: "choice" });
        return;
      case "fix":
      case "compose":
        s.setText(exercise.solution);
        setResult({ type: "solution", note: "text" });
        return;
      case "server": {
        const next = exercise.solution[step];
        if (next === undefined) {
          setResult({ type: "solution", note: "done" });
        } else if (typeof next === "string") {
          s.setText(next);
          setResult({
            type: "solution",
            note: "step",
            n: step + 1,
            total: exercise.solution.length,
          });
        } else {
          s.setControls(next.controls);
          setResult({ type: "solution", note: "controls" });
        }
        setStep((n) => n + 1);
      }
    }
  }, [exercise, key, step]);

  return {
    from,
    choice,
    setChoice: choose,
    locked,
    again,
    predictAgain,
    hints,
    hint,
    result,
    check,
    showSolution,
  };
}
