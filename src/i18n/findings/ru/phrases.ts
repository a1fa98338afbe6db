/**
 * Russian for the English fragments the core puts into finding args: type words ("a string or
 * an integer"), value lists, version spans, format and comparison words, JSON Schema validator
 * details, error code names. Each function returns its input unchanged when it does not
 * recognize it: a technical token is better shown as it is than mistranslated.
 */
import { pluralIndex } from "../../strings.ts";

const TYPES: Record<string, string> = {
  "a string": "строка",
  "an integer": "целое число",
  "a number": "число",
  "a boolean": "логическое значение",
  "an object": "объект",
  "an array": "массив",
  null: "null",
  "no JSON value": "не JSON-значение",
};

/** "a, b или c". */
export function joinOrRu(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} или ${words[words.length - 1]}`;
}

/** "a string or an integer" → "строка или целое число"; other text (a value) is kept. */
export function typesRu(phrase: string): string {
  const parts = phrase.split(/, | or /);
  if (!parts.every((p) => Object.hasOwn(TYPES, p))) return phrase;
  return joinOrRu(parts.map((p) => TYPES[p] as string));
}

const TOKEN = /^(?:"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/;

/** `"a", "b" or "c"` (the core's list of allowed values) → `"a", "b" или "c"`. */
export function valuesRu(list: string): string {
  const values: string[] = [];
  let rest = list;
  let more = "";
  for (;;) {
    const token = TOKEN.exec(rest)?.[0];
    if (token === undefined) {
      const tail = /^… \((\d+) more\)$/.exec(rest);
      if (!tail) return list;
      more = `… (и ещё ${tail[1]})`;
      break;
    }
    values.push(token);
    rest = rest.slice(token.length);
    if (rest === "") break;
    const sep = /^(, | or )/.exec(rest)?.[0];
    if (!sep) return list;
    rest = rest.slice(sep.length);
  }
  if (more) return `${values.join(", ")} или ${more}`;
  return joinOrRu(values);
}

type Args = Record<string, string | number>;
const s = (a: Args, name: string): string => String(a[name] ?? "");

/** The core's version span args (`first`/`last` or `list`) → "есть только в версии …". */
export function existsRu(a: Args): string {
  const list = s(a, "list");
  if (list === "no version") return "нет ни в одной версии";
  if (list) return `есть в версиях ${list.replace(/ and /g, " и ")}`;
  if (!s(a, "last")) return `есть начиная с версии ${s(a, "first")}`;
  if (s(a, "first") === s(a, "last")) return `есть только в версии ${s(a, "first")}`;
  return `есть в версиях с ${s(a, "first")} по ${s(a, "last")}`;
}

/** The checker's format words (English, from `schemaErrors.ts`), by their exact text. */
const FORMATS: Record<string, string> = {
  'an absolute URI with a scheme, such as "file:///notes.txt" or "https://example.com"':
    'абсолютный URI со схемой, например "file:///notes.txt" или "https://example.com"',
  "a URI or a relative reference": "URI или относительная ссылка",
  'a URI template (RFC 6570), such as "file:///{path}"':
    'шаблон URI (RFC 6570), например "file:///{path}"',
  "base64-encoded data": "строка с данными в кодировке base64",
  'a date and time in RFC 3339 form, such as "2025-01-31T12:00:00Z"':
    'дата и время в формате RFC 3339, например "2025-01-31T12:00:00Z"',
  'a date such as "2025-01-31"': 'дата, например "2025-01-31"',
  "an email address": "адрес электронной почты",
};

export function formatRu(expected: string): string {
  const known = FORMATS[expected];
  if (known) return known;
  const other = /^text in the "(.*)" format$/.exec(expected);
  return other ? `текст в формате "${other[1]}"` : expected;
}

const COMPARISONS: Record<string, string> = {
  "at least": "не меньше",
  "at most": "не больше",
  "greater than": "больше",
  "less than": "меньше",
  ">=": "не меньше",
  "<=": "не больше",
  ">": "больше",
  "<": "меньше",
};

export const comparisonRu = (c: string): string => COMPARISONS[c] ?? c;

/** "1 символа", "5 символов": a count after "не меньше"/"не больше" (genitive). */
export function countGenitive(n: number, one: string, many: string): string {
  return `${n} ${pluralIndex(n, "ru") === 0 ? one : many}`;
}

const NOUNS: Record<string, [string, string]> = {
  characters: ["символа", "символов"],
  items: ["элемента", "элементов"],
  properties: ["свойства", "свойств"],
};

const JSON_TYPES: Record<string, string> = {
  string: "строка",
  number: "число",
  integer: "целое число",
  boolean: "логическое значение",
  object: "объект",
  array: "массив",
  null: "null",
};

/** Validator predicates (ajv's wording and the session's own), English → Russian. */
const PREDICATES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^lacks the required property "(.*)"$/s, (m) => `нет обязательного свойства "${m[1]}"`],
  [/^must have required property '(.*)'$/s, (m) => `нет обязательного свойства "${m[1]}"`],
  [
    /^has the property "(.*)", which the schema does not allow$/s,
    (m) => `есть свойство "${m[1]}", которого схема не допускает`,
  ],
  [/^must NOT have additional properties$/, () => "есть свойства, которых схема не допускает"],
  [
    /^must be ([a-z]+(?:,[a-z]+)*)$/,
    (m) => {
      const names = (m[1] as string).split(",");
      if (!names.every((n) => Object.hasOwn(JSON_TYPES, n))) return `ожидается ${m[1]}`;
      return `ожидается ${joinOrRu(names.map((n) => JSON_TYPES[n] as string))}`;
    },
  ],
  [
    /^must be (<=|>=|<|>) (\S+)$/,
    (m) => `значение должно быть ${comparisonRu(m[1] as string)} ${m[2]}`,
  ],
  [
    /^must be equal to one of the allowed values$/,
    () => "значение должно быть одним из допустимых",
  ],
  [/^must be equal to constant$/, () => "значение должно совпадать с const"],
  [
    /^must NOT have (fewer|more) than (\d+) (characters|items|properties)$/,
    (m) => {
      const [one, many] = NOUNS[m[3] as string] as [string, string];
      const bound = m[1] === "fewer" ? "нужно не меньше" : "допускается не больше";
      return `${bound} ${countGenitive(Number(m[2]), one, many)}`;
    },
  ],
  [
    /^must NOT have duplicate items \(items ## (\d+) and (\d+) are identical\)$/,
    (m) => `не должно быть повторов (элементы ${m[1]} и ${m[2]} совпадают)`,
  ],
  [/^must match pattern "(.*)"$/s, (m) => `значение должно соответствовать шаблону "${m[1]}"`],
  [/^must match format "(.*)"$/s, (m) => `значение должно быть в формате "${m[1]}"`],
  [/^must be multiple of (\S+)$/, (m) => `значение должно быть кратно ${m[1]}`],
  [
    /^must match exactly one schema in oneOf$/,
    () => "значение должно подходить ровно под одну схему из oneOf",
  ],
  [
    /^must match a schema in anyOf$/,
    () => "значение должно подходить хотя бы под одну схему из anyOf",
  ],
  [/^must NOT be valid$/, () => "значение не должно подходить под схему из not"],
  [/^must match "(then|else)" schema$/, (m) => `значение должно подходить под схему "${m[1]}"`],
  [
    /^must contain at (least|most) (\d+) valid item\(s\)$/,
    (m) =>
      `${m[1] === "least" ? "нужно не меньше" : "допускается не больше"} ${countGenitive(Number(m[2]), "подходящего элемента", "подходящих элементов")}`,
  ],
  [
    /^must have propert(?:y|ies) (.*) when property (.*) is present$/s,
    (m) => `нужно ${m[1]}, раз есть свойство ${m[2]}`,
  ],
  [/^is not allowed$/, () => "значение не допускается схемой"],
  [/^is invalid$/, () => "значение некорректно"],
  [
    /^matches none of the allowed shapes$/,
    () => "значение не подходит ни под одну из допустимых форм",
  ],
];

const PREDICATE_START =
  /(?:^|\s)(?=must\b|lacks\b|has the property\b|is not allowed|is invalid|matches none)/;

/**
 * A validator detail, "/city must be string" or "the value lacks the required property "x"",
 * in Russian: "в `/city` ожидается строка", "нет обязательного свойства "x"". Each predicate
 * reads both alone and after "в `/pointer`".
 */
export function validatorDetailRu(detail: string): string {
  const at = detail.search(PREDICATE_START);
  if (at < 0) return detail;
  const subject = detail.slice(0, at).trim();
  const predicate = detail.slice(at).trim();
  let ru: string | undefined;
  for (const [pattern, render] of PREDICATES) {
    const m = pattern.exec(predicate);
    if (m) {
      ru = render(m);
      break;
    }
  }
  if (ru === undefined) return detail;
  return subject === "" || subject === "the value" ? ru : `в \`${subject}\` ${ru}`;
}

/** The reasons a tool schema cannot be used, other than "schema is invalid: …". */
const SCHEMA_PROBLEMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^a JSON Schema must be an object$/, () => "JSON Schema должна быть объектом"],
  [/^the schema cannot be serialized$/, () => "схему не удаётся сериализовать"],
  [
    /^the schema is too costly to check \(preparing it took over (\d+) ms\)$/,
    (m) => `схему слишком затратно проверять (подготовка заняла больше ${m[1]} мс)`,
  ],
  [
    /^the schema nests too deeply to check \(over (\d+) levels\)$/,
    (m) => `схема вложена слишком глубоко, чтобы её проверить (больше ${m[1]} уровней)`,
  ],
  [
    /^can't resolve reference (.*) from id (.*)$/s,
    (m) => `не удаётся найти схему по ссылке ${m[1]} (базовый id ${m[2]})`,
  ],
  [
    /^reference "(.*)" resolves to more than one schema$/s,
    (m) => `ссылка "${m[1]}" ведёт к нескольким разным схемам`,
  ],
  [/^invalid anchor "(.*)"$/s, (m) => `некорректный якорь "${m[1]}"`],
  [
    /^the reference (.*) leads into a loop of references that never checks anything$/s,
    (m) => `ссылка ${m[1]} ведёт в замкнутый круг ссылок, который ничего не проверяет`,
  ],
  [/^Invalid regular expression: (.*)$/s, (m) => `некорректное регулярное выражение: ${m[1]}`],
  [/^enum must have non-empty array$/, () => "в enum должно быть хотя бы одно значение"],
  [/^"nullable" cannot be used without "type"$/, () => "nullable нельзя использовать без type"],
  [/^type: null contradicts nullable: false$/, () => "type: null противоречит nullable: false"],
  [/^nullable value must be \["boolean"\]$/, () => "nullable должно быть логическим значением"],
  [
    /^NOT SUPPORTED: keyword "id", use "\$id" for schema ID$/,
    () => "ключевое слово id не поддерживается: идентификатор схемы задают в $id",
  ],
  [
    /^"(\$dynamicRef|\$recursiveRef)" only supports hash fragment reference$/,
    (m) => `${m[1]} поддерживает только ссылки, начинающиеся с "#"`,
  ],
  [
    /^schema must be object or boolean$/,
    () => "схема должна быть объектом или логическим значением",
  ],
];

/** Why a tool's JSON Schema cannot be used (the session's `reason`), in Russian. */
export function schemaProblemRu(reason: string): string {
  const invalid = /^schema is invalid: (.*)$/s.exec(reason);
  if (invalid) {
    const parts = (invalid[1] as string).split(/, (?=data)/).map(validatorDetailRu);
    return `схема некорректна: ${parts.join("; ")}`;
  }
  for (const [pattern, render] of SCHEMA_PROBLEMS) {
    const m = pattern.exec(reason);
    if (m) return render(m);
  }
  return reason;
}
