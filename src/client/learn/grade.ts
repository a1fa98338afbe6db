/** Grades a request from the page: finds the exercise, derives the log's rows, runs the checker. */
import { type Grade, gradeExercise } from "../../learn/grade.ts";
import { findExercise } from "../../learn/lessons/index.ts";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import type { GradeRequest } from "./protocol.ts";

export function gradeAttempt(request: GradeRequest): Grade {
  const found = findExercise(request.lesson, request.exercise);
  if (!found) throw new Error(`no exercise ${request.lesson}/${request.exercise}`);
  const { exercise } = found;
  const entries = request.entries ?? [];
  const needsLog = exercise.kind === "server" || exercise.kind === "predict";
  const log = needsLog
    ? {
        rows: deriveExchange(entries, exercise.version),
        entries: entries.flatMap((e) => (e.type === "message" ? [e] : [])),
        since: request.since ?? 0,
      }
    : undefined;
  return gradeExercise(exercise, {
    ...(request.text !== undefined && { text: request.text }),
    ...(request.choice !== undefined && { choice: request.choice }),
    ...(log && { log }),
  });
}
