/**
 * The stdio framing's two pure checks (one message per line), apart from the connection so the
 * page's first chunk (Send's refusal, its dialog) holds them without the connection itself.
 */

/** Why `text` cannot be one stdio message, or undefined when it can. */
export function framingProblem(text: string): string | undefined {
  if (!/[\r\n]/.test(text)) return undefined;
  return (
    "Not sent: over stdio each message is one line, and a message MUST NOT contain a line " +
    "break (the spec's stdio transport). Send it minified, on one line."
  );
}

/** `text` as one line (JSON.stringify of its value), or undefined when it is not JSON. */
export function minified(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}
