/**
 * Hand-written answers, by `lesson/exercise`: free text in Russian and in other cases and words
 * the task allows, other ids where the task leaves them free, and the late messages the timing
 * exercises must refuse. Each is made from the exercise's own solution, changed in one place.
 */
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Json, SolutionStep } from "../../src/learn/types.ts";
import type { RunOptions } from "./run.ts";
import { edited } from "./variants.ts";

export interface HandWritten {
  right?: { label: string; text: string }[];
  wrong?: { label: string; text: string; wrote?: Json }[];
  rightSteps?: { label: string; steps: readonly SolutionStep[] }[];
  wrongSteps?: { label: string; steps: readonly SolutionStep[]; options?: RunOptions }[];
}

function exercise(name: string) {
  const [lesson, id] = name.split("/");
  const e = LESSONS.find((l) => l.id === lesson)?.exercises.find((x) => x.id === id);
  if (!e) throw new Error(`no exercise ${name}`);
  return e;
}

/** The solution of a fix or compose exercise with `path` set to `to` (undefined: removed). */
function solutionWith(name: string, path: string, to: Json | undefined): string {
  const e = exercise(name);
  if (e.kind !== "fix" && e.kind !== "compose") throw new Error(`${name} has no text solution`);
  return JSON.stringify(edited(JSON.parse(e.solution) as Json, path, to), null, 2);
}

/** A server exercise's solution with its last message's `path` set to `to`. */
function stepsWith(name: string, path: string, to: Json): SolutionStep[] {
  const e = exercise(name);
  if (e.kind !== "server") throw new Error(`${name} is not a server exercise`);
  const steps = [...e.solution];
  const last = steps.map((s) => typeof s === "string").lastIndexOf(true);
  const text = steps[last] as string;
  steps[last] = JSON.stringify(edited(JSON.parse(text) as Json, path, to), null, 2);
  return steps;
}

const right = (name: string, path: string, to: Json, label = `${path}: ${JSON.stringify(to)}`) => ({
  label,
  text: solutionWith(name, path, to),
});

const wrong = (name: string, path: string, to: Json) => ({
  label: `${path}: ${JSON.stringify(to)}`,
  text: solutionWith(name, path, to),
  wrote: to,
});

const GIFTS = "requests/call-suggest-gifts";
const PROTOCOL_ROAD = "read-and-fix/protocol-road";
const REFUSAL = "read-and-fix/refusal-lost";
const COMPOSE_RESULT = "tools/compose-result";
const CARD_STYLE = "resources-prompts/get-card-style";
const SAME_ID = "six-mistakes/same-id-twice";
const CANCEL = "long-calls/cancel-wrap";
const LINE_BREAK = "stdio/line-break-inside";
const LOG_NOTE = "stdio/log-as-message";
const BOTH = "replies/result-and-error";
const HANDSHAKE = "lifecycle/handshake";
const COURSE_READ = "resources-prompts/course-read-request";
const COURSE_LOG = "notifications/course-log-name";

export const HAND_WRITTEN: Record<string, HandWritten> = {
  [COURSE_READ]: {
    right: [
      {
        label: "on one line, keys in another order",
        text: '{"method":"resources/read","params":{"uri":"gifts://catalog"},"id":7,"jsonrpc":"2.0"}',
      },
      {
        label: "spread over lines with tabs",
        text: '{\n\t"jsonrpc" : "2.0",\n\t"id" : 7,\n\t"method" : "resources/read",\n\t"params" : {\n\t\t"uri" : "gifts://catalog"\n\t}\n}',
      },
      right(COURSE_READ, "/id", "read-catalog", "a string id"),
      right(COURSE_READ, "/params/_meta", { progressToken: "catalog-1" }, "with a _meta"),
    ],
    wrong: [
      {
        label: "the course's resources/get kept",
        text: solutionWith(COURSE_READ, "/method", "resources/get"),
      },
      wrong(COURSE_READ, "/method", "resource/read"),
      wrong(COURSE_READ, "/method", "prompts/get"),
      wrong(COURSE_READ, "/params/uri", "gifts://catalog/books"),
      { label: "no id: a notification", text: solutionWith(COURSE_READ, "/id", undefined) },
    ],
  },
  [COURSE_LOG]: {
    right: [
      {
        label: "on one line, keys in another order, no logger",
        text: '{"params":{"data":{"event":"tool call","tool":"suggest_gifts"},"level":"info"},"method":"notifications/message","jsonrpc":"2.0"}',
      },
      right(COURSE_LOG, "/params/data", "Tool call: suggest_gifts", "data as a string"),
      right(COURSE_LOG, "/params/logger", "gifts", "another logger name"),
      right(COURSE_LOG, "/params/_meta", { trace: "t-1" }, "with a _meta"),
    ],
    wrong: [
      {
        label: "the course's notifications/logging/message kept",
        text: solutionWith(COURSE_LOG, "/method", "notifications/logging/message"),
      },
      wrong(COURSE_LOG, "/method", "logging/message"),
      wrong(COURSE_LOG, "/method", "notifications/log"),
      wrong(COURSE_LOG, "/params/level", "INFO"),
      { label: "no data", text: solutionWith(COURSE_LOG, "/params/data", undefined) },
      { label: "with an id: a request", text: solutionWith(COURSE_LOG, "/id", 1) },
    ],
  },
  [LINE_BREAK]: {
    right: [
      // The break kept, escaped: the message is still one line.
      right(LINE_BREAK, "/params/arguments/recipient", "my grandma,\nwho loves gardening"),
      right(LINE_BREAK, "/params/arguments/recipient", "Бабушка, которая любит свой сад"),
      right(LINE_BREAK, "/params/arguments/recipient", "GRANDMOTHER who loves her garden"),
      right(LINE_BREAK, "/params/arguments/occasion", "день рождения"),
    ],
    wrong: [
      {
        // The raw break moved elsewhere in the string: still not JSON, still two lines.
        label: "the raw line break moved, not removed",
        text: solutionWith(LINE_BREAK, "/params/arguments/recipient", "my grandma").replace(
          '"my grandma"',
          '"my\ngrandma, who loves gardening"',
        ),
      },
      wrong(LINE_BREAK, "/params/arguments/recipient", "my grandma"),
      wrong(LINE_BREAK, "/params/arguments/recipient", "who loves gardening"),
      wrong(LINE_BREAK, "/params/arguments/occasion", "wedding"),
    ],
  },
  [LOG_NOTE]: {
    right: [
      right(LOG_NOTE, "/params/data", "Загружено 12 подарков"),
      right(LOG_NOTE, "/params/data", "12 GIFTS loaded from the catalog"),
      right(LOG_NOTE, "/params/logger", "gift-server", "with a logger name"),
    ],
    wrong: [
      wrong(LOG_NOTE, "/params/data", "Server started"),
      wrong(LOG_NOTE, "/params/level", "error"),
      {
        // The method is named back as what was written ("Метод — …, а задание просит …").
        label: "another method",
        text: solutionWith(LOG_NOTE, "/method", "notifications/log"),
      },
      { label: "with an id: a request", text: solutionWith(LOG_NOTE, "/id", 1) },
    ],
  },
  [GIFTS]: {
    right: [
      right(GIFTS, "/params/arguments/occasion", "день рождения"),
      right(GIFTS, "/params/arguments/occasion", "Birthday"),
      right(GIFTS, "/params/arguments/occasion", "  ДЕНЬ  РОЖДЕНИЯ "),
      right(GIFTS, "/params/arguments/occasion", "на день рождения"),
      right(GIFTS, "/params/arguments/recipient", "коллега"),
      right(GIFTS, "/id", "gift-ideas-1", "another valid id"),
    ],
    wrong: [
      wrong(GIFTS, "/params/arguments/occasion", "wedding"),
      wrong(GIFTS, "/params/arguments/occasion", "свадьба"),
      wrong(GIFTS, "/params/arguments/budget", "60"),
      {
        label: "no recipient",
        text: solutionWith(GIFTS, "/params/arguments/recipient", undefined),
      },
    ],
  },
  [PROTOCOL_ROAD]: {
    right: [
      right(PROTOCOL_ROAD, "/error/message", "Не указан бюджет"),
      right(PROTOCOL_ROAD, "/error/message", "BUDGET is required"),
      right(PROTOCOL_ROAD, "/error/message", "В аргументах нет бюджета (budget)"),
    ],
    wrong: [wrong(PROTOCOL_ROAD, "/error/message", "Something went wrong")],
  },
  [REFUSAL]: {
    right: [right(REFUSAL, "/error/message", "Не хватает бюджета")],
    wrong: [wrong(REFUSAL, "/id", "2"), wrong(REFUSAL, "/error/code", "-32602")],
  },
  [COMPOSE_RESULT]: {
    right: [right(COMPOSE_RESULT, "/result/isError", false)],
    wrong: [
      wrong(COMPOSE_RESULT, "/result/isError", true),
      wrong(COMPOSE_RESULT, "/result/isError", "false"),
    ],
  },
  [CARD_STYLE]: {
    rightSteps: [
      {
        label: "for бабушка",
        steps: stepsWith(CARD_STYLE, "/params/arguments/recipient", "бабушка"),
      },
      {
        label: "for Grandma",
        steps: stepsWith(CARD_STYLE, "/params/arguments/recipient", "Grandma"),
      },
      {
        label: "for grandmother",
        steps: stepsWith(CARD_STYLE, "/params/arguments/recipient", "my grandmother"),
      },
    ],
    wrongSteps: [
      { label: "for mom", steps: stepsWith(CARD_STYLE, "/params/arguments/recipient", "mom") },
    ],
  },
  [SAME_ID]: {
    wrongSteps: [
      {
        label: "the second request sent after the first one's reply",
        steps: (exercise(SAME_ID) as { solution: readonly SolutionStep[] }).solution,
        options: { oneAtATime: true },
      },
    ],
  },
  // The tool found two gifts: a reply that keeps them but says the tool failed tells a lie.
  [BOTH]: { wrong: [wrong(BOTH, "/result/isError", true)] },
  // The gift server answers `"jsonrpc": 2.0` with -32600: the session never starts.
  [HANDSHAKE]: {
    wrongSteps: [
      {
        label: 'ended with "jsonrpc": 2.0 (a number), refused with -32600',
        steps: stepsWith(HANDSHAKE, "/jsonrpc", 2.0),
      },
    ],
  },
  [CANCEL]: {
    wrongSteps: [
      {
        label: "the cancellation sent after the result",
        steps: (exercise(CANCEL) as { solution: readonly SolutionStep[] }).solution,
        options: { oneAtATime: true },
      },
    ],
  },
};
