/**
 * JSON Schema patterns are ECMAScript regular expressions with the `u` flag, matched anywhere in
 * the string. They run on re2js (linear time), so each is rewritten into RE2 syntax with the same
 * meaning: `.`, `\s` and `\S` get ECMAScript's character sets, escapes become `\x{…}`, groups
 * stop capturing, Unicode properties take RE2's names. What RE2 cannot express (lookahead,
 * backreferences, some properties) is reported, never approximated.
 *
 * The input must already be a valid pattern (the caller checks it with the engine's parser).
 */
import { propertyName } from "./properties.ts";

export type PatternProblem = "lookahead" | "backreference" | "property" | "size" | "engine";

export type Translation =
  | { ok: true; source: string; lookbehind: boolean }
  | { ok: false; problem: PatternProblem; detail: string };

/** ECMAScript's WhiteSpace and LineTerminator code points, as ranges. */
const SPACE: readonly (readonly [number, number])[] = [
  [0x9, 0xd],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const MAX_CODE_POINT = 0x10ffff;

const hex = (cp: number): string => `\\x{${cp.toString(16)}}`;
const range = ([lo, hi]: readonly [number, number]): string =>
  lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`;

/** The complement of sorted, disjoint ranges over all code points. */
function complement(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

const SPACE_ITEMS = SPACE.map(range).join("");
const NON_SPACE_ITEMS = complement(SPACE).map(range).join("");
/** `.` without the `s` flag: anything but a line terminator. */
const DOT = "[^\\x{a}\\x{d}\\x{2028}\\x{2029}]";
const NOTHING = "[^\\x{0}-\\x{10ffff}]";
const ANYTHING = "[\\x{0}-\\x{10ffff}]";

class Untranslatable extends Error {
  constructor(
    readonly problem: PatternProblem,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const isAsciiLetter = (cp: number) => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
const isWordChar = (cp: number) => (cp >= 0x30 && cp <= 0x39) || isAsciiLetter(cp) || cp === 0x5f;
const isHexDigit = (c: number) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/**
 * Rewrites `pattern` for RE2. `asciiCaseless` stands for the `i` flag of the fixed format
 * patterns (ASCII letters only, as ECMAScript's `i` without `u` folds them).
 */
export function translatePattern(pattern: string, asciiCaseless = false): Translation {
  try {
    const t = new Translator(pattern, asciiCaseless);
    return { ok: true, source: t.run(), lookbehind: t.lookbehind };
  } catch (error) {
    if (error instanceof Untranslatable) {
      return { ok: false, problem: error.problem, detail: error.detail };
    }
    throw error;
  }
}

class Translator {
  lookbehind = false;
  private i = 0;

  constructor(
    private readonly p: string,
    private readonly caseless: boolean,
  ) {}

  run(): string {
    let out = "";
    const p = this.p;
    while (this.i < p.length) {
      const c = p[this.i] as string;
      switch (c) {
        case "\\":
          out += this.escape();
          break;
        case "[":
          out += this.charClass();
          break;
        case "(":
          out += this.group();
          break;
        case ".":
          this.i++;
          out += DOT;
          break;
        case "{": {
          const end = p.indexOf("}", this.i);
          out += p.slice(this.i, end + 1);
          this.i = end + 1;
          break;
        }
        case ")":
        case "|":
        case "^":
        case "$":
        case "*":
        case "+":
        case "?":
          this.i++;
          out += c;
          break;
        default:
          out += this.literal(this.codePoint());
      }
    }
    return out;
  }

  /** The code point at the cursor (a surrogate pair is one), and moves past it. */
  private codePoint(): number {
    const cp = this.p.codePointAt(this.i) as number;
    this.i += cp > 0xffff ? 2 : 1;
    return cp;
  }

  private literal(cp: number): string {
    if (this.caseless && isAsciiLetter(cp)) {
      return `[${String.fromCodePoint(cp).toLowerCase()}${String.fromCodePoint(cp).toUpperCase()}]`;
    }
    return isWordChar(cp) ? String.fromCodePoint(cp) : hex(cp);
  }

  private group(): string {
    const p = this.p;
    this.i++;
    if (p[this.i] !== "?") return "(?:";
    const next = p[this.i + 1];
    if (next === ":") {
      this.i += 2;
      return "(?:";
    }
    if (next === "=" || next === "!") {
      throw new Untranslatable("lookahead", `(?${next}`);
    }
    // "(?<=", "(?<!" or a named group "(?<name>".
    const kind = p[this.i + 2];
    if (kind === "=" || kind === "!") {
      this.i += 3;
      this.lookbehind = true;
      return `(?<${kind}`;
    }
    this.i = p.indexOf(">", this.i) + 1;
    return "(?:";
  }

  /** An escape outside a class. */
  private escape(): string {
    const p = this.p;
    const c = p[this.i + 1] as string;
    switch (c) {
      case "d":
        this.i += 2;
        return "[0-9]";
      case "D":
        this.i += 2;
        return "[^0-9]";
      case "w":
        this.i += 2;
        return "[0-9A-Za-z_]";
      case "W":
        this.i += 2;
        return "[^0-9A-Za-z_]";
      case "s":
        this.i += 2;
        return `[${SPACE_ITEMS}]`;
      case "S":
        this.i += 2;
        return `[^${SPACE_ITEMS}]`;
      case "b":
      case "B":
        this.i += 2;
        return `\\${c}`;
      case "p":
      case "P":
        return this.property();
      case "k":
        throw new Untranslatable("backreference", p.slice(this.i, p.indexOf(">", this.i) + 1));
      default:
        if (c >= "1" && c <= "9") throw new Untranslatable("backreference", `\\${c}`);
        return this.literal(this.escapedCodePoint());
    }
  }

  /** `\p{…}` or `\P{…}` at the cursor. */
  private property(): string {
    const p = this.p;
    const letter = p[this.i + 1] as string;
    const end = p.indexOf("}", this.i);
    const name = propertyName(p.slice(this.i + 3, end));
    if (name === undefined) throw new Untranslatable("property", p.slice(this.i, end + 1));
    this.i = end + 1;
    return `\\${letter}{${name}}`;
  }

  /** The code point an escape like `\n`, `\x41`, `\u{1F600}` or `\/` stands for. */
  private escapedCodePoint(inClass = false): number {
    const p = this.p;
    const c = p[this.i + 1] as string;
    this.i += 2;
    switch (c) {
      case "t":
        return 0x9;
      case "n":
        return 0xa;
      case "v":
        return 0xb;
      case "f":
        return 0xc;
      case "r":
        return 0xd;
      case "0":
        return 0;
      case "b":
        if (inClass) return 0x8;
        break;
      case "c":
        this.i++;
        return p.charCodeAt(this.i - 1) % 32;
      case "x":
        this.i += 2;
        return parseInt(p.slice(this.i - 2, this.i), 16);
      case "u":
        return this.unicodeEscape();
      default:
        break;
    }
    // An identity escape ("\/", "\.", "\-"): the character itself, which may be astral.
    this.i -= 1;
    return this.codePoint();
  }

  private unicodeEscape(): number {
    const p = this.p;
    if (p[this.i] === "{") {
      const end = p.indexOf("}", this.i);
      const cp = parseInt(p.slice(this.i + 1, end), 16);
      this.i = end + 1;
      return cp;
    }
    const unit = parseInt(p.slice(this.i, this.i + 4), 16);
    this.i += 4;
    // A `\uD83D\uDE00` pair stands for one code point under the `u` flag.
    if (unit >= 0xd800 && unit <= 0xdbff && p.startsWith("\\u", this.i)) {
      const digits = p.slice(this.i + 2, this.i + 6);
      if (digits.length === 4 && [0, 1, 2, 3].every((k) => isHexDigit(digits.charCodeAt(k)))) {
        const low = parseInt(digits, 16);
        if (low >= 0xdc00 && low <= 0xdfff) {
          this.i += 6;
          return (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        }
      }
    }
    return unit;
  }

  private charClass(): string {
    const p = this.p;
    this.i++;
    const negated = p[this.i] === "^";
    if (negated) this.i++;
    let items = "";
    let empty = true;
    while (p[this.i] !== "]") {
      empty = false;
      const atom = this.classAtom();
      if (typeof atom === "number" && p[this.i] === "-" && p[this.i + 1] !== "]") {
        this.i++;
        const to = this.classAtom() as number;
        items += this.classRange(atom, to);
      } else {
        items += typeof atom === "number" ? this.classRange(atom, atom) : atom;
      }
    }
    this.i++;
    if (empty) return negated ? ANYTHING : NOTHING;
    return `[${negated ? "^" : ""}${items}]`;
  }

  /** A code point, or the items of a class escape such as `\d` or `\p{L}`. */
  private classAtom(): number | string {
    const p = this.p;
    if (p[this.i] !== "\\") return this.codePoint();
    const c = p[this.i + 1] as string;
    switch (c) {
      case "d":
      case "D":
      case "w":
      case "W":
        this.i += 2;
        return `\\${c}`;
      case "s":
        this.i += 2;
        return SPACE_ITEMS;
      case "S":
        this.i += 2;
        return NON_SPACE_ITEMS;
      case "p":
      case "P":
        return this.property();
      default:
        return this.escapedCodePoint(true);
    }
  }

  private classRange(lo: number, hi: number): string {
    let out = range([lo, hi]);
    if (!this.caseless) return out;
    // The other case of the ASCII letters the range covers.
    for (const [from, to, shift] of [
      [0x61, 0x7a, -0x20],
      [0x41, 0x5a, 0x20],
    ] as const) {
      const a = Math.max(lo, from);
      const b = Math.min(hi, to);
      if (a <= b) out += range([a + shift, b + shift]);
    }
    return out;
  }
}
