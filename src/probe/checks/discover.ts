/**
 * 2026-07-28 has no handshake: `server/discover` tells what the server supports and declares,
 * and each request names its version, so version negotiation is one request with a version no
 * server supports, answered with `UnsupportedProtocolVersionError` (400 over HTTP).
 */
import { isRecord } from "../connection.ts";
import {
  META,
  type RunContext,
  errorCode,
  modernMeta,
  note,
  unanswered,
  resultOf,
} from "../context.ts";
import { ask, modernHeaders } from "./post.ts";
import { noteErrorId } from "./stateless.ts";

/** The code of `UnsupportedProtocolVersionError`. */
export const UNSUPPORTED_VERSION = -32022;

/**
 * Opens the main connection with `server/discover`. False when it gave no usable result
 * (nothing else can run: the capabilities are unknown).
 */
export async function openDiscover(ctx: RunContext): Promise<boolean> {
  const main = ctx.connect("the checks");
  ctx.main = main;
  const found = await main.request("server/discover");
  const method = "server/discover";
  const status = found.http?.status ?? ctx.statusOf(found.text);
  if (!found.reply) {
    const older = status === 400 || status === 404 || status === 405;
    ctx.set(
      "lifecycle.discover",
      "could-not-run",
      [found.seq],
      [
        older
          ? note("older-versions-only", { answer: `HTTP ${status}` })
          : unanswered(found, method),
      ],
    );
    return false;
  }
  const result = resultOf(found.reply.value);
  const code = errorCode(found.reply.value);
  // 2026-07-28 names these as how a server of the handshake versions answers: it does not speak
  // this version, which is no fault of it (run the card at an older version instead).
  if (ctx.refusal(found) || code === -32601) {
    const answer = [
      status !== undefined ? `HTTP ${status}` : "",
      code !== undefined ? `${code}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    ctx.set(
      "lifecycle.discover",
      "could-not-run",
      [found.reply.seq, found.seq],
      [note("older-versions-only", { answer })],
    );
    return false;
  }
  if (!result) {
    const code = errorCode(found.reply.value) ?? "?";
    ctx.fault(
      "lifecycle.discover",
      [found.reply.seq, found.seq],
      [note("error-reply", { code, method })],
    );
    return false;
  }
  const versions = Array.isArray(result.supportedVersions)
    ? result.supportedVersions.filter((v): v is string => typeof v === "string")
    : undefined;
  const capabilities = result.capabilities;
  if (isRecord(capabilities)) ctx.capabilities = capabilities;
  if (!versions || !isRecord(capabilities)) {
    ctx.fault("lifecycle.discover", [found.reply.seq], [note("discover-shape")]);
  } else if (!versions.includes(ctx.version)) {
    ctx.fault(
      "lifecycle.discover",
      [found.reply.seq],
      [note("discover-version", { asked: ctx.version, supported: versions.join(", ") })],
    );
  } else {
    ctx.pass(
      "lifecycle.discover",
      [found.reply.seq],
      [note("discover-versions", { supported: versions.join(", ") })],
    );
  }
  ctx.supportedVersions = versions ?? [];
  const meta = result._meta;
  const info = isRecord(meta) ? meta[META.serverInfo] : undefined;
  if (isRecord(info) && typeof info.name === "string" && typeof info.version === "string") {
    ctx.pass(
      "lifecycle.server-info",
      [found.reply.seq],
      [note("server-info", { name: info.name })],
    );
  } else {
    ctx.fault(
      "lifecycle.server-info",
      [found.reply.seq],
      [note(result.serverInfo !== undefined ? "server-info-body" : "server-info-missing")],
    );
  }
  return true;
}

/**
 * A version no server supports, named in both `_meta` and the header (so that they agree): the
 * server must answer `UnsupportedProtocolVersionError` listing versions it supports and
 * echoing the one asked for; over HTTP with 400.
 */
export async function checkModernNegotiation(ctx: RunContext): Promise<void> {
  const main = ctx.main;
  if (!main) return;
  const asked = "1999-01-01";
  const id = "probe-unsupported-version";
  const text = JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "server/discover",
    params: { _meta: modernMeta(asked) },
  });
  const answer = await ask(ctx, main, text, id, modernHeaders("server/discover", asked));
  const check = "lifecycle.version-negotiation";
  if (!answer.reply) {
    const reason = answer.error ?? "";
    ctx.set(check, "could-not-run", [answer.seq], [unanswered(answer, "server/discover")]);
    ctx.set(
      "stateless.unsupported-version-400",
      "could-not-run",
      [answer.seq],
      [note("no-reply", { reason, method: "server/discover" })],
    );
    return;
  }
  noteErrorId(ctx, answer, id);
  const entries = [answer.reply.seq, answer.seq];
  const code = errorCode(answer.reply.value);
  const error = answer.reply.value.error;
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  const supported = Array.isArray(data.supported) ? (data.supported as unknown[]) : [];
  const known = new Set(ctx.supportedVersions);
  if (code !== UNSUPPORTED_VERSION) {
    ctx.fault(check, entries, [
      code === undefined
        ? note("success-instead", { method: "server/discover", expected: UNSUPPORTED_VERSION })
        : note("wrong-code", { code, expected: UNSUPPORTED_VERSION }),
    ]);
  } else if (
    supported.length === 0 ||
    !supported.every((v) => typeof v === "string" && known.has(v))
  ) {
    ctx.fault(check, entries, [note("unsupported-list", { supported: JSON.stringify(supported) })]);
  } else if (data.requested !== asked) {
    ctx.fault(check, entries, [
      note("unsupported-requested", { asked, requested: JSON.stringify(data.requested ?? null) }),
    ]);
  } else {
    ctx.pass(check, entries, [note("unsupported-answer", { supported: supported.join(", ") })]);
  }
  if (!ctx.wire) return;
  if (answer.status === 400) ctx.pass("stateless.unsupported-version-400", entries);
  else
    ctx.fault("stateless.unsupported-version-400", entries, [
      note("status-not", { status: answer.status ?? "?", expected: 400 }),
    ]);
}
