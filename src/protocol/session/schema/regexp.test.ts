import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UnsupportedPattern, matcherOf, patternSyntaxError } from "./patterns.ts";
import { translatePattern } from "./regexp.ts";

const ATOMS = [
  "a",
  "b",
  "1",
  "-",
  " ",
  "é",
  "😀",
  ".",
  "\\d",
  "\\D",
  "\\w",
  "\\W",
  "\\s",
  "\\S",
  "\\.",
  "\\/",
  "\\u0041",
  "\\u{1F600}",
  "\\uD83D\\uDE00",
  "\\x41",
  "\\n",
  "\\t",
  "\\0",
  "\\cJ",
  "\\p{L}",
  "\\P{L}",
  "\\p{Lu}",
  "\\p{Script=Greek}",
  "\\p{Letter}",
  "\\p{ASCII}",
  "\\p{White_Space}",
];
/** Assertions: ECMAScript's `u` mode forbids quantifying them. */
const ASSERTIONS = ["^", "$", "\\b", "\\B"];
const CLASS_ITEMS = [
  "a",
  "b-d",
  "1",
  "\\-",
  "-",
  "\\d",
  "\\D",
  "\\w",
  "\\s",
  "\\S",
  "\\b",
  "é-ö",
  "😀",
  "\\p{Lu}",
  "\\u{1F600}",
  "^",
  "]",
  "\\]",
  ".",
];
const QUANTIFIERS = ["", "", "", "*", "+", "?", "{2}", "{1,3}", "{2,}", "*?", "+?", "{0,2}?"];

/**
 * Whether `q` would quantify a group that already holds a quantifier. Such nesting can make the
 * native engine (the reference here, not re2js) backtrack for minutes on a short text, so the
 * comparison leaves the outer quantifier out. A `}` of `\u{…}` or `\p{…}` counts too: it only
 * leaves out more.
 */
const nestsQuantifiers = (atom: string, q: string) =>
  q !== "" && atom.startsWith("(") && /[*+?}]/.test(atom.replace(/\(\?(?:<[=!]|:)/g, "("));

/** Patterns built from ECMAScript's pieces (some are invalid: those are skipped). */
const pattern = fc.letrec<{ p: string }>((tie) => {
  const cls = fc
    .tuple(fc.boolean(), fc.array(fc.constantFrom(...CLASS_ITEMS), { maxLength: 4 }))
    .map(([negated, items]) => `[${negated ? "^" : ""}${items.join("")}]`);
  const group = fc
    .tuple(fc.constantFrom("(", "(?:"), tie("p"))
    .map(([open, inner]) => `${open}${inner})`);
  const lookbehind = fc
    .tuple(fc.constantFrom("(?<=", "(?<!"), tie("p"))
    .map(([open, inner]) => `${open}${inner})`);
  const quantified = fc
    .tuple(
      fc.oneof({ depthSize: "small" }, fc.constantFrom(...ATOMS), cls, group),
      fc.constantFrom(...QUANTIFIERS),
    )
    .map(([atom, q]) => atom + (nestsQuantifiers(atom, q) ? "" : q));
  const term = fc.oneof(
    { arbitrary: quantified, weight: 6 },
    { arbitrary: fc.constantFrom(...ASSERTIONS), weight: 1 },
    { arbitrary: lookbehind, weight: 1 },
  );
  return {
    p: fc
      .array(
        fc.array(term, { maxLength: 4 }).map((t) => t.join("")),
        { minLength: 1, maxLength: 3 },
      )
      .map((alternatives) => alternatives.join("|")),
  };
}).p;

const PIECES = [
  "a",
  "b",
  "c",
  "1",
  "-",
  " ",
  "\n",
  "\r",
  "\u00a0",
  "\u2028",
  "é",
  "😀",
  "A",
  "_",
  "α",
  "Ω",
  "\t",
  "]",
  "\ud800",
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((p) => p.join(""));

describe("patterns on re2js", () => {
  it("match exactly where ECMAScript's `u` patterns match", () => {
    let compared = 0;
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 5, maxLength: 10 }), (p, texts) => {
        if (patternSyntaxError(p) !== undefined) return;
        const matcher = matcherOf(p);
        if (matcher instanceof UnsupportedPattern) return;
        const native = new RegExp(p, "u");
        for (const t of texts) {
          // V8 tries a lookbehind or `\B` between the halves of a surrogate pair (where both
          // sides are non-word), where the specification's search (advancing by code points)
          // and re2js never stop: /\B/u.test("a😀a") is true in V8.
          const stopsInPairs = p.includes("(?<") || p.includes("\\B");
          if (stopsInPairs && /[\u{10000}-\u{10FFFF}]/u.test(t)) continue;
          compared++;
          expect(matcher.test(t), JSON.stringify({ p, t })).toBe(native.test(t));
        }
      }),
      { numRuns: 1500 },
    );
    expect(compared).toBeGreaterThan(4000);
  });

  it("never stop between the halves of a surrogate pair, as the specification's search does", () => {
    const nonBoundary = matcherOf("\\B");
    if (nonBoundary instanceof UnsupportedPattern) throw nonBoundary;
    expect(nonBoundary.test("a😀a")).toBe(false);
    expect(nonBoundary.test("a😀")).toBe(true); // at the end: two non-word sides
  });

  it.each([
    ["a(?=b)", "lookahead", "(?="],
    ["a(?!b)", "lookahead", "(?!"],
    ["(a)\\1", "backreference", "\\1"],
    ["(?<x>a)\\k<x>", "backreference", "\\k<x>"],
    ["\\p{sc=Grek}", "property", ""],
    ["\\p{Script_Extensions=Greek}", "property", "\\p{Script_Extensions=Greek}"],
    ["a{1001}", "size", ""],
  ])("refuse %s (%s), never falling back to the native engine", (p, problem, detail) => {
    expect(patternSyntaxError(p)).toBeUndefined();
    const matcher = matcherOf(p);
    expect(matcher).toBeInstanceOf(UnsupportedPattern);
    expect((matcher as UnsupportedPattern).problem).toBe(problem);
    if (detail) expect((matcher as UnsupportedPattern).detail).toBe(detail);
  });

  it("keep the meaning of ECMAScript's `.` and `\\s`, which differ from RE2's", () => {
    const dot = translatePattern("^.$");
    expect(dot.ok && dot.source).toBe("^[^\\x{a}\\x{d}\\x{2028}\\x{2029}]$");
    const space = matcherOf("^\\s$");
    expect(space instanceof UnsupportedPattern).toBe(false);
    for (const c of ["\u00a0", "\ufeff", "\u2028", "\u3000", "\v"]) {
      expect((space as { test(s: string): boolean }).test(c)).toBe(true);
    }
  });

  it("run the classic catastrophic patterns in linear time", () => {
    const hostile = `${"a".repeat(100_000)}!`;
    for (const p of ["^(a+)+$", "^(a|a)*$", "^(a|aa)+$", "(x+x+)+y", "^(\\w+\\s?)*$"]) {
      const matcher = matcherOf(p) as { test(s: string): boolean };
      expect(matcher.test(hostile)).toBe(false);
    }
  }, 20_000);
});
