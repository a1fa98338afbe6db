/**
 * Where a JSON value starting at some offset ends, found in one pass without JSON.parse (whose
 * exceptions cost microseconds each, a freeze over millions of bad lines) and without
 * building anything. It accepts exactly what JSON.parse accepts, so JSON.parse is called only
 * on text that parses. Every object and array met on the way has its outcome recorded, so a
 * caller asking about a value nested in one already scanned needs no second pass.
 */

/** Counts the characters looked at, for the tests that bound the work on hostile input. */
export interface Meter {
  steps: number;
}

/** What a scan learnt: where it stopped, and for each object or array met, where it ended. */
export interface Scan {
  /** The value's end (exclusive) when it is whole, else -1. */
  end: number;
  /** Where the scan stopped: the value's end, or the offset of the first error. */
  stop: number;
  /** Start offset of an object or array → its end (exclusive), or -1 if still open at `stop`. */
  containers: Map<number, number>;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const ESCAPES = new Set([34, 92, 47, 98, 102, 110, 114, 116]); // " \ / b f n r t

/** The end of the string starting at `i` (a `"`), or -1. */
function stringEnd(text: string, i: number, meter: Meter): number {
  for (let k = i + 1; k < text.length; k++) {
    meter.steps++;
    const c = text.charCodeAt(k);
    if (c === 34) return k + 1;
    if (c < 32) return -1;
    if (c !== 92) continue;
    const e = text.charCodeAt(++k);
    if (e === 117 /* u */) {
      for (let h = 1; h <= 4; h++) if (!isHex(text.charCodeAt(k + h))) return -1;
      k += 4;
    } else if (!ESCAPES.has(e)) return -1;
  }
  return -1;
}

/** The end of the number starting at `i`, or -1: `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`. */
function numberEnd(text: string, i: number, meter: Meter): number {
  let k = i;
  const digits = () => {
    const from = k;
    while (isDigit(text.charCodeAt(k))) k++;
    meter.steps += k - from;
    return k > from;
  };
  if (text.charCodeAt(k) === 45 /* - */) k++;
  if (text.charCodeAt(k) === 48 /* 0 */) k++;
  else if (!digits()) return -1;
  if (text.charCodeAt(k) === 46 /* . */) {
    k++;
    if (!digits()) return -1;
  }
  const e = text.charCodeAt(k);
  if (e === 101 || e === 69 /* e E */) {
    k++;
    const sign = text.charCodeAt(k);
    if (sign === 43 || sign === 45) k++;
    if (!digits()) return -1;
  }
  return k;
}

const LITERALS = ["true", "false", "null"];

/** The end of what JSON.parse would read as one value at `i` (no object or array), or -1. */
function scalarEnd(text: string, i: number, meter: Meter): number {
  const c = text.charCodeAt(i);
  if (c === 34) return stringEnd(text, i, meter);
  if (c === 45 || isDigit(c)) return numberEnd(text, i, meter);
  for (const word of LITERALS) {
    if (text.startsWith(word, i)) {
      meter.steps += word.length;
      return i + word.length;
    }
  }
  return -1;
}

// What comes next inside the value being scanned.
const VALUE = 0; // a value
const VALUE_OR_CLOSE = 1; // a value, or `]` right after `[`
const KEY = 2; // a key (after `,` in an object)
const KEY_OR_CLOSE = 3; // a key, or `}` right after `{`
const COLON = 4;
const NEXT = 5; // `,` or the container's closing bracket

/** Scans the JSON value starting exactly at `start` (no leading whitespace). */
export function scanJsonValue(text: string, start: number, meter: Meter = { steps: 0 }): Scan {
  const containers = new Map<number, number>();
  const open: number[] = [];
  const objects: boolean[] = [];
  const fail = (at: number): Scan => {
    for (const position of open) containers.set(position, -1);
    return { end: -1, stop: at, containers };
  };
  let state = VALUE;
  let i = start;
  for (;;) {
    if (i > start) {
      while (i < text.length && isSpace(text.charCodeAt(i))) {
        meter.steps++;
        i++;
      }
    }
    if (i >= text.length) return fail(i);
    meter.steps++;
    const c = text.charCodeAt(i);
    const inObject = objects[objects.length - 1] === true;
    if (state === VALUE || state === VALUE_OR_CLOSE) {
      if (c === 123 /* { */ || c === 91 /* [ */) {
        open.push(i);
        objects.push(c === 123);
        state = c === 123 ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
        i++;
        continue;
      }
      if (!(state === VALUE_OR_CLOSE && c === 93 /* ] */)) {
        const end = scalarEnd(text, i, meter);
        if (end < 0) return fail(i);
        if (open.length === 0) return { end, stop: end, containers };
        state = NEXT;
        i = end;
        continue;
      }
    } else if (state === KEY || state === KEY_OR_CLOSE) {
      if (c === 34) {
        const end = stringEnd(text, i, meter);
        if (end < 0) return fail(i);
        state = COLON;
        i = end;
        continue;
      }
      if (!(state === KEY_OR_CLOSE && c === 125 /* } */)) return fail(i);
    } else if (state === COLON) {
      if (c !== 58 /* : */) return fail(i);
      state = VALUE;
      i++;
      continue;
    } else if (c === 44 /* , */) {
      state = inObject ? KEY : VALUE;
      i++;
      continue;
    } else if (c !== (inObject ? 125 : 93)) return fail(i);
    // The innermost container closes here.
    const position = open.pop() as number;
    objects.pop();
    containers.set(position, i + 1);
    i++;
    if (open.length === 0) return { end: i, stop: i, containers };
    state = NEXT;
  }
}

/** Whether `text` is exactly one JSON value, as JSON.parse reads it (whitespace around). */
export function isJsonText(text: string, meter?: Meter): boolean {
  let from = 0;
  while (from < text.length && isSpace(text.charCodeAt(from))) from++;
  if (from === text.length) return false;
  let to = text.length;
  while (isSpace(text.charCodeAt(to - 1))) to--;
  return scanJsonValue(text, from, meter).end === to;
}
