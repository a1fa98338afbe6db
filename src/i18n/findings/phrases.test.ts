import { describe, expect, it } from "vitest";
import { checkText } from "../../protocol/index.ts";
import { describeReason } from "./reasons.ts";
import {
  existsRu,
  formatRu,
  schemaProblemRu,
  typesRu,
  validatorDetailRu,
  valuesRu,
} from "./ru/phrases.ts";

describe("quoted English fragments in Russian", () => {
  it("type words, values kept", () => {
    expect(typesRu("a string or an integer")).toBe("строка или целое число");
    expect(typesRu("an object, an array or null")).toBe("объект, массив или null");
    expect(typesRu('"a string or an integer"')).toBe('"a string or an integer"');
    expect(typesRu("42")).toBe("42");
  });

  it("lists of allowed values, cut lists and odd values", () => {
    expect(valuesRu('"a", "b, or c" or 3')).toBe('"a", "b, or c" или 3');
    expect(valuesRu('"a", "b" or … (4 more)')).toBe('"a", "b" или … (и ещё 4)');
    expect(valuesRu('{"x":1} or 2')).toBe('{"x":1} or 2');
  });

  it("version spans", () => {
    expect(existsRu({ first: "2025-06-18" })).toBe("есть начиная с версии 2025-06-18");
    expect(existsRu({ first: "2025-03-26", last: "2025-03-26" })).toBe(
      "есть только в версии 2025-03-26",
    );
    expect(existsRu({ list: "2024-11-05, 2025-03-26 and 2026-07-28" })).toBe(
      "есть в версиях 2024-11-05, 2025-03-26 и 2026-07-28",
    );
    expect(existsRu({ list: "no version" })).toBe("нет ни в одной версии");
  });

  it("formats, known and not", () => {
    expect(formatRu("an email address")).toBe("адрес электронной почты");
    expect(formatRu('text in the "ipv4" format')).toBe('текст в формате "ipv4"');
    expect(formatRu("something new")).toBe("something new");
  });

  it("validator details, with or without a place, unknown ones unchanged", () => {
    expect(validatorDetailRu("must be string,null")).toBe("ожидается строка или null");
    expect(validatorDetailRu("/a/0 must NOT have fewer than 1 characters")).toBe(
      "в `/a/0` нужно не меньше 1 символа",
    );
    expect(validatorDetailRu("/n must NOT have more than 5 properties")).toBe(
      "в `/n` допускается не больше 5 свойств",
    );
    expect(validatorDetailRu("/x must be >= 0")).toBe("в `/x` значение должно быть не меньше 0");
    expect(validatorDetailRu("must frobnicate")).toBe("must frobnicate");
    expect(validatorDetailRu("no predicate here")).toBe("no predicate here");
  });

  it("unusable tool schemas", () => {
    expect(schemaProblemRu("a JSON Schema must be an object")).toBe(
      "JSON Schema должна быть объектом",
    );
    expect(schemaProblemRu("schema is invalid: data/type must be array")).toBe(
      "схема некорректна: в `data/type` ожидается массив",
    );
    expect(schemaProblemRu('strict mode: unknown keyword: "foo"')).toBe(
      'strict mode: unknown keyword: "foo"',
    );
  });
});

describe("kind reasons", () => {
  const texts = [
    '{"jsonrpc": "2.0", "id": 1, "method": "ping"}',
    '{"jsonrpc": "2.0", "method": "notifications/initialized"}',
    '{"jsonrpc": "2.0", "id": 1, "result": {}}',
    '{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "m"}}',
    '{"jsonrpc": "2.0", "result": {}}',
    '{"jsonrpc": "2.0", "error": {"code": 1, "message": "m"}}',
    '{"jsonrpc": "2.0", "id": 1}',
    '{"jsonrpc": "2.0"}',
    "5",
    '"text"',
    "[]",
    '[{"jsonrpc": "2.0", "method": "ping", "id": 1}]',
    '[{"jsonrpc": "2.0", "method": "ping", "id": 1}, [], 3]',
    "{oops",
  ];

  it("are all translated", () => {
    const reasons = new Set<string>();
    for (const text of texts) {
      const report = checkText(text, { version: "2025-03-26" });
      reasons.add(report.reason);
      for (const item of report.items ?? []) reasons.add(item.reason);
    }
    expect(reasons.size).toBeGreaterThanOrEqual(14);
    const untranslated = [...reasons].filter((r) => describeReason(r, "ru") === r);
    expect(untranslated).toEqual([]);
    for (const r of reasons) expect(describeReason(r, "ru")).toMatch(/[А-Яа-я]/);
    expect(describeReason("Anything.", "en")).toBe("Anything.");
  });

  it("count batch elements with the right form", () => {
    const batch = (n: number) =>
      describeReason(
        `A JSON array: a batch of ${n} message${n === 1 ? "" : "s"}, each judged on its own.`,
        "ru",
      );
    expect(batch(1)).toBe("JSON-массив: пакет из 1 сообщения, каждое проверяется отдельно.");
    expect(batch(3)).toBe("JSON-массив: пакет из 3 сообщений, каждое проверяется отдельно.");
    expect(batch(21)).toBe("JSON-массив: пакет из 21 сообщения, каждое проверяется отдельно.");
  });
});
