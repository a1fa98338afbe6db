import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_MESSAGES, ERROR_CODES, PROTOCOL_VERSIONS } from "../../protocol/index.ts";
import { MESSAGES } from "../../protocol/parse/index.ts";
import { getVersionSchema } from "../../protocol/schema/index.ts";
import { type Shape, shapeOf } from "../../protocol/check/shapes.ts";
import type { Finding } from "../../protocol/types.ts";
import { CORPUS, runCase } from "../../../test/i18n/corpus/index.ts";
import { describeFinding, describeFix, hasRussian } from "./describe.ts";
import { DOCS_RU } from "./ru/docs.ts";
import { ERROR_CODES_RU } from "./ru/errorCodes.ts";

const CYRILLIC = /[А-Яа-яЁё]/;
/** A `{name}` left unfilled, or a value that went missing. */
const BROKEN = /undefined|NaN|\[object Object\]|\{[A-Za-z_]\w*\}/g;

/** The `session.*` codes, read from the session rules' sources (they have no catalog). */
function sessionCodes(): string[] {
  const dir = new URL("../../protocol/session/", import.meta.url);
  const codes = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = readFileSync(new URL(file, dir), "utf8");
    for (const m of source.matchAll(/"(session\.[a-z-]+)"/g)) codes.add(m[1] as string);
  }
  return [...codes].sort();
}

const ALL_CODES = [...Object.keys(MESSAGES), ...Object.keys(CHECK_MESSAGES), ...sessionCodes()];

/** Every finding of the corpus, with the case it came from. */
const produced: { name: string; finding: Finding }[] = CORPUS.flatMap((c) =>
  runCase(c).map((finding) => ({ name: c.name, finding })),
);

/** Problems of a Russian text compared with the English one it stands for. */
function problems(ru: string, en: string): string[] {
  const out: string[] = [];
  if (ru === en) out.push("same as English");
  if (!CYRILLIC.test(ru)) out.push("no Cyrillic");
  const allowed = new Set(en.match(BROKEN) ?? []);
  for (const bad of ru.match(BROKEN) ?? []) if (!allowed.has(bad)) out.push(`contains ${bad}`);
  return out;
}

describe("Russian finding messages", () => {
  it("exist for every code of the parser, the checker and the session rules", () => {
    expect(sessionCodes().length).toBeGreaterThan(20);
    expect(ALL_CODES.filter((code) => !hasRussian(code))).toEqual([]);
  });

  it("are produced by a corpus of broken messages that reaches nearly every code", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(50);
    const reached = new Set(produced.map((p) => p.finding.code));
    // Internal failures are bugs of the core: no message provokes them (tested below).
    expect(ALL_CODES.filter((code) => !reached.has(code))).toEqual([
      "json.internal-error",
      "internal.error",
    ]);
  });

  it("render every corpus finding in Russian, complete and different from English", () => {
    const bad = produced.flatMap(({ name, finding }) =>
      problems(describeFinding(finding, "ru"), finding.message).map(
        (p) => `${name} / ${finding.code}: ${p}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it("render every fix title in Russian", () => {
    const withFix = produced.filter((p) => p.finding.fix);
    expect(withFix.length).toBeGreaterThan(20);
    const bad = withFix.flatMap(({ name, finding }) =>
      problems(describeFix(finding, "ru") ?? "", finding.fix?.title ?? "").map(
        (p) => `${name} / ${finding.code} fix: ${p}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it("keep the core's English in English mode", () => {
    for (const { finding } of produced) {
      expect(describeFinding(finding, "en")).toBe(finding.message);
      expect(describeFix(finding, "en")).toBe(finding.fix?.title);
    }
  });

  it("teach in the words of the example", () => {
    const [required] = runCase({
      name: "",
      texts: ['{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {}}'],
    });
    expect(describeFinding(required as Finding, "ru")).toBe(
      "В `params` нет обязательного ключа `name` (имя вызываемого инструмента): добавьте его.",
    );
    expect(describeFix(required as Finding, "ru")).toBe("Добавить `name`");
  });

  it("explain a union by the branch the message meant, in both languages", () => {
    const texts = (name: string) => {
      const c = CORPUS.find((x) => x.name === name);
      if (!c) throw new Error(`no corpus case ${name}`);
      return runCase(c).map((f) => [f.path, describeFinding(f, "en"), describeFinding(f, "ru")]);
    };
    expect(texts("result complete without content")).toEqual([
      [
        "/result",
        "`result` lacks the required key `content` (what the tool returned, as content blocks), " +
          'required where `resultType` is "complete": add it.',
        "В `result` нет ключа `content` (то, что вернул инструмент, в виде блоков содержимого), " +
          'обязательного при `resultType` = "complete": добавьте его.',
      ],
    ]);
    expect(texts("form field not primitive")).toEqual([
      [
        "/params/requestedSchema/properties/recipient",
        "`recipient` is a field of an elicitation form, and a form field is only a string, " +
          'number, integer, boolean or enum schema, not `type` "object". A form is flat: ask for ' +
          "each value as a field of its own.",
        "`recipient` — поле формы запроса к пользователю (elicitation), а в форме бывают только " +
          'поля типов string, number, integer, boolean и перечисления (enum), но не `type` "object". ' +
          "Форма плоская: запрашивайте каждое значение отдельным полем.",
      ],
    ]);
    expect(texts("elicitation url without url")).toEqual([
      [
        "/params",
        "`params` lacks the required key `url` (the page the user should visit), required where " +
          '`mode` is "url": add it.',
        "В `params` нет ключа `url` (страница, которую пользователю нужно открыть), обязательного " +
          'при `mode` = "url": добавьте его.',
      ],
    ]);
    expect(texts("elicitation form without schema").map(([, , ru]) => ru)).toEqual([
      "В `params` нет ключа `requestedSchema`, обязательного там, где `mode` не указан: добавьте его.",
    ]);
    const [example] = texts("required key an example leaves out");
    expect(example?.[2]).toMatch(
      /обязательного при `resultType` = "complete": добавьте его\. Официальный пример `ReadResourceResultResponse` его опускает, но схема 2026-07-28 его требует, а проверка следует схеме\.$/,
    );
  });

  it("render the internal failures with their args", () => {
    const internal = (code: string, args: Record<string, string>): Finding => ({
      severity: "error",
      code,
      message: "English",
      args,
      path: "",
      range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
    });
    expect(describeFinding(internal("internal.error", { detail: "TypeError: x" }), "ru")).toMatch(
      /^Проверка этого сообщения завершилась сбоем \(TypeError: x\)/,
    );
    expect(describeFinding(internal("json.internal-error", { error: "RangeError" }), "ru")).toMatch(
      /^Парсер неожиданно дал сбой \(RangeError\)/,
    );
  });
});

describe("fallbacks", () => {
  const finding = (code: string, args: Record<string, string | number> = {}): Finding => ({
    severity: "warning",
    code,
    message: "The English text.",
    args,
    path: "/params",
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
    fix: {
      title: "Do something new",
      edit: { range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, text: "" },
    },
  });

  it("an unknown code shows the English message and fix title", () => {
    expect(describeFinding(finding("future.code"), "ru")).toBe("The English text.");
    expect(describeFix(finding("future.code"), "ru")).toBe("Do something new");
  });

  it("args a translation cannot render faithfully show the English message", () => {
    expect(describeFinding(finding("jsonrpc.unknown-key", { key: "x", kind: "novel" }), "ru")).toBe(
      "The English text.",
    );
    expect(describeFinding(finding("hint.error-code", { code: 1, name: "Novel" }), "ru")).toBe(
      "The English text.",
    );
  });

  it("an empty message is rebuilt from the code, never left empty", () => {
    const empty = { ...finding("future.code"), message: "" };
    expect(describeFinding(empty, "ru")).toBe("future.code");
    const rebuilt = { ...finding("batch.empty"), message: "" };
    expect(describeFinding(rebuilt, "en")).toMatch(/^An empty batch/);
  });

  it("a doc without a translation is left out rather than quoted in English", () => {
    const text = describeFinding(
      finding("mcp.required", { parent: "params", key: "k", doc: "a brand new doc" }),
      "ru",
    );
    expect(text).toBe("В `params` нет обязательного ключа `k`: добавьте его.");
  });
});

describe("Russian catalogs of quoted facts", () => {
  it("translate every doc the checker can quote for a missing required key", () => {
    const docs = new Set<string>();
    for (const version of PROTOCOL_VERSIONS) {
      const seen = new Set<Shape>();
      const walk = (shape: Shape | undefined): void => {
        if (!shape || seen.has(shape)) return;
        seen.add(shape);
        for (const key of shape.required) {
          const doc = shape.docs?.get(key);
          if (doc) docs.add(doc);
        }
        shape.props?.forEach(walk);
        shape.anyOf?.forEach(walk);
        shape.allOf?.forEach(walk);
        walk(shape.items);
        walk(shape.extra);
      };
      for (const key of Object.keys(getVersionSchema(version).schema.$defs)) {
        walk(shapeOf(version, key));
      }
    }
    expect(docs.size).toBeGreaterThan(50);
    expect([...docs].filter((doc) => !DOCS_RU[doc])).toEqual([]);
  });

  it("explain every error code the checker knows", () => {
    const names = [...ERROR_CODES.values()].map((info) => info.name);
    expect([...names, "Server error"].filter((name) => !ERROR_CODES_RU[name])).toEqual([]);
  });
});
