/**
 * The remote target: one MCP server over HTTP, whatever its transport and era. Messages go out
 * exactly as written; what the transport needs (ids to await, the initialize reply's version
 * and session, the 2026-07-28 headers) it reads from the messages going by. This class routes
 * each message and gives requests up; the POSTs and the HTTP+SSE channel are `posting.ts`,
 * what an answer does is `streamable/answers.ts`, the GET streams `streamable/channels.ts`.
 */
import { MODERN_VERSION } from "../../protocol/versions.ts";
import { type TransportListener, now } from "../types.ts";
import type { ChannelContext } from "./streamable/channels.ts";
import { Connection } from "./connection.ts";
import { Delivery } from "./messages/delivery.ts";
import { makeIssue } from "./diagnosis/issues.ts";
import {
  type RequestId,
  META_VERSION,
  cancelledNotification,
  idKey,
  outgoingFacts,
} from "./messages/parse.ts";
import { Outbound, type Sent } from "./messages/outbound.ts";
import type { SessionState } from "./streamable/outgoing.ts";
import { Posting } from "./posting.ts";
import { Requests, type Tracked } from "./messages/requests.ts";
import { Session } from "./streamable/session.ts";
import type { ConnectionInfo, HttpTarget, HttpTargetOptions } from "./types.ts";
import { type Wire, browserOnline } from "./wire/exchange.ts";
import { keepHeadersHome } from "./wire/redirect.ts";
import { probeId } from "./messages/probeId.ts";

export const DEFAULT_TIMEOUT_MS = 60_000;

export class RemoteTarget implements HttpTarget {
  private readonly listener: TransportListener;
  private readonly clock: () => number;
  private readonly timeoutMs: number;
  private readonly connection: Connection;
  private readonly requests: Requests;
  private readonly channels: ChannelContext;
  private readonly delivery: Delivery;
  private readonly session: Session;
  /** The POSTs themselves, their answers and the HTTP+SSE channel. */
  private readonly posting: Posting;
  /** While the first message finds out the transport, the others wait. */
  private settling: Promise<void> | undefined;
  private probes = 0;

  constructor(private readonly options: HttpTargetOptions) {
    const url = new URL(options.url).href;
    this.listener = options.listener;
    this.clock = options.clock ?? now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const wire: Wire = {
      // Typed headers never follow a redirect to another origin (see redirect.ts).
      fetch: keepHeadersHome(options.fetch ?? ((input, init) => fetch(input, init))),
      clock: this.clock,
      online: options.online ?? browserOnline,
      ...(options.proxy && { proxy: options.proxy }),
    };
    const forced = options.transport !== "auto" ? options.transport : undefined;
    this.connection = new Connection({
      url,
      viaProxy: options.proxy !== undefined,
      transport: forced,
      protocolVersion: options.protocolVersion,
      listener: this.listener,
      onEvent: options.onEvent,
      clock: this.clock,
    });
    const state: SessionState = {
      custom: { ...options.headers },
      toolHeaders: new Map(),
      ...(options.protocolVersion && { forced: options.protocolVersion }),
    };
    this.requests = new Requests(this.timeoutMs, {
      timedOut: (key, tracked) => this.timedOut(key, tracked),
      unanswered: (exchange) => {
        this.connection.report(makeIssue("no-answer", { seconds: this.seconds() }));
        this.requests.release(exchange, true);
      },
    });
    this.delivery = new Delivery(this.listener, this.clock, this.requests, state, this.connection);
    this.channels = {
      url,
      wire,
      state,
      requests: this.requests,
      connection: this.connection,
      clock: this.clock,
      probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
      maxReconnects: options.maxReconnects ?? 5,
      streamMessage: (text, at, http) => this.delivery.streamMessage(text, at, http),
    };
    this.session = new Session(this.channels, {
      listen: options.listen !== false,
      forcedVersion: options.protocolVersion,
    });
    this.posting = new Posting({
      ...this.channels,
      delivery: this.delivery,
      session: this.session,
      announceWithinMs: options.announceWithinMs ?? 1000,
      diagnose: options.diagnose ?? true,
    });
    // Nothing to start: the target takes messages at once (after the caller has its object).
    queueMicrotask(() => this.connection.isClosed || this.listener.status("ready"));
  }

  send(text: string): Promise<Sent> {
    if (this.connection.isClosed) return Promise.reject(new Error(makeIssue("closed").message));
    return this.dispatch(text).sent;
  }

  async cancel(id: RequestId, reason = "Cancelled by the user."): Promise<boolean> {
    const key = idKey(id);
    const tracked = this.requests.get(key);
    if (!tracked?.awaited || this.connection.isClosed) return false;
    this.connection.report(makeIssue("cancelled", { id: String(id) }, { requestId: id }));
    await this.giveUp(key, tracked, reason);
    return true;
  }

  connectionInfo(): ConnectionInfo {
    return this.connection.snapshot();
  }

  setHeaders(patch: Record<string, string | undefined>): void {
    const custom = this.channels.state.custom;
    for (const [name, value] of Object.entries(patch)) {
      for (const key of Object.keys(custom)) {
        if (key.toLowerCase() === name.toLowerCase()) delete custom[key];
      }
      if (value !== undefined) custom[name] = value;
    }
  }

  async detect(): Promise<ConnectionInfo> {
    const id = probeId(++this.probes);
    const clientInfo = this.options.clientInfo ?? { name: "mcp-playground", version: "0.1.0" };
    const _meta = {
      [META_VERSION]: MODERN_VERSION,
      "io.modelcontextprotocol/clientInfo": clientInfo,
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "server/discover",
      params: { _meta },
    });
    await this.dispatch(text, "probe").done;
    // Over HTTP+SSE the reply comes on the stream, after the POST.
    await this.requests.settledWithin(idKey(id), this.channels.probeTimeoutMs);
    return this.connectionInfo();
  }

  async endSession(): Promise<void> {
    const ending = this.session.delete();
    this.session.forget();
    await ending;
  }

  close(): void {
    if (this.connection.isClosed) return;
    // Polite, not awaited: the server may keep the session until it expires otherwise.
    void this.session.delete();
    this.connection.close();
    this.requests.closeAll();
  }

  // ——— sending ———

  /** `sent` settles like `send()`'s promise; `done` once the whole exchange is over. */
  private dispatch(
    text: string,
    internal?: "probe" | "own",
  ): { sent: Promise<Sent>; done: Promise<void> } {
    let out!: Outbound;
    const sent = new Promise<Sent>((resolve, reject) => (out = new Outbound(resolve, reject)));
    this.delivery.sending(out.observed);
    if (internal) {
      // Not the caller's message: it is logged through the listener, failures as issues.
      sent.then(
        ({ at, http }) =>
          this.listener.sent?.(text, at, http, internal === "probe" ? "probe" : undefined),
        () => undefined,
      );
    }
    const done = this.route(text, out).catch((error: unknown) => {
      out.fail(error instanceof Error ? error : new Error(String(error)));
    });
    return { sent, done };
  }

  private async route(text: string, out: Outbound): Promise<void> {
    const facts = outgoingFacts(text);
    while (this.settling) await this.settling;
    if (this.connection.isClosed) {
      out.fail(new Error(makeIssue("closed").message));
      return;
    }
    const transport = this.connection.info.transport;
    if (transport === "sse") return this.posting.legacyPost(text, facts, out);
    if (transport === "streamable-http") return this.posting.streamable(text, facts, out);
    let settled!: () => void;
    const settling = new Promise<void>((resolve) => {
      settled = () => {
        if (this.settling === settling) this.settling = undefined;
        resolve();
      };
    });
    this.settling = settling;
    try {
      await this.posting.streamable(text, facts, out, settled);
    } finally {
      settled();
    }
  }

  // ——— giving up ———

  private seconds(): number {
    return Math.round(this.timeoutMs / 100) / 10;
  }

  private timedOut(key: string, tracked: Tracked): void {
    if (!tracked.awaited || this.connection.isClosed) return;
    const { id } = tracked;
    this.connection.report(
      makeIssue("timeout", { id: String(id), seconds: this.seconds() }, { requestId: id }),
    );
    void this.giveUp(key, tracked, `No answer within ${this.seconds()} s.`);
  }

  /**
   * Stops awaiting a request: its exchange is closed once nothing in it is awaited (for
   * 2026-07-28 that is the cancellation); before that, the server is told with
   * notifications/cancelled (never for initialize, which may not be cancelled).
   */
  private async giveUp(key: string, tracked: Tracked, reason: string): Promise<void> {
    this.requests.settle(key);
    const { exchange } = tracked;
    if (this.requests.waiting(exchange).length === 0) this.requests.release(exchange, true);
    if (tracked.modern || tracked.method === "initialize") return;
    // Resolved once it is on its way; its own answer (202) is not waited for.
    const notice = cancelledNotification(tracked.id, reason);
    await this.dispatch(notice, "own").sent.catch(() => undefined);
  }
}
