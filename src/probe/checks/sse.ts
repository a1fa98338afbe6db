/**
 * The 2024-11-05 HTTP+SSE transport: the GET stream and its first event (`endpoint`, on the
 * stream's origin), the POSTs to that endpoint (accepted, replies on the stream and not in the
 * POST's answer), each stream with an endpoint of its own, and the CORS headers a page needs.
 */
import { MAX_REPLY_CHARS } from "../../transport/http/index.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, note } from "../context.ts";
import { type HttpWire, type WireRecord, header } from "../http.ts";
import { type Asked, post } from "./post.ts";
import { pageOrigin } from "./transport.ts";

interface FirstEvent {
  record: WireRecord;
  event?: string;
  data?: string;
}

/** The first event of an SSE body: its name (`message` when unnamed) and data. */
function parseEvent(block: string): { event: string; data: string } {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return { event, data: data.join("\n") };
}

/** Opens the stream, reads as far as its first event (comments skipped), and closes it. */
async function openStream(wire: HttpWire, waitMs: number, origin?: string): Promise<FirstEvent> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  const before = wire.records.length;
  try {
    const response = await wire.fetch(wire.url, {
      method: "GET",
      headers: { ...wire.headers, Accept: "text/event-stream", ...(origin && { Origin: origin }) },
      signal: controller.signal,
    });
    const record = wire.records[before] as WireRecord;
    const reader = response.body?.getReader();
    if (!reader) return { record };
    const decoder = new TextDecoder();
    let buffer = "";
    let bytes = 0;
    for (;;) {
      const { value, done } = await reader.read();
      // The cap of every answer: an endless first event is not read past it.
      bytes += value?.byteLength ?? 0;
      if (bytes > MAX_REPLY_CHARS) return { record };
      if (value) buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      for (const block of done ? blocks : blocks.slice(0, -1)) {
        const lines = block.split(/\r?\n/).filter((l) => l !== "" && !l.startsWith(":"));
        if (lines.length > 0) return { record, ...parseEvent(lines.join("\n")) };
      }
      if (done) return { record };
    }
  } catch {
    return { record: wire.records[before] as WireRecord };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * A text POSTed as it is to the main connection's endpoint: the answer's status, and the reply
 * from its body or, when it was accepted, from the stream (by id, or an error without one).
 */
export async function postToEndpoint(
  ctx: RunContext,
  main: ProbeConnection,
  text: string,
  requestId: number | undefined,
): Promise<Asked> {
  const wire = ctx.wire;
  if (!wire || !main.endpoint) return { error: "the stream named no endpoint" };
  const waiting = main.expect(requestId, Math.min(ctx.timeoutMs, 10_000));
  const asked = await post(ctx, wire, text, requestId, {}, main.endpoint);
  if (asked.reply || asked.status === undefined || asked.status >= 400) {
    waiting.cancel();
    return asked;
  }
  const reply = await waiting.promise;
  return reply ? { ...asked, reply } : asked;
}

/** The GET answers with an event stream whose first event names an endpoint on its origin. */
export async function checkSseStream(ctx: RunContext, wire: HttpWire): Promise<void> {
  const id = "transport.sse-stream";
  const { record, event, data } = await openStream(wire, Math.min(ctx.timeoutMs, 10_000));
  if (record.status === undefined) {
    ctx.set(id, "could-not-run", [], [note("http-failed", { reason: record.error ?? "" })]);
    return;
  }
  const type = header(record.responseHeaders, "content-type")?.split(";")[0]?.trim().toLowerCase();
  if (record.status !== 200 || type !== "text/event-stream") {
    ctx.fault(id, [], [note("sse-not-stream", { status: record.status, type: type ?? "" })]);
  } else if (event === undefined) {
    ctx.fault(id, [], [note("sse-no-event")]);
  } else if (event !== "endpoint") {
    ctx.fault(id, [], [note("sse-first-event", { event })]);
  } else {
    let endpoint: URL | undefined;
    try {
      endpoint = new URL((data ?? "").trim(), wire.url);
    } catch {
      endpoint = undefined;
    }
    if (!endpoint) ctx.fault(id, [], [note("sse-endpoint-bad", { endpoint: data ?? "" })]);
    else if (endpoint.origin !== new URL(wire.url).origin) {
      ctx.fault(id, [], [note("sse-endpoint-foreign", { endpoint: endpoint.href })]);
    } else ctx.pass(id, [], [note("sse-endpoint", { endpoint: endpoint.href })]);
  }
}

/** The method of a well-formed message (the malformed ones are the error checks' to judge). */
function methodOf(body: string | undefined): string | undefined {
  try {
    const value = JSON.parse(body ?? "") as { jsonrpc?: unknown; method?: unknown };
    return value.jsonrpc === "2.0" && typeof value.method === "string" ? value.method : undefined;
  } catch {
    return undefined;
  }
}

/** The log entry that carried `text` (the first one). */
function seqOf(ctx: RunContext, text: string | undefined): number | undefined {
  for (const entry of ctx.log.entries) {
    if (entry.type === "message" && entry.flow === "out" && entry.text === text) return entry.seq;
  }
  return undefined;
}

/**
 * Every well-formed message the main connection POSTed to its endpoint: accepted (2xx), and
 * answered on the stream, not in the POST's body (seen by its content type).
 */
export function checkSsePosts(ctx: RunContext, wire: HttpWire, main: ProbeConnection): void {
  const id = "transport.sse-post";
  const endpoint = main.endpoint;
  let judged = 0;
  for (const record of wire.records) {
    if (record.method !== "POST" || !endpoint || record.url !== endpoint) continue;
    const method = methodOf(record.body);
    if (method === undefined || record.status === undefined) continue;
    judged++;
    const seq = seqOf(ctx, record.body);
    const type = header(record.responseHeaders, "content-type")?.split(";")[0]?.trim();
    if (record.status < 200 || record.status >= 300) {
      ctx.fault(id, [seq], [note("sse-post-status", { method, status: record.status })]);
    } else if (type === "application/json" || type === "text/event-stream") {
      ctx.fault(id, [seq], [note("sse-reply-in-body", { method, type })]);
    }
  }
  if (judged === 0) ctx.set(id, "could-not-run", [], [note("sse-no-posts")]);
  else if (!ctx.results.has(id)) ctx.pass(id, [], [note("sse-posts", { count: judged })]);
}

/** Every stream of the run (each connection opens one) got an endpoint of its own. */
export function checkSseSession(ctx: RunContext): void {
  const id = "transport.sse-session";
  const endpoints = ctx.connections.map((c) => c.endpoint).filter((e): e is string => !!e);
  if (endpoints.length < 2) {
    ctx.set(id, "could-not-run", [], [note("sse-one-stream")]);
    return;
  }
  const distinct = new Set(endpoints);
  const shared = endpoints.find((e, i) => endpoints.indexOf(e) !== i);
  if (shared !== undefined) ctx.fault(id, [], [note("sse-session-shared", { endpoint: shared })]);
  else
    ctx.pass(
      id,
      [],
      [note("sse-session-own", { count: endpoints.length, distinct: distinct.size })],
    );
}

/**
 * What a page on another origin needs over HTTP+SSE: `Access-Control-Allow-Origin` on the
 * stream, and a preflight of the endpoint allowing POST with `Content-Type`.
 */
export async function checkSseCors(
  ctx: RunContext,
  wire: HttpWire,
  main: ProbeConnection,
): Promise<void> {
  if (wire.cors === "browser") return ctx.pass("transport.cors", [], [note("cors-browser")]);
  if (wire.cors === "none") {
    return ctx.set("transport.cors", "not-applicable", [], [note("cors-same-context")]);
  }
  const origin = pageOrigin(wire.url);
  const missing: string[] = [];
  const { record: stream } = await openStream(wire, Math.min(ctx.timeoutMs, 10_000), origin);
  if (!header(stream.responseHeaders, "access-control-allow-origin"))
    missing.push("Access-Control-Allow-Origin (GET stream)");
  if (main.endpoint) {
    const before = wire.records.length;
    await wire
      .fetch(main.endpoint, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      })
      .then((r) => r.body?.cancel())
      .catch(() => undefined);
    const preflight = wire.records[before];
    const allowed = (
      header(preflight?.responseHeaders, "access-control-allow-headers") ?? ""
    ).toLowerCase();
    const methods = (
      header(preflight?.responseHeaders, "access-control-allow-methods") ?? ""
    ).toLowerCase();
    if (!header(preflight?.responseHeaders, "access-control-allow-origin"))
      missing.push("Access-Control-Allow-Origin (preflight)");
    if (methods !== "*" && !methods.includes("post"))
      missing.push("Access-Control-Allow-Methods: POST");
    if (allowed !== "*" && !allowed.includes("content-type"))
      missing.push("Access-Control-Allow-Headers: content-type");
  }
  if (missing.length > 0)
    ctx.fault("transport.cors", [], [note("cors-missing", { headers: missing.join("; ") })]);
  else ctx.pass("transport.cors");
}
