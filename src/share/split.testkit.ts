/**
 * The first `splitJsonValues`, kept as the tests' oracle: simple and quadratic (each value that
 * never closes is scanned to the end of the text), with a meter to show it.
 */
import { tryJson } from "./guards.ts";
import type { Meter } from "./json-scan.ts";
import type { SplitValues } from "./split.ts";

function valueEnd(text: string, from: number, meter: Meter): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    meter.steps++;
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

export function splitJsonValuesOracle(text: string, meter: Meter = { steps: 0 }): SplitValues {
  const values: SplitValues["values"] = [];
  let bad = 0;
  let line = 1;
  let i = 0;
  const advance = (to: number) => {
    meter.steps += to - i;
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      advance(i + 1);
      continue;
    }
    const end = c === 123 || c === 91 ? valueEnd(text, i, meter) : -1;
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
