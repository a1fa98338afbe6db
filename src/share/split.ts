/**
 * JSON objects and arrays written one after another, in any layout (pretty-printed values pasted
 * together, or JSON Lines). Each value runs from its opening bracket to the matching closing
 * one, strings and escapes respected; anything between values that is not whitespace is counted
 * as bad and skipped up to the next line.
 *
 * In time proportional to the text, whatever it holds: each value is scanned once
 * (`scanJsonValue`), and a value that starts inside one already scanned (the next line of a
 * value that never closed) is answered from that scan. Scans begin where the last one stopped,
 * so no text is scanned twice, and JSON.parse sees only text that parses.
 */
import { tryJson } from "./guards.ts";
import { type Meter, type Scan, scanJsonValue } from "./json-scan.ts";

export interface SplitValues {
  values: { value: unknown; raw: string; line: number }[];
  /** Pieces that were not a whole JSON object or array. */
  bad: number;
}

export function splitJsonValues(text: string, meter: Meter = { steps: 0 }): SplitValues {
  const values: SplitValues["values"] = [];
  let bad = 0;
  let line = 1;
  let i = 0;
  let last: Scan | undefined;
  const advance = (to: number) => {
    meter.steps += to - i;
    for (let k = i; k < to; k++) if (text.charCodeAt(k) === 10) line++;
    i = to;
  };
  /** Where the object or array at `i` ends, -1 if it is not a whole JSON value. */
  const valueEnd = (): number => {
    const known = last && i < last.stop ? last.containers.get(i) : undefined;
    if (known !== undefined) return known;
    last = scanJsonValue(text, i, meter);
    return last.end;
  };
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      advance(i + 1);
      continue;
    }
    const end = c === 123 || c === 91 ? valueEnd() : -1;
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
