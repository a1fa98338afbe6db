/**
 * The patterns of tool schemas (`pattern`, `patternProperties`, the meta-schema's own), run on
 * re2js in linear time. A pattern's syntax is judged as ajv judges it, by the engine's parser
 * with the `u` flag: building a RegExp parses it (linear) and never runs it. Matching happens
 * only on re2js; a pattern re2js cannot run makes the check stop with `UnsupportedPattern`.
 */
import { RE2JS } from "re2js";
import { type PatternProblem, translatePattern } from "./regexp.ts";

/** Thrown through the interpreter when a value reaches a pattern that cannot run safely. */
export class UnsupportedPattern extends Error {
  constructor(
    readonly pattern: string,
    readonly problem: PatternProblem,
    readonly detail: string,
  ) {
    super(`unsupported pattern ${pattern}`);
  }
}

/** The engine's complaint about an ECMAScript pattern, or undefined when it is valid. */
export function patternSyntaxError(pattern: string, flags = "u"): string | undefined {
  try {
    // Parsing only: the object is dropped unused, so nothing is ever matched natively.
    void new RegExp(pattern, flags);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface Matcher {
  /** Whether the pattern matches anywhere in `text`. */
  test(text: string): boolean;
}

type Compiled = Matcher | UnsupportedPattern;

const MAX_CACHED = 1000;
const cache = new Map<string, Compiled>();

function classify(message: string): PatternProblem {
  if (message.includes("repeat count") || message.includes("too large")) return "size";
  if (message.includes("nests too deeply")) return "size";
  if (message.includes("character class range") && message.includes("\\p")) return "property";
  if (message.includes("character class range") && message.includes("\\P")) return "property";
  return "engine";
}

function compile(pattern: string): Compiled {
  const t = translatePattern(pattern);
  if (!t.ok) return new UnsupportedPattern(pattern, t.problem, t.detail);
  try {
    const re = RE2JS.compile(t.source, t.lookbehind ? RE2JS.LOOKBEHINDS : 0);
    return { test: (text) => re.test(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new UnsupportedPattern(pattern, classify(message), message);
  }
}

/** The re2js matcher of a valid ECMAScript pattern (cached), or why it cannot run. */
export function matcherOf(pattern: string): Compiled {
  let compiled = cache.get(pattern);
  if (compiled) return compiled;
  compiled = compile(pattern);
  cache.set(pattern, compiled);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return compiled;
}
