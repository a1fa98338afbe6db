/**
 * Reads a Server-Sent Events body (eventsource-parser does the parsing) and hands over each
 * event in order, waiting for the handler so delivery keeps the server's order. It tells how
 * the stream ended, so the caller can resume with `Last-Event-ID` or explain a cut.
 */
import { type EventSourceMessage, createParser } from "eventsource-parser";
import { MAX_REPLY_CHARS } from "./exchange.ts";

export interface SseEvent {
  event?: string;
  id?: string;
  data: string;
}

export interface SseEnd {
  /**
   * `ended`: the server finished the body; `cut`: reading failed; `aborted`: we stopped;
   * `too-large`: an event grew past `MAX_REPLY_CHARS` (reading stopped there).
   */
  how: "ended" | "cut" | "aborted" | "too-large";
  /** The last event id seen (for `Last-Event-ID`), if the server sent any. */
  lastEventId?: string;
  /** The server's `retry` advice in ms, if it gave one. */
  retryMs?: number;
  /** An event the stream broke off in the middle of, as far as it got (never delivered). */
  partial?: string;
}

/** `onEvent` may answer `true` to stop reading (the rest of the stream is not wanted). */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void | boolean | Promise<void | boolean>,
  options: { signal?: AbortSignal; lastEventId?: string } = {},
): Promise<SseEnd> {
  const end: SseEnd = { how: "ended" };
  if (options.lastEventId !== undefined) end.lastEventId = options.lastEventId;
  const queue: EventSourceMessage[] = [];
  let overflow = false;
  const parser = createParser({
    onEvent: (event) => queue.push(event),
    onRetry: (ms) => (end.retryMs = ms),
    onError: (error) => {
      if (error.type === "max-buffer-size-exceeded") overflow = true;
    },
    // One event may not grow past a reply's cap (and an endless line is no event).
    maxBufferSize: MAX_REPLY_CHARS,
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // The raw text since the last blank line: an event the stream may break off in.
  const tail = eventTail();
  const stop = () => void reader.cancel().catch(() => undefined);
  options.signal?.addEventListener("abort", stop, { once: true });
  let enough = false;
  const flush = async () => {
    for (let event = queue.shift(); event; event = queue.shift()) {
      // An id (even an empty one) moves the cursor; events without one leave it (SSE spec).
      if (event.id !== undefined) end.lastEventId = event.id;
      if ((await onEvent(toEvent(event))) === true) enough = true;
    }
  };
  try {
    for (;;) {
      if (options.signal?.aborted) return { ...end, how: "aborted" };
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      parser.feed(text);
      tail.add(text);
      if (overflow) {
        stop();
        return { ...end, how: "too-large" };
      }
      await flush();
      if (enough) {
        stop();
        return end;
      }
    }
    parser.feed(decoder.decode());
    await flush();
  } catch {
    end.how = options.signal?.aborted ? "aborted" : "cut";
  } finally {
    options.signal?.removeEventListener("abort", stop);
  }
  if (options.signal?.aborted) end.how = "aborted";
  // An event the body stopped inside of is not dispatched (SSE rules), but it is not hidden.
  const partial = tail.text();
  const fields = partial.split(/\r\n|\r|\n/).filter((line) => line !== "" && !line.startsWith(":"));
  if (end.how !== "aborted" && fields.length > 0) end.partial = partial;
  return end;
}

/**
 * The raw text since the last blank line (an event boundary), kept in pieces and joined only
 * when asked: each piece is searched once, with the three characters before it, so a long
 * event costs time in proportion to its length.
 */
function eventTail() {
  let parts: string[] = [];
  /** The tail's last three characters at most: a boundary may begin among them. */
  let end = "";
  return {
    add(text: string): void {
      const window = end + text;
      let cut = -1;
      for (const boundary of ["\r\n\r\n", "\n\n", "\r\r"]) {
        const at = window.lastIndexOf(boundary);
        if (at >= 0) cut = Math.max(cut, at + boundary.length);
      }
      if (cut >= 0) {
        const rest = window.slice(cut);
        parts = rest === "" ? [] : [rest];
      } else parts.push(text);
      end = (cut >= 0 ? window.slice(cut) : window).slice(-3);
    },
    text: (): string => parts.join(""),
  };
}

function toEvent(message: EventSourceMessage): SseEvent {
  const event: SseEvent = { data: message.data };
  if (message.event !== undefined) event.event = message.event;
  if (message.id !== undefined) event.id = message.id;
  return event;
}
