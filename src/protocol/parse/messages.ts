/**
 * English texts of the parser's findings, keyed by finding code. Each entry builds its sentence
 * from the finding's `args`, so a UI can translate by code and rebuild the same sentence.
 */

export type MessageArgs = Record<string, string | number>;

const str = (args: MessageArgs, name: string): string => String(args[name] ?? "");

/** Where something is, "line 3, column 5". */
const at = (args: MessageArgs, prefix = ""): string =>
  `line ${str(args, `${prefix}line`)}, column ${str(args, `${prefix}column`)}`;

/** Names of the `expected` keys used by json.unexpected-token. */
const EXPECTED: Record<string, string> = {
  value: "a value (object, array, string, number, true, false or null)",
  key: 'a key in double quotes or "}"',
  "next-key": "a key in double quotes",
  colon: 'a colon ":" after the key',
  "comma-or-brace": 'a comma "," or the closing "}"',
  "comma-or-bracket": 'a comma "," or the closing "]"',
  "item-or-bracket": 'a value or the closing "]"',
  end: "the end of the text",
};

const HINTS: Record<string, (args: MessageArgs) => string> = {
  "missing-comma": () => " A comma is probably missing before it.",
  "lowercase-literal": (args) =>
    ` JSON literals are lowercase: write ${str(args, "found").toLowerCase()}.`,
  "use-null": () => " JSON has no such value: use null.",
  mismatched: (args) =>
    ` It does not match the ${str(args, "open")} opened at ${at(args, "open")}; close that first.`,
  "double-comma": () => " There are two commas in a row, or a comma before the first item.",
};

const NUMBER_REASONS: Record<string, string> = {
  "leading-zero": "numbers cannot start with 0 followed by more digits; remove the leading zeros",
  nan: "JSON has no NaN; use null or a string",
  infinity: "JSON has no Infinity; use null, a string or a large number like 1e308",
  plus: 'numbers cannot start with "+"; remove it',
  "leading-dot": 'write a digit before the decimal point, e.g. "0.5"',
  "trailing-dot": 'write at least one digit after the decimal point, e.g. "1.0"',
  exponent: 'the exponent needs digits after "e", e.g. "1e5"',
  minus: 'a minus sign must be followed by digits, e.g. "-1"',
  hex: "JSON numbers are decimal only; write the value in decimal",
};

const STRING_REASONS: Record<string, (args: MessageArgs) => string> = {
  "line-break": () =>
    'A string cannot contain a line break: write "\\n" instead, or add the missing closing quote.',
  "control-char": (args) =>
    `A string cannot contain the control character ${str(args, "char")}: write it as an escape like "\\u0009".`,
  "bad-escape": (args) =>
    `"${str(args, "escape")}" is not a JSON escape. Valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; to write a backslash itself, double it.`,
  "bad-unicode-escape": (args) =>
    `"${str(args, "escape")}" is not a valid escape: \\u must be followed by exactly 4 hexadecimal digits.`,
};

export const MESSAGES: Record<string, (args: MessageArgs) => string> = {
  "json.empty": () => "The text is empty: write a JSON value, for example an object {}.",
  "json.trailing-comma": (args) =>
    `JSON does not allow a comma before the closing "${str(args, "close")}": remove this comma.`,
  "json.single-quotes": () =>
    "JSON strings and keys need double quotes (\"), not single quotes (').",
  "json.unquoted-key": (args) =>
    `The key ${str(args, "key")} needs double quotes: write "${str(args, "key")}".`,
  "json.comment": () => "JSON has no comments: remove this comment.",
  "json.truncated": (args) => {
    const missing = str(args, "missing");
    const add = missing
      ? ` Add ${JSON.stringify(missing)}, or check whether the text was cut off.`
      : "";
    switch (str(args, "open")) {
      case "{":
        return `The text ends before the object opened at ${at(args)} is closed.${add}`;
      case "[":
        return `The text ends before the array opened at ${at(args)} is closed.${add}`;
      case '"':
        return `The text ends inside the string that starts at ${at(args)}.${add}`;
      default:
        return `The text ends in the middle of the value that starts at ${at(args)}.${add}`;
    }
  },
  "json.unexpected-token": (args) =>
    `Expected ${EXPECTED[str(args, "expected")] ?? str(args, "expected")} but found ${str(args, "found")}.` +
    (HINTS[str(args, "hint")]?.(args) ?? ""),
  "json.invalid-number": (args) =>
    `${str(args, "raw")} is not a valid JSON number: ${NUMBER_REASONS[str(args, "reason")] ?? "check its digits"}.`,
  "json.invalid-string": (args) =>
    STRING_REASONS[str(args, "reason")]?.(args) ?? "This string is not valid JSON.",
  "json.trailing-content": () =>
    "There is more text after the end of the JSON value. To send several values, put them in a JSON array [ ... , ... ] or write one per line (JSON Lines) and parse each line on its own.",
  "json.too-deep": (args) =>
    `The JSON is nested deeper than ${str(args, "maxDepth")} levels; flatten the structure.`,
  "json.duplicate-key": (args) =>
    `The key ${JSON.stringify(str(args, "key"))} appears again at ${at(args)}. JSON.parse keeps only the last one, so this value is ignored: remove one of them.`,
  "json.invalid-utf8": (args) =>
    `The text is not UTF-8: the bytes ${str(args, "bytes")} at byte offset ${str(args, "offset")} do not form a UTF-8 character. Save the text as UTF-8: bytes that are not UTF-8 are never guessed or replaced.`,
  "json.internal-error": (args) =>
    `The parser failed unexpectedly (${str(args, "error")}); please report this text.`,
};

/** Titles of the fixes, keyed by finding code. */
export const FIX_TITLES: Record<string, (args: MessageArgs) => string> = {
  "json.trailing-comma": () => "Remove the trailing comma",
  "json.single-quotes": () => "Use double quotes",
  "json.unquoted-key": (args) => `Quote the key ${str(args, "key")}`,
  "json.comment": () => "Remove the comment",
  "json.duplicate-key": (args) => `Remove the earlier ${JSON.stringify(str(args, "key"))}`,
};

export function message(code: string, args: MessageArgs): string {
  return MESSAGES[code]?.(args) ?? code;
}
