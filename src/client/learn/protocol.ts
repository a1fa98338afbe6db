/**
 * The learn worker's messages, imported by both sides. The worker holds the course (the
 * lessons are its data) and grades attempts: schema tests run on the session rules'
 * interpreter, which stays off the main thread, and the rows of the log are derived there.
 */
import type { Grade } from "../../learn/grade.ts";
import type { Lesson } from "../../learn/types.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";

export interface GradeRequest {
  lesson: string;
  exercise: string;
  text?: string;
  choice?: string;
  /** The session's log; only entries from `since` on count. */
  entries?: readonly ExchangeEntry[];
  since?: number;
}

export type LearnRequest =
  { type: "course"; seq: number } | ({ type: "grade"; seq: number } & GradeRequest);

export type LearnAnswer =
  | { type: "course"; seq: number; lessons: readonly Lesson[] }
  | { type: "grade"; seq: number; grade: Grade }
  | { type: "failed"; seq: number; detail: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const isLearnRequest = (v: unknown): v is LearnRequest =>
  isObject(v) && (v.type === "course" || v.type === "grade") && typeof v.seq === "number";

export const isLearnAnswer = (v: unknown): v is LearnAnswer =>
  isObject(v) &&
  (v.type === "course" || v.type === "grade" || v.type === "failed") &&
  typeof v.seq === "number";
