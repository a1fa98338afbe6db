import { describe, expect, it } from "vitest";
import { gradeExercise } from "./grade.ts";
import { LESSONS } from "./lessons/index.ts";
import { EVERYTHING, predictionSent, workbenchShows } from "./mode.ts";
import type { PredictExercise } from "./types.ts";

describe("lesson mode: what the workbench shows while an exercise is open", () => {
  it("outside lessons, and once an exercise is done, everything", () => {
    expect(workbenchShows(undefined)).toEqual(EVERYTHING);
    for (const kind of ["classify", "predict", "fix", "compose", "server"] as const) {
      expect(workbenchShows(kind, true)).toEqual(EVERYTHING);
    }
  });

  it("classify: neither the kind badge nor the findings (they name the kind)", () => {
    expect(workbenchShows("classify")).toMatchObject({ kind: false, findings: false });
  });

  it("fix and compose: the findings, but no one-click fix (it would be the solution)", () => {
    expect(workbenchShows("fix")).toMatchObject({ kind: true, findings: true, fixes: false });
    expect(workbenchShows("compose")).toMatchObject({ findings: true, fixes: false });
  });

  it("predict: no findings (they may name the error), the prediction locked once sent", () => {
    expect(workbenchShows("predict")).toMatchObject({
      findings: false,
      predictionOpen: "until-sent",
    });
  });

  it("server: everything", () => {
    expect(workbenchShows("server")).toEqual(EVERYTHING);
  });
});

describe("the prediction's lock", () => {
  const call = '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"x"}}';
  const out = (seq: number, text: string) => ({ type: "message", seq, flow: "out", text });

  it("locks once a message with the exercise's method went out since the opening", () => {
    expect(predictionSent(call, [out(3, call)], 3)).toBe(true);
    expect(predictionSent(call, [out(5, call.replace("4", "9"))], 3)).toBe(true);
  });

  it("not for the handshake, a message before the opening, or one that came in", () => {
    const init = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}';
    expect(predictionSent(call, [out(3, init)], 3)).toBe(false);
    expect(predictionSent(call, [out(2, call)], 3)).toBe(false);
    expect(predictionSent(call, [{ ...out(4, call), flow: "in" }], 3)).toBe(false);
    expect(predictionSent(call, [{ type: "event", seq: 4 }], 3)).toBe(false);
    expect(predictionSent(call, [out(4, "{not json")], 3)).toBe(false);
  });
});

describe("Check before the reply, in every predict exercise", () => {
  const predicts = LESSONS.flatMap((l) =>
    l.exercises.filter((e): e is PredictExercise => e.kind === "predict"),
  );

  it.each(predicts.map((e) => [e.id, e] as const))(
    "%s: says 'send first' and nothing of the reply, whatever the choice",
    (_id, exercise) => {
      for (const choice of [undefined, ...exercise.choices.map((c) => c.id)]) {
        const grade = gradeExercise(exercise, choice === undefined ? {} : { choice });
        expect(grade.solved).toBe(false);
        const said = grade.outcomes.flatMap((o) => (o.says ? [o.says.en, o.says.ru] : []));
        expect(said.join(" ")).toMatch(/Send the message first/);
        // No error code, no method answered, no word of the expected reply.
        expect(said.join(" ")).not.toMatch(/-32\d{3}|isError|answering|отвечающ/);
        const answer = exercise.choices.find((c) => c.id === exercise.answer);
        for (const s of said) {
          expect(s).not.toContain(answer?.label.en);
          expect(s).not.toContain(answer?.label.ru);
        }
      }
    },
  );
});
