/**
 * A server exercise that waits for a reply, when the learner sent the request's method without
 * an `id`: the verdict says that a notification gets no reply, against a real gift server.
 */
import { expect, it } from "vitest";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { SolutionStep } from "../../src/learn/types.ts";
import { runSteps } from "./run.ts";

it("an unknown method sent without an id is told that a notification gets no reply", async () => {
  const e = LESSONS.find((l) => l.id === "replies")?.exercises.find(
    (x) => x.id === "get-method-not-found",
  );
  if (e?.kind !== "server") throw new Error("no replies/get-method-not-found");
  const steps: SolutionStep[] = e.solution.map((s) => {
    if (typeof s !== "string" || !s.includes("tools/col")) return s;
    const { id: _id, ...rest } = JSON.parse(s) as Record<string, unknown>;
    return JSON.stringify(rest);
  });
  expect(steps.some((s) => typeof s === "string" && s.includes("tools/col"))).toBe(true);
  const grade = gradeExercise(e, { log: await runSteps(e, steps) });
  expect(grade.solved).toBe(false);
  const said = grade.outcomes.flatMap((o) => (o.says ? [o.says] : []));
  expect(said.map((w) => w.en)).toEqual([
    "You sent `tools/col` without an `id`: that makes it a notification, and a notification gets no reply.",
  ]);
  expect(said[0]?.ru).toContain("на уведомление не отвечают");
}, 30_000);
