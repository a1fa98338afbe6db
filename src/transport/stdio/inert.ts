/**
 * A process's own text made harmless to show: control characters (C0, DEL, C1) and the
 * bidirectional overrides become visible `\uXXXX` escapes, so nothing a server writes can move
 * a terminal's cursor, ring its bell or reorder the text around it; long texts are cut.
 */

/** C0 and C1 controls, DEL, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

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
