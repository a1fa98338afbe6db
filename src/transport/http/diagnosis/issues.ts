/**
 * Everything that can go wrong over HTTP, in plain words. Each issue has a stable code (the UI
 * may translate by it) and English text with `{name}` placeholders filled from its params.
 * Server-supplied text only ever lands in params and `body`, shown as text, never as HTML.
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";

const PROXY_HINT = "Connect through the dev proxy (npm run dev), or";

export const HTTP_ISSUES = {
  offline:
    "This device is offline: nothing was sent to {url}. Connect to a network and try again; the gift server works without one.",
  unreachable:
    "The server at {url} could not be reached{reason}. Check the address and that the server is running.",
  "cors-no-allow-origin": `The server answered, but the browser hid the answer: the server sends no Access-Control-Allow-Origin header for this page. ${PROXY_HINT} make the server allow this origin.`,
  "cors-preflight": `The browser's preflight (OPTIONS) request was refused: the server does not allow a POST with Content-Type: application/json from this page (Access-Control-Allow-Methods / Access-Control-Allow-Headers). ${PROXY_HINT} fix the server's CORS answer.`,
  "cors-header": `The browser blocked the request: the server does not allow the request header {header} (it is missing from Access-Control-Allow-Headers). ${PROXY_HINT} add it on the server.`,
  "cors-unknown": `The browser blocked the request or hid its answer (CORS), and the checks could not tell which header is missing. ${PROXY_HINT} check the server's CORS headers.`,
  "cors-session-hidden": `The server seems to set an Mcp-Session-Id that the browser hides from this page: the server must list Mcp-Session-Id in Access-Control-Expose-Headers, or every request after initialize goes without the session. ${PROXY_HINT} expose the header.`,
  "connection-failed":
    "The request to {url} failed{reason} before an answer came: the connection broke, or the answer was blocked.",
  timeout: "No answer to request {id} within {seconds} s: it is no longer awaited.",
  "no-answer": "The server did not answer within {seconds} s; the message may not have reached it.",
  cancelled: "Request {id} was cancelled: it is no longer awaited.",
  "html-answer":
    "The server answered with a web page (HTTP {status}) instead of MCP messages: the URL is probably not an MCP endpoint, or a login or proxy page answered. It begins: {excerpt}",
  "wrong-content-type":
    "The server answered with Content-Type {contentType} (HTTP {status}); MCP messages come as application/json or text/event-stream.",
  "invalid-json": "The server's answer (HTTP {status}) is not valid JSON; it is kept as received.",
  "empty-answer":
    "The server answered request {id} with HTTP {status} and no body: no reply will come for it.",
  "stream-cut":
    "The server's event stream ended before the reply to request {id}; everything that came before is kept.",
  "reply-too-large":
    "The server's reply to request {id} is larger than {mib} MiB, more than the playground reads: it was not read, and the request is no longer awaited.",
  "message-too-large":
    "A message from the server is larger than {mib} MiB, more than the playground reads: it was not read.",
  "session-expired":
    "The server no longer knows session {sessionId} (HTTP 404): send initialize again to start a new session.",
  "http-error": "The server answered HTTP {status}{statusText}.",
  unauthorized:
    "The server wants authorization (HTTP 401): press Authorize to get a token, or add an Authorization header to the connection's headers.",
  forbidden:
    "The server refused the request (HTTP 403): the credentials lack permission, or the server rejects this page's origin.",
  "server-is-legacy":
    "This server does not speak protocol version {version} (it answered HTTP {status} without a modern MCP error). As the spec says for older servers, fall back to initialize: send an initialize request with an earlier version.",
  "version-unsupported":
    "The server does not support protocol version {requested}; it supports {supported}.",
  "server-stream-failed":
    "The server's own event stream (GET) could not be opened (HTTP {status}): messages the server starts by itself will not arrive.",
  "server-stream-lost":
    "The server's own event stream (GET) broke and could not be reopened after {attempts} attempts.",
  "legacy-stream-closed":
    "The server closed its HTTP+SSE event stream, which ends the session: the next message opens a new one (send initialize first).",
  "legacy-no-endpoint":
    "No HTTP+SSE event stream at {url}: the GET answered HTTP {status} without an endpoint event.",
  "legacy-endpoint-foreign":
    "The server named an endpoint on another origin ({endpoint}); for safety nothing is sent there.",
  "proxy-refused": "The dev proxy refused the request: {reason}.",
  "redirect-refused":
    "The server at {url} redirected the request, and the browser hides where to: it was not followed, because the headers you typed would go along. Connect to the address it redirects to.",
  closed: "The connection is closed.",
} as const;

export type HttpIssueCode = keyof typeof HTTP_ISSUES;
export type IssueParams = Record<string, string | number>;

export interface HttpIssue {
  code: HttpIssueCode;
  params: IssueParams;
  /** The English sentence, params filled in. */
  message: string;
  /** The request it concerns, if one. */
  requestId?: string | number;
  http?: HttpDetail;
  /** What the server sent that is not an MCP message (a web page, plain text), at most 64 KiB. */
  body?: string;
}

const BODY_CAP = 64 * 1024;

export function describeIssue(code: HttpIssueCode, params: IssueParams = {}): string {
  return HTTP_ISSUES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function makeIssue(
  code: HttpIssueCode,
  params: IssueParams = {},
  extra: Pick<HttpIssue, "requestId" | "http" | "body"> = {},
): HttpIssue {
  const issue: HttpIssue = { code, params, message: describeIssue(code, params) };
  if (extra.requestId !== undefined) issue.requestId = extra.requestId;
  if (extra.http) issue.http = extra.http;
  if (extra.body !== undefined) issue.body = extra.body.slice(0, BODY_CAP);
  return issue;
}

/** A short one-line glimpse of a non-MCP body for a sentence: its <title>, else its start. */
export function excerpt(body: string, max = 160): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1];
  const text = (title ?? body.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
