/**
 * The remote target: one MCP server over HTTP, whatever its transport and era. Messages go out
 * exactly as written; what the transport needs (ids to await, the initialize reply's version
 * and session, the 2026-07-28 headers) it reads from the messages going by.
 */
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import { type TransportListener, type TransportStatus, now } from "../types.ts";
import { UNSUPPORTED_VERSION, mayBeLegacySse, modernError, refusedAsLegacy } from "./era.ts";
import {
  encodeHeaderValue,
  type ParamHeader,
  paramHeaderValues,
  paramHeadersOf,
} from "./headers.ts";
import { type HttpIssue, makeIssue } from "./issues.ts";
import { type LegacyChannel, openLegacy } from "./legacy.ts";
import {
  type OutgoingFacts,
  type RequestId,
  META_VERSION,
  cancelledNotification,
  idKey,
  incomingReplies,
  outgoingFacts,
} from "./message.ts";
import { Outbound, type Sent, mergeHeaders } from "./outbound.ts";
import { PROXY_ERROR_HEADER, PROXY_REFUSALS, isProxyRefusal } from "./proxy.ts";
import { type BodySink, readBody } from "./reply.ts";
import { followStream } from "./stream.ts";
import type { ConnectionInfo, Era, HttpTarget, HttpTargetOptions, TransportKind } from "./types.ts";
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
import { explainFailure } from "./failure.ts";

export const DEFAULT_TIMEOUT_MS = 60_000;
const MODERN_VERSION = "2026-07-28";
/** Requests remembered after they stop being awaited, for their late replies. */
const TRACK_LIMIT = 10_000;

interface Exchange {
  controller: AbortController;
  keys: string[];
  /** For a message that awaits no reply: how long its answer's headers may take. */
  timer?: ReturnType<typeof setTimeout>;
}

interface Tracked {
  id: RequestId;
  method: string;
  /** Sent with the 2026-07-28 metadata: cancelled by closing its stream, not by a notification. */
  modern: boolean;
  version?: string;
  awaited: boolean;
  timer?: ReturnType<typeof setTimeout>;
  exchange: Exchange;
}

export class RemoteTarget implements HttpTarget {
  private readonly url: string;
  private readonly wire: Wire;
  private readonly listener: TransportListener;
  private readonly clock: () => number;
  private readonly custom: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly probeTimeoutMs: number;
  private readonly announceWithinMs: number;
  private info: ConnectionInfo;
  private sessionId: string | undefined;
  private negotiated: string | undefined;
  private readonly tracked = new Map<string, Tracked>();
  private readonly waiters = new Map<string, () => void>();
  private readonly toolHeaders = new Map<string, ParamHeader[]>();
  /** The `observed` of every send in flight: stream messages wait for those before them. */
  private readonly outstanding = new Set<Promise<void>>();
  private streamChain: Promise<void> = Promise.resolve();
  private readonly active = new Set<AbortController>();
  private legacy: Promise<LegacyChannel | undefined> | undefined;
  private serverStream: AbortController | undefined;
  /** While the first message finds out the transport, the others wait. */
  private settling: Promise<void> | undefined;
  private hiddenSession: "no" | "suspected" | "reported" = "no";
  private probes = 0;
  private greeted = false;
  private closed = false;

  constructor(private readonly options: HttpTargetOptions) {
    this.url = new URL(options.url).href;
    this.listener = options.listener;
    this.clock = options.clock ?? now;
    this.custom = { ...options.headers };
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 10_000;
    this.announceWithinMs = options.announceWithinMs ?? 1000;
    this.wire = {
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      clock: this.clock,
      ...(options.proxy && { proxy: options.proxy }),
    };
    const forced =
      options.transport && options.transport !== "auto" ? options.transport : undefined;
    const version = options.protocolVersion;
    this.info = {
      url: this.url,
      viaProxy: options.proxy !== undefined,
      transport: forced ?? "unknown",
      transportSource: forced ? "override" : "pending",
      era: version ? (version === MODERN_VERSION ? "modern" : "legacy") : "unknown",
      serverStream: "off",
      ...(version && { protocolVersion: version }),
    };
    // Nothing to start: the target takes messages at once (after the caller has its object).
    queueMicrotask(() => this.closed || this.listener.status("ready"));
  }

  send(text: string): Promise<Sent> {
    if (this.closed) return Promise.reject(new Error(makeIssue("closed").message));
    return this.dispatch(text).sent;
  }

  async cancel(id: RequestId, reason = "Cancelled by the user."): Promise<boolean> {
    const key = idKey(id);
    const tracked = this.tracked.get(key);
    if (!tracked?.awaited || this.closed) return false;
    this.report(makeIssue("cancelled", { id: String(id) }, { requestId: id }));
    await this.giveUp(key, tracked, reason);
    return true;
  }

  connectionInfo(): ConnectionInfo {
    return { ...this.info };
  }

  async detect(): Promise<ConnectionInfo> {
    const id = `playground-discover-${++this.probes}`;
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "server/discover",
      params: {
        _meta: {
          [META_VERSION]: MODERN_VERSION,
          "io.modelcontextprotocol/clientInfo": this.options.clientInfo ?? {
            name: "mcp-playground",
            version: "0.1.0",
          },
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    });
    const key = idKey(id);
    const replied = new Promise<void>((resolve) => this.waiters.set(key, resolve));
    const { done } = this.dispatch(text, true);
    await done;
    // Over HTTP+SSE the reply comes on the stream, after the POST.
    if (this.tracked.get(key)?.awaited) {
      await Promise.race([replied, sleep(this.probeTimeoutMs)]);
    }
    this.waiters.delete(key);
    return this.connectionInfo();
  }

  async endSession(): Promise<void> {
    const session = this.sessionId;
    this.forgetSession();
    if (session !== undefined) await this.deleteSession(session);
  }

  close(): void {
    if (this.closed) return;
    const session = this.sessionId;
    this.closed = true;
    for (const controller of this.active) controller.abort("close");
    this.active.clear();
    for (const tracked of this.tracked.values()) clearTimeout(tracked.timer);
    for (const resolve of this.waiters.values()) resolve();
    // Polite, not awaited: the server may keep the session until it expires otherwise.
    if (session !== undefined) void this.deleteSession(session);
    this.listener.status("closed");
  }

  // ——— sending ———

  /** `sent` settles like `send()`'s promise; `done` once the whole exchange is over. */
  private dispatch(text: string, internal = false): { sent: Promise<Sent>; done: Promise<void> } {
    let out!: Outbound;
    const sent = new Promise<Sent>((resolve, reject) => (out = new Outbound(resolve, reject)));
    this.outstanding.add(out.observed);
    void out.observed.then(() => this.outstanding.delete(out.observed));
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
    if (this.closed) {
      out.fail(new Error(makeIssue("closed").message));
      return;
    }
    if (this.info.transport === "sse") return this.postLegacy(text, facts, out);
    if (this.info.transport === "streamable-http") return this.postStreamable(text, facts, out);
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
    const exchange = this.track(facts);
    const call: Call = {
      method: "POST",
      url: this.url,
      headers: this.postHeaders(facts),
      body: text,
      signal: exchange.controller.signal,
    };
    const withSession = this.sessionId !== undefined && "Mcp-Session-Id" in call.headers;
    out.announceLater(this.announceWithinMs, this.clock(), requestDetail(call));
    let answer: Answer;
    try {
      answer = await send(this.wire, call);
    } catch (error) {
      return this.failed(error, call, exchange, out);
    }
    clearTimeout(exchange.timer);
    const { response } = answer;
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
        this.release(exchange, false);
        settled();
        return this.postLegacy(text, facts, out);
      }
      answer = { ...answer, response: rebuilt(response, body) };
    }
    this.connected("streamable-http");
    settled?.();
    out.announce(answer.sentAt, answer.http);
    try {
      await this.takeAnswer(answer, facts, exchange, out, withSession);
    } finally {
      this.release(exchange);
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
    if (facts.initialize && response.ok) this.takeSession(response);
    if (response.ok && facts.metaVersion !== undefined) this.setEra("modern", facts.metaVersion);
    if (facts.initialized && response.ok) this.listen();
    const requestId = facts.requests[0]?.id;
    const sink = this.sink(exchange, http, out.observed, requestId);
    let explained = false;
    let reading = response;
    if (!response.ok) {
      const text = await boundedText(response);
      explained = this.judgeRefusal(status, text, facts, http, withSession);
      reading = rebuilt(response, text);
    }
    const end = await readBody(reading, sink, exchange.controller.signal);
    const waiting = () => exchange.keys.filter((key) => this.tracked.get(key)?.awaited);
    if (end.kind === "aborted") return;
    if (!response.ok && end.kind === "empty" && !explained) {
      const statusText = response.statusText ? ` ${response.statusText}` : "";
      this.report(makeIssue("http-error", { status, statusText }, { http }));
    } else if (response.ok && end.kind === "empty" && requestId !== undefined) {
      this.report(
        makeIssue("empty-answer", { id: String(requestId), status }, { http, requestId }),
      );
    } else if (end.kind === "sse" && end.end.how !== "aborted" && waiting().length > 0) {
      const resumable = end.end.lastEventId !== undefined && this.info.era !== "modern";
      if (resumable) {
        if (end.end.retryMs) await sleep(end.end.retryMs, exchange.controller.signal);
        await this.resume(exchange, end.end.lastEventId);
      }
      const left = waiting();
      if (left.length > 0 && !exchange.controller.signal.aborted) {
        const id = left.map((key) => String(this.tracked.get(key)?.id)).join(", ");
        const partial = end.end.partial;
        this.report(makeIssue("stream-cut", { id }, { http, ...(partial && { body: partial }) }));
      }
    }
    // Whatever is still awaited here gets no reply over this exchange.
    for (const key of waiting()) this.settle(key);
  }

  private async postLegacy(text: string, facts: OutgoingFacts, out: Outbound): Promise<void> {
    const channel = await this.legacyChannel(out);
    if (!channel) return;
    const exchange = this.track(facts);
    const call: Call = {
      method: "POST",
      url: channel.endpoint,
      headers: mergeHeaders(this.custom, { "Content-Type": "application/json" }),
      body: text,
      signal: exchange.controller.signal,
    };
    out.announceLater(this.announceWithinMs, this.clock(), requestDetail(call));
    let answer: Answer;
    try {
      answer = await send(this.wire, call);
    } catch (error) {
      return this.failed(error, call, exchange, out);
    }
    clearTimeout(exchange.timer);
    out.announce(answer.sentAt, answer.http);
    const { response, http } = answer;
    if (this.fromProxy(response)) return this.proxyRefused(response, http, exchange);
    if (response.ok) {
      // Replies come on the stream; the POST's own body ("Accepted") carries nothing.
      discard(response);
      this.release(exchange, false);
      return;
    }
    const sink = this.sink(exchange, http, out.observed, facts.requests[0]?.id);
    const end = await readBody(response, sink, exchange.controller.signal);
    if (end.kind !== "json") {
      const statusText = response.statusText ? ` ${response.statusText}` : "";
      this.report(makeIssue("http-error", { status: response.status, statusText }, { http }));
    }
    for (const key of exchange.keys) this.settle(key);
    this.release(exchange);
  }

  // ——— answers ———

  private sink(
    exchange: Exchange,
    http: HttpDetail,
    gate: Promise<void>,
    requestId: RequestId | undefined,
  ): BodySink {
    return {
      message: async (text) => {
        const at = this.clock();
        this.observe(text);
        await gate;
        if (!this.closed) this.listener.message(text, at, http);
      },
      issue: (code, params, body) =>
        this.report(
          makeIssue(code, params, {
            http,
            ...(body !== undefined && { body }),
            ...(requestId !== undefined && { requestId }),
          }),
        ),
      satisfied: () =>
        exchange.keys.length > 0 && exchange.keys.every((key) => !this.tracked.get(key)?.awaited),
    };
  }

  /** A message from a stream not tied to one send: it waits for the sends before it. */
  private streamMessage(text: string, at: number, http: HttpDetail): Promise<void> {
    this.observe(text);
    const before = Promise.all([...this.outstanding]);
    const delivered = this.streamChain
      .then(() => before)
      .then(() => {
        if (!this.closed) this.listener.message(text, at, http);
      });
    this.streamChain = delivered;
    return delivered;
  }

  /** Bookkeeping on a server message: replies settle requests and teach session facts. */
  private observe(text: string): void {
    for (const reply of incomingReplies(text)) {
      const tracked = this.tracked.get(reply.key);
      if (!tracked) continue;
      this.settle(reply.key);
      this.tracked.delete(reply.key);
      const result = reply.result;
      if (!result) continue;
      if (tracked.method === "initialize" && typeof result.protocolVersion === "string") {
        this.negotiated = result.protocolVersion;
        this.setEra("legacy", result.protocolVersion);
      } else if (tracked.method === "tools/list" && tracked.modern) {
        for (const [name, headers] of paramHeadersOf(result)) this.toolHeaders.set(name, headers);
      } else if (tracked.method === "server/discover" && Array.isArray(result.supportedVersions)) {
        const supported = result.supportedVersions.filter(
          (v): v is string => typeof v === "string",
        );
        this.setInfo({ supportedVersions: supported });
      }
    }
  }

  /** An HTTP error's body, read for what it says of the server; true if an issue explains it. */
  private judgeRefusal(
    status: number,
    text: string,
    facts: OutgoingFacts,
    http: HttpDetail,
    withSession: boolean,
  ): boolean {
    const requestId = facts.requests[0]?.id;
    const extra = { http, ...(requestId !== undefined && { requestId }) };
    if (status === 404 && withSession) {
      const sessionId = this.sessionId ?? "";
      this.forgetSession();
      this.report(makeIssue("session-expired", { sessionId }, extra));
      return true;
    }
    if (status === 401) return (this.report(makeIssue("unauthorized", {}, extra)), true);
    if (status === 403) return (this.report(makeIssue("forbidden", {}, extra)), true);
    const modern = modernError(status, text);
    if (modern) {
      this.setEra("modern");
      if (modern.supported) this.setInfo({ supportedVersions: modern.supported });
      if (modern.code === UNSUPPORTED_VERSION) {
        const requested = modern.requested ?? facts.metaVersion ?? "?";
        const supported = modern.supported?.join(", ") || "no version it names";
        this.report(makeIssue("version-unsupported", { requested, supported }, extra));
        return true;
      }
      return false;
    }
    if (facts.metaVersion !== undefined && refusedAsLegacy(status, text)) {
      this.setEra("legacy");
      this.report(makeIssue("server-is-legacy", { version: facts.metaVersion, status }, extra));
      return true;
    }
    if (status === 400 && !withSession && this.hiddenSession === "suspected") {
      this.hiddenSession = "reported";
      this.report(makeIssue("cors-session-hidden", {}, extra));
    }
    return false;
  }

  private takeSession(response: Response): void {
    const session = response.headers.get("mcp-session-id");
    if (session) {
      this.sessionId = session;
      this.setInfo({ sessionId: session });
      // A cross-origin answer hides headers the server does not expose: a missing id may be one.
    } else if (response.type === "cors" && this.hiddenSession === "no") {
      this.hiddenSession = "suspected";
    }
  }

  private fromProxy(response: Response): boolean {
    return this.wire.proxy !== undefined && response.headers.has(PROXY_ERROR_HEADER);
  }

  private proxyRefused(response: Response, http: HttpDetail, exchange: Exchange): void {
    discard(response);
    const code = response.headers.get(PROXY_ERROR_HEADER);
    const reason = isProxyRefusal(code) ? PROXY_REFUSALS[code] : `HTTP ${response.status}`;
    this.report(makeIssue("proxy-refused", { reason }, { http }));
    for (const key of exchange.keys) this.settle(key);
    this.release(exchange);
  }

  // ——— requests awaited ———

  private track(facts: OutgoingFacts): Exchange {
    const controller = new AbortController();
    this.active.add(controller);
    const exchange: Exchange = { controller, keys: [] };
    const forcedModern = this.options.protocolVersion === MODERN_VERSION;
    for (const { id, method } of facts.requests) {
      const key = idKey(id);
      this.settle(key);
      const tracked: Tracked = {
        id,
        method,
        modern: facts.metaVersion !== undefined || forcedModern,
        awaited: true,
        exchange,
        ...(facts.metaVersion !== undefined && { version: facts.metaVersion }),
      };
      tracked.timer = setTimeout(() => this.timedOut(key), this.timeoutMs);
      this.tracked.set(key, tracked);
      exchange.keys.push(key);
    }
    if (exchange.keys.length === 0) {
      exchange.timer = setTimeout(() => {
        const seconds = Math.round(this.timeoutMs / 100) / 10;
        this.report(makeIssue("no-answer", { seconds }));
        this.release(exchange);
      }, this.timeoutMs);
    }
    if (this.tracked.size > TRACK_LIMIT) {
      for (const [key, tracked] of this.tracked) {
        if (this.tracked.size <= TRACK_LIMIT) break;
        if (!tracked.awaited) this.tracked.delete(key);
      }
    }
    return exchange;
  }

  /** The request is no longer awaited (answered, failed, given up). */
  private settle(key: string): void {
    const tracked = this.tracked.get(key);
    if (!tracked) return;
    tracked.awaited = false;
    clearTimeout(tracked.timer);
    this.waiters.get(key)?.();
  }

  private release(exchange: Exchange, abort = true): void {
    clearTimeout(exchange.timer);
    if (abort) exchange.controller.abort("done");
    this.active.delete(exchange.controller);
  }

  private timedOut(key: string): void {
    const tracked = this.tracked.get(key);
    if (!tracked?.awaited || this.closed) return;
    const seconds = Math.round(this.timeoutMs / 100) / 10;
    const id = tracked.id;
    this.report(makeIssue("timeout", { id: String(id), seconds }, { requestId: id }));
    void this.giveUp(key, tracked, `No answer within ${seconds} s.`);
  }

  /**
   * Stops awaiting a request: its exchange is closed once nothing in it is awaited (for
   * 2026-07-28 that is the cancellation); before that, the server is told with
   * notifications/cancelled (never for initialize, which may not be cancelled).
   */
  private async giveUp(key: string, tracked: Tracked, reason: string): Promise<void> {
    this.settle(key);
    const { exchange } = tracked;
    if (exchange.keys.every((k) => !this.tracked.get(k)?.awaited)) this.release(exchange);
    if (tracked.modern || tracked.method === "initialize") return;
    // Resolved once it is on its way; its own answer (202) is not waited for.
    await this.dispatch(cancelledNotification(tracked.id, reason), true).sent.catch(
      () => undefined,
    );
  }

  // ——— failures ———

  private async failed(
    error: unknown,
    call: Call,
    exchange: Exchange,
    out: Outbound,
  ): Promise<void> {
    for (const key of exchange.keys) this.settle(key);
    const aborted = exchange.controller.signal.aborted;
    this.release(exchange);
    if (aborted) {
      // Given up (timeout, cancel) or closed: it left, no answer is awaited any more.
      if (this.closed) out.fail(new Error(makeIssue("closed").message));
      else out.announce(this.clock(), requestDetail(call));
      return;
    }
    const issue = await explainFailure(error, call, this.wire, {
      diagnose: this.options.diagnose ?? true,
      timeoutMs: this.probeTimeoutMs,
    });
    // Not sent: the caller's rejection is what gets logged; the typed event tells the UI why.
    if (out.fail(new Error(issue.message))) this.options.onEvent?.({ type: "issue", issue });
    else this.report(issue);
  }

  // ——— streams ———

  /** Opens the server's own stream after a 2025-era initialization, when it offers one. */
  private listen(): void {
    const off = this.options.listen === false || this.serverStream || this.closed;
    if (off || this.info.transport !== "streamable-http" || this.info.era === "modern") return;
    const controller = new AbortController();
    this.active.add(controller);
    this.serverStream = controller;
    void followStream(
      {
        open: (lastEventId, signal) => send(this.wire, this.getCall(lastEventId, signal)),
        event: (data, at, http) => this.streamMessage(data, at, http),
        clock: this.clock,
      },
      {
        signal: controller.signal,
        maxReconnects: this.options.maxReconnects ?? 5,
        onState: (state) => this.setInfo({ serverStream: state }),
      },
    ).then((end) => {
      this.active.delete(controller);
      if (this.serverStream === controller) this.serverStream = undefined;
      if (this.closed || end.how === "stopped" || end.how === "satisfied") return;
      if (end.how === "not-offered") return this.setInfo({ serverStream: "not-offered" });
      this.setInfo({ serverStream: "failed" });
      if (end.how === "refused" && end.status === 404 && this.sessionId !== undefined) {
        const sessionId = this.sessionId;
        this.forgetSession();
        this.report(makeIssue("session-expired", { sessionId }, { http: end.http }));
      } else if (end.how === "refused") {
        this.report(makeIssue("server-stream-failed", { status: end.status }, { http: end.http }));
      } else {
        this.report(makeIssue("server-stream-lost", { attempts: end.attempts }));
      }
    });
  }

  /** Picks a broken POST stream up again with `Last-Event-ID`, until its replies are in. */
  private async resume(exchange: Exchange, lastEventId: string | undefined): Promise<void> {
    await followStream(
      {
        open: (id, signal) => send(this.wire, this.getCall(id, signal)),
        event: (data, at, http) => this.streamMessage(data, at, http),
        satisfied: () => exchange.keys.every((key) => !this.tracked.get(key)?.awaited),
        clock: this.clock,
      },
      {
        signal: exchange.controller.signal,
        maxReconnects: this.options.maxReconnects ?? 5,
        ...(lastEventId !== undefined && { lastEventId }),
      },
    );
  }

  /** Detection's GET: true (and the channel kept) when the URL serves HTTP+SSE. */
  private async tryLegacy(): Promise<boolean> {
    try {
      this.legacy = this.openChannel(true);
      if (await this.legacy) return true;
    } catch {
      // The POST got an answer, so the server is there: it is simply not HTTP+SSE.
    }
    this.legacy = undefined;
    return false;
  }

  private async legacyChannel(out: Outbound): Promise<LegacyChannel | undefined> {
    this.legacy ??= this.openChannel(false);
    try {
      const channel = await this.legacy;
      if (channel) return channel;
      out.fail(new Error(makeIssue("legacy-no-endpoint", { url: this.url, status: "?" }).message));
    } catch (error) {
      const call: Call = { method: "GET", url: this.url, headers: this.legacyGetHeaders() };
      const issue = await explainFailure(error, call, this.wire, {
        diagnose: this.options.diagnose ?? true,
        timeoutMs: this.probeTimeoutMs,
      });
      if (out.fail(new Error(issue.message))) this.options.onEvent?.({ type: "issue", issue });
      else this.report(issue);
    }
    this.legacy = undefined;
    return undefined;
  }

  private async openChannel(probing: boolean): Promise<LegacyChannel | undefined> {
    const controller = new AbortController();
    this.active.add(controller);
    const opening = await openLegacy(
      this.url,
      {
        open: (signal) =>
          send(this.wire, {
            method: "GET",
            url: this.url,
            headers: this.legacyGetHeaders(),
            signal,
          }),
        message: (text, at, http) => this.streamMessage(text, at, http),
        ended: () => {
          this.active.delete(controller);
          this.legacy = undefined;
          // Requests awaiting replies on a stream that is gone will get none.
          for (const [key, tracked] of this.tracked) if (tracked.awaited) this.settle(key);
          this.setInfo({ endpoint: undefined });
          this.report(makeIssue("legacy-stream-closed"));
        },
        clock: this.clock,
      },
      this.probeTimeoutMs,
      controller.signal,
    );
    if (opening.kind === "open") {
      this.connected("sse");
      this.setEra("legacy");
      this.setInfo({ endpoint: opening.channel.endpoint });
      return opening.channel;
    }
    this.active.delete(controller);
    if (opening.kind === "foreign") {
      this.report(makeIssue("legacy-endpoint-foreign", { endpoint: opening.endpoint }));
    } else if (!probing) {
      const status = opening.http?.status ?? "?";
      this.report(
        makeIssue(
          "legacy-no-endpoint",
          { url: this.url, status },
          { ...(opening.http && { http: opening.http }) },
        ),
      );
    }
    return undefined;
  }

  // ——— headers ———

  private postHeaders(facts: OutgoingFacts): Record<string, string> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    };
    const forced = this.options.protocolVersion;
    if (facts.metaVersion !== undefined || forced === MODERN_VERSION) {
      // 2026-07-28: no session; the body's method and name mirrored into headers.
      const version = forced ?? facts.metaVersion;
      if (version !== undefined) headers["MCP-Protocol-Version"] = version;
      if (facts.method !== undefined) headers["Mcp-Method"] = facts.method;
      if (facts.name !== undefined) headers["Mcp-Name"] = encodeHeaderValue(facts.name);
      const annotations = facts.name !== undefined ? this.toolHeaders.get(facts.name) : undefined;
      if (annotations && facts.arguments) {
        Object.assign(headers, paramHeaderValues(annotations, facts.arguments));
      }
    } else {
      if (this.sessionId !== undefined) headers["Mcp-Session-Id"] = this.sessionId;
      const version = forced ?? this.negotiated;
      if (version !== undefined && !facts.initialize) headers["MCP-Protocol-Version"] = version;
    }
    return mergeHeaders(this.custom, headers);
  }

  private getCall(lastEventId: string | undefined, signal: AbortSignal): Call {
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    if (this.sessionId !== undefined) headers["Mcp-Session-Id"] = this.sessionId;
    const version = this.options.protocolVersion ?? this.negotiated;
    if (version !== undefined) headers["MCP-Protocol-Version"] = version;
    if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
    return { method: "GET", url: this.url, headers: mergeHeaders(this.custom, headers), signal };
  }

  private legacyGetHeaders(): Record<string, string> {
    return mergeHeaders(this.custom, { Accept: "text/event-stream" });
  }

  // ——— session and state ———

  private forgetSession(): void {
    this.sessionId = undefined;
    this.negotiated = undefined;
    this.serverStream?.abort("session");
    this.serverStream = undefined;
    const patch: Partial<ConnectionInfo> = { sessionId: undefined, serverStream: "off" };
    if (!this.options.protocolVersion) patch.protocolVersion = undefined;
    this.setInfo(patch);
  }

  private async deleteSession(session: string): Promise<void> {
    const headers = mergeHeaders(this.custom, { "Mcp-Session-Id": session });
    const version = this.options.protocolVersion ?? this.negotiated;
    if (version !== undefined) headers["MCP-Protocol-Version"] = version;
    try {
      const call: Call = {
        method: "DELETE",
        url: this.url,
        headers,
        signal: AbortSignal.timeout(5000),
      };
      discard((await send(this.wire, call)).response);
    } catch {
      // The session ends on the server's side anyway, when it expires.
    }
  }

  /** The server answered over `transport`: settled if it was still to be found; said once. */
  private connected(transport: TransportKind): void {
    if (this.info.transport === "unknown") this.setInfo({ transport, transportSource: "detected" });
    if (this.greeted) return;
    this.greeted = true;
    const name = transport === "sse" ? "HTTP+SSE (2024-11-05)" : "Streamable HTTP";
    const via = this.info.viaProxy ? ", through the dev proxy" : "";
    const detail = `Connected to ${this.url} (${name}${via}).`;
    this.listener.status("ready", { kind: "started", detail, at: this.clock() });
  }

  private setEra(era: Era, version?: string): void {
    const patch: Partial<ConnectionInfo> = { era };
    if (version !== undefined && !this.options.protocolVersion) patch.protocolVersion = version;
    this.setInfo(patch);
  }

  private setInfo(patch: Partial<ConnectionInfo>): void {
    const next = { ...this.info, ...patch };
    for (const key of Object.keys(next) as (keyof ConnectionInfo)[]) {
      if (next[key] === undefined) delete next[key];
    }
    if (JSON.stringify(next) === JSON.stringify(this.info)) return;
    this.info = next;
    this.options.onEvent?.({ type: "connection", info: { ...next } });
  }

  /** An issue goes to the exchange log (as a transport error) and to the UI (typed). */
  private report(issue: HttpIssue): void {
    if (this.closed) return;
    this.options.onEvent?.({ type: "issue", issue });
    const status: TransportStatus = "ready";
    this.listener.status(status, {
      kind: "transport-error",
      detail: issue.message,
      at: this.clock(),
    });
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
