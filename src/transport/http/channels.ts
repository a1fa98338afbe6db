/**
 * The long-lived GET streams a target opens: the server's own stream (2025-era Streamable
 * HTTP), the resumption of a POST stream that broke, and the 2024-11-05 HTTP+SSE stream.
 */
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import type { Connection } from "./connection.ts";
import { makeIssue } from "./issues.ts";
import { type LegacyChannel, openLegacy } from "./legacy.ts";
import { type SessionState, getHeaders, legacyStreamHeaders } from "./outgoing.ts";
import type { Exchange, Requests } from "./requests.ts";
import { type StreamEnd, followStream } from "./stream.ts";
import { type Wire, send } from "./wire.ts";

export interface ChannelContext {
  url: string;
  wire: Wire;
  state: SessionState;
  requests: Requests;
  connection: Connection;
  clock: () => number;
  probeTimeoutMs: number;
  maxReconnects: number;
  /** A server message from a stream: bookkeeping, then delivery in order. */
  streamMessage(text: string, at: number, http: HttpDetail): Promise<void>;
}

const get = (ctx: ChannelContext, lastEventId: string | undefined, signal: AbortSignal) =>
  send(ctx.wire, {
    method: "GET",
    url: ctx.url,
    headers: getHeaders(ctx.state, lastEventId),
    signal,
  });

/** The server's own stream, kept open (reopened when it breaks) until `signal` or a refusal. */
export function followServerStream(ctx: ChannelContext, signal: AbortSignal): Promise<StreamEnd> {
  return followStream(
    {
      open: (lastEventId, abort) => get(ctx, lastEventId, abort),
      event: (data, at, http) => ctx.streamMessage(data, at, http),
      clock: ctx.clock,
    },
    {
      signal,
      maxReconnects: ctx.maxReconnects,
      onState: (state) => ctx.connection.set({ serverStream: state }),
    },
  );
}

/** Picks a broken POST stream up again with `Last-Event-ID`, until its replies are in. */
export async function resumeStream(
  ctx: ChannelContext,
  exchange: Exchange,
  lastEventId: string | undefined,
): Promise<void> {
  await followStream(
    {
      open: (id, signal) => get(ctx, id, signal),
      event: (data, at, http) => ctx.streamMessage(data, at, http),
      satisfied: () => ctx.requests.waiting(exchange).length === 0,
      clock: ctx.clock,
    },
    {
      signal: exchange.controller.signal,
      maxReconnects: ctx.maxReconnects,
      ...(lastEventId !== undefined && { lastEventId }),
    },
  );
}

/**
 * Opens the 2024-11-05 stream and waits for its `endpoint`. Undefined when the URL does not
 * serve it (said as an issue unless `probing`); rejects on a network failure. `ended` is
 * called if the server ends the stream later.
 */
export async function openLegacyChannel(
  ctx: ChannelContext,
  probing: boolean,
  ended: () => void,
): Promise<LegacyChannel | undefined> {
  const controller = ctx.requests.controller();
  let opening;
  try {
    opening = await openLegacy(
      ctx.url,
      {
        open: (signal) =>
          send(ctx.wire, {
            method: "GET",
            url: ctx.url,
            headers: legacyStreamHeaders(ctx.state),
            signal,
          }),
        message: (text, at, http) => ctx.streamMessage(text, at, http),
        ended: () => {
          ctx.requests.done(controller);
          ended();
        },
        clock: ctx.clock,
      },
      ctx.probeTimeoutMs,
      controller.signal,
    );
  } catch (error) {
    ctx.requests.done(controller);
    throw error;
  }
  if (opening.kind === "open") {
    ctx.connection.connected("sse");
    ctx.connection.setEra("legacy");
    ctx.connection.set({ endpoint: opening.channel.endpoint });
    return opening.channel;
  }
  ctx.requests.done(controller);
  if (opening.kind === "foreign") {
    ctx.connection.report(makeIssue("legacy-endpoint-foreign", { endpoint: opening.endpoint }));
  } else if (!probing) {
    const http = opening.http;
    const params = { url: ctx.url, status: http?.status ?? "?" };
    ctx.connection.report(makeIssue("legacy-no-endpoint", params, { ...(http && { http }) }));
  }
  return undefined;
}
