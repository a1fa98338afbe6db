/**
 * Reads what a POST (or a GET) brought back: one JSON message, an SSE stream of them, or
 * something that is not MCP at all (a web page, plain text, broken JSON), which becomes an
 * issue in plain words with the body kept as text. A reply past the cap is not read at all.
 */
import { type HttpIssueCode, type IssueParams, excerpt } from "../diagnosis/issues.ts";
import { type SseEnd, readSse } from "../wire/sse.ts";
import { boundedText, mediaType } from "../wire/exchange.ts";

export interface BodySink {
  /** A message arrived, exactly as sent; resolves whether it is valid JSON (read once, there). */
  message(text: string): Promise<boolean>;
  issue(code: HttpIssueCode, params: IssueParams, body?: string): void;
  /** Whether every reply this exchange waits for is in, so reading can stop. */
  satisfied(): boolean;
}

export type BodyEnd =
  | { kind: "empty" }
  | { kind: "json" }
  | { kind: "sse"; end: SseEnd }
  | { kind: "not-mcp" }
  /** Past `MAX_REPLY_CHARS`: not read (the caller says so and ends its requests). */
  | { kind: "too-large" }
  /** `signal` stopped it: what was half read is dropped with the request. */
  | { kind: "aborted" };

const isJsonType = (type: string) => type === "application/json" || type.endsWith("+json");

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Reads `response`'s body into `sink`; `signal` stops it (a cancel, a timeout, close()). */
export async function readBody(
  response: Response,
  sink: BodySink,
  signal: AbortSignal,
): Promise<BodyEnd> {
  const type = mediaType(response);
  const status = response.status;
  if (type === "text/event-stream" && response.body) {
    const end = await readSse(
      response.body,
      async (event) => {
        // The 2025 spec's priming event (an id, empty data) only sets the cursor.
        if (event.data === "" || (event.event !== undefined && event.event !== "message")) return;
        await sink.message(event.data);
        // The stream should end after the reply; a server that keeps it open is not waited on.
        return sink.satisfied();
      },
      { signal },
    );
    return end.how === "too-large" ? { kind: "too-large" } : { kind: "sse", end };
  }
  const { text, tooLarge } = await boundedText(response);
  if (signal.aborted) return { kind: "aborted" };
  if (tooLarge) return { kind: "too-large" };
  if (text.trim() === "") return { kind: "empty" };
  if (isJsonType(type)) {
    if (!(await sink.message(text))) sink.issue("invalid-json", { status });
    return { kind: "json" };
  }
  if (type === "text/html" || /^\s*</.test(text)) {
    sink.issue("html-answer", { status, excerpt: excerpt(text) }, text);
    return { kind: "not-mcp" };
  }
  // JSON under the wrong label is still shown as the message it is.
  const contentType = type || "(none)";
  if (parses(text)) {
    await sink.message(text);
    sink.issue("wrong-content-type", { status, contentType });
    return { kind: "json" };
  }
  sink.issue("wrong-content-type", { status, contentType }, text);
  return { kind: "not-mcp" };
}
