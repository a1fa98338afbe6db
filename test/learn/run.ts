/**
 * Runs a server exercise's solution (or a predict exercise's message) against a real gift
 * server in this process, step by step, and gives the log as the checker reads it.
 */
import { gradeExercise } from "../../src/learn/grade.ts";
import type { LogView } from "../../src/learn/log.ts";
import type {
  Exercise,
  PredictExercise,
  ServerExercise,
  SolutionStep,
} from "../../src/learn/types.ts";
import { deriveExchange } from "../../src/protocol/exchange/derive.ts";
import type { MessageEntry } from "../../src/protocol/exchange/types.ts";
import { DEFAULT_CONTROLS, type ServerControls } from "../../src/server/controls.ts";
import { byId, harness, settle } from "../../src/server/testkit.ts";

const HANDSHAKE = (version: string): string[] => [
  JSON.stringify({
    jsonrpc: "2.0",
    id: "learn-handshake",
    method: "initialize",
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "t", version: "1" } },
  }),
  JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
];

/** The steps that reach a predict exercise's reply: the handshake first where one is due. */
export function predictSteps(exercise: PredictExercise): string[] {
  const parsed = JSON.parse(exercise.message) as { method?: unknown };
  const needsHandshake = parsed.method !== "initialize" && exercise.version !== "2026-07-28";
  return [...(needsHandshake ? HANDSHAKE(exercise.version) : []), exercise.message];
}

/** Ids of requests a later step cancels: their replies are not waited for. */
function cancelledIds(steps: readonly SolutionStep[]): Set<unknown> {
  const ids = new Set<unknown>();
  for (const step of steps) {
    if (typeof step !== "string") continue;
    const m = JSON.parse(step) as { method?: unknown; params?: { requestId?: unknown } };
    if (m.method === "notifications/cancelled") ids.add(m.params?.requestId);
  }
  return ids;
}

/** Sends `steps` in order and gives the session's log (rows and entries). */
export async function runSteps(
  exercise: ServerExercise | PredictExercise,
  steps: readonly SolutionStep[],
): Promise<LogView> {
  let controls: ServerControls = {
    ...DEFAULT_CONTROLS,
    ...(exercise.kind === "server" ? exercise.controls : {}),
  };
  const h = harness(controls);
  const cancelled = cancelledIds(steps);
  try {
    for (const step of steps) {
      if (typeof step !== "string") {
        controls = { ...controls, ...step.controls };
        h.endpoint.setControls(controls);
        await settle();
        continue;
      }
      h.send(step);
      const m = JSON.parse(step) as { id?: unknown; method?: unknown };
      if (m.method !== undefined && m.id !== undefined && !cancelled.has(m.id)) {
        await h.waitFor(byId(m.id), 10_000);
      }
      await settle();
    }
    await settle();
  } finally {
    await h.close();
  }
  const entries: MessageEntry[] = h.log.map((e, seq) => ({
    type: "message",
    seq,
    flow: e.from === "client" ? "out" : "in",
    text: e.text,
    at: seq,
  }));
  return { rows: deriveExchange(entries, exercise.version), entries };
}

export const gradeLog = (exercise: Exercise, log: LogView, choice?: string) =>
  gradeExercise(exercise, { log, ...(choice !== undefined && { choice }) });
