/**
 * Every exercise against at least three right answers written otherwise and three wrong ones
 * (the typical mistakes, made on the places its checks name): the right ones pass, the wrong
 * ones fail, and no failing sentence gives the learner's own value back as the fix. Server and
 * predict exercises are played on a real gift server in this process.
 */
import { describe, expect, it } from "vitest";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Grade } from "../../src/learn/outcome.ts";
import type {
  ClassifyExercise,
  ComposeExercise,
  Exercise,
  FixExercise,
  Json,
  PredictExercise,
  ServerExercise,
  SolutionStep,
} from "../../src/learn/types.ts";
import { getAtPointer } from "../../src/protocol/pointer.ts";
import { expectExplained } from "./expect.ts";
import { HAND_WRITTEN } from "./hand-written.ts";
import { gradeLog, predictSteps, runSteps } from "./run.ts";
import {
  echoes,
  edited,
  jsonrpcAsNumber,
  otherValue,
  renumbered,
  rewritten,
  slipped,
} from "./variants.ts";

interface Wrong {
  label: string;
  text: string;
  /** The value the learner wrote at the checked place (never to be given back as the fix). */
  wrote?: Json;
}

const all = LESSONS.flatMap((l) => l.exercises.map((e) => [`${l.id}/${e.id}`, e] as const));

function expectRejected(grade: Grade, where: string, wrote?: Json) {
  expectExplained(grade, where);
  if (wrote === undefined) return;
  for (const o of grade.outcomes) {
    for (const sentence of o.says ? [o.says.en, o.says.ru] : []) {
      expect(
        echoes(sentence, wrote),
        `${where}: "${sentence}" gives back ${JSON.stringify(wrote)}`,
      ).toEqual([]);
    }
  }
}

function expectAccepted(grade: Grade, where: string) {
  expect(
    grade.outcomes.filter((o) => !o.pass).map((o) => o.says?.en),
    where,
  ).toEqual([]);
  expect(grade.solved, where).toBe(true);
}

/** The typical mistakes on a fix or compose exercise's solution, one per place its checks name. */
function wrongTexts(e: FixExercise | ComposeExercise): Wrong[] {
  const solution = JSON.parse(e.solution) as Json;
  const out: Wrong[] = [{ label: "the start", text: e.start }];
  if (e.solution.includes('"jsonrpc"')) {
    out.push({ label: "jsonrpc as the number 2.0", text: jsonrpcAsNumber(e.solution), wrote: 2 });
  }
  for (const check of e.checks) {
    if (check.type !== "pointer" || check.path === "") continue;
    const value = getAtPointer(solution, check.path) as Json | undefined;
    const test = check.test;
    if (value === undefined) {
      if (test.op === "absent") {
        const text = JSON.stringify(edited(solution, check.path, null), null, 2);
        out.push({ label: `${check.path} kept as null`, text });
      }
      continue;
    }
    if (!(test.op === "equals" && test.orAbsent)) {
      const text = JSON.stringify(edited(solution, check.path, undefined), null, 2);
      out.push({ label: `${check.path} left out`, text });
      // Typical mistake 4: the field under another name (`toolName`, `resourceId`).
      const renamed = misnamed(check.path);
      if (renamed) {
        const moved = edited(edited(solution, check.path, undefined), renamed, value);
        out.push({ label: `${check.path} as ${renamed}`, text: JSON.stringify(moved, null, 2) });
      }
    }
    const slip = slipped(value);
    if (slip !== undefined && test.op !== "matches") {
      const text = JSON.stringify(edited(solution, check.path, slip), null, 2);
      out.push({ label: `${check.path} in quotes`, text, wrote: slip });
    }
    const other = otherValue(value);
    if (other !== undefined && test.op === "equals") {
      const text = JSON.stringify(edited(solution, check.path, other), null, 2);
      out.push({ label: `${check.path} another value`, text, wrote: other });
    }
  }
  const seen = new Set<string>();
  return out.filter((w) => !seen.has(w.text) && seen.add(w.text));
}

/** The name a learner gives a field by mistake (`name` → `toolName`, `uri` → `resourceId`). */
function misnamed(path: string): string | undefined {
  const at = path.lastIndexOf("/");
  const key = path.slice(at + 1);
  if (key === "" || /^\d+$/.test(key) || key === "jsonrpc") return undefined;
  const other = key === "name" ? "toolName" : key === "uri" ? "resourceId" : `${key}Value`;
  return `${path.slice(0, at)}/${other}`;
}

/** What a server exercise's log looks like when none of it counts (restored, not live). */
const restored = <T extends { rows: readonly { seq: number }[] }>(log: T): T => ({
  ...log,
  since: log.rows.length,
});

const strings = (steps: readonly SolutionStep[]) =>
  steps.map((s) => (typeof s === "string" ? s : s));

describe.each(all.map(([name, e]): [string, Exercise] => [name, e]))("%s", (name, exercise) => {
  const hand = HAND_WRITTEN[name];
  switch (exercise.kind) {
    case "classify": {
      const e: ClassifyExercise = exercise;
      it("accepts the answer whatever the editor holds; rejects every other choice and none", () => {
        const texts = [e.message, ...rewritten(e.message).map((r) => r.text), ""];
        for (const text of texts)
          expectAccepted(gradeExercise(e, { choice: e.answer, text }), name);
        const wrong = [undefined, "", ...e.choices.map((c) => c.id).filter((c) => c !== e.answer)];
        expect(wrong.length).toBeGreaterThanOrEqual(3);
        for (const choice of wrong) {
          const grade = gradeExercise(e, choice === undefined ? {} : { choice });
          expectRejected(grade, `${name} choice ${String(choice)}`);
          const label = e.choices.find((c) => c.id === choice)?.label;
          for (const o of grade.outcomes) {
            if (label && o.says) expect(o.says.en).not.toContain(label.en);
          }
        }
      });
      break;
    }
    case "fix":
    case "compose": {
      const e = exercise;
      it("accepts the solution written otherwise, and the hand-written right answers", () => {
        const right = [...rewritten(e.solution), ...(hand?.right ?? [])];
        expect(right.length).toBeGreaterThanOrEqual(3);
        for (const r of right)
          expectAccepted(gradeExercise(e, { text: r.text }), `${name}: ${r.label}`);
      });
      it("rejects the typical mistakes without giving the learner's value back", () => {
        const wrong = [...wrongTexts(e), ...(hand?.wrong ?? [])];
        expect(wrong.length).toBeGreaterThanOrEqual(3);
        for (const w of wrong) {
          expectRejected(gradeExercise(e, { text: w.text }), `${name}: ${w.label}`, w.wrote);
        }
      });
      break;
    }
    case "server": {
      const e: ServerExercise = exercise;
      const steps = strings(e.solution);
      const rewrite = (i: number) =>
        steps.map((s) => (typeof s === "string" ? (rewritten(s)[i]?.text ?? s) : s));
      const handshakeId = steps.map((s) =>
        typeof s === "string" && s.includes('"initialize"')
          ? renumbered(s, () => "first-hello")
          : s,
      );
      const right: { label: string; steps: readonly SolutionStep[] }[] = [
        { label: "on one line", steps: rewrite(0) },
        { label: "keys reversed", steps: rewrite(1) },
        { label: "another handshake id", steps: handshakeId },
        ...(hand?.rightSteps ?? []),
      ];
      it.concurrent.each(right.map((r): [string, readonly SolutionStep[]] => [r.label, r.steps]))(
        "accepts the solution sent %s",
        async (label, s) => {
          expectAccepted(gradeLog(e, await runSteps(e, s)), `${name}: ${label}`);
        },
        30_000,
      );
      it.concurrent(
        "rejects an empty session, a restored one, one that stops short, and the hand-written wrong ones",
        async () => {
          expectRejected(gradeExercise(e, {}), `${name}: nothing sent`);
          const full = await runSteps(e, steps);
          expectRejected(gradeLog(e, restored(full)), `${name}: restored, not live`);
          const lastMessage = steps.map((s) => typeof s === "string").lastIndexOf(true);
          const short = steps.filter((_, i) => i !== lastMessage);
          expectRejected(
            gradeLog(e, await runSteps(e, short)),
            `${name}: without its last message`,
          );
          for (const w of hand?.wrongSteps ?? []) {
            expectRejected(
              gradeLog(e, await runSteps(e, w.steps, w.options)),
              `${name}: ${w.label}`,
            );
          }
        },
        60_000,
      );
      break;
    }
    case "predict": {
      const e: PredictExercise = exercise;
      const message = e.message;
      const variants = [
        { label: "as it is", text: message },
        { label: "keys reversed", text: rewritten(message)[1]?.text ?? message },
        {
          label: "another id",
          text: renumbered(message, (id) =>
            typeof id === "number" ? id + 100 : `${JSON.stringify(id)}-b`,
          ),
        },
      ];
      it.concurrent.each(variants.map((v): [string, string] => [v.label, v.text]))(
        "accepts the right prediction with the message sent %s; rejects the others",
        async (label, text) => {
          const steps = predictSteps({ ...e, message: text });
          const log = await runSteps(e, steps);
          expectAccepted(gradeLog(e, log, e.answer), `${name}: ${label}`);
          const wrong = e.choices.filter((c) => c.id !== e.answer);
          for (const c of wrong) expectRejected(gradeLog(e, log, c.id), `${name}: ${c.id}`);
          expectRejected(gradeLog(e, restored(log), e.answer), `${name}: restored, not live`);
          expectRejected(gradeExercise(e, { choice: e.answer }), `${name}: before the reply`);
          expect(wrong.length + 2).toBeGreaterThanOrEqual(3);
        },
        30_000,
      );
      break;
    }
  }
});
