/**
 * Text from a server made inert before it reaches a terminal: every control character (C0,
 * DEL, C1, the bidirectional overrides and isolates, the line and paragraph separators) is
 * shown escaped (`\x1b`, `\r`, `\u202e`), so no escape sequence, carriage return or OSC link
 * can redraw, recolour or retitle what the person reads. JSON and JUnit keep the text as sent.
 */
import { CONTROL_CHARS } from "../protocol/controls.ts";

const ESCAPES: Record<string, string> = { "\t": "\\t", "\r": "\\r", "\n": "\\n" };

function shown(char: string): string {
  const named = ESCAPES[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** Every control but the line feed (the output's own line breaks). */
const CONTROLS = new RegExp(`(?!\n)[${CONTROL_CHARS}]`, "g");
const CONTROLS_AND_BREAKS = new RegExp(`[${CONTROL_CHARS}]`, "g");

/** For whole output: line breaks (the output's own) kept, every other control escaped. */
export const terminalSafe = (text: string): string => text.replace(CONTROLS, shown);

/** For server text inside one line (a tool name, a method): line breaks escaped too. */
export const inline = (text: string): string => text.replace(CONTROLS_AND_BREAKS, shown);
