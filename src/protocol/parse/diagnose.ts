/**
 * Finds the first error in text that JSON.parse rejected, and explains it. It is a complete JSON
 * validator written as a loop over an explicit stack (no recursion), so any nesting depth is safe.
 */
import { formatPointer } from "../pointer.ts";
import {
  type Problem,
  charLength,
  checkNumber,
  checkString,
  checkWord,
  describe,
  isWordChar,
  signOrDotNumber,
  singleQuoted,
  unquotedKey,
} from "./explain.ts";
import { decodeString, stringEnd } from "./strings.ts";

const OBJECT = 0;
const ARRAY = 1;

const VALUE = 0;
const KEY = 1;
const AFTER = 2;

/** A problem found, with the JSON pointer of the innermost open container. */
export interface Diagnosis extends Problem {
  path: string;
}

/** Returns the first problem of the text (read from offset `from`), or undefined if it is valid. */
export function diagnose(text: string, from: number, maxDepth: number): Diagnosis | undefined {
  return new Diagnoser(text, from, maxDepth).run();
}

class Diagnoser {
  private i: number;
  /** The open containers: their kind, the offset of their bracket, the current key or index. */
  private readonly kinds: number[] = [];
  private readonly opens: number[] = [];
  /** Per open container: the current index, or the offset of the current key's quote. */
  private readonly tokens: number[] = [];
  private lastComma = -1;

  constructor(
    private readonly text: string,
    from: number,
    private readonly maxDepth: number,
  ) {
    this.i = from;
  }

  run(): Diagnosis | undefined {
    const text = this.text;
    const length = text.length;
    const kinds = this.kinds;
    let state = VALUE;
    let justOpened = false;
    for (;;) {
      const comment = this.skipSpace();
      if (comment) return this.fail(comment);
      const i = this.i;
      const c = text.charCodeAt(i);
      const depth = kinds.length;
      const kind = kinds[depth - 1];
      if (i >= length && (state !== AFTER || depth > 0)) {
        if (depth === 0) {
          return this.fail({ code: "json.empty", start: 0, end: length, args: {} });
        }
        // Closing brackets complete the text only after a value or right after an opening one.
        const closable = state === AFTER || justOpened;
        const open = kind === OBJECT ? "{" : "[";
        return this.fail(this.truncated(open, this.opens[depth - 1] ?? 0, closable));
      }
      if (state === VALUE) {
        if (c === 93 && kind === ARRAY) {
          if (!justOpened) return this.fail(this.trailingComma("]"));
          this.close();
          state = AFTER;
          justOpened = false;
          continue;
        }
        const problem = this.value(c, justOpened && kind === ARRAY ? "item-or-bracket" : "value");
        if (problem) return this.fail(problem);
        state = c === 123 ? KEY : c === 91 ? VALUE : AFTER;
        justOpened = c === 123 || c === 91;
      } else if (state === KEY) {
        if (c === 34) {
          const end = this.string(i, false);
          if (typeof end !== "number") return this.fail(end);
          this.tokens[depth - 1] = i;
          this.i = end;
          const space = this.skipSpace();
          if (space) return this.fail(space);
          if (this.i >= length) {
            return this.fail(this.truncated("{", this.opens[depth - 1] ?? 0, false));
          }
          if (text.charCodeAt(this.i) !== 58) return this.fail(this.unexpected("colon"));
          this.i++;
          state = VALUE;
        } else if (c === 125) {
          if (!justOpened) return this.fail(this.trailingComma("}"));
          this.close();
          state = AFTER;
        } else if (c === 39) {
          return this.fail(singleQuoted(text, i));
        } else if (isWordChar(c)) {
          return this.fail(unquotedKey(text, i));
        } else {
          return this.fail(this.unexpected(justOpened ? "key" : "next-key"));
        }
        justOpened = false;
      } else if (depth === 0) {
        if (i >= length) return undefined;
        return this.fail({
          code: "json.trailing-content",
          start: i,
          end: i + charLength(text, i),
          args: { found: describe(text, i, i + charLength(text, i)) },
        });
      } else if (c === 44) {
        this.lastComma = i;
        this.i++;
        justOpened = false;
        if (kind === OBJECT) state = KEY;
        else {
          this.tokens[depth - 1] = (this.tokens[depth - 1] as number) + 1;
          state = VALUE;
        }
      } else if ((c === 125 && kind === OBJECT) || (c === 93 && kind === ARRAY)) {
        this.close();
      } else {
        const expected = kind === OBJECT ? "comma-or-brace" : "comma-or-bracket";
        const problem = this.unexpected(expected);
        if (c === 125 || c === 93) {
          problem.args.hint = "mismatched";
          problem.args.open = kind === OBJECT ? "{" : "[";
          problem.at = { prefix: "open", offset: this.opens[depth - 1] ?? 0 };
        } else if (c === 34 || c === 123 || c === 91 || c === 45 || isWordChar(c)) {
          problem.args.hint = "missing-comma";
        }
        return this.fail(problem);
      }
    }
  }

  /** Reads the value starting with `c` at this.i, or opens its container. */
  private value(c: number, expected: string): Problem | undefined {
    const text = this.text;
    const i = this.i;
    if (c === 123 || c === 91) {
      if (this.kinds.length >= this.maxDepth) {
        return { code: "json.too-deep", start: i, end: i + 1, args: { maxDepth: this.maxDepth } };
      }
      this.kinds.push(c === 123 ? OBJECT : ARRAY);
      this.opens.push(i);
      this.tokens.push(0);
      this.i++;
      return undefined;
    }
    let end: number | Problem | "truncated";
    if (c === 34) end = this.string(i, true);
    else if (c === 45 || (c >= 48 && c <= 57)) end = checkNumber(text, i);
    else if (c === 43 || c === 46) end = signOrDotNumber(text, i);
    else if (c === 39) end = singleQuoted(text, i);
    else if (isWordChar(c)) end = checkWord(text, i, expected);
    else {
      const problem = this.unexpected(expected);
      if (c === 44 && this.kinds[this.kinds.length - 1] === ARRAY)
        problem.args.hint = "double-comma";
      return problem;
    }
    if (end === "truncated") return this.truncated("", i, true);
    if (typeof end !== "number") return end;
    this.i = end;
    return undefined;
  }

  /** Checks the string (a value or a key) at `start`; returns its end or the problem. */
  private string(start: number, isValue: boolean): number | Problem {
    const end = checkString(this.text, start);
    if (end === "cut") return this.truncated('"', start, isValue);
    // Cut inside an escape: a closing quote alone would not complete the string.
    if (end === "cut-in-escape") return this.truncated('"', start, false);
    return end;
  }

  /** Skips whitespace; a comment there is the problem returned. */
  private skipSpace(): Problem | undefined {
    const text = this.text;
    let i = this.i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        i++;
        continue;
      }
      this.i = i;
      if (c !== 47) return undefined;
      const next = text.charCodeAt(i + 1);
      let end: number;
      if (next === 47) {
        end = i + 2;
        while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13)
          end++;
      } else if (next === 42) {
        const close = text.indexOf("*/", i + 2);
        end = close === -1 ? text.length : close + 2;
      } else return undefined;
      return { code: "json.comment", start: i, end, args: {}, fix: { start: i, end, text: "" } };
    }
  }

  private close(): void {
    this.kinds.pop();
    this.opens.pop();
    this.tokens.pop();
    this.i++;
  }

  private unexpected(expected: string): Problem {
    const i = this.i;
    const end = i + charLength(this.text, i);
    const found = describe(this.text, i, end);
    return { code: "json.unexpected-token", start: i, end, args: { expected, found, hint: "" } };
  }

  private trailingComma(close: string): Problem {
    const at = this.lastComma;
    return {
      code: "json.trailing-comma",
      start: at,
      end: at + 1,
      args: { close },
      fix: { start: at, end: at + 1, text: "" },
    };
  }

  /**
   * The text ended; `open` is what is still open ("{", "[", '"', or "" for a bare word). When
   * `closable`, the args also say what to add to complete the text (`missing`); otherwise, as
   * after a comma, a key or a colon, more than closing characters is needed and it is "".
   */
  private truncated(open: string, offset: number, closable: boolean): Problem {
    let missing = "";
    if (closable) {
      if (open === '"') missing = '"';
      if (open === "") {
        const word = this.text.slice(offset);
        const literal = ["true", "false", "null"].find((name) => name.startsWith(word));
        missing = literal?.slice(word.length) ?? "";
      }
      for (let d = this.kinds.length - 1; d >= 0; d--) {
        missing += this.kinds[d] === OBJECT ? "}" : "]";
      }
    }
    const length = this.text.length;
    return {
      code: "json.truncated",
      start: length,
      end: length,
      args: { open, missing },
      at: { prefix: "", offset },
    };
  }

  private fail(problem: Problem): Diagnosis {
    // The path is the innermost open container: the keys and indexes leading to it.
    const tokens: (string | number)[] = [];
    for (let d = 0; d < this.tokens.length - 1; d++) {
      const token = this.tokens[d] as number;
      const key = this.kinds[d] === OBJECT;
      tokens.push(key ? decodeString(this.text, token, stringEnd(this.text, token)) : token);
    }
    const path = formatPointer(tokens);
    return { ...problem, path };
  }
}
