/**
 * A process's own text made harmless to show: control characters (C0, DEL, C1), the
 * bidirectional overrides and the line separators become visible `\uXXXX` escapes, so nothing a server writes can move
 * a terminal's cursor, ring its bell or reorder the text around it; long texts are cut.
 */

import { CONTROL_CHARS } from "../../protocol/controls.ts";

const UNSAFE = new RegExp(`[${CONTROL_CHARS}]`, "g");

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** `text` with its control characters escaped, cut to `max` characters (with "…"). */
export function inert(text: string, max = 2000): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(UNSAFE, escape);
}

/** Like `inert`, but keeps line breaks and tabs: for a console of many lines (stderr). */
export function inertLines(text: string): string {
  return text.replace(UNSAFE, (char) =>
    char === "\n" || char === "\t" ? char : char === "\r" ? "" : escape(char),
  );
}
