/**
 * DNS rebinding: "Servers MUST validate the Origin header on all incoming connections to prevent
 * DNS rebinding attacks" (transports, Security Warning; 2024-11-05 says it of HTTP+SSE). The run
 * sends its first request again as a page of another site would: `Origin` of that site (any
 * server), and, to a server on loopback, that site's name in `Host`, as the official suite's
 * `localhost-host-rebinding-rejected` does. Either answered below 400 is a failure. A page cannot
 * send either header (the browser sets them), so in a page the check cannot run.
 */
import { maskHeaders } from "../../transport/http/index.ts";
import { now } from "../../transport/types.ts";
import { type RunContext, note } from "../context.ts";
import { type HttpWire, header } from "../http.ts";
import { modernHeaders } from "./post.ts";
import { POST_HEADERS, raw } from "./transport.ts";

const CHECK = "transport.origin";
export const EVIL_HOST = "evil.example.com";
export const EVIL_ORIGIN = `http://${EVIL_HOST}`;

export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host)
  );
}

/** What the rebinding check found: whether a foreign Origin was accepted (for the CORS advice). */
export interface RebindingFacts {
  originAccepted: boolean;
}

export async function checkRebinding(
  ctx: RunContext,
  wire: HttpWire,
  firstText: string,
  method: string,
): Promise<RebindingFacts> {
  const facts = { originAccepted: false };
  if (wire.cors === "browser") {
    ctx.set(CHECK, "could-not-run", [], [note("rebinding-in-page")]);
    return facts;
  }
  if (wire.cors === "none") {
    ctx.set(CHECK, "not-applicable", [], [note("cors-same-context")]);
    return facts;
  }
  const headers = {
    ...POST_HEADERS,
    ...(ctx.modern ? modernHeaders(method, ctx.version) : {}),
    Origin: EVIL_ORIGIN,
  };
  // Over HTTP+SSE a connection is the GET stream: that is what a foreign page would open.
  const sse = wire.used === "sse";
  const byOrigin = sse
    ? await raw(wire, "GET", { Accept: "text/event-stream", Origin: EVIL_ORIGIN })
    : await raw(wire, "POST", headers, firstText);
  byOrigin.purpose = "rebinding";
  await endOpened(wire, byOrigin.responseHeaders);
  if (byOrigin.status === undefined) {
    ctx.set(
      CHECK,
      "could-not-run",
      [],
      [note("rebinding-no-answer", { reason: byOrigin.error ?? "" })],
    );
    return facts;
  }
  if (byOrigin.status < 400) {
    facts.originAccepted = true;
    ctx.fault(
      CHECK,
      [],
      [note("rebinding-origin-accepted", { status: byOrigin.status, origin: EVIL_ORIGIN })],
    );
  }
  if (!sse && isLoopback(wire.url) && wire.hostRequest) {
    const { Origin: _origin, ...plain } = headers;
    const sent = { ...wire.headers, ...plain };
    const record = {
      method: "POST",
      url: wire.url,
      requestHeaders: maskHeaders({ ...sent, Host: EVIL_HOST }),
      at: now(),
      purpose: "rebinding" as const,
    };
    const answer = await wire.hostRequest(wire.url, EVIL_HOST, sent, firstText, ctx.timeoutMs);
    wire.records.push({
      ...record,
      ...(answer.status !== undefined ? { status: answer.status } : {}),
      responseHeaders: maskHeaders(answer.headers),
      ...(answer.error !== undefined ? { error: answer.error } : {}),
    });
    await endOpened(wire, answer.headers);
    if (answer.status !== undefined && answer.status < 400) {
      ctx.fault(
        CHECK,
        [],
        [note("rebinding-host-accepted", { status: answer.status, host: EVIL_HOST })],
      );
    } else if (answer.status !== undefined && !ctx.results.has(CHECK)) {
      ctx.pass(
        CHECK,
        [],
        [note("rebinding-refused", { status: `${byOrigin.status}, ${answer.status}` })],
      );
    }
  }
  if (!ctx.results.has(CHECK)) {
    ctx.pass(CHECK, [], [note("rebinding-refused", { status: byOrigin.status })]);
  }
  return facts;
}

/** A session the foreign request opened is closed (it was a probe, not a client). */
async function endOpened(
  wire: HttpWire,
  headers: Record<string, string> | undefined,
): Promise<void> {
  const opened = header(headers, "mcp-session-id");
  if (opened !== undefined) await raw(wire, "DELETE", { "Mcp-Session-Id": opened });
}
