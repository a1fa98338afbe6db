/**
 * The shape of the course: lessons are data (typed modules under `lessons/`), never JSX, so the
 * same lesson is shown by the page, checked by the tests and graded by the framework-free checker
 * in this folder. An exercise declares what counts as solved as checks: on the report the core
 * gives for the editor's text, on the session log with the gift server, or on the learner's
 * choice. "Solved" means the message means what the task asks, field by field: never that the
 * text equals a stored answer.
 */
import type { ServerEventKind } from "../protocol/exchange/types.ts";
import type { MessageKind } from "../protocol/types.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";

/** A text in both languages, each written as a teacher would write it (not a translation). */
export interface Words {
  en: string;
  ru: string;
}

/** JSON data, as messages hold it. */
export type Json = null | boolean | number | string | readonly Json[] | { [key: string]: Json };

/**
 * The explanation before the exercises: paragraphs, messages shown as code, and sequences of
 * steps between parties (drawn as a list that wraps between words, in the page's language).
 */
export type Block =
  | { type: "text"; text: Words }
  | { type: "code"; code: string; caption?: Words }
  | { type: "steps"; steps: readonly Step[]; caption?: Words };

/** One step of a sequence: who sends what to whom (`to` left out for a party's own action). */
export interface Step {
  from: Words;
  to?: Words;
  what: Words;
}

export interface Lesson {
  /** Stable: `#learn/<lesson>/<exercise>` links and the kept progress name it. */
  id: string;
  /** The syllabus section (1–8) it teaches. */
  section: number;
  title: Words;
  body: readonly Block[];
  exercises: readonly Exercise[];
}

export type Exercise =
  ClassifyExercise | FixExercise | ComposeExercise | ServerExercise | PredictExercise;

interface ExerciseBase {
  /** Stable within its lesson (links and progress name it). */
  id: string;
  title: Words;
  /** What to do, in a sentence or two. */
  task: Words;
  /** The version the exercise is judged against (the version picker is set to it). */
  version: ProtocolVersion;
  /** Three levels: a nudge, a pointer to the place, nearly the answer. */
  hints: readonly [Words, Words, Words];
  /**
   * Exercises of the *Versions* kind are pairs of ordinary exercises with the same goal in two
   * versions (e.g. 2025-11-25 and 2026-07-28): each names the other here.
   */
  sameGoalAs?: string;
  /**
   * Why the right answer is right, in one paragraph: shown once the exercise is solved or its
   * solution shown (never before), for every kind of exercise.
   */
  why?: Words;
}

/** What the message below is: its kind (and a reply's outcome). */
export interface ClassifyExercise extends ExerciseBase {
  kind: "classify";
  /** Put in the editor when the exercise opens; the answer is the choice, not the text. */
  message: string;
  choices: readonly Choice[];
  /** The id of the right choice (a test checks it agrees with the core's classification). */
  answer: string;
}

export interface Choice {
  id: string;
  label: Words;
  /** For classify: the kind (and outcome) this choice names, checked against the core. */
  means?: { kind: MessageKind; outcome?: "success" | "error" };
  /** Why this choice is right or wrong, shown once the learner has chosen it. */
  why?: Words;
}

/** The editor starts with a broken message; solved when the text passes the checks. */
export interface FixExercise extends ExerciseBase {
  kind: "fix";
  start: string;
  checks: readonly TextCheck[];
  /** What "Show solution" puts in the editor (it must pass the checks; a test runs it). */
  solution: string;
}

/** The learner writes a message from a goal (the editor may start empty or with a skeleton). */
export interface ComposeExercise extends ExerciseBase {
  kind: "compose";
  start: string;
  checks: readonly TextCheck[];
  solution: string;
}

/**
 * A goal reached by talking to the gift server: checked on the session log from the moment the
 * exercise was opened (nothing is sent without the learner pressing Send or Initialize).
 */
export interface ServerExercise extends ExerciseBase {
  kind: "server";
  start: string;
  /** The gift server's controls the exercise needs (applied when it opens, e.g. the second tool). */
  controls?: ExerciseControls;
  checks: readonly LogCheck[];
  /**
   * What "Show solution" puts in the editor, step by step: the first message the log does not
   * show yet is the one filled in (a test sends them in order to a real gift server). A step
   * may instead switch a server control (the learner does it in "Server controls"), for goals
   * such as `notifications/tools/list_changed` that follow a change on the server's side.
   */
  solution: readonly SolutionStep[];
}

/** Server controls an exercise sets; the ones left out stay as the learner has them. */
export interface ExerciseControls {
  giftCards?: boolean;
  latencyMs?: number;
  strictLifecycle?: boolean;
}

/** One step of a server exercise's solution: a message to send, or controls to switch. */
export type SolutionStep = string | { controls: ExerciseControls };

/** Choose what the server will answer, then send the message and compare. */
export interface PredictExercise extends ExerciseBase {
  kind: "predict";
  /** Put in the editor, to be sent by the learner. */
  message: string;
  choices: readonly Choice[];
  answer: string;
  /** What the reply must show for the prediction to be compared (checked on the log). */
  checks: readonly LogCheck[];
}

/** A check on the core's report of the editor text (judged against the exercise's version). */
export type TextCheck =
  | { type: "kind"; kind: MessageKind; outcome?: "success" | "error"; says?: Words }
  | { type: "method"; method: string; says?: Words }
  /** No finding of severity error. */
  | { type: "valid"; says?: Words }
  | { type: "finding"; code: string; present: boolean; says?: Words }
  | { type: "pointer"; path: string; test: PointerTest; says?: Words };

/**
 * Free text that counts by what it says: the words (both languages, the forms a learner writes)
 * that say it; compared ignoring case, spacing and `ё` (see `meaning.ts`).
 */
export interface Meaning {
  en: readonly string[];
  ru: readonly string[];
}

/** What a JSON pointer of the message must hold. */
export type PointerTest =
  | { op: "exists" }
  | { op: "absent" }
  /** With `orAbsent`, leaving the member out passes too (`isError: false` or no `isError`). */
  | { op: "equals"; value: Json; orAbsent?: boolean }
  /** A string that says the meaning: one of its words, in any case, in either language. */
  | { op: "means"; meaning: Meaning }
  /** A string that mentions one of the meaning's words somewhere in it. */
  | { op: "mentions"; meaning: Meaning }
  /** Validated with the project's own JSON Schema interpreter (draft 2020-12). */
  | { op: "matches"; schema: Json };

/** One message of the session log, described by what it must be. */
export interface MessageMatch {
  /** `out`: the learner sent it; `in`: the server did. */
  flow: "out" | "in";
  kind?: MessageKind;
  /** For replies: the method of the request they answer. */
  method?: string;
  outcome?: "success" | "error";
  errorCode?: number;
  /** A success reply whose result says `isError: true`. */
  toolError?: boolean;
  /**
   * A request sent while an earlier request of the same sender with the same id was still
   * awaiting its reply (true), or not (false).
   */
  duplicateId?: boolean;
  /** A request cancelled by a `notifications/cancelled` sent before its reply arrived. */
  cancelledInFlight?: boolean;
  /** A JSON pointer of the message and what it must hold. */
  pointer?: { path: string; test: PointerTest };
}

/** A check on the session log since the exercise was opened. */
export type LogCheck =
  | { type: "has"; message: MessageMatch; says?: Words }
  | { type: "after"; first: MessageMatch; then: MessageMatch; says?: Words }
  | { type: "event"; event: ServerEventKind; says?: Words };
