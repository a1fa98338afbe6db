/**
 * The long-lived GET streams of 2025-era Streamable HTTP: the server's own stream, and the
 * resumption of a POST stream that broke. `ChannelContext` is what every stream and POST of a
 * target shares (the HTTP+SSE stream too).
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import type { Connection } from "../connection.ts";
import { type SessionState, getHeaders } from "./outgoing.ts";
import type { Exchange, Requests } from "../messages/requests.ts";
import { type StreamEnd, followStream } from "./stream.ts";
import { type Wire, send } from "../wire/exchange.ts";

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
export function resumeStream(
  ctx: ChannelContext,
  exchange: Exchange,
  lastEventId: string | undefined,
): Promise<StreamEnd> {
  return followStream(
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
