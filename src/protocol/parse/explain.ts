/**
 * How the error finder words what it found: descriptions of characters, and the classification
 * of tokens that look like values but are not JSON (single quotes, bad numbers, bare words).
 */
import type { MessageArgs } from "./messages.ts";

/** An error before it becomes a Finding: offsets instead of positions. */
export interface Problem {
  code: string;
  start: number;
  end: number;
  args: MessageArgs;
  /** Args that are offsets, turned into `<prefix>line`/`<prefix>column` args later. */
  at?: { prefix: string; offset: number };
  fix?: { start: number; end: number; text: string };
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Characters that are invisible or ambiguous when quoted, shown as U+XXXX instead. */
function isInvisible(c: number): boolean {
  return (
    c < 32 ||
    (c >= 127 && c <= 160) ||
    c === 0xfeff ||
    (c >= 0x2000 && c <= 0x200f) ||
    (c >= 0x2028 && c <= 0x202f) ||
    (c >= 0xd800 && c <= 0xdfff)
  );
}

/** Letters, digits, `_` and `$`, and anything beyond ASCII: characters of a bare word. */
export function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    isDigit(c) ||
    c === 95 ||
    c === 36 ||
    (c > 127 && !isInvisible(c))
  );
}

/**
 * Length in code units of the character at `i`: 2 for a surrogate pair and for a CRLF line
 * break (one character for the editor, so a range never ends between CR and LF), else 1.
 */
export function charLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 13) return text.charCodeAt(i + 1) === 10 ? 2 : 1;
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

export function codePointName(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A readable description of the text [start, end): "}" or U+0000. */
export function describe(text: string, start: number, end: number): string {
  const c = text.charCodeAt(start);
  if (end - start === 1 && isInvisible(c)) return codePointName(c);
  const shown = text.slice(start, Math.min(end, start + 40));
  const more = end - start > 40 ? "…" : "";
  return shown === '"' ? `'"'` : `"${shown}${more}"`;
}

/** End of a bare word starting at `i`. */
export function wordEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && isWordChar(text.charCodeAt(j))) j++;
  return j;
}

/** End of a number-like token (digits, letters, dots, signs) starting at `i`. */
function numberishEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (isWordChar(c) && c < 128) j++;
    else if (c === 46) j++;
    else if ((c === 43 || c === 45) && (text.charCodeAt(j - 1) | 32) === 101) j++;
    else break;
  }
  return j;
}

function invalidNumber(text: string, start: number, reason: string, end?: number): Problem {
  const stop = end ?? numberishEnd(text, start);
  return {
    code: "json.invalid-number",
    start,
    end: stop,
    args: { raw: text.slice(start, Math.min(stop, start + 40)), reason },
  };
}

/**
 * Checks the number at `i` (a "-" or a digit). Returns its end, or the problem. A number cut off
 * by the end of the text is reported as a bad number, since it may well be complete but wrong.
 */
export function checkNumber(text: string, i: number): number | Problem {
  let j = i;
  if (text.charCodeAt(j) === 45) {
    j++;
    if (text.startsWith("Infinity", j)) return invalidNumber(text, i, "infinity", j + 8);
    if (!isDigit(text.charCodeAt(j))) return invalidNumber(text, i, "minus", j);
  }
  if (text.charCodeAt(j) === 48) {
    j++;
    const c = text.charCodeAt(j);
    if (isDigit(c)) return invalidNumber(text, i, "leading-zero");
    if (c === 120 || c === 88) return invalidNumber(text, i, "hex");
  } else {
    while (isDigit(text.charCodeAt(j))) j++;
  }
  if (text.charCodeAt(j) === 46) {
    j++;
    if (!isDigit(text.charCodeAt(j))) return invalidNumber(text, i, "trailing-dot");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  if ((text.charCodeAt(j) | 32) === 101) {
    j++;
    const sign = text.charCodeAt(j);
    if (sign === 43 || sign === 45) j++;
    if (!isDigit(text.charCodeAt(j))) return invalidNumber(text, i, "exponent");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  return j;
}

const SIMPLE_ESCAPES = '"\\/bfnrt';
const isHex = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/**
 * Checks the string whose opening quote is at `start`. Returns its end, the problem, or "cut"
 * when the text ends inside it ("cut-in-escape" when inside an escape sequence).
 */
export function checkString(
  text: string,
  start: number,
): number | Problem | "cut" | "cut-in-escape" {
  const length = text.length;
  let j = start + 1;
  while (j < length) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c === 92) {
      if (j + 1 >= length) return "cut-in-escape";
      const e = text.charCodeAt(j + 1);
      if (e === 117) {
        let k = j + 2;
        while (k < j + 6 && k < length && isHex(text.charCodeAt(k))) k++;
        if (k === j + 6) {
          j = k;
          continue;
        }
        if (k >= length) return "cut-in-escape";
        const end = k + charLength(text, k);
        const args = { reason: "bad-unicode-escape", escape: text.slice(j, end) };
        return { code: "json.invalid-string", start: j, end, args };
      }
      if (SIMPLE_ESCAPES.includes(text.charAt(j + 1))) {
        j += 2;
        continue;
      }
      const end = j + 1 + charLength(text, j + 1);
      const escape = e < 32 ? `\\${describe(text, j + 1, j + 2)}` : text.slice(j, end);
      return { code: "json.invalid-string", start: j, end, args: { reason: "bad-escape", escape } };
    }
    if (c < 32) {
      const reason = c === 10 || c === 13 ? "line-break" : "control-char";
      const args = { reason, char: describe(text, j, j + 1) };
      return { code: "json.invalid-string", start: j, end: j + charLength(text, j), args };
    }
    j++;
  }
  return "cut";
}

/** A value starting with "+" or ".". */
export function signOrDotNumber(text: string, i: number): Problem {
  return invalidNumber(text, i, text.charCodeAt(i) === 43 ? "plus" : "leading-dot");
}

const LITERALS = ["true", "false", "null"];
const NULL_LIKE = ["undefined", "None", "nil", "NaN"];

/**
 * Checks a bare word where a value is expected. Returns its end when it is true, false or null;
 * "truncated" when the text ends inside one of them; otherwise the problem.
 */
export function checkWord(
  text: string,
  i: number,
  expected: string,
): number | "truncated" | Problem {
  const end = wordEnd(text, i);
  const word = text.slice(i, end);
  if (LITERALS.includes(word)) return end;
  if (end === text.length && LITERALS.some((literal) => literal.startsWith(word))) {
    return "truncated";
  }
  if (word === "NaN") return invalidNumber(text, i, "nan", end);
  if (word === "Infinity") return invalidNumber(text, i, "infinity", end);
  let hint = "";
  if (LITERALS.includes(word.toLowerCase())) hint = "lowercase-literal";
  else if (NULL_LIKE.includes(word)) hint = "use-null";
  return {
    code: "json.unexpected-token",
    start: i,
    end: end > i ? end : i + charLength(text, i),
    args: { expected, found: describe(text, i, end > i ? end : i + 1), hint },
  };
}

/** Whether `text` has a control character, a `"` or a `\\`: it then needs escapes in JSON. */
function needsEscapes(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92) return true;
  }
  return false;
}

/** A string in single quotes, with a fix when it is simple: one line, no quotes, no escapes. */
export function singleQuoted(text: string, i: number): Problem {
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 39 || c === 10 || c === 13) break;
    j++;
  }
  const problem: Problem = { code: "json.single-quotes", start: i, end: i + 1, args: {} };
  if (text.charCodeAt(j) === 39) {
    problem.end = j + 1;
    const inside = text.slice(i + 1, j);
    if (!needsEscapes(inside)) {
      problem.fix = { start: i, end: j + 1, text: `"${inside}"` };
    }
  }
  return problem;
}

/** A key written without quotes, with a fix that adds them (a bare word needs no escapes). */
export function unquotedKey(text: string, i: number): Problem {
  const end = wordEnd(text, i);
  const key = text.slice(i, end);
  return {
    code: "json.unquoted-key",
    start: i,
    end,
    args: { key },
    fix: { start: i, end, text: `"${key}"` },
  };
}
