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

interface Sent {
  id?: unknown;
  method?: unknown;
  params?: { requestId?: unknown };
}

const parsed = (step: SolutionStep): Sent | undefined =>
  typeof step === "string" ? (JSON.parse(step) as Sent) : undefined;

/** Ids of requests a later step cancels: their replies are not waited for. */
function cancelledIds(steps: readonly SolutionStep[]): Set<unknown> {
  const ids = new Set<unknown>();
  for (const m of steps.map(parsed)) {
    if (m?.method === "notifications/cancelled") ids.add(m.params?.requestId);
  }
  return ids;
}

/** Whether a later step sends another request with the id of step `i` (it must overlap). */
const reusedLater = (steps: readonly SolutionStep[], i: number, id: unknown) =>
  steps.slice(i + 1).some((s) => {
    const m = parsed(s);
    return m?.method !== undefined && m.id === id;
  });

export interface RunOptions {
  /**
   * Wait for each request's reply before the next step, even when a later step reuses its id or
   * cancels it: what a learner does who sends the second message too late.
   */
  oneAtATime?: boolean;
}

/** Sends `steps` in order and gives the session's log (rows and entries). */
export async function runSteps(
  exercise: ServerExercise | PredictExercise,
  steps: readonly SolutionStep[],
  options: RunOptions = {},
): Promise<LogView> {
  let controls: ServerControls = {
    ...DEFAULT_CONTROLS,
    ...(exercise.kind === "server" ? exercise.controls : {}),
  };
  const h = harness(controls);
  const cancelled = options.oneAtATime ? new Set<unknown>() : cancelledIds(steps);
  // Replies owed per id: a request whose id a later step reuses is not waited for at once (the
  // second must go out while the first is pending), but every reply is waited for in the end.
  const owed = new Map<unknown, number>();
  const repliesTo = (id: unknown) =>
    h.sent.filter((t) => byId(id)(JSON.parse(t) as Record<string, unknown>)).length;
  const waitForReplies = async (id: unknown, n: number) => {
    const deadline = Date.now() + 15_000;
    while (repliesTo(id) < n) {
      if (Date.now() > deadline) throw new Error(`no reply ${n} to id ${String(id)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  try {
    for (const [i, step] of steps.entries()) {
      if (typeof step !== "string") {
        controls = { ...controls, ...step.controls };
        h.endpoint.setControls(controls);
        await settle();
        continue;
      }
      h.send(step);
      const m = parsed(step);
      if (m?.method !== undefined && m.id !== undefined && !cancelled.has(m.id)) {
        owed.set(m.id, (owed.get(m.id) ?? 0) + 1);
        if (options.oneAtATime || !reusedLater(steps, i, m.id)) {
          await waitForReplies(m.id, owed.get(m.id) ?? 1);
        }
      }
      await settle();
    }
    for (const [id, n] of owed) await waitForReplies(id, n);
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
