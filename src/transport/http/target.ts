/**
 * The remote target: one MCP server over HTTP, whatever its transport and era. Messages go out
 * exactly as written; what the transport needs (ids to await, the initialize reply's version
 * and session, the 2026-07-28 headers) it reads from the messages going by.
 */
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import { type TransportListener, now } from "../types.ts";
import { type ChannelContext, openLegacyChannel, resumeStream } from "./channels.ts";
import { Connection } from "./connection.ts";
import { Delivery } from "./delivery.ts";
import { mayBeLegacySse } from "./era.ts";
import { explainFailure } from "./failure.ts";
import { makeIssue } from "./issues.ts";
import type { LegacyChannel } from "./legacy.ts";
import {
  type OutgoingFacts,
  type RequestId,
  META_VERSION,
  MODERN_VERSION,
  cancelledNotification,
  idKey,
  outgoingFacts,
} from "./message.ts";
import { Outbound, type Sent } from "./outbound.ts";
import {
  type SessionState,
  isModern,
  legacyPostHeaders,
  legacyStreamHeaders,
  postHeaders,
} from "./outgoing.ts";
import { Session } from "./session.ts";
import { PROXY_ERROR_HEADER, PROXY_REFUSALS, isProxyRefusal } from "./proxy.ts";
import { readRefusal } from "./refusal.ts";
import { readBody } from "./reply.ts";
import { type Exchange, Requests, type Tracked } from "./requests.ts";
import type { ConnectionInfo, HttpTarget, HttpTargetOptions } from "./types.ts";
import {
  type Answer,
  type Call,
  type Wire,
  boundedText,
  discard,
  requestDetail,
  send,
  sleep,
} from "./wire.ts";

export const DEFAULT_TIMEOUT_MS = 60_000;

export class RemoteTarget implements HttpTarget {
  private readonly url: string;
  private readonly wire: Wire;
  private readonly listener: TransportListener;
  private readonly clock: () => number;
  private readonly timeoutMs: number;
  private readonly connection: Connection;
  private readonly requests: Requests;
  private readonly state: SessionState;
  private readonly channels: ChannelContext;
  private readonly delivery: Delivery;
  private legacy: Promise<LegacyChannel | undefined> | undefined;
  private readonly session: Session;
  /** While the first message finds out the transport, the others wait. */
  private settling: Promise<void> | undefined;
  private probes = 0;

  constructor(private readonly options: HttpTargetOptions) {
    this.url = new URL(options.url).href;
    this.listener = options.listener;
    this.clock = options.clock ?? now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.wire = {
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      clock: this.clock,
      ...(options.proxy && { proxy: options.proxy }),
    };
    const forced = options.transport !== "auto" ? options.transport : undefined;
    this.connection = new Connection({
      url: this.url,
      viaProxy: options.proxy !== undefined,
      transport: forced,
      protocolVersion: options.protocolVersion,
      listener: this.listener,
      onEvent: options.onEvent,
      clock: this.clock,
    });
    this.state = {
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
    this.delivery = new Delivery(
      this.listener,
      this.clock,
      this.requests,
      this.state,
      this.connection,
    );
    this.channels = {
      url: this.url,
      wire: this.wire,
      state: this.state,
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

  async detect(): Promise<ConnectionInfo> {
    const id = `playground-discover-${++this.probes}`;
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
    await this.dispatch(text, true).done;
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
  private dispatch(text: string, internal = false): { sent: Promise<Sent>; done: Promise<void> } {
    let out!: Outbound;
    const sent = new Promise<Sent>((resolve, reject) => (out = new Outbound(resolve, reject)));
    this.delivery.sending(out.observed);
    if (internal) {
      // Not the caller's message: it is logged through the listener, failures as issues.
      sent.then(
        ({ at, http }) => this.listener.sent?.(text, at, http),
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
    if (transport === "sse") return this.postLegacy(text, facts, out);
    if (transport === "streamable-http") return this.postStreamable(text, facts, out);
    let settled!: () => void;
    const settling = new Promise<void>((resolve) => {
      settled = () => {
        if (this.settling === settling) this.settling = undefined;
        resolve();
      };
    });
    this.settling = settling;
    try {
      await this.postStreamable(text, facts, out, settled);
    } finally {
      settled();
    }
  }

  /** `settled`, when given, is called once this message has settled the transport. */
  private async postStreamable(
    text: string,
    facts: OutgoingFacts,
    out: Outbound,
    settled?: () => void,
  ): Promise<void> {
    const exchange = this.requests.open(facts, isModern(this.state, facts));
    const headers = postHeaders(this.state, facts);
    const call: Call = {
      method: "POST",
      url: this.url,
      headers,
      body: text,
      signal: exchange.controller.signal,
    };
    const withSession = "Mcp-Session-Id" in headers;
    const answer = await this.post(call, exchange, out);
    if (!answer) return settled?.();
    let { response } = answer;
    if (this.fromProxy(response)) {
      // The proxy's refusal says nothing of the target: the transport stays to be found.
      settled?.();
      out.announce(answer.sentAt, answer.http);
      return this.proxyRefused(response, answer.http, exchange);
    }
    if (settled && [400, 404, 405].includes(response.status)) {
      // Detection, per the spec: a refused POST may mean the URL serves the 2024-11-05 stream.
      out.hold();
      const body = await boundedText(response);
      if (mayBeLegacySse(response.status, body) && (await this.tryLegacy())) {
        this.requests.release(exchange);
        settled();
        return this.postLegacy(text, facts, out);
      }
      response = rebuilt(response, body);
    }
    this.connection.connected("streamable-http");
    settled?.();
    out.announce(answer.sentAt, answer.http);
    try {
      await this.takeAnswer({ ...answer, response }, facts, exchange, out, withSession);
    } finally {
      this.requests.release(exchange);
    }
  }

  /** Sends a POST; undefined when it failed (already explained). */
  private async post(call: Call, exchange: Exchange, out: Outbound): Promise<Answer | undefined> {
    const detail = requestDetail(call);
    out.announceLater(this.options.announceWithinMs ?? 1000, this.clock(), detail);
    try {
      const answer = await send(this.wire, call, detail);
      clearTimeout(exchange.timer);
      return answer;
    } catch (error) {
      await this.failed(error, call, exchange, out);
      return undefined;
    }
  }

  private async takeAnswer(
    answer: Answer,
    facts: OutgoingFacts,
    exchange: Exchange,
    out: Outbound,
    withSession: boolean,
  ): Promise<void> {
    const { response, http } = answer;
    const status = response.status;
    if (facts.initialize && response.ok) this.session.take(response);
    if (response.ok && facts.metaVersion !== undefined) {
      this.connection.setEra("modern", facts.metaVersion);
    }
    if (facts.initialized && response.ok) this.session.listen();
    const requestId = facts.requests[0]?.id;
    let explained = false;
    let reading = response;
    if (!response.ok) {
      const text = await boundedText(response);
      explained = this.judgeRefusal(status, text, facts, http, withSession);
      reading = rebuilt(response, text);
    }
    const sink = this.delivery.sink(exchange, http, out.observed, requestId);
    const end = await readBody(reading, sink, exchange.controller.signal);
    if (end.kind === "aborted") return;
    if (!response.ok && end.kind === "empty" && !explained) {
      this.httpError(response, http);
    } else if (response.ok && end.kind === "empty" && requestId !== undefined) {
      const params = { id: String(requestId), status };
      this.connection.report(makeIssue("empty-answer", params, { http, requestId }));
    } else if (end.kind === "sse" && this.requests.waiting(exchange).length > 0) {
      const { lastEventId, retryMs, partial } = end.end;
      if (lastEventId !== undefined && this.connection.info.era !== "modern") {
        if (retryMs) await sleep(retryMs, exchange.controller.signal);
        await resumeStream(this.channels, exchange, lastEventId);
      }
      const left = this.requests.waiting(exchange);
      if (left.length > 0 && !exchange.controller.signal.aborted) {
        const id = left.map((key) => String(this.requests.get(key)?.id)).join(", ");
        this.connection.report(
          makeIssue("stream-cut", { id }, { http, ...(partial && { body: partial }) }),
        );
      }
    }
    // Whatever is still awaited here gets no reply over this exchange.
    for (const key of this.requests.waiting(exchange)) this.requests.settle(key);
  }

  private async postLegacy(text: string, facts: OutgoingFacts, out: Outbound): Promise<void> {
    const channel = await this.legacyChannel(out);
    if (!channel) return;
    const exchange = this.requests.open(facts, false);
    const headers = legacyPostHeaders(this.state);
    const call: Call = {
      method: "POST",
      url: channel.endpoint,
      headers,
      body: text,
      signal: exchange.controller.signal,
    };
    const answer = await this.post(call, exchange, out);
    if (!answer) return;
    out.announce(answer.sentAt, answer.http);
    const { response, http } = answer;
    if (this.fromProxy(response)) return this.proxyRefused(response, http, exchange);
    if (response.ok) {
      // Replies come on the stream; the POST's own body ("Accepted") carries nothing.
      discard(response);
      return this.requests.release(exchange);
    }
    const sink = this.delivery.sink(exchange, http, out.observed, facts.requests[0]?.id);
    const end = await readBody(response, sink, exchange.controller.signal);
    if (end.kind === "empty") this.httpError(response, http);
    for (const key of exchange.keys) this.requests.settle(key);
    this.requests.release(exchange);
  }

  // ——— answers ———

  /** An HTTP error's body, read for what it says of the server; true if an issue explains it. */
  private judgeRefusal(
    status: number,
    text: string,
    facts: OutgoingFacts,
    http: HttpDetail,
    withSession: boolean,
  ): boolean {
    const verdict = readRefusal(status, text, facts, {
      withSession,
      sessionId: this.state.sessionId,
      sessionMaybeHidden: this.session.maybeHidden,
    });
    if (verdict.sessionExpired) this.session.forget();
    if (verdict.era) this.connection.setEra(verdict.era);
    if (verdict.supportedVersions) {
      this.connection.set({ supportedVersions: verdict.supportedVersions });
    }
    if (!verdict.issue) return false;
    if (verdict.issue.code === "cors-session-hidden") this.session.hiddenExplained();
    const requestId = facts.requests[0]?.id;
    const extra = { http, ...(requestId !== undefined && { requestId }) };
    this.connection.report(makeIssue(verdict.issue.code, verdict.issue.params, extra));
    return verdict.issue.code !== "cors-session-hidden";
  }

  private httpError(response: Response, http: HttpDetail): void {
    const statusText = response.statusText ? ` ${response.statusText}` : "";
    this.connection.report(
      makeIssue("http-error", { status: response.status, statusText }, { http }),
    );
  }

  private fromProxy(response: Response): boolean {
    return this.wire.proxy !== undefined && response.headers.has(PROXY_ERROR_HEADER);
  }

  private proxyRefused(response: Response, http: HttpDetail, exchange: Exchange): void {
    discard(response);
    const code = response.headers.get(PROXY_ERROR_HEADER);
    const reason = isProxyRefusal(code) ? PROXY_REFUSALS[code] : `HTTP ${response.status}`;
    this.connection.report(makeIssue("proxy-refused", { reason }, { http }));
    for (const key of exchange.keys) this.requests.settle(key);
    this.requests.release(exchange);
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
    await this.dispatch(notice, true).sent.catch(() => undefined);
  }

  private async failed(
    error: unknown,
    call: Call,
    exchange: Exchange,
    out: Outbound,
  ): Promise<void> {
    for (const key of exchange.keys) this.requests.settle(key);
    const aborted = exchange.controller.signal.aborted;
    this.requests.release(exchange);
    if (aborted) {
      // Given up (timeout, cancel) or closed: it left, no answer is awaited any more.
      if (this.connection.isClosed) out.fail(new Error(makeIssue("closed").message));
      else out.announce(this.clock(), requestDetail(call));
      return;
    }
    await this.explain(error, call, out);
  }

  /** A request with no answer at all: explained; the send rejected if it was not announced. */
  private async explain(error: unknown, call: Call, out: Outbound): Promise<void> {
    const issue = await explainFailure(error, call, this.wire, {
      diagnose: this.options.diagnose ?? true,
      timeoutMs: this.channels.probeTimeoutMs,
    });
    // Not sent: the caller's rejection is what gets logged; the typed event tells the UI why.
    if (out.fail(new Error(issue.message))) this.connection.tell(issue);
    else this.connection.report(issue);
  }

  // ——— HTTP+SSE ———

  /** Detection's GET: true (and the channel kept) when the URL serves HTTP+SSE. */
  private async tryLegacy(): Promise<boolean> {
    this.legacy = openLegacyChannel(this.channels, true, () => this.legacyEnded());
    try {
      if (await this.legacy) return true;
    } catch {
      // The POST got an answer, so the server is there: it is simply not HTTP+SSE.
    }
    this.legacy = undefined;
    return false;
  }

  private async legacyChannel(out: Outbound): Promise<LegacyChannel | undefined> {
    this.legacy ??= openLegacyChannel(this.channels, false, () => this.legacyEnded());
    try {
      const channel = await this.legacy;
      if (channel) return channel;
      out.fail(new Error(makeIssue("legacy-no-endpoint", { url: this.url, status: "?" }).message));
    } catch (error) {
      const call: Call = { method: "GET", url: this.url, headers: legacyStreamHeaders(this.state) };
      await this.explain(error, call, out);
    }
    this.legacy = undefined;
    return undefined;
  }

  private legacyEnded(): void {
    this.legacy = undefined;
    // Requests awaiting replies on a stream that is gone will get none.
    this.requests.settleAll();
    this.connection.set({ endpoint: undefined });
    this.connection.report(makeIssue("legacy-stream-closed"));
  }
}

/** A response whose body was read already, rebuilt around that text to be read again. */
function rebuilt(response: Response, body: string): Response {
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
