/**
 * The course, in order: every lesson the page lists and the tests run. Adding a lesson is one
 * file beside this one (`export const lesson: Lesson`) and one line below. The page reaches
 * this module only in the learn worker (`client/learn`), so no lesson's text lands in the
 * first paint.
 */
import { findIn } from "../course.ts";
import type { Lesson } from "../types.ts";
import { lesson as appsSdkWidget } from "./apps-sdk-widget.ts";
import { lesson as authorization } from "./authorization.ts";
import { lesson as frame } from "./frame.ts";
import { lesson as lifecycle } from "./lifecycle.ts";
import { lesson as longCalls } from "./long-calls.ts";
import { lesson as notifications } from "./notifications.ts";
import { lesson as protocolOrBusiness } from "./protocol-or-business.ts";
import { lesson as readAndFix } from "./read-and-fix.ts";
import { lesson as replies } from "./replies.ts";
import { lesson as requests } from "./requests.ts";
import { lesson as resourcesPrompts } from "./resources-prompts.ts";
import { lesson as sixMistakes } from "./six-mistakes.ts";
import { lesson as stdio } from "./stdio.ts";
import { lesson as tools } from "./tools.ts";
import { lesson as versions } from "./versions.ts";

export const LESSONS: readonly Lesson[] = [
  frame,
  lifecycle,
  stdio,
  requests,
  versions,
  replies,
  protocolOrBusiness,
  notifications,
  longCalls,
  tools,
  resourcesPrompts,
  appsSdkWidget,
  authorization,
  readAndFix,
  sixMistakes,
];

/** The lesson and exercise a link names, if the course has them. */
export const findExercise = (lessonId: string, exerciseId: string | undefined) =>
  findIn(LESSONS, lessonId, exerciseId);
