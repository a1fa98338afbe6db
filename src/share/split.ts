/**
 * JSON objects and arrays written one after another, in any layout (pretty-printed values pasted
 * together, or JSON Lines). Each value runs from its opening bracket to the matching closing
 * one, strings and escapes respected; anything between values that is not whitespace is counted
 * as bad and skipped up to the next line.
 */
import { tryJson } from "./guards.ts";

export interface SplitValues {
  values: { value: unknown; raw: string; line: number }[];
  /** Pieces that were not a whole JSON object or array. */
  bad: number;
}

/** The end (exclusive) of the bracketed value starting at `from`, or -1 when it never closes. */
function valueEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) depth++;
    else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

export function splitJsonValues(text: string): SplitValues {
  const values: SplitValues["values"] = [];
  let bad = 0;
  let line = 1;
  let i = 0;
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      advance(i + 1);
      continue;
    }
    const end = c === 123 || c === 91 ? valueEnd(text, i) : -1;
    const raw = end < 0 ? "" : text.slice(i, end);
    const parsed = end < 0 ? undefined : tryJson(raw);
    if (parsed) {
      values.push({ value: parsed.value, raw, line });
      advance(end);
      continue;
    }
    bad++;
    const next = text.indexOf("\n", i);
    advance(next < 0 ? text.length : next + 1);
  }
  return { values, bad };
}
