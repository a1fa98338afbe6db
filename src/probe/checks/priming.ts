/**
 * The priming event (2025-11-25, Streamable HTTP): "If the server initiates an SSE stream: The
 * server SHOULD immediately send an SSE event consisting of an event ID and an empty data field
 * in order to prime the client to reconnect." Judged on the GET stream the server offers: its
 * first event (comments skipped) is read, with a bounded wait.
 */
import { VERSION_FACTS, atLeast } from "../../protocol/check/version.ts";
import { MAX_REPLY_CHARS } from "../../transport/http/index.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, note } from "../context.ts";
import { type HttpWire, header } from "../http.ts";
import { sessionHeaders } from "./transport.ts";

const CHECK = "transport.stream-priming";
const SINCE = "2025-11-25";
/** The first event is due "immediately": a few seconds cover a loaded machine. */
const WAIT_MS = 5_000;

interface FirstEvent {
  id?: string;
  data: string;
}

async function firstEvent(
  wire: HttpWire,
  headers: Record<string, string>,
  waitMs: number,
): Promise<{ status?: number; type?: string; event?: FirstEvent }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    const response = await wire.fetch(wire.url, {
      method: "GET",
      headers: { ...wire.headers, Accept: "text/event-stream", ...headers },
      signal: controller.signal,
    });
    const type = header(Object.fromEntries(response.headers), "content-type");
    const out = { status: response.status, ...(type !== undefined && { type }) };
    const reader = response.body?.getReader();
    if (!response.ok || !reader) return out;
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: true });
      if (buffer.length > MAX_REPLY_CHARS) return out;
      const blocks = buffer.split(/\r?\n\r?\n/);
      for (const block of done ? blocks : blocks.slice(0, -1)) {
        const lines = block.split(/\r?\n/).filter((l) => l !== "" && !l.startsWith(":"));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((l) => l.startsWith(`${name}:`))
            .map((l) => l.slice(name.length + 1).replace(/^ /, ""));
        const id = field("id")[0];
        return {
          ...out,
          event: { ...(id !== undefined && { id }), data: field("data").join("\n") },
        };
      }
      if (done) return out;
    }
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export async function checkPriming(
  ctx: RunContext,
  wire: HttpWire,
  main: ProbeConnection,
): Promise<void> {
  if (!atLeast(ctx.version, VERSION_FACTS.errorIdOptionalSince)) {
    ctx.set(CHECK, "not-applicable", [], [note("rule-since", { since: SINCE })]);
    return;
  }
  const got = await firstEvent(wire, sessionHeaders(main), Math.min(ctx.timeoutMs, WAIT_MS));
  const stream = got.status === 200 && /text\/event-stream/i.test(got.type ?? "");
  if (!stream) {
    ctx.set(CHECK, "not-applicable", [], [note("priming-no-stream")]);
  } else if (!got.event) {
    ctx.fault(
      CHECK,
      [],
      [note("priming-none", { seconds: Math.round(Math.min(ctx.timeoutMs, WAIT_MS) / 1000) })],
    );
  } else if (got.event.id === undefined || got.event.data !== "") {
    ctx.fault(CHECK, [], [note("priming-not-first", { data: got.event.data.slice(0, 80) })]);
  } else {
    ctx.pass(CHECK, [], [note("priming-sent", { id: got.event.id.slice(0, 80) })]);
  }
}
