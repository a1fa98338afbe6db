/**
 * One HTTP exchange and what is recorded of it: the call goes straight to the target, or
 * through the dev proxy (same origin, with the target and token in headers); its detail has
 * every header masked.
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import { maskHeaders } from "./mask.ts";
import { type DevProxy, PROXY_TARGET_HEADER, PROXY_TOKEN_HEADER } from "./proxy.ts";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Wire {
  fetch: FetchLike;
  proxy?: DevProxy;
  clock(): number;
  /** False when the device is known to have no network (the browser says so); true otherwise. */
  online(): boolean;
}

/** The browser's word on the network; outside a browser (Node) a network is assumed. */
export const browserOnline = (): boolean =>
  (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

export interface Call {
  method: "GET" | "POST" | "DELETE";
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface Answer {
  response: Response;
  http: HttpDetail;
  /** When the request left (epoch ms). */
  sentAt: number;
  /** The body, when it was read already (a refused POST's, during detection). */
  read?: BodyText;
}

/** What is known of a request before its answer: no status yet. */
export function requestDetail(call: Call): HttpDetail {
  return { method: call.method, url: call.url, requestHeaders: maskHeaders(call.headers) };
}

/**
 * Sends `call`; rejects as fetch does (a network failure, a CORS block, an abort). `detail` is
 * its `requestDetail`, when the caller made it already.
 */
export async function send(wire: Wire, call: Call, detail = requestDetail(call)): Promise<Answer> {
  const init: RequestInit = { method: call.method, headers: call.headers };
  if (call.body !== undefined) init.body = call.body;
  if (call.signal) init.signal = call.signal;
  const sentAt = wire.clock();
  const response = wire.proxy
    ? await wire.fetch(wire.proxy.endpoint, {
        ...init,
        headers: {
          ...call.headers,
          [PROXY_TARGET_HEADER]: call.url,
          [PROXY_TOKEN_HEADER]: wire.proxy.token,
        },
      })
    : await wire.fetch(call.url, init);
  const http: HttpDetail = {
    ...detail,
    status: response.status,
    responseHeaders: maskHeaders(response.headers),
    durationMs: wire.clock() - sentAt,
  };
  return { response, http, sentAt };
}

/** The media type of a response, lowercase, without parameters (`""` when none). */
export function mediaType(response: Response): string {
  return (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export const isEventStream = (response: Response) => mediaType(response) === "text/event-stream";

/**
 * The most of one answer the page and Node read, on every path (an MCP reply, one event of a
 * stream, an error body, an authorization document, the report card's own requests), counted
 * in decoded bytes as they arrive (after any Content-Encoding, so a compressed bomb stops at
 * the cap too): an answer past it is refused as too large, never cut and read as something it
 * is not.
 */
export const MAX_REPLY_CHARS = 32 * 1024 * 1024;

/** What the transport says of a reply over the cap: the cap in MiB. */
export const MAX_REPLY_MIB = MAX_REPLY_CHARS / (1024 * 1024);

export interface BodyText {
  text: string;
  /** The body went past the cap: reading stopped there, and `text` is only its start. */
  tooLarge: boolean;
}

/**
 * Reads a body as text, at most `cap` decoded bytes: the one reading path for every answer
 * (see `MAX_REPLY_CHARS`). Past the cap, reading stops at once and the rest is cancelled.
 */
export async function boundedText(response: Response, cap = MAX_REPLY_CHARS): Promise<BodyText> {
  if (!response.body) return { text: "", tooLarge: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > cap) {
        void reader.cancel().catch(() => undefined);
        return { text: parts.join(""), tooLarge: true };
      }
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
  } catch {
    // Cut while reading an error page: what came is what there is.
  }
  return { text: parts.join(""), tooLarge: false };
}

/** Discards a body nobody reads, so the connection is freed. */
export function discard(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

/**
 * Resolves after the current task and every microtask queued so far, so a caller awaiting a
 * resolved `send()` has run before the reply is handed over.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // Node: setImmediate. Browsers: a message to oneself, which no timer clamp delays.
    const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown })
      .setImmediate;
    if (immediate) immediate(resolve);
    else if (typeof MessageChannel === "function") {
      const channel = new MessageChannel();
      const port = channel.port1 as unknown as { onmessage: (() => void) | null; close(): void };
      port.onmessage = () => {
        port.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    } else setTimeout(resolve, 0);
  });
}

/** Waits `ms`, or less if `signal` aborts (then resolves false). */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/** A network failure's reason, when the runtime gives one (Node does; browsers do not). */
export function failureReason(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === "string") return cause.code;
  if (cause instanceof Error && cause.message) return cause.message;
  return "";
}
