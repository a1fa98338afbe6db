/**
 * The 2024-11-05 HTTP+SSE stream opened for a target: the transport and era it settles, the
 * endpoint it names, and what is said when the URL does not serve it.
 */
import type { ChannelContext } from "../streamable/channels.ts";
import { makeIssue } from "../diagnosis/issues.ts";
import { type LegacyChannel, openLegacy } from "./stream.ts";
import { legacyStreamHeaders } from "../streamable/outgoing.ts";
import { MAX_REPLY_MIB, send } from "../wire/exchange.ts";

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
  let opened: LegacyChannel | undefined;
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
        ended: (tooLarge) => {
          ctx.requests.done(controller);
          if (tooLarge) {
            const extra = opened ? { http: opened.http } : {};
            ctx.connection.report(makeIssue("message-too-large", { mib: MAX_REPLY_MIB }, extra));
          }
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
    opened = opening.channel;
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
