/**
 * The characters a server's text may not carry into a view as they are, written once for the
 * page (transport/stdio/inert.ts), the terminal (cli/inert.ts) and the bridge's own lines: C0
 * controls, DEL and C1 (escape sequences, carriage returns, bells), the bidirectional marks,
 * embeddings, overrides and isolates (text that reads in another order than it is), and the line
 * and paragraph separators (a line break a terminal or a JSON reader does not expect).
 */
export const CONTROL_CHARS =
  "\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
