/**
 * A request the run sends with headers of its own choosing (a header that disagrees with the
 * body, a `_meta` left incomplete on purpose): the project's HTTP target would mirror the body
 * into the headers, so these go as raw POSTs, the message and its answer logged as the page
 * logs them. Off HTTP, the text goes over the main connection as it is.
 */
import { MAX_REPLY_MIB, boundedText, maskHeaders } from "../../transport/http/index.ts";
import { now } from "../../transport/types.ts";
import { type ProbeConnection, type Reply, isRecord, parse } from "../connection.ts";
import type { RunContext } from "../context.ts";
import type { HttpWire } from "../http.ts";

export interface Asked {
  /** The request's log entry. */
  seq?: number;
  /** The HTTP status (over HTTP). */
  status?: number;
  reply?: Reply;
  error?: string;
}

const POST_HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
};

/** The 2026-07-28 request headers for a message of `method` at `version`. */
export const modernHeaders = (method: string, version: string): Record<string, string> => ({
  "MCP-Protocol-Version": version,
  "Mcp-Method": method,
});

/** A body that carries messages: JSON or an event stream (untyped: when it parses as JSON). */
const carriesMessages = (type: string | undefined, body: string): boolean =>
  type === undefined ? parse(body) !== undefined : /json|text\/event-stream/i.test(type);

/** The JSON-RPC messages of a body: one JSON object, or the `data` of each SSE event. */
export function messagesOf(body: string, contentType: string | undefined): string[] {
  if (!contentType?.toLowerCase().includes("text/event-stream")) {
    return body.trim() === "" ? [] : [body];
  }
  const out: string[] = [];
  for (const event of body.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""));
    if (data.length > 0) out.push(data.join("\n"));
  }
  return out;
}

/** A raw POST under way: the request logged as the page logs it, its answer being fetched. */
interface RawPost {
  /** The request's log entry. */
  seq: number;
  /** When it was sent. */
  at: number;
  /** Its HTTP record so far (the headers masked). */
  http: { method: string; url: string; requestHeaders: Record<string, string> };
  /** The answer; aborted when the run's timeout passes first. */
  response: Promise<Response>;
  stopTimer(): void;
  abort(): void;
}

/**
 * Logs `text` and POSTs it to `url` (default the server's) with the wire's headers, the JSON
 * ones and `headers`.
 */
function postRaw(
  ctx: RunContext,
  wire: HttpWire,
  text: string,
  headers: Record<string, string>,
  url = wire.url,
): RawPost {
  const requestHeaders = { ...POST_HEADERS, ...headers };
  const http = { method: "POST", url, requestHeaders: maskHeaders(requestHeaders) };
  const at = now();
  const seq = ctx.log.push({ type: "message", flow: "out", text, at, http: { ...http } });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  const response = wire.fetch(url, {
    method: "POST",
    headers: { ...wire.headers, ...requestHeaders },
    body: text,
    signal: controller.signal,
  });
  return {
    seq,
    at,
    http,
    response,
    stopTimer: () => clearTimeout(timer),
    abort: () => controller.abort(),
  };
}

/** Sends `text` (a request with id `id`) with `headers` added; its answer awaited. */
export async function ask(
  ctx: RunContext,
  main: ProbeConnection,
  text: string,
  id: string,
  headers: Record<string, string>,
): Promise<Asked> {
  const wire = ctx.wire;
  // Over HTTP+SSE the reply comes on the stream: the main connection's POST to its endpoint.
  if (!wire || wire.used === "sse") {
    const exchange = await main.send(text, [JSON.stringify(id), "null"]);
    return {
      ...(exchange.seq !== undefined ? { seq: exchange.seq } : {}),
      ...(exchange.reply ? { reply: exchange.reply } : {}),
      ...(exchange.error ? { error: exchange.error } : {}),
    };
  }
  return post(ctx, wire, text, id, headers);
}

/**
 * Sends a request whose answer is a stream that stays open (`subscriptions/listen`): the first
 * message on it is read and logged, then the stream is closed (which cancels the request).
 */
export async function firstOnStream(
  ctx: RunContext,
  wire: HttpWire,
  text: string,
  headers: Record<string, string>,
): Promise<{
  seq: number;
  status?: number;
  first?: { seq: number; value: unknown };
  error?: string;
}> {
  const sent = postRaw(ctx, wire, text, headers);
  const { seq, http } = sent;
  try {
    const response = await sent.response;
    const answered = {
      ...http,
      status: response.status,
      responseHeaders: maskHeaders(response.headers),
    };
    const entry = ctx.log.entries[seq];
    if (entry?.type === "message") entry.http = answered;
    const type = response.headers.get("content-type") ?? undefined;
    const message = type?.toLowerCase().includes("text/event-stream")
      ? await firstEvent(response)
      : messagesOf(await readCapped(ctx, response, http.url), type)[0];
    if (message === undefined) return { seq, status: response.status };
    const firstSeq = ctx.log.push({
      type: "message",
      flow: "in",
      text: message,
      at: now(),
      http: answered,
    });
    return { seq, status: response.status, first: { seq: firstSeq, value: parse(message) } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { seq, error: reason };
  } finally {
    sent.stopTimer();
    sent.abort();
  }
}

/**
 * An answer's body by the one reading path (`boundedText`): past the cap, nothing of it is
 * judged and the log says the answer was too large.
 */
async function readCapped(ctx: RunContext, response: Response, url: string): Promise<string> {
  const { text, tooLarge } = await boundedText(response);
  if (!tooLarge) return text;
  ctx.log.push({
    type: "event",
    event: "transport-error",
    at: now(),
    detail: `The answer from ${url} is larger than ${MAX_REPLY_MIB} MiB: reading stopped there.`,
  });
  return "";
}

/** The data of the first event of an SSE body, read only as far as it (and the cap). */
async function firstEvent(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  const decoder = new TextDecoder();
  let buffer = "";
  let bytes = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      bytes += value?.byteLength ?? 0;
      if (bytes > MAX_REPLY_MIB * 1024 * 1024) return undefined;
      if (value) buffer += decoder.decode(value, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      const complete = done ? events : events.slice(0, -1);
      for (const event of complete) {
        const [message] = messagesOf(event, "text/event-stream");
        if (message !== undefined) return message;
      }
      if (done) return undefined;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** A raw POST of `text` to `url` (default the server's URL), its answer's body read and logged. */
export async function post(
  ctx: RunContext,
  wire: HttpWire,
  text: string,
  id: string | number | undefined,
  headers: Record<string, string>,
  url = wire.url,
): Promise<Asked> {
  const sent = postRaw(ctx, wire, text, headers, url);
  const { seq, http } = sent;
  try {
    const response = await sent.response;
    const responseHeaders = maskHeaders(response.headers);
    const answered = { ...http, status: response.status, responseHeaders };
    const entry = ctx.log.entries[seq];
    if (entry?.type === "message") entry.http = { ...answered, durationMs: now() - sent.at };
    const body = await readCapped(ctx, response, http.url);
    const type = response.headers.get("content-type") ?? undefined;
    let reply: Reply | undefined;
    const messages = carriesMessages(type, body);
    if (!messages && body.trim() !== "" && response.status >= 400) {
      // Plain text ("Invalid message"): said as the refusal, not read as a message.
      const detail = `HTTP ${response.status}: ${body.slice(0, 200)}`;
      ctx.log.push({ type: "event", event: "transport-error", at: now(), detail });
    }
    for (const message of messages ? messagesOf(body, type) : []) {
      const replySeq = ctx.log.push({
        type: "message",
        flow: "in",
        text: message,
        at: now(),
        http: answered,
      });
      const value = parse(message);
      if (!reply && isRecord(value) && ("result" in value || "error" in value)) {
        reply = { seq: replySeq, value, ...(value.id === id ? {} : { withoutId: true }) };
      }
    }
    return { seq, status: response.status, ...(reply ? { reply } : {}) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.push({ type: "event", event: "transport-error", at: now(), detail: `${reason}` });
    return { seq, error: reason };
  } finally {
    sent.stopTimer();
  }
}
