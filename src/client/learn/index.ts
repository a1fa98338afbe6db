/**
 * The lessons' engine for the page: the course and the grading live in the learn worker
 * (`learn.worker.ts`), reached through `Course`. Nothing here loads a lesson on the main thread.
 */
export { Course, type LearnChannel, type LearnSpawn } from "./course.ts";
export type { GradeRequest } from "./protocol.ts";
