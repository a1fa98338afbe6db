/**
 * Every solution is explained: each exercise has its why and each answer of a classify or
 * predict exercise its own explanation, in English and in Russian; the page shows a wrong
 * answer's explanation (never the exercise's why, which names the right one) while the learner
 * can still change it, and the whole why once solved or shown.
 */
import { describe, expect, it } from "vitest";
import { explain } from "../../src/learn/explain.ts";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Exercise, Words } from "../../src/learn/types.ts";

const CYRILLIC = /[а-яё]/i;

function expectExplanation(w: Words | undefined, where: string) {
  expect(w, where).toBeDefined();
  expect(w?.en.trim().length ?? 0, `${where} (en)`).toBeGreaterThan(20);
  expect(w?.ru.trim().length ?? 0, `${where} (ru)`).toBeGreaterThan(20);
  expect(CYRILLIC.test(w?.ru ?? ""), `${where} (ru is Russian)`).toBe(true);
  expect(CYRILLIC.test(w?.en ?? ""), `${where} (en is English)`).toBe(false);
}

const all = LESSONS.flatMap((l) =>
  l.exercises.map((e): [string, Exercise] => [`${l.id}/${e.id}`, e]),
);

describe("every solution is explained", () => {
  it.each(all)("%s: its why, and each answer's, in both languages", (name, e) => {
    expectExplanation(e.why, `${name} why`);
    if (e.kind === "classify" || e.kind === "predict") {
      for (const c of e.choices) expectExplanation(c.why, `${name} choice ${c.id}`);
    }
  });

  it.each(all.filter(([, e]) => e.kind === "classify" || e.kind === "predict"))(
    "%s: a wrong answer's explanation never calls it right",
    (_, e) => {
      if (e.kind !== "classify" && e.kind !== "predict") return;
      for (const c of e.choices.filter((c) => c.id !== e.answer)) {
        expect(c.why?.en, c.id).not.toMatch(/^(Right|Yes)\b/);
        expect(c.why?.ru, c.id).not.toMatch(/^(Верно|Да)\b/);
      }
    },
  );

  it("covers the whole course", () => {
    expect(all.length).toBeGreaterThanOrEqual(78);
  });
});

const classify = all.flatMap(([name, e]) => (e.kind === "classify" ? [[name, e] as const] : []));
const predict = all.flatMap(([name, e]) => (e.kind === "predict" ? [[name, e] as const] : []));

describe("what the page explains", () => {
  it.each(classify)("%s: a wrong answer its own explanation only; the right one both", (_, e) => {
    for (const c of e.choices) {
      const grade = gradeExercise(e, { choice: c.id });
      const shown = explain(e, { type: "graded", grade, choice: c.id });
      expect(shown.choice).toBe(c.why);
      if (c.id === e.answer) expect(shown.why).toBe(e.why);
      else expect(shown.why).toBeUndefined();
    }
    expect(explain(e, { type: "solution" })).toEqual({
      choice: e.choices.find((c) => c.id === e.answer)?.why,
      why: e.why,
    });
  });

  it.each(predict)("%s: nothing about the prediction before the reply", (_, e) => {
    const grade = gradeExercise(e, { choice: e.answer });
    expect(grade.solved).toBe(false);
    expect(explain(e, { type: "graded", grade, choice: e.answer })).toEqual({});
    expect(explain(e, { type: "solution" }).why).toBe(e.why);
  });

  it.each(predict)("%s: after the reply, the prediction made is explained", (_, e) => {
    const replied = e.checks.map(() => ({ pass: true }));
    for (const c of e.choices) {
      const right = c.id === e.answer;
      const grade = { solved: right, outcomes: [{ pass: right }, ...replied] };
      expect(explain(e, { type: "graded", grade, choice: c.id })).toEqual(
        right ? { choice: c.why, why: e.why } : { choice: c.why },
      );
    }
  });

  it.each(all.filter(([, e]) => e.kind !== "classify" && e.kind !== "predict"))(
    "%s: the why after the solution is shown, not after a failed check",
    (_, e) => {
      expect(explain(e, { type: "solution" })).toEqual({ why: e.why });
      const failed = { solved: false, outcomes: [{ pass: false }] };
      expect(explain(e, { type: "graded", grade: failed, choice: undefined })).toEqual({});
      const solved = { solved: true, outcomes: [{ pass: true }] };
      expect(explain(e, { type: "graded", grade: solved, choice: undefined })).toEqual({
        why: e.why,
      });
    },
  );
});
