/**
 * Text from a server made inert before it reaches a terminal: every control character (C0,
 * DEL, C1, the bidirectional overrides and isolates, the line and paragraph separators) is
 * shown escaped (`\x1b`, `\r`, `\u202e`), so no escape sequence, carriage return or OSC link
 * can redraw, recolour or retitle what the person reads. JSON and JUnit keep the text as sent.
 */

const ESCAPES: Record<string, string> = { "\t": "\\t", "\r": "\\r", "\n": "\\n" };

function shown(char: string): string {
  const named = ESCAPES[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** The bidirectional marks, overrides and isolates, and the line and paragraph separators. */
const INVISIBLE = "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069";
const CONTROLS = new RegExp(`[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f${INVISIBLE}]`, "g");
const CONTROLS_AND_BREAKS = new RegExp(`[\\x00-\\x1f\\x7f-\\x9f${INVISIBLE}]`, "g");

/** For whole output: line breaks (the output's own) kept, every other control escaped. */
export const terminalSafe = (text: string): string => text.replace(CONTROLS, shown);

/** For server text inside one line (a tool name, a method): line breaks escaped too. */
export const inline = (text: string): string => text.replace(CONTROLS_AND_BREAKS, shown);
