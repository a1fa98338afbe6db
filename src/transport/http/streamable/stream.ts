/**
 * A GET event stream kept open (2025-era Streamable HTTP): the server's own stream, or the
 * resumption of a POST's stream that broke before its reply. When it breaks it is reopened
 * with `Last-Event-ID`, after the server's `retry` advice or a growing delay, a bounded number
 * of times in a row (any event resets the count: that is the spec's polling pattern).
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import { readSse } from "../wire/sse.ts";
import { type Answer, discard, isEventStream, sleep } from "../wire/exchange.ts";

export interface StreamHooks {
  /** Sends the GET (with `Last-Event-ID` when given); rejects on a network failure. */
  open(lastEventId: string | undefined, signal: AbortSignal): Promise<Answer>;
  /** An event's data arrived (the SSE `message` events only). */
  event(data: string, at: number, http: HttpDetail): Promise<void>;
  /** Whether nothing more is wanted from this stream (a resumption got its replies). */
  satisfied?(): boolean;
  clock(): number;
}

export type StreamEnd =
  /** `satisfied()` said so. */
  | { how: "satisfied" }
  /** `signal` aborted. */
  | { how: "stopped" }
  /** 405: the server offers no stream here. */
  | { how: "not-offered" }
  /** Any other refusal (404 included: the caller knows if a session was sent). */
  | { how: "refused"; status: number; http: HttpDetail }
  /** It broke, and `attempts` reopenings in a row brought no event. */
  | { how: "lost"; attempts: number }
  /** An event past the cap: not read, and the stream not reopened (it would come again). */
  | { how: "too-large"; http: HttpDetail };

export interface FollowOptions {
  signal: AbortSignal;
  lastEventId?: string;
  maxReconnects: number;
  /** The delay before the first reconnect when the server gave no `retry`; it doubles after. */
  baseDelayMs?: number;
  /** Called when the stream is (re)opened and when it waits to reconnect. */
  onState?(state: "open" | "reconnecting"): void;
}

const MAX_DELAY_MS = 30_000;

export async function followStream(hooks: StreamHooks, options: FollowOptions): Promise<StreamEnd> {
  const { signal } = options;
  let lastEventId = options.lastEventId;
  let retryMs: number | undefined;
  let failures = 0;
  for (;;) {
    if (signal.aborted) return { how: "stopped" };
    if (hooks.satisfied?.()) return { how: "satisfied" };
    let answer: Answer | undefined;
    try {
      answer = await hooks.open(lastEventId, signal);
    } catch {
      if (signal.aborted) return { how: "stopped" };
    }
    if (answer) {
      const { response, http } = answer;
      if (response.status === 405) {
        discard(response);
        return { how: "not-offered" };
      }
      if (!response.ok || !isEventStream(response) || !response.body) {
        discard(response);
        return { how: "refused", status: response.status, http };
      }
      options.onState?.("open");
      const end = await readSse(
        response.body,
        async (event) => {
          failures = 0;
          if (event.data === "") return;
          if (event.event !== undefined && event.event !== "message") return;
          await hooks.event(event.data, hooks.clock(), http);
        },
        { signal, ...(lastEventId !== undefined && { lastEventId }) },
      );
      if (end.how === "aborted") return { how: "stopped" };
      if (end.how === "too-large") return { how: "too-large", http };
      lastEventId = end.lastEventId;
      retryMs = end.retryMs ?? retryMs;
    }
    if (hooks.satisfied?.()) return { how: "satisfied" };
    failures++;
    // The first break is not an attempt; each reopening after it, without an event, is.
    if (failures > options.maxReconnects) return { how: "lost", attempts: failures - 1 };
    options.onState?.("reconnecting");
    const delay = retryMs ?? (options.baseDelayMs ?? 1000) * 2 ** (failures - 1);
    if (!(await sleep(Math.min(delay, MAX_DELAY_MS), signal))) return { how: "stopped" };
  }
}
