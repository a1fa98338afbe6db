/**
 * Streamable HTTP, from what the run's requests got back and a few requests of its own: the
 * content types of answers, 202 for a notification, the session id, the GET stream (or 405),
 * ending the session with DELETE (after which the id must be unknown: 404), and the CORS
 * headers a page on another origin needs.
 */
import { now } from "../../transport/types.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, note } from "../context.ts";
import { type HttpWire, type WireRecord, header } from "../http.ts";
import { postOf } from "./http-facts.ts";
import { modernHeaders } from "./post.ts";

/** Visible ASCII only (0x21 to 0x7E), as the spec says of a session id. */
export const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

const BODY_TYPES = ["application/json", "text/event-stream"];

/** Where the first message of a connection went: the entry that carried it. */
function seqOfPost(ctx: RunContext, record: WireRecord): number | undefined {
  for (const entry of ctx.log.entries) {
    if (entry.type === "message" && entry.flow === "out" && entry.text === record.body)
      return entry.seq;
  }
  return undefined;
}

export function checkContentTypes(ctx: RunContext, wire: HttpWire): void {
  let judged = 0;
  for (const record of wire.records) {
    if (record.method !== "POST" || record.status === undefined) continue;
    if (record.status !== 200) continue;
    judged++;
    const type = header(record.responseHeaders, "content-type")
      ?.split(";")[0]
      ?.trim()
      .toLowerCase();
    if (!type || !BODY_TYPES.includes(type)) {
      ctx.fault(
        "transport.content-type",
        [seqOfPost(ctx, record)],
        [note("content-type", { type: type ?? "" })],
      );
    }
  }
  if (judged === 0) ctx.set("transport.content-type", "could-not-run", [], [note("no-status")]);
  else if (!ctx.results.has("transport.content-type")) ctx.pass("transport.content-type");
}

export function checkNotificationAccepted(
  ctx: RunContext,
  text: string,
  seq: number | undefined,
): void {
  const post = postOf(ctx, text);
  if (post?.status === undefined) {
    ctx.set("transport.notification-accepted", "could-not-run", [seq], [note("no-status")]);
  } else if (post.status !== 202) {
    ctx.fault("transport.notification-accepted", [seq], [note("not-202", { status: post.status })]);
  } else ctx.pass("transport.notification-accepted", [seq]);
}

/**
 * The session id of the initialize answer: visible ASCII. A server that gives none must then
 * take requests without one: a 400 or 404 for them means it wants a session it never gave.
 */
export function checkSessionId(ctx: RunContext, main: ProbeConnection, initText: string): void {
  const post = postOf(ctx, initText);
  const initSeq = seqOfPost(ctx, post ?? ({ body: initText } as WireRecord));
  const id = header(post?.responseHeaders, "mcp-session-id");
  if (id !== undefined) {
    if (!VISIBLE_ASCII.test(id))
      ctx.fault("transport.session-id", [initSeq], [note("session-id-chars")]);
    else ctx.pass("transport.session-id", [initSeq], [note("session-id-given")]);
    return;
  }
  const refused = ctx.wire?.records.find(
    (r) =>
      r.method === "POST" &&
      r.at > (post?.at ?? 0) &&
      (r.status === 400 || r.status === 404) &&
      header(r.requestHeaders, "mcp-session-id") === undefined &&
      main.sentTexts.has(r.body ?? ""),
  );
  if (refused) {
    ctx.fault(
      "transport.session-id",
      [initSeq, seqOfPost(ctx, refused)],
      [note("session-id-missing", { status: refused.status ?? 0 })],
    );
  } else ctx.pass("transport.session-id", [initSeq], [note("sessionless")]);
}

export async function raw(
  wire: HttpWire,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<WireRecord> {
  const controller = new AbortController();
  const before = wire.records.length;
  try {
    const response = await wire.fetch(wire.url, {
      method,
      headers: { ...wire.headers, ...headers },
      signal: controller.signal,
      ...(body !== undefined ? { body } : {}),
    });
    // Headers are what is judged: no body is read (a DELETE's could be any size).
    controller.abort();
    await response.body?.cancel().catch(() => undefined);
  } catch {
    // Recorded with its error.
  }
  return wire.records[before] as WireRecord;
}

export function sessionHeaders(main: ProbeConnection): Record<string, string> {
  const { sessionId, protocolVersion } = main.info;
  return {
    ...(sessionId ? { "Mcp-Session-Id": sessionId } : {}),
    ...(protocolVersion ? { "MCP-Protocol-Version": protocolVersion } : {}),
  };
}

/** The server's own stream: 200 with text/event-stream, or 405 when it offers none. */
export async function checkGetStream(
  ctx: RunContext,
  wire: HttpWire,
  main: ProbeConnection,
): Promise<void> {
  const record = await raw(wire, "GET", { Accept: "text/event-stream", ...sessionHeaders(main) });
  if (record.status === undefined) {
    ctx.set(
      "transport.get-stream",
      "could-not-run",
      [],
      [note("http-failed", { reason: record.error ?? "" })],
    );
    return;
  }
  const type = header(record.responseHeaders, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (record.status === 405) ctx.pass("transport.get-stream", [], [note("get-405")]);
  else if (record.status === 200 && type === "text/event-stream") {
    ctx.pass("transport.get-stream", [], [note("get-stream")]);
  } else
    ctx.fault(
      "transport.get-stream",
      [],
      [note("get-other", { status: record.status, type: type ?? "" })],
    );
}

/**
 * DELETE ends the session (or 405: the server does not let clients end it); after an ended
 * session, a request with its id must get 404. The spec pins no status for an accepted DELETE:
 * a 404 whose session is gone afterwards ended it too; another status, or a 404 that leaves the
 * session answering, is a warning (the session was not seen to end, so nothing else is judged).
 */
export async function checkSessionEnd(
  ctx: RunContext,
  wire: HttpWire,
  main: ProbeConnection,
): Promise<void> {
  const headers = sessionHeaders(main);
  if (!headers["Mcp-Session-Id"]) {
    ctx.set("transport.session-end", "not-applicable", [], [note("sessionless")]);
    return;
  }
  const deleted = await raw(wire, "DELETE", headers);
  if (deleted.status === undefined) {
    ctx.set(
      "transport.session-end",
      "could-not-run",
      [],
      [note("http-failed", { reason: deleted.error ?? "" })],
    );
    return;
  }
  if (deleted.status === 405) {
    ctx.pass("transport.session-end", [], [note("delete-405")]);
    return;
  }
  if (deleted.status >= 300 && deleted.status !== 404) {
    ctx.set(
      "transport.session-end",
      "warning",
      [],
      [note("delete-status", { status: deleted.status })],
    );
    return;
  }
  const text = JSON.stringify({ jsonrpc: "2.0", id: "after-delete", method: "ping" });
  const at = now();
  const seq = ctx.log.push({
    type: "message",
    flow: "out",
    text,
    at,
    http: { method: "POST", url: wire.url, requestHeaders: headers },
  });
  const after = await raw(
    wire,
    "POST",
    {
      ...headers,
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    },
    text,
  );
  const entry = ctx.log.entries[seq];
  if (entry?.type === "message" && entry.http && after.status !== undefined)
    entry.http.status = after.status;
  if (after.status === 404) {
    ctx.pass(
      "transport.session-end",
      [seq],
      [note(deleted.status === 404 ? "delete-404-ended" : "ended-404")],
    );
  } else if (deleted.status === 404) {
    ctx.set(
      "transport.session-end",
      "warning",
      [seq],
      [note("delete-404-alive", { status: after.status ?? 0 })],
    );
  } else if (after.status === undefined) {
    ctx.set(
      "transport.session-end",
      "could-not-run",
      [seq],
      [note("http-failed", { reason: after.error ?? "" })],
    );
  } else
    ctx.fault("transport.session-end", [seq], [note("ended-not-404", { status: after.status })]);
}

const NEEDED_HEADERS = ["content-type", "accept", "mcp-session-id", "mcp-protocol-version"];
/** 2026-07-28: no session; the method and name mirrored into headers. */
const MODERN_NEEDED = ["content-type", "accept", "mcp-protocol-version", "mcp-method", "mcp-name"];
export const POST_HEADERS = {
  "Content-Type": "application/json",
  Accept: "application/json, text/event-stream",
};

/**
 * The origin of the page asking: a server on loopback is one a page of a local dev server
 * talks to (and the spec asks servers to check `Origin`, so a made-up public origin would be
 * refused, rightly); any other server is asked for a page on another site.
 */
export function pageOrigin(url: string): string {
  const host = new URL(url).hostname;
  const loopback =
    host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host);
  return loopback ? "http://localhost:5173" : "https://playground.example";
}

/**
 * What a page on another origin needs: an answer to the preflight allowing POST and the
 * headers MCP sends, `Access-Control-Allow-Origin` on answers, and `Mcp-Session-Id` exposed.
 * In a page the browser did all this already: the run could read the answers.
 */
export async function checkCors(
  ctx: RunContext,
  wire: HttpWire,
  initText: string,
  originAccepted = false,
): Promise<void> {
  if (wire.cors === "browser") {
    ctx.pass("transport.cors", [], [note("cors-browser")]);
    return;
  }
  if (wire.cors === "none") {
    ctx.set("transport.cors", "not-applicable", [], [note("cors-same-context")]);
    return;
  }
  const origin = pageOrigin(wire.url);
  const needed = ctx.modern ? MODERN_NEEDED : NEEDED_HEADERS;
  const preflight = await raw(wire, "OPTIONS", {
    Origin: origin,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": needed.join(", "),
  });
  const missing: string[] = [];
  const allowOrigin = header(preflight.responseHeaders, "access-control-allow-origin");
  if (preflight.status === undefined || preflight.status >= 400 || !allowOrigin) {
    missing.push("Access-Control-Allow-Origin (preflight)");
  }
  const methods = (
    header(preflight.responseHeaders, "access-control-allow-methods") ?? ""
  ).toLowerCase();
  if (methods !== "*" && !methods.includes("post"))
    missing.push("Access-Control-Allow-Methods: POST");
  const allowed = (
    header(preflight.responseHeaders, "access-control-allow-headers") ?? ""
  ).toLowerCase();
  if (allowed !== "*") {
    for (const name of needed)
      if (!allowed.includes(name)) missing.push(`Access-Control-Allow-Headers: ${name}`);
  }
  // The run's own POSTs carry no Origin, and a server may rightly answer CORS only to one: the
  // initialize goes again from the page's origin, and the session it opens is closed.
  const mirrored = ctx.modern ? modernHeaders("server/discover", ctx.version) : {};
  const post = await raw(wire, "POST", { ...POST_HEADERS, ...mirrored, Origin: origin }, initText);
  const opened = header(post.responseHeaders, "mcp-session-id");
  if (opened !== undefined) await raw(wire, "DELETE", { "Mcp-Session-Id": opened, Origin: origin });
  if (!header(post.responseHeaders, "access-control-allow-origin"))
    missing.push("Access-Control-Allow-Origin (POST)");
  const exposed = (
    header(post.responseHeaders, "access-control-expose-headers") ?? ""
  ).toLowerCase();
  if (opened !== undefined && exposed !== "*" && !exposed.includes("mcp-session-id")) {
    missing.push("Access-Control-Expose-Headers: Mcp-Session-Id");
  }
  if (
    header(post.responseHeaders, "www-authenticate") !== undefined &&
    exposed !== "*" &&
    !exposed.includes("www-authenticate")
  ) {
    missing.push("Access-Control-Expose-Headers: WWW-Authenticate");
  }
  // `*` is no praise where any Origin is served: every page on the web may read the answers.
  const star = [allowOrigin, header(post.responseHeaders, "access-control-allow-origin")];
  if (originAccepted && star.includes("*"))
    ctx.fault("transport.cors", [], [note("cors-star-unvalidated")]);
  if (missing.length > 0)
    ctx.fault("transport.cors", [], [note("cors-missing", { headers: missing.join("; ") })]);
  else if (!ctx.results.has("transport.cors")) ctx.pass("transport.cors");
}
