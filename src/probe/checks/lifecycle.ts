/**
 * Lifecycle: initialize, the initialized notification, ping, version negotiation with a version
 * no server supports, and a request before initialize on a connection of its own.
 */
import { isProtocolVersion } from "../../protocol/versions.ts";
import { CLIENT_INFO, type RunContext, errorCode, note, unanswered, resultOf } from "../context.ts";
import type { ProbeConnection } from "../connection.ts";
import { postOf } from "./http-facts.ts";

export function initializeParams(version: string): Record<string, unknown> {
  return { protocolVersion: version, capabilities: {}, clientInfo: CLIENT_INFO };
}

/**
 * Opens the main connection: initialize, then `notifications/initialized`. False when the
 * server never answered (nothing else can run).
 */
export async function openMain(ctx: RunContext): Promise<boolean> {
  const main = ctx.connect("the checks");
  ctx.main = main;
  const init = await main.request("initialize", initializeParams(ctx.version));
  if (!init.reply) {
    ctx.set("lifecycle.initialize", "could-not-run", [init.seq], [unanswered(init, "initialize")]);
    return false;
  }
  const result = resultOf(init.reply.value);
  if (!result) {
    ctx.fault(
      "lifecycle.initialize",
      [init.reply.seq, init.seq],
      [note("error-reply", { code: errorCode(init.reply.value) ?? "?", method: "initialize" })],
    );
    return false;
  }
  const agreed = result.protocolVersion;
  const capabilities = result.capabilities;
  if (typeof capabilities === "object" && capabilities !== null) {
    ctx.capabilities = capabilities as Record<string, unknown>;
  }
  if (typeof agreed !== "string" || typeof result.serverInfo !== "object") {
    ctx.fault("lifecycle.initialize", [init.reply.seq], [note("initialize-shape")]);
  } else if (agreed !== ctx.version) {
    ctx.pass(
      "lifecycle.initialize",
      [init.reply.seq],
      [note("other-version", { asked: ctx.version, agreed })],
    );
  } else {
    ctx.pass("lifecycle.initialize", [init.reply.seq]);
  }
  if (isProtocolVersion(agreed)) ctx.version = agreed;

  const initialized = await main.notify("notifications/initialized");
  const post = postOf(ctx, initialized.text);
  if (initialized.error) {
    ctx.fault(
      "lifecycle.initialized",
      [initialized.seq],
      [note("not-sent", { reason: initialized.error, method: "notifications/initialized" })],
    );
  } else if (post?.status !== undefined && post.status >= 400) {
    ctx.fault(
      "lifecycle.initialized",
      [initialized.seq],
      [note("http-status", { status: post.status })],
    );
  } else {
    ctx.pass("lifecycle.initialized", [initialized.seq]);
  }
  return true;
}

export async function checkPing(ctx: RunContext, main: ProbeConnection): Promise<void> {
  const ping = await main.request("ping");
  if (!ping.reply) {
    ctx.set("lifecycle.ping", "could-not-run", [ping.seq], [unanswered(ping, "ping")]);
    return;
  }
  const refused = ctx.refusal(ping);
  if (refused) {
    ctx.set("lifecycle.ping", "could-not-run", [ping.reply.seq, ping.seq], [refused]);
    return;
  }
  const result = resultOf(ping.reply.value);
  if (!result) {
    ctx.fault(
      "lifecycle.ping",
      [ping.reply.seq],
      [note("error-reply", { code: errorCode(ping.reply.value) ?? "?", method: "ping" })],
    );
  } else ctx.pass("lifecycle.ping", [ping.reply.seq]);
}

/** A version no server supports: the server must answer with one it supports. */
export async function checkNegotiation(ctx: RunContext): Promise<void> {
  const asked = "1999-01-01";
  const connection = ctx.connect("version negotiation");
  try {
    const init = await connection.request("initialize", initializeParams(asked));
    if (!init.reply) {
      ctx.set(
        "lifecycle.version-negotiation",
        "could-not-run",
        [init.seq],
        [unanswered(init, "initialize")],
      );
      return;
    }
    const result = resultOf(init.reply.value);
    const agreed = result?.protocolVersion;
    if (!result) {
      ctx.fault(
        "lifecycle.version-negotiation",
        [init.reply.seq],
        [note("negotiation-error", { code: errorCode(init.reply.value) ?? "?" })],
      );
    } else if (typeof agreed !== "string" || agreed === asked) {
      ctx.fault(
        "lifecycle.version-negotiation",
        [init.reply.seq],
        [note("negotiation-echo", { asked })],
      );
    } else {
      ctx.pass(
        "lifecycle.version-negotiation",
        [init.reply.seq],
        [note("negotiation-answer", { agreed })],
      );
    }
    await connection.endSession();
  } finally {
    connection.close();
  }
}

/** A request before initialize, on a fresh connection: the server should refuse it. */
export async function checkBeforeInitialize(ctx: RunContext): Promise<void> {
  const connection = ctx.connect("a request before initialize");
  try {
    const method = ctx.declares("tools")
      ? "tools/list"
      : ctx.declares("resources")
        ? "resources/list"
        : ctx.declares("prompts")
          ? "prompts/list"
          : "tools/list";
    const early = await connection.request(method, undefined, Math.min(ctx.timeoutMs, 10_000));
    const post = postOf(ctx, early.text);
    const refusedByHttp = post?.status !== undefined && post.status >= 400;
    if (early.reply && errorCode(early.reply.value) !== undefined) {
      ctx.pass("lifecycle.before-initialize", [early.reply.seq, early.seq]);
    } else if (refusedByHttp && (post.status === 401 || post.status === 403)) {
      // The main connection was let in: this refusal is about the missing session, not a token.
      ctx.fault(
        "lifecycle.before-initialize",
        [early.seq],
        [note("no-session-auth-status", { status: post.status ?? 0 })],
      );
    } else if (refusedByHttp) {
      ctx.pass(
        "lifecycle.before-initialize",
        [early.seq],
        [note("http-status", { status: post.status ?? 0 })],
      );
    } else if (early.reply) {
      ctx.fault(
        "lifecycle.before-initialize",
        [early.reply.seq, early.seq],
        [note("answered-before-initialize", { method })],
      );
    } else {
      ctx.set(
        "lifecycle.before-initialize",
        "could-not-run",
        [early.seq],
        [unanswered(early, method)],
      );
    }
  } finally {
    connection.close();
  }
}
