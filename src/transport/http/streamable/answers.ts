/**
 * What a POST's answer does to the target: the session and era it settles, an HTTP error read
 * for what it says of the server (`diagnosis/refusal.ts`), the body read into the listener
 * (`messages/reply.ts`), a broken stream resumed, and the dev proxy's own refusals told apart
 * from the target's.
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import { type ChannelContext, resumeStream } from "./channels.ts";
import type { Delivery } from "../messages/delivery.ts";
import { makeIssue } from "../diagnosis/issues.ts";
import type { OutgoingFacts } from "../messages/parse.ts";
import type { Outbound } from "../messages/outbound.ts";
import { PROXY_ERROR_HEADER, PROXY_REFUSALS, isProxyRefusal } from "../wire/proxy.ts";
import { readRefusal } from "../diagnosis/refusal.ts";
import { readBody } from "../messages/reply.ts";
import type { Exchange } from "../messages/requests.ts";
import type { Session } from "./session.ts";
import {
  type Answer,
  MAX_REPLY_MIB,
  type Wire,
  boundedText,
  discard,
  sleep,
} from "../wire/exchange.ts";

export interface AnswerContext extends ChannelContext {
  delivery: Delivery;
  session: Session;
}

/** A Streamable HTTP answer, from its headers to the end of its body (or stream). */
export async function takeAnswer(
  ctx: AnswerContext,
  answer: Answer,
  facts: OutgoingFacts,
  exchange: Exchange,
  out: Outbound,
  withSession: boolean,
): Promise<void> {
  const { connection, requests, session } = ctx;
  const { response, http } = answer;
  const status = response.status;
  if (facts.initialize && response.ok) session.take(response);
  if (response.ok && facts.metaVersion !== undefined) {
    connection.setEra("modern", facts.metaVersion);
  }
  if (facts.initialized && response.ok) session.listen();
  const requestId = facts.requests[0]?.id;
  let explained = false;
  let reading = response;
  if (!response.ok) {
    const { text, tooLarge } = answer.read ?? (await boundedText(response));
    if (tooLarge) return refusedTooLarge(ctx, exchange, http);
    explained = judgeRefusal(ctx, status, text, facts, http, withSession);
    reading = rebuilt(response, text);
  }
  const sink = ctx.delivery.sink(exchange, http, out.observed, requestId);
  const end = await readBody(reading, sink, exchange.controller.signal);
  if (end.kind === "aborted") return;
  if (end.kind === "too-large") {
    refusedTooLarge(ctx, exchange, http);
  } else if (!response.ok && end.kind === "empty" && !explained) {
    httpError(ctx, response, http);
  } else if (response.ok && end.kind === "empty" && requestId !== undefined) {
    const params = { id: String(requestId), status };
    connection.report(makeIssue("empty-answer", params, { http, requestId }));
  } else if (end.kind === "sse" && requests.waiting(exchange).length > 0) {
    const { lastEventId, retryMs, partial } = end.end;
    if (lastEventId !== undefined && connection.info.era !== "modern") {
      if (retryMs) await sleep(retryMs, exchange.controller.signal);
      const resumed = await resumeStream(ctx, exchange, lastEventId);
      if (resumed.how === "too-large") return refusedTooLarge(ctx, exchange, resumed.http);
    }
    const left = requests.waiting(exchange);
    if (left.length > 0 && !exchange.controller.signal.aborted) {
      const id = left.map((key) => String(requests.get(key)?.id)).join(", ");
      connection.report(
        makeIssue("stream-cut", { id }, { http, ...(partial && { body: partial }) }),
      );
    }
  }
  // Whatever is still awaited here gets no reply over this exchange.
  for (const key of requests.waiting(exchange)) requests.settle(key);
}

/** An HTTP error's body, read for what it says of the server; true if an issue explains it. */
function judgeRefusal(
  ctx: AnswerContext,
  status: number,
  text: string,
  facts: OutgoingFacts,
  http: HttpDetail,
  withSession: boolean,
): boolean {
  const { connection, session } = ctx;
  const verdict = readRefusal(status, text, facts, {
    withSession,
    sessionId: ctx.state.sessionId,
    sessionMaybeHidden: session.maybeHidden,
  });
  if (verdict.sessionExpired) session.forget();
  if (verdict.era) connection.setEra(verdict.era);
  if (verdict.supportedVersions) {
    connection.set({ supportedVersions: verdict.supportedVersions });
  }
  if (!verdict.issue) return false;
  if (verdict.issue.code === "cors-session-hidden") session.hiddenExplained();
  const requestId = facts.requests[0]?.id;
  const extra = { http, ...(requestId !== undefined && { requestId }) };
  connection.report(makeIssue(verdict.issue.code, verdict.issue.params, extra));
  return verdict.issue.code !== "cors-session-hidden";
}

/** An HTTP error with nothing in it to explain it: said by its status. */
export function httpError(ctx: ChannelContext, response: Response, http: HttpDetail): void {
  const statusText = response.statusText ? ` ${response.statusText}` : "";
  ctx.connection.report(makeIssue("http-error", { status: response.status, statusText }, { http }));
}

/**
 * A reply past the cap, not read: said so (naming the requests it would have answered), and
 * those requests end now rather than at their timeout.
 */
export function refusedTooLarge(ctx: ChannelContext, exchange: Exchange, http: HttpDetail): void {
  const { connection, requests } = ctx;
  const waiting = requests.waiting(exchange);
  const ids = waiting.map((key) => requests.get(key)?.id);
  const requestId = ids[0];
  if (requestId === undefined) {
    connection.report(makeIssue("message-too-large", { mib: MAX_REPLY_MIB }, { http }));
  } else {
    const params = { id: ids.map(String).join(", "), mib: MAX_REPLY_MIB };
    connection.report(makeIssue("reply-too-large", params, { http, requestId }));
  }
  for (const key of waiting) requests.settle(key);
  for (const id of ids) if (id !== undefined) connection.ended(id);
}

/** The dev proxy's own refusal (its header set), not the target's answer. */
export function fromProxy(wire: Wire, response: Response): boolean {
  return wire.proxy !== undefined && response.headers.has(PROXY_ERROR_HEADER);
}

export function proxyRefused(
  ctx: ChannelContext,
  response: Response,
  http: HttpDetail,
  exchange: Exchange,
): void {
  discard(response);
  const code = response.headers.get(PROXY_ERROR_HEADER);
  const reason = isProxyRefusal(code) ? PROXY_REFUSALS[code] : `HTTP ${response.status}`;
  ctx.connection.report(makeIssue("proxy-refused", { reason }, { http }));
  for (const key of exchange.keys) ctx.requests.settle(key);
  ctx.requests.release(exchange);
}

/** A response whose body was read already, rebuilt around that text to be read again. */
export function rebuilt(response: Response, body: string): Response {
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
