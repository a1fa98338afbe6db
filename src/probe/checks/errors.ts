/**
 * Error behaviour, checked without running anything on the server: an unknown method, invalid
 * params, a resource that does not exist, a body that is not JSON and a message that is no
 * request.
 *
 * Invalid params: a `tools/call` without `name` (and, without tools, a `prompts/get` or a
 * `resources/read` without theirs). A request naming a declared tool with arguments of the
 * wrong type would be closer to the spec's example, but a server lenient about types could run
 * that tool; without a name there is nothing it could run.
 */
import { MODERN_VERSION } from "../../protocol/versions.ts";
import type { ProbeConnection } from "../connection.ts";
import type { CheckId } from "../catalog.ts";
import { type RunContext, errorCode, note, unanswered } from "../context.ts";
import { postOf } from "./http-facts.ts";
import { postToEndpoint } from "./sse.ts";

export async function checkUnknownMethod(ctx: RunContext, main: ProbeConnection): Promise<void> {
  const method = "probe/no-such-method";
  const exchange = await main.request(method, {});
  expectCode(ctx, "errors.unknown-method", exchange, method, [-32601]);
  // 2026-07-28 over HTTP: 404 with the -32601 body (which tells it from a server that is gone).
  const status = ctx.statusOf(exchange.text);
  if (ctx.modern && exchange.reply && status !== undefined && status !== 404) {
    ctx.fault(
      "errors.unknown-method",
      [exchange.reply.seq, exchange.seq],
      [note("status-not", { status, expected: 404 })],
    );
  }
}

export async function checkInvalidParams(ctx: RunContext, main: ProbeConnection): Promise<void> {
  const target = ctx.declares("tools")
    ? { method: "tools/call", params: { arguments: {} } }
    : ctx.declares("prompts")
      ? { method: "prompts/get", params: { arguments: {} } }
      : ctx.declares("resources")
        ? { method: "resources/read", params: {} }
        : undefined;
  if (!target) {
    ctx.set("errors.invalid-params", "not-applicable", [], [note("nothing-declared")]);
    return;
  }
  const exchange = await main.request(target.method, target.params);
  expectCode(ctx, "errors.invalid-params", exchange, target.method, [-32602]);
}

/** The code for a resource that does not exist: -32002 until 2026-07-28, -32602 there. */
export const missingResourceCode = (version: string): number =>
  version === MODERN_VERSION ? -32602 : -32002;

export async function checkMissingResource(ctx: RunContext, main: ProbeConnection): Promise<void> {
  if (!ctx.declares("resources")) {
    ctx.set(
      "errors.missing-resource",
      "not-applicable",
      [],
      [note("not-declared", { capability: "resources" })],
    );
    return;
  }
  const uri = `probe://missing/${Math.random().toString(36).slice(2)}`;
  const exchange = await main.request("resources/read", { uri });
  expectCode(ctx, "errors.missing-resource", exchange, "resources/read", [
    missingResourceCode(ctx.version),
  ]);
}

function expectCode(
  ctx: RunContext,
  id: CheckId,
  exchange: Awaited<ReturnType<ProbeConnection["request"]>>,
  method: string,
  codes: readonly number[],
): void {
  if (!exchange.reply) {
    const post = postOf(ctx, exchange.text);
    if (post?.status !== undefined && post.status >= 400) {
      ctx.fault(id, [exchange.seq], [note("http-status-only", { status: post.status, method })]);
      return;
    }
    ctx.set(id, "could-not-run", [exchange.seq], [unanswered(exchange, method)]);
    return;
  }
  const entries = [exchange.reply.seq, exchange.seq];
  const refused = ctx.refusal(exchange);
  if (refused) {
    ctx.set(id, "could-not-run", entries, [refused]);
    return;
  }
  const code = errorCode(exchange.reply.value);
  if (code === undefined) {
    ctx.fault(id, entries, [note("success-instead", { method, expected: codes.join(", ") })]);
  } else if (!codes.includes(code)) {
    ctx.fault(id, entries, [note("wrong-code", { code, expected: codes.join(", ") })]);
  } else {
    ctx.pass(id, entries);
  }
}

/**
 * A body that is not JSON, and JSON that is no message. Over HTTP the server must answer with
 * an HTTP error status (a JSON-RPC error in the body is optional); elsewhere with the error
 * reply of JSON-RPC.
 */
export async function checkMalformed(ctx: RunContext, main: ProbeConnection): Promise<void> {
  await malformed(
    ctx,
    main,
    "errors.parse-error",
    '{"jsonrpc": "2.0", "id": 9001, "method": ',
    -32700,
  );
  await malformed(
    ctx,
    main,
    "errors.invalid-request",
    '{"jsonrpc": "2.0", "id": 9002}',
    -32600,
    9002,
  );
}

async function malformed(
  ctx: RunContext,
  main: ProbeConnection,
  id: CheckId,
  text: string,
  code: number,
  requestId?: number,
): Promise<void> {
  if (ctx.wire?.used === "sse") return malformedOverSse(ctx, main, id, text, code, requestId);
  const exchange = await main.raw(text, requestId, Math.min(ctx.timeoutMs, 10_000));
  const post = postOf(ctx, text);
  const replyCode = exchange.reply ? errorCode(exchange.reply.value) : undefined;
  const entries = [exchange.reply?.seq, exchange.seq];
  if (exchange.error && !post?.status) {
    ctx.set(
      id,
      "could-not-run",
      [exchange.seq],
      [note("not-sent", { reason: exchange.error, method: "" })],
    );
    return;
  }
  if (ctx.wire) {
    const status = post?.status;
    if (status === undefined) {
      ctx.set(id, "could-not-run", entries, [note("no-status")]);
    } else if (status < 400) {
      ctx.fault(id, entries, [note("http-accepted", { status })]);
    } else if (status >= 500) {
      // An error status, as the MUST says, but one that says the server broke on the input.
      ctx.set(id, "warning", entries, [note("http-server-error", { status })]);
    } else if (replyCode !== undefined && replyCode !== code) {
      ctx.set(id, "warning", entries, [note("wrong-code", { code: replyCode, expected: code })]);
    } else {
      ctx.pass(id, entries, [note("http-status", { status })]);
    }
    return;
  }
  if (!exchange.reply) ctx.fault(id, entries, [note("no-error-reply")]);
  else if (replyCode === undefined)
    ctx.fault(id, entries, [note("success-instead", { method: "", expected: code })]);
  else if (replyCode !== code)
    ctx.set(id, "warning", entries, [note("wrong-code", { code: replyCode, expected: code })]);
  else ctx.pass(id, entries);
}

/**
 * Over HTTP+SSE the text goes as it is to the endpoint: an HTTP error status refuses it; a POST
 * accepted must be followed by the error reply on the stream.
 */
async function malformedOverSse(
  ctx: RunContext,
  main: ProbeConnection,
  id: CheckId,
  text: string,
  code: number,
  requestId?: number,
): Promise<void> {
  const asked = await postToEndpoint(ctx, main, text, requestId);
  const replyCode = asked.reply ? errorCode(asked.reply.value) : undefined;
  const entries = [asked.reply?.seq, asked.seq];
  if (asked.status === undefined) {
    ctx.set(id, "could-not-run", entries, [unanswered(asked, "")]);
  } else if (replyCode !== undefined && replyCode !== code) {
    ctx.set(id, "warning", entries, [note("wrong-code", { code: replyCode, expected: code })]);
  } else if (asked.status >= 400) {
    ctx.pass(id, entries, [note("http-status", { status: asked.status })]);
  } else if (!asked.reply) {
    ctx.fault(id, entries, [note("no-error-reply")]);
  } else if (replyCode === undefined) {
    ctx.fault(id, entries, [note("success-instead", { method: "", expected: code })]);
  } else ctx.pass(id, entries);
}
