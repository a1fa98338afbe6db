/**
 * What the checker says about the answers learners actually gave: free text judged by meaning,
 * a value in the wrong JSON type named as such, an object judged at its first differing member,
 * and each sentence said once, never the learner's own value given back as the fix.
 */
import { describe, expect, it } from "vitest";
import { gradeExercise } from "../../src/learn/grade.ts";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import { MEANINGS, means, mentions } from "../../src/learn/meaning.ts";
import type { Json } from "../../src/learn/types.ts";
import { edited, echoes } from "./variants.ts";

function exercise(name: string) {
  const [lesson, id] = name.split("/");
  const e = LESSONS.find((l) => l.id === lesson)?.exercises.find((x) => x.id === id);
  if (!e || (e.kind !== "fix" && e.kind !== "compose")) throw new Error(name);
  return e;
}

/** The sentences the checker says about the solution of `name` changed at `path`. */
function said(name: string, path: string, to: Json | undefined, raw?: [string, string]) {
  const e = exercise(name);
  let text = JSON.stringify(edited(JSON.parse(e.solution) as Json, path, to), null, 2);
  if (raw) text = text.replace(raw[0], raw[1]);
  const grade = gradeExercise(e, { text });
  return {
    solved: grade.solved,
    en: grade.outcomes.flatMap((o) => (o.says ? [o.says.en] : [])),
    ru: grade.outcomes.flatMap((o) => (o.says ? [o.says.ru] : [])),
  };
}

describe("free text by meaning", () => {
  it("takes any case, spacing, ё, either language and the forms a learner writes", () => {
    for (const v of [
      "birthday",
      "Birthday",
      " BIRTHDAY ",
      "день рождения",
      "День Рождения",
      "на день рождения",
    ]) {
      expect(means(v, MEANINGS.birthday), v).toBe(true);
    }
    for (const v of [
      "бабушка",
      "Grandma",
      "grandmother",
      "для бабушки",
      "Бабуля",
      "for my grandma",
    ]) {
      expect(means(v, MEANINGS.grandma), v).toBe(true);
    }
    for (const v of ["wedding", "свадьба", "", 5, null, "birthday cake for mom"]) {
      expect(means(v, MEANINGS.birthday), String(v)).toBe(false);
    }
    expect(mentions("Не указан бюджет", MEANINGS.budget)).toBe(true);
    expect(mentions("Missing required property 'budget'", MEANINGS.budget)).toBe(true);
    expect(mentions("Something is missing", MEANINGS.budget)).toBe(false);
  });

  it("accepts the issue's Russian answers and isError: false where the task allows it", () => {
    const gifts = "requests/call-suggest-gifts";
    expect(said(gifts, "/params/arguments/occasion", "день рождения").solved).toBe(true);
    expect(said("read-and-fix/protocol-road", "/error/message", "Не хватает бюджета").solved).toBe(
      true,
    );
    expect(said("tools/compose-result", "/result/isError", false).solved).toBe(true);
  });

  it("says what to write for a wrong occasion, in both languages, without the learner's word", () => {
    const s = said("requests/call-suggest-gifts", "/params/arguments/occasion", "свадьба");
    expect(s.solved).toBe(false);
    expect(s.en.join(" ")).toContain('"birthday"');
    expect(s.ru.join(" ")).toContain('"день рождения"');
    expect(s.en.join(" ") + s.ru.join(" ")).not.toContain("свадьба");
  });
});

describe("feedback that names the learner's own mistake", () => {
  it('"id": "42" is a string where the number 42 belongs', () => {
    const s = said("frame/null-next-cursor", "/id", "42");
    expect(s.en).toEqual([
      '`id` is the string `"42"`, but it must be the number `42`: write it without quotes.',
    ]);
    expect(s.ru[0]).toMatch(/строка `"42"`.*число `42`/);
  });

  it("a requestId given as a string is not told that it still names request 11", () => {
    const s = said("notifications/cancel-without-id", "/params/requestId", "11");
    expect(s.en.join(" ")).not.toContain("still names");
    expect(s.en.join(" ")).toContain('the string `"11"`');
  });

  it('"isError": "true" is a string where the boolean belongs', () => {
    const s = said("protocol-or-business/business-as-result", "/result/isError", "true");
    expect(s.en).toEqual([
      '`result.isError` is the string `"true"`, but it must be the boolean `true`: write it without quotes.',
    ]);
  });

  it("a missing recipient is named, not the budget", () => {
    const s = said(
      "apps-sdk-widget/widget-call-on-the-wire",
      "/params/arguments/recipient",
      undefined,
    );
    expect(s.en.join(" ")).toContain("`params.arguments.recipient`");
    expect(s.en.join(" ")).not.toMatch(/budget/i);
  });

  it('"jsonrpc": 2.0 is the number 2.0, said once', () => {
    const s = said("frame/missing-jsonrpc", "/jsonrpc", "2.0", [
      '"jsonrpc": "2.0"',
      '"jsonrpc": 2.0',
    ]);
    expect(s.en).toEqual([
      '`jsonrpc` is the number `2.0`, but it must be the string `"2.0"`: write it in quotes.',
    ]);
    for (const name of ["frame/null-cursor", "frame/compose-empty-list"]) {
      const other = said(name, "/jsonrpc", "2.0", ['"jsonrpc": "2.0"', '"jsonrpc": 2.0']);
      expect(other.en.join(" "), name).toContain("is the number `2.0`");
      expect(other.en.join(" "), name).not.toContain("not 2.");
    }
  });

  it('the code "-32601" as a string is not told "for example -32602"', () => {
    const s = said("replies/write-method-not-found", "/error/code", "-32601");
    expect(s.en).toEqual([
      '`error.code` is the string `"-32601"`, but it must be the number `-32601`: write it without quotes.',
    ]);
  });

  it("id: null on a notification gets one consistent account", () => {
    const s = said("notifications/cancel-without-id", "/id", null);
    expect(s.en.join(" ")).toContain("A notification has no `id`");
    expect(s.en.join(" ")).not.toContain("must be a string or an integer");
    expect(new Set(s.en).size).toBe(s.en.length);
  });
});

describe("the test's own detector of a value given back", () => {
  it("finds the value as advice, and lets it pass where it is named as what is wrong", () => {
    expect(echoes("`requestId` still names request 11.", "11")).toEqual(["11"]);
    expect(echoes("Keep `id` 42: it ties the reply to its request.", "42")).toEqual(["42"]);
    expect(echoes("Write `isError: true`.", true)).toEqual([]);
    expect(echoes('Write `"true"` here.', "true")).toEqual(['`"true"`']);
    expect(
      echoes(
        '`/id` is the string `"42"`, but it must be the number `42`: write it without quotes.',
        "42",
      ),
    ).toEqual([]);
    expect(echoes("`/id` should be `7`, not `8`.", 8)).toEqual([]);
    expect(echoes("`GET-x` — не метод MCP.", "GET-x")).toEqual([]);
  });
});
