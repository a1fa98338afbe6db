/**
 * Lesson mode: what the workbench shows while an exercise is open. The workbench judges every
 * message it holds, and some of its judgements are an exercise's answer: the kind badge names
 * the kind a classify exercise asks for; the findings classify the message and may name the
 * error a predict exercise asks about; a one-click fix writes a fix exercise's solution. While
 * such an exercise is open and unsolved, those parts are held back; once it is solved (or its
 * solution shown) the whole workbench is back.
 */
import type { Exercise } from "./types.ts";

export type ExerciseKind = Exercise["kind"];

/** What the workbench shows; `true` everywhere outside lessons. */
export interface WorkbenchShows {
  /** The header's kind badge and its one-line reason. */
  kind: boolean;
  /** The findings panel (its list and its "Valid request: …" sentence) and the editor's markers. */
  findings: boolean;
  /** One-click fixes: the findings panel's "Apply fix" and the editor's quick fixes. */
  fixes: boolean;
  /** The prediction is fixed once the message has gone out (the reply would give it away). */
  predictionOpen: "until-sent" | "always";
}

export const EVERYTHING: WorkbenchShows = {
  kind: true,
  findings: true,
  fixes: true,
  predictionOpen: "always",
};

const RULES: Readonly<Record<ExerciseKind, WorkbenchShows>> = {
  // The answer is the message's kind: the badge, and the findings that say what it is or is not.
  classify: { kind: false, findings: false, fixes: false, predictionOpen: "always" },
  // The answer is the server's reply: findings on the message may name that error.
  predict: { kind: true, findings: false, fixes: false, predictionOpen: "until-sent" },
  // The findings are the learner's tool here; a one-click fix would be the solution.
  fix: { kind: true, findings: true, fixes: false, predictionOpen: "always" },
  compose: { kind: true, findings: true, fixes: false, predictionOpen: "always" },
  // Talking to the server is the task: the workbench is all there.
  server: EVERYTHING,
};

/**
 * What the workbench shows while an exercise of `kind` is open (undefined: none is) and, once it
 * has been solved or its solution shown, everything again.
 */
export function workbenchShows(kind: ExerciseKind | undefined, done = false): WorkbenchShows {
  return kind === undefined || done ? EVERYTHING : RULES[kind];
}

/** A log entry as far as the prediction's lock reads it. */
interface SentEntry {
  type: string;
  seq: number;
  flow?: string;
  text?: string;
}

const methodOf = (text: string): string | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const method = (value as { method?: unknown }).method;
    return typeof method === "string" ? method : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a predict exercise's message has gone out since the exercise opened (seq `since` on):
 * an outgoing message with the same method. The handshake before it does not count, unless the
 * exercise's message is the handshake's own request.
 */
export function predictionSent(
  message: string,
  entries: readonly SentEntry[],
  since: number,
): boolean {
  const method = methodOf(message);
  if (method === undefined) return false;
  return entries.some(
    (e) =>
      e.type === "message" &&
      e.flow === "out" &&
      e.seq >= since &&
      e.text !== undefined &&
      methodOf(e.text) === method,
  );
}
