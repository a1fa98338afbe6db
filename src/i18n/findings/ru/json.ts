/** Russian for the parser's findings (`json.*`) and their fix titles, rebuilt from the args. */
import type { RuFixes, RuTexts } from "./types.ts";

type Args = Record<string, string | number>;
const s = (a: Args, name: string): string => String(a[name] ?? "");

/** "строке 3, столбце 5" (after "в"). */
const at = (a: Args, prefix = ""): string =>
  `строке ${s(a, `${prefix}line`)}, столбце ${s(a, `${prefix}column`)}`;

const EXPECTED: Record<string, string> = {
  value: "значение (объект, массив, строка, число, true, false или null)",
  key: 'ключ в двойных кавычках или "}"',
  "next-key": "ключ в двойных кавычках",
  colon: 'двоеточие ":" после ключа',
  "comma-or-brace": 'запятая "," или закрывающая "}"',
  "comma-or-bracket": 'запятая "," или закрывающая "]"',
  "item-or-bracket": 'значение или закрывающая "]"',
  end: "конец текста",
};

const HINTS: Record<string, (a: Args) => string> = {
  "missing-comma": () => " Похоже, перед этим местом пропущена запятая.",
  "lowercase-literal": (a) =>
    ` Литералы JSON пишутся строчными буквами: ${s(a, "found").toLowerCase()}.`,
  "use-null": () => " В JSON нет такого значения: используйте null.",
  mismatched: (a) =>
    ` Эта скобка не закрывает ${s(a, "open")}, открытую в ${at(a, "open")}: сначала закройте её.`,
  "double-comma": () => " Здесь две запятые подряд или запятая перед первым элементом.",
};

const NUMBER_REASONS: Record<string, string> = {
  "leading-zero":
    "число не может начинаться с 0, за которым идут другие цифры; уберите ведущие нули",
  nan: "в JSON нет NaN; используйте null или строку",
  infinity: "в JSON нет Infinity; используйте null, строку или большое число вроде 1e308",
  plus: 'число не может начинаться с "+"; уберите его',
  "leading-dot": 'перед десятичной точкой нужна цифра, например "0.5"',
  "trailing-dot": 'после десятичной точки нужна хотя бы одна цифра, например "1.0"',
  exponent: 'после "e" в показателе степени нужны цифры, например "1e5"',
  minus: 'после знака минус нужны цифры, например "-1"',
  hex: "числа в JSON только десятичные; запишите значение в десятичной системе",
};

const STRING_REASONS: Record<string, (a: Args) => string> = {
  "line-break": () =>
    'Строка не может содержать перевод строки: напишите "\\n" или добавьте недостающую закрывающую кавычку.',
  "control-char": (a) =>
    `Строка не может содержать управляющий символ ${s(a, "char")}: запишите его экранированным, например "\\u0009".`,
  "bad-escape": (a) =>
    `"${s(a, "escape")}" — не экранирующая последовательность JSON. Допустимы \\" \\\\ \\/ \\b \\f \\n \\r \\t и \\uXXXX; чтобы записать саму обратную косую черту, удвойте её.`,
  "bad-unicode-escape": (a) =>
    `"${s(a, "escape")}" — некорректная последовательность: после \\u должны идти ровно 4 шестнадцатеричные цифры.`,
};

export const JSON_RU: RuTexts = {
  "json.empty": () => "Текст пуст: напишите JSON-значение, например объект {}.",
  "json.trailing-comma": (a) =>
    `JSON не допускает запятую перед закрывающей "${s(a, "close")}": удалите эту запятую.`,
  "json.single-quotes": () =>
    "Строки и ключи в JSON пишутся в двойных кавычках (\"), а не в одинарных (').",
  "json.unquoted-key": (a) =>
    `Ключ ${s(a, "key")} нужно взять в двойные кавычки: "${s(a, "key")}".`,
  "json.comment": () => "В JSON нет комментариев: удалите этот комментарий.",
  "json.truncated": (a) => {
    const missing = s(a, "missing");
    const add = missing
      ? ` Допишите ${JSON.stringify(missing)} или проверьте, не обрезан ли текст.`
      : "";
    switch (s(a, "open")) {
      case "{":
        return `Текст кончается, а объект, открытый в ${at(a)}, так и не закрыт.${add}`;
      case "[":
        return `Текст кончается, а массив, открытый в ${at(a)}, так и не закрыт.${add}`;
      case '"':
        return `Текст обрывается внутри строкового значения, начатого в ${at(a)}.${add}`;
      default:
        return `Текст обрывается посреди значения, начатого в ${at(a)}.${add}`;
    }
  },
  "json.unexpected-token": (a) => {
    const expected = EXPECTED[s(a, "expected")];
    if (expected === undefined) return undefined;
    return `Здесь ожидается ${expected}, а стоит ${s(a, "found")}.${HINTS[s(a, "hint")]?.(a) ?? ""}`;
  },
  "json.invalid-number": (a) =>
    `${s(a, "raw")} — некорректное число JSON: ${NUMBER_REASONS[s(a, "reason")] ?? "проверьте его цифры"}.`,
  "json.invalid-string": (a) =>
    STRING_REASONS[s(a, "reason")]?.(a) ?? "Эта строка некорректна для JSON.",
  "json.trailing-content": () =>
    "После конца JSON-значения есть ещё текст. Чтобы отправить несколько значений, поместите их в JSON-массив [ ... , ... ] или пишите по одному на строку (JSON Lines) и разбирайте каждую строку отдельно.",
  "json.too-deep": (a) =>
    `Вложенность JSON глубже ${s(a, "maxDepth")} уровней; сделайте структуру более плоской.`,
  "json.duplicate-key": (a) =>
    `Ключ ${JSON.stringify(s(a, "key"))} повторяется в ${at(a)}. JSON.parse оставляет только последнее значение, так что это значение игнорируется: удалите один из ключей.`,
  "json.invalid-utf8": (a) =>
    `Текст не в кодировке UTF-8: байты ${s(a, "bytes")} по смещению ${s(a, "offset")} не образуют символ UTF-8. Сохраните текст в UTF-8: байты не в этой кодировке никогда не угадываются и не заменяются.`,
  "json.internal-error": (a) =>
    `Парсер неожиданно дал сбой (${s(a, "error")}); пожалуйста, сообщите нам об этом тексте.`,
};

/** Titles of the parser's fixes, by finding code (built from the finding's args). */
export const JSON_FIXES_RU: RuFixes = {
  "json.trailing-comma": () => "Удалить лишнюю запятую",
  "json.single-quotes": () => "Заменить на двойные кавычки",
  "json.unquoted-key": (a) => `Взять ключ ${s(a, "key")} в кавычки`,
  "json.comment": () => "Удалить комментарий",
  "json.duplicate-key": (a) => `Удалить первый ${JSON.stringify(s(a, "key"))}`,
};
