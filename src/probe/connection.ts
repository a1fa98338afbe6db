/**
 * One connection of the run: requests sent through a transport (the project's HTTP target, or
 * the gift server's), each message logged as the page logs it, replies awaited by id.
 */
import type { HttpDetail } from "../protocol/exchange/types.ts";
import type { Transport, TransportListener } from "../transport/types.ts";
import { now } from "../transport/types.ts";
import type { ProbeLog } from "./log.ts";

/** A transport the run can open; the HTTP target adds what the transport checks need. */
export interface ProbeTransport extends Transport {
  endSession?(): Promise<void>;
  connectionInfo?(): {
    sessionId?: string;
    protocolVersion?: string;
    transport?: string;
    /** Where HTTP+SSE POSTs go (the stream's `endpoint` event). */
    endpoint?: string;
  };
}

export type OpenTransport = (listener: TransportListener) => ProbeTransport;

export interface Reply {
  seq: number;
  value: Record<string, unknown>;
  /** The reply did not carry the request's id: the server could not (or would not) read it. */
  withoutId?: boolean;
}

export interface Exchange {
  /** The request's log entry; undefined when it could not be sent (`error` says why). */
  seq?: number;
  text: string;
  http?: HttpDetail;
  error?: string;
  reply?: Reply;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function metaOf(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const meta = params?._meta;
  return isRecord(meta) ? meta : {};
}

/** The key a reply is awaited under: its id, or `null` for an error without a usable id. */
const keyOf = (id: unknown): string =>
  typeof id === "string" || typeof id === "number" ? JSON.stringify(id) : "null";

/** How long the body of a 401/403 is awaited (it comes with the answer, if at all). */
const AUTH_BODY_WAIT_MS = 1_000;

export class ProbeConnection {
  private readonly transport: ProbeTransport;
  private readonly waiters = new Map<string, (reply: Reply | undefined) => void>();
  private nextId = 1;
  /** The first text this connection sent (its initialize). */
  firstText = "";
  /** Every text this connection sent. */
  readonly sentTexts = new Set<string>();
  /** Every message received, in order (seq and value). */
  readonly received: Reply[] = [];
  /** Over HTTP+SSE: the endpoint this connection's stream named (kept after it closes). */
  endpoint: string | undefined;

  /**
   * `meta`: what every request carries in `params._meta` (2026-07-28: the version, the client's
   * capabilities and identity, on each request since there is no handshake).
   */
  constructor(
    private readonly log: ProbeLog,
    open: OpenTransport,
    private readonly timeoutMs: number,
    private readonly meta?: Record<string, unknown>,
  ) {
    this.transport = open({
      message: (text, at, http) => this.receive(text, at, http),
      sent: (text, at, http) => {
        this.log.push({ type: "message", flow: "out", text, at, ...(http ? { http } : {}) });
      },
      status: (status, event) => {
        if (event) {
          const { kind, detail, at } = event;
          this.log.push({ type: "event", event: kind, at, ...(detail ? { detail } : {}) });
        }
        // A server that died answers nothing more: whoever waits for a reply stops now.
        if (status === "crashed") this.abandonWaiters();
      },
    });
  }

  get info() {
    return this.transport.connectionInfo?.() ?? {};
  }

  private receive(text: string, at: number, http?: HttpDetail): void {
    const seq = this.log.push({ type: "message", flow: "in", text, at, ...(http ? { http } : {}) });
    const value = parse(text);
    if (!isRecord(value) || !("result" in value || "error" in value)) return;
    const key = keyOf(value.id);
    const reply = { seq, value, ...(key === "null" ? { withoutId: true } : {}) };
    this.received.push(reply);
    const waiter = this.waiters.get(key);
    if (waiter) {
      this.waiters.delete(key);
      waiter(reply);
    }
  }

  /** Waits for a reply whose id has one of `keys`; undefined after `timeoutMs`. */
  private awaitReply(keys: readonly string[], timeoutMs: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settle: (reply: Reply | undefined) => void = () => undefined;
    const promise = new Promise<Reply | undefined>((resolve) => {
      settle = (reply) => {
        for (const key of keys) this.waiters.delete(key);
        clearTimeout(timer);
        resolve(reply);
      };
      for (const key of keys) this.waiters.set(key, settle);
      timer = setTimeout(() => settle(undefined), timeoutMs);
    });
    return { promise, cancel: () => settle(undefined) };
  }

  /**
   * Waits for a reply to a message sent some other way (a raw POST to the HTTP+SSE endpoint,
   * whose replies come on this connection's stream): by id, or `undefined` for an error
   * without a usable id.
   */
  expect(id: string | number | undefined, timeoutMs = this.timeoutMs) {
    return this.awaitReply(id === undefined ? ["null"] : [keyOf(id), "null"], timeoutMs);
  }

  /**
   * Sends `text` as written; waits for a reply whose id has one of `keys` (`"null"`: an error
   * without a usable id, the answer to a request the server could not read).
   */
  async send(
    text: string,
    keys: readonly string[] = [],
    timeoutMs = this.timeoutMs,
  ): Promise<Exchange> {
    const replied = keys.length > 0 ? this.awaitReply(keys, timeoutMs) : undefined;
    if (this.sentTexts.size === 0) this.firstText = text;
    this.sentTexts.add(text);
    let exchange: Exchange;
    try {
      const { at, http } = await this.transport.send(text);
      this.endpoint ??= this.info.endpoint;
      const seq = this.log.push({
        type: "message",
        flow: "out",
        text,
        at,
        ...(http ? { http } : {}),
      });
      exchange = { seq, text, ...(http ? { http } : {}) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.push({
        type: "event",
        event: "transport-error",
        at: now(),
        detail: `Not sent: ${reason}`,
      });
      replied?.cancel();
      return { text, error: reason };
    }
    // A notification refused over HTTP may carry an error without id: taken here, so that it
    // is not read as the answer to the next request.
    const refused = keys.length === 0 && (exchange.http?.status ?? 0) >= 400;
    // Refused for authorization: whatever body comes follows at once; no reply will come later.
    const unauthorized = exchange.http?.status === 401 || exchange.http?.status === 403;
    if (unauthorized && replied) {
      const { promise, cancel } = replied;
      const timer = setTimeout(cancel, Math.min(timeoutMs, AUTH_BODY_WAIT_MS));
      const reply = await promise;
      clearTimeout(timer);
      if (reply && exchange.seq !== undefined) this.log.answers.set(reply.seq, exchange.seq);
      return reply ? { ...exchange, reply } : exchange;
    }
    const reply = refused
      ? await this.awaitReply(["null"], timeoutMs).promise
      : await replied?.promise;
    if (reply && exchange.seq !== undefined) this.log.answers.set(reply.seq, exchange.seq);
    return reply ? { ...exchange, reply } : exchange;
  }

  /** A request with a fresh numeric id; its reply (or an error without id) awaited. */
  request(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<Exchange> {
    const id = this.nextId++;
    const withMeta = this.meta ? { ...params, _meta: { ...this.meta, ...metaOf(params) } } : params;
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id,
      method,
      ...(withMeta ? { params: withMeta } : {}),
    });
    return this.send(text, [keyOf(id), "null"], timeoutMs);
  }

  notify(method: string, params?: Record<string, unknown>): Promise<Exchange> {
    return this.send(JSON.stringify({ jsonrpc: "2.0", method, ...(params ? { params } : {}) }));
  }

  /** A text that is no valid request: its error reply (id null, or `id`) awaited. */
  raw(text: string, id?: string | number, timeoutMs?: number): Promise<Exchange> {
    return this.send(text, id === undefined ? ["null"] : [keyOf(id), "null"], timeoutMs);
  }

  async endSession(): Promise<void> {
    await this.transport.endSession?.();
  }

  private abandonWaiters(): void {
    for (const waiter of [...this.waiters.values()]) waiter(undefined);
    this.waiters.clear();
  }

  close(): void {
    this.abandonWaiters();
    this.transport.close();
  }
}

export { isRecord, parse };
