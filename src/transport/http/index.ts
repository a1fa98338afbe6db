/**
 * The remote target: any MCP server over HTTP, straight from the browser (or Node 20), behind
 * the same `Transport` as the in-browser gift server.
 *
 * ```ts
 * const endpoint = proxyEndpoint(markerContent, location.href); // dev/preview only
 * const proxy = viaProxy && endpoint ? await findDevProxy(endpoint) : undefined;
 * const target = createHttpTarget({
 *   url: "https://example.com/mcp",
 *   listener,                      // TransportListener: message / sent? / status
 *   headers: { Authorization: "Bearer …" },
 *   transport: "auto",             // or "streamable-http" | "sse" (manual override)
 *   protocolVersion: undefined,    // or a version, forcing MCP-Protocol-Version
 *   timeoutMs: 60_000,
 *   proxy,
 *   onEvent: (event) => …,         // { type: "connection", info } | { type: "issue", issue }
 * });
 * await target.send(text);         // resolves { at, http } once sent (status when known)
 * await target.cancel(id);         // stop awaiting a request (and tell the server)
 * target.connectionInfo();         // transport, era, version, session, server stream
 * await target.detect();           // optional: probe with server/discover first
 * await target.endSession();       // DELETE the session; next initialize starts anew
 * target.close();
 * ```
 *
 * What happens on the wire:
 * - **Streamable HTTP** (2025-03-26 … 2025-11-25): each message a POST with
 *   `Accept: application/json, text/event-stream`; the `Mcp-Session-Id` of the initialize reply
 *   sent back on every later request, with `MCP-Protocol-Version` as that reply negotiated
 *   when the version defines the header (2025-06-18 on, see `protocolVersionHeader`);
 *   answers as JSON or SSE (notifications and server requests before the reply, each handed to
 *   the listener as it comes); after `notifications/initialized` the server's own GET stream
 *   (405: not offered), reopened with `Last-Event-ID` a bounded number of times; a POST stream
 *   that breaks before its reply is resumed the same way; `close()` DELETEs the session; a 404
 *   for a session is the issue `session-expired` (offer "initialize again").
 * - **2026-07-28**: a message carrying `_meta["io.modelcontextprotocol/protocolVersion"]` goes
 *   without session, with `MCP-Protocol-Version` (the body's), `Mcp-Method`, `Mcp-Name`
 *   (Base64 sentinel when not plain ASCII) and `Mcp-Param-*` for `x-mcp-header` arguments of
 *   tools seen in a `tools/list` reply. A 400/404/405 without a modern error means an older
 *   server: the issue `server-is-legacy` says to fall back to initialize. Cancelling closes the
 *   request's stream (no notification, as that revision says).
 * - **HTTP+SSE** (2024-11-05): a GET stream whose `endpoint` event names where to POST (same
 *   origin only); every reply comes on the stream.
 * - **Detection** (`transport: "auto"`): the first message is POSTed; a 400/404/405 that is not
 *   a JSON-RPC answer makes the transport try a GET for the HTTP+SSE `endpoint` event, as the
 *   spec's backwards-compatibility section says, and resend there.
 *
 * Every `HttpDetail` has secrets masked (`maskHeaders`). Ordering: a reply is handed to the
 * listener only after whoever awaited `send()` has run, so the request is logged first.
 * Problems become `HttpIssue`s (stable `code`, English `message`, see `HTTP_ISSUES`), logged
 * as `transport-error` events and given to `onEvent`; a message that could not be sent at all
 * rejects `send()` instead (its issue, e.g. a CORS diagnosis, still goes to `onEvent`).
 * Server text is data: issues carry it as plain text (`body`), never as HTML.
 *
 * Inside: `target.ts` routes each message, `posting.ts` sends it, `connection.ts` keeps what is
 * known of the server; `streamable/` is Streamable HTTP (session, GET streams, headers, era),
 * `legacy/` the 2024-11-05 HTTP+SSE transport, `diagnosis/` what went wrong and why,
 * `messages/` the messages going by (requests awaited, replies read and delivered in order),
 * `wire/` the low-level pieces (one HTTP exchange, masking, SSE, the dev proxy's contract).
 */
import { RemoteTarget } from "./target.ts";
import type { HttpTarget, HttpTargetOptions } from "./types.ts";

export function createHttpTarget(options: HttpTargetOptions): HttpTarget {
  return new RemoteTarget(options);
}

export { DEFAULT_TIMEOUT_MS } from "./target.ts";
export type {
  ConnectionInfo,
  Era,
  HttpTarget,
  HttpTargetEvent,
  HttpTargetOptions,
  TransportKind,
} from "./types.ts";
export {
  HTTP_ISSUES,
  type HttpIssue,
  type HttpIssueCode,
  describeIssue,
} from "./diagnosis/issues.ts";
export { MASK, isSecretHeader, maskHeaders, maskValue } from "./wire/mask.ts";
export { type CorsVerdict, diagnoseFailure } from "./diagnosis/cors.ts";
export {
  type DevProxy,
  PROXY_MARKER,
  PROXY_REFUSALS,
  findDevProxy,
  proxyEndpoint,
} from "./wire/proxy.ts";
export { protocolVersionHeader } from "./streamable/outgoing.ts";
export type { RequestId } from "./messages/parse.ts";
export type { Sent } from "./messages/outbound.ts";
export type { FetchLike } from "./wire/exchange.ts";
export {
  type BodyText,
  MAX_REPLY_CHARS,
  MAX_REPLY_MIB,
  boundedText,
  discard,
} from "./wire/exchange.ts";
export { RedirectRefused, keepHeadersHome } from "./wire/redirect.ts";
