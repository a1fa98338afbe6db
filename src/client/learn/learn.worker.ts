/** The learn worker: gives the course and grades attempts at its exercises (see `protocol.ts`). */
import { gradeAttempt } from "./grade.ts";
import { LESSONS } from "../../learn/lessons/index.ts";
import { type LearnAnswer, isLearnRequest } from "./protocol.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: LearnAnswer) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isLearnRequest(request)) return;
  const { seq } = request;
  try {
    if (request.type === "course") answer({ type: "course", seq, lessons: LESSONS });
    else answer({ type: "grade", seq, grade: gradeAttempt(request) });
  } catch (error) {
    answer({ type: "failed", seq, detail: String(error) });
  }
};
