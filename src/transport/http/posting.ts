/**
 * How one message goes out: a Streamable HTTP POST (the first one also detecting the
 * transport), or a POST to the 2024-11-05 endpoint over the HTTP+SSE channel kept here; a POST
 * that got no answer at all is explained (`diagnosis/failure.ts`). What an answer does is
 * `streamable/answers.ts`.
 */
import {
  type AnswerContext,
  fromProxy,
  httpError,
  proxyRefused,
  refusedTooLarge,
  takeAnswer,
} from "./streamable/answers.ts";
import { openLegacyChannel } from "./legacy/channel.ts";
import { mayBeLegacySse } from "./streamable/era.ts";
import { explainFailure } from "./diagnosis/failure.ts";
import { makeIssue } from "./diagnosis/issues.ts";
import type { LegacyChannel } from "./legacy/stream.ts";
import type { OutgoingFacts } from "./messages/parse.ts";
import type { Outbound } from "./messages/outbound.ts";
import {
  isModern,
  legacyPostHeaders,
  legacyStreamHeaders,
  postHeaders,
} from "./streamable/outgoing.ts";
import { readBody } from "./messages/reply.ts";
import type { Exchange } from "./messages/requests.ts";
import {
  type Answer,
  type Call,
  boundedText,
  discard,
  requestDetail,
  send,
} from "./wire/exchange.ts";

export interface PostContext extends AnswerContext {
  /** `send()` resolves at the latest this long after sending, headers or not. */
  announceWithinMs: number;
  /** Tell a CORS block from a server that is down (with probe requests). */
  diagnose: boolean;
}

export class Posting {
  /** The HTTP+SSE stream and its endpoint, once opened (by detection or the transport's choice). */
  private legacy: Promise<LegacyChannel | undefined> | undefined;

  constructor(private readonly ctx: PostContext) {}

  /** `settled`, when given, is called once this message has settled the transport. */
  async streamable(
    text: string,
    facts: OutgoingFacts,
    out: Outbound,
    settled?: () => void,
  ): Promise<void> {
    const { ctx } = this;
    const exchange = ctx.requests.open(facts, isModern(ctx.state, facts));
    const headers = postHeaders(ctx.state, facts);
    const call: Call = {
      method: "POST",
      url: ctx.url,
      headers,
      body: text,
      signal: exchange.controller.signal,
    };
    const withSession = "Mcp-Session-Id" in headers;
    const answer = await this.post(call, exchange, out);
    if (!answer) return settled?.();
    const { response } = answer;
    if (fromProxy(ctx.wire, response)) {
      // The proxy's refusal says nothing of the target: the transport stays to be found.
      settled?.();
      out.announce(answer.sentAt, answer.http);
      return proxyRefused(ctx, response, answer.http, exchange);
    }
    if (settled && [400, 404, 405].includes(response.status)) {
      // Detection, per the spec: a refused POST may mean the URL serves the 2024-11-05 stream.
      out.hold();
      answer.read = await boundedText(response);
      const { text: body, tooLarge } = answer.read;
      if (!tooLarge && mayBeLegacySse(response.status, body) && (await this.tryLegacy())) {
        ctx.requests.release(exchange);
        settled();
        return this.legacyPost(text, facts, out);
      }
    }
    ctx.connection.connected("streamable-http");
    settled?.();
    out.announce(answer.sentAt, answer.http);
    try {
      await takeAnswer(ctx, answer, facts, exchange, out, withSession);
    } finally {
      ctx.requests.release(exchange);
    }
  }

  /** Over HTTP+SSE: the POST to the channel's endpoint; replies come on the stream. */
  async legacyPost(text: string, facts: OutgoingFacts, out: Outbound): Promise<void> {
    const { ctx } = this;
    const channel = await this.legacyChannel(out);
    if (!channel) return;
    const exchange = ctx.requests.open(facts, false);
    const headers = legacyPostHeaders(ctx.state);
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
    if (fromProxy(ctx.wire, response)) return proxyRefused(ctx, response, http, exchange);
    if (response.ok) {
      // Replies come on the stream; the POST's own body ("Accepted") carries nothing.
      discard(response);
      return ctx.requests.release(exchange);
    }
    const sink = ctx.delivery.sink(exchange, http, out.observed, facts.requests[0]?.id);
    const end = await readBody(response, sink, exchange.controller.signal);
    if (end.kind === "empty") httpError(ctx, response, http);
    if (end.kind === "too-large") refusedTooLarge(ctx, exchange, http);
    for (const key of exchange.keys) ctx.requests.settle(key);
    ctx.requests.release(exchange);
  }

  /** Sends a POST; undefined when it failed (already explained). */
  private async post(call: Call, exchange: Exchange, out: Outbound): Promise<Answer | undefined> {
    const detail = requestDetail(call);
    out.announceLater(this.ctx.announceWithinMs, this.ctx.clock(), detail);
    try {
      const answer = await send(this.ctx.wire, call, detail);
      clearTimeout(exchange.timer);
      return answer;
    } catch (error) {
      await this.failed(error, call, exchange, out);
      return undefined;
    }
  }

  private async failed(
    error: unknown,
    call: Call,
    exchange: Exchange,
    out: Outbound,
  ): Promise<void> {
    const { connection, requests } = this.ctx;
    for (const key of exchange.keys) requests.settle(key);
    const aborted = exchange.controller.signal.aborted;
    requests.release(exchange);
    if (aborted) {
      // Given up (timeout, cancel) or closed: it left, no answer is awaited any more.
      if (connection.isClosed) out.fail(new Error(makeIssue("closed").message));
      else out.announce(this.ctx.clock(), requestDetail(call));
      return;
    }
    await this.explain(error, call, out);
  }

  /** A request with no answer at all: explained; the send rejected if it was not announced. */
  private async explain(error: unknown, call: Call, out: Outbound): Promise<void> {
    const issue = await explainFailure(error, call, this.ctx.wire, {
      diagnose: this.ctx.diagnose,
      timeoutMs: this.ctx.probeTimeoutMs,
    });
    // Not sent: the caller's rejection is what gets logged; the typed event tells the UI why.
    if (out.fail(new Error(issue.message))) this.ctx.connection.tell(issue);
    else this.ctx.connection.report(issue);
  }

  // ——— the HTTP+SSE channel ———

  /** Detection's GET: true (and the channel kept) when the URL serves HTTP+SSE. */
  private async tryLegacy(): Promise<boolean> {
    this.legacy = openLegacyChannel(this.ctx, true, () => this.legacyEnded());
    try {
      if (await this.legacy) return true;
    } catch {
      // The POST got an answer, so the server is there: it is simply not HTTP+SSE.
    }
    this.legacy = undefined;
    return false;
  }

  private async legacyChannel(out: Outbound): Promise<LegacyChannel | undefined> {
    const { ctx } = this;
    this.legacy ??= openLegacyChannel(ctx, false, () => this.legacyEnded());
    try {
      const channel = await this.legacy;
      if (channel) return channel;
      out.fail(new Error(makeIssue("legacy-no-endpoint", { url: ctx.url, status: "?" }).message));
    } catch (error) {
      const call: Call = { method: "GET", url: ctx.url, headers: legacyStreamHeaders(ctx.state) };
      await this.explain(error, call, out);
    }
    this.legacy = undefined;
    return undefined;
  }

  private legacyEnded(): void {
    this.legacy = undefined;
    // Requests awaiting replies on a stream that is gone will get none.
    this.ctx.requests.settleAll();
    this.ctx.connection.set({ endpoint: undefined });
    this.ctx.connection.report(makeIssue("legacy-stream-closed"));
  }
}
