/**
 * A stdio server's stdout line that is no message, judged: the transport logs it as a
 * `stdout-stray` event (its text inert in `detail`) and the deriver gives that event this
 * finding, so it counts like any other. The spec's stdio transport: "The server MUST NOT write
 * anything to its stdout that is not a valid MCP message." Kept beside the deriver, not in
 * `session/`: the main thread builds rows for a replay and must not load the session rules.
 */
import type { Finding } from "../types.ts";

export const STDOUT_STRAY_CODE = "session.stdio-stray-stdout";

const WHOLE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
/** The most of the line a finding quotes (the event's detail keeps more). */
const QUOTED = 200;

/** The finding of a `stdout-stray` event; `detail` is the line as logged (already inert). */
export function strayStdoutFinding(detail: string | undefined): Finding {
  const text = detail ?? "";
  const line = text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text;
  return {
    severity: "error",
    code: STDOUT_STRAY_CODE,
    message: `The server wrote "${line}" to its stdout, which is not a JSON-RPC message. A stdio server MUST NOT write anything to its stdout that is not a valid MCP message (the spec's stdio transport): send logs and banners to stderr.`,
    args: { line },
    path: "",
    range: WHOLE,
  };
}
