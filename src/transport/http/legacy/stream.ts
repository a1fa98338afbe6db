/**
 * The 2024-11-05 HTTP+SSE transport: a GET opens the event stream, whose first event
 * (`endpoint`) names where to POST messages; every server message, replies included, comes on
 * the stream. The stream is the session: when it ends, so does the session.
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import { readSse } from "../wire/sse.ts";
import { type Answer, discard, isEventStream } from "../wire/exchange.ts";

export interface LegacyHooks {
  open(signal: AbortSignal): Promise<Answer>;
  /** A server message arrived on the stream. */
  message(text: string, at: number, http: HttpDetail): Promise<void>;
  /**
   * The stream ended after the endpoint was known: the server closed it, it broke, or an
   * event past the cap made it stop (`tooLarge`; that event is not read).
   */
  ended(tooLarge: boolean): void;
  clock(): number;
}

export type LegacyOpening =
  | { kind: "open"; channel: LegacyChannel }
  /** Not an HTTP+SSE stream: no event stream, or its first event is not `endpoint`. */
  | { kind: "not-legacy"; http?: HttpDetail }
  /** The endpoint names another origin: refused, nothing is sent there. */
  | { kind: "foreign"; endpoint: string };

export interface LegacyChannel {
  /** Where to POST messages (absolute, same origin as the stream). */
  endpoint: string;
  http: HttpDetail;
  close(): void;
}

/**
 * Opens the stream and waits up to `waitMs` for its `endpoint` event. A network failure
 * rejects (the caller explains it).
 */
export async function openLegacy(
  url: string,
  hooks: LegacyHooks,
  waitMs: number,
  outer: AbortSignal,
): Promise<LegacyOpening> {
  const controller = new AbortController();
  const stopOuter = () => controller.abort();
  outer.addEventListener("abort", stopOuter, { once: true });
  // The whole opening (headers and the endpoint event) is bounded by waitMs.
  let late = false;
  const bound = setTimeout(() => {
    late = true;
    controller.abort();
  }, waitMs);
  let answer: Answer;
  try {
    answer = await hooks.open(controller.signal);
  } catch (error) {
    clearTimeout(bound);
    outer.removeEventListener("abort", stopOuter);
    if (late) return { kind: "not-legacy" };
    throw error;
  }
  clearTimeout(bound);
  const { response, http } = answer;
  if (!response.ok || !isEventStream(response) || !response.body) {
    discard(response);
    outer.removeEventListener("abort", stopOuter);
    return { kind: "not-legacy", http };
  }
  const body = response.body;
  return new Promise<LegacyOpening>((resolve) => {
    let settled = false;
    const settle = (opening: LegacyOpening) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (opening.kind !== "open") {
        controller.abort();
        outer.removeEventListener("abort", stopOuter);
      }
      resolve(opening);
    };
    const timer = setTimeout(() => settle({ kind: "not-legacy", http }), waitMs);
    const channel: LegacyChannel = {
      endpoint: "",
      http,
      close: () => controller.abort(),
    };
    void readSse(
      body,
      async (event) => {
        if (!settled) {
          if (event.event !== "endpoint") return settle({ kind: "not-legacy", http });
          // The endpoint is relative to the stream's URL; another origin would get our headers.
          let endpoint: URL;
          try {
            endpoint = new URL(event.data.trim(), url);
          } catch {
            return settle({ kind: "not-legacy", http });
          }
          if (endpoint.origin !== new URL(url).origin) {
            return settle({ kind: "foreign", endpoint: endpoint.href });
          }
          channel.endpoint = endpoint.href;
          return settle({ kind: "open", channel });
        }
        if (event.data === "" || (event.event !== undefined && event.event !== "message")) return;
        await hooks.message(event.data, hooks.clock(), http);
      },
      { signal: controller.signal },
    ).then((end) => {
      const wasOpen = settled;
      settle({ kind: "not-legacy", http });
      outer.removeEventListener("abort", stopOuter);
      if (wasOpen && !controller.signal.aborted) hooks.ended(end.how === "too-large");
    });
  });
}
