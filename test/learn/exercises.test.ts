/**
 * Every exercise of every registered lesson, as data: its starting state fails its checks and
 * says why in both languages, its solution passes (server and predict exercises are sent in
 * order to a real gift server), and every text exists in English and in Russian.
 */
import { describe, expect, it } from "vitest";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Exercise, Lesson, Words } from "../../src/learn/types.ts";
import { checkText } from "../../src/protocol/check/check.ts";
import { expectExplained, expectWords } from "./expect.ts";
import { gradeLog, predictSteps, runSteps } from "./run.ts";

function exerciseWords(e: Exercise): [string, Words][] {
  const out: [string, Words][] = [
    ["title", e.title],
    ["task", e.task],
    ...e.hints.map((h, i): [string, Words] => [`hint ${i + 1}`, h]),
  ];
  if (e.kind === "classify" || e.kind === "predict") {
    for (const c of e.choices) out.push([`choice ${c.id}`, c.label]);
  }
  if (e.kind !== "classify") {
    for (const [i, c] of e.checks.entries()) if (c.says) out.push([`check ${i + 1}`, c.says]);
  }
  return out;
}

const all = LESSONS.flatMap((lesson) => lesson.exercises.map((e) => [lesson, e] as const));

describe("the course", () => {
  it("has unique lesson ids and exercise ids, and sections 1 to 8", () => {
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of LESSONS) {
      const eids = l.exercises.map((e) => e.id);
      expect(new Set(eids).size, l.id).toBe(eids.length);
      expect(l.section).toBeGreaterThanOrEqual(1);
      expect(l.section).toBeLessThanOrEqual(8);
      for (const e of l.exercises) {
        if (e.sameGoalAs) expect(eids, `${l.id}/${e.id} sameGoalAs`).toContain(e.sameGoalAs);
      }
    }
    console.info(`the course: ${LESSONS.length} lessons, ${all.length} exercises`);
  });

  it.each(LESSONS.map((l): [string, Lesson] => [l.id, l]))(
    "%s: its texts in both languages",
    (_, l) => {
      expectWords(l.title, `${l.id} title`);
      for (const [i, b] of l.body.entries()) {
        if (b.type === "text") expectWords(b.text, `${l.id} block ${i + 1}`);
        else if (b.caption) expectWords(b.caption, `${l.id} block ${i + 1} caption`);
      }
    },
  );
});

describe.each(all.map(([l, e]): [string, Lesson, Exercise] => [`${l.id}/${e.id}`, l, e]))(
  "%s",
  (name, _lesson, exercise) => {
    it("has every text in English and in Russian", () => {
      for (const [where, w] of exerciseWords(exercise)) expectWords(w, `${name} ${where}`);
    });

    switch (exercise.kind) {
      case "classify":
        it("is unsolved without a choice or with a wrong one, solved with the answer", () => {
          expectExplained(gradeExercise(exercise, {}), name);
          for (const c of exercise.choices.filter((c) => c.id !== exercise.answer)) {
            expectExplained(gradeExercise(exercise, { choice: c.id }), `${name} ${c.id}`);
          }
          expect(gradeExercise(exercise, { choice: exercise.answer }).solved).toBe(true);
          expect(exercise.choices.map((c) => c.id)).toContain(exercise.answer);
        });
        it("agrees with the core on what the message is", () => {
          const means = exercise.choices.find((c) => c.id === exercise.answer)?.means;
          if (!means) return;
          const report = checkText(exercise.message, { version: exercise.version });
          expect(report.kind).toBe(means.kind);
          if (means.outcome) expect(report.outcome).toBe(means.outcome);
        });
        break;
      case "fix":
      case "compose":
        it("fails at the start and says why; its solution passes", () => {
          expectExplained(gradeExercise(exercise, { text: exercise.start }), name);
          const grade = gradeExercise(exercise, { text: exercise.solution });
          expect(grade.outcomes.filter((o) => !o.pass).map((o) => o.says?.en)).toEqual([]);
          expect(grade.solved).toBe(true);
        });
        break;
      case "server":
        it("fails on an empty session; its solution, sent to the gift server, passes", async () => {
          expectExplained(gradeExercise(exercise, {}), name);
          const log = await runSteps(exercise, exercise.solution);
          const grade = gradeLog(exercise, log);
          expect(grade.outcomes.filter((o) => !o.pass).map((o) => o.says?.en)).toEqual([]);
          expect(grade.solved).toBe(true);
        }, 20_000);
        break;
      case "predict":
        it("is unsolved before the reply; after sending, only the right prediction passes", async () => {
          expectExplained(gradeExercise(exercise, { choice: exercise.answer }), name);
          const log = await runSteps(exercise, predictSteps(exercise));
          const right = gradeLog(exercise, log, exercise.answer);
          expect(right.outcomes.filter((o) => !o.pass).map((o) => o.says?.en)).toEqual([]);
          for (const c of exercise.choices.filter((c) => c.id !== exercise.answer)) {
            expectExplained(gradeLog(exercise, log, c.id), `${name} ${c.id}`);
          }
        }, 20_000);
        break;
    }
  },
);
