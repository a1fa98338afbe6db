/**
 * The stateless rules of 2026-07-28, as the official suite's `server-stateless` scenario
 * checks them: a request without its `_meta` (or without the version or the client
 * capabilities in it) refused with -32602 and 400; one without `clientInfo` served; a header
 * that disagrees with the body refused with -32020 and 400; the methods 2026-07-28 removed
 * answered with -32601 and 404; the capabilities `server/discover` declared matching what is
 * served; every error carrying its request's id; a `subscriptions/listen` stream opening with
 * its acknowledgement. Only `server/discover`, the lists, the removed methods and a listen
 * stream (closed at once) are sent: nothing that could change the server's data.
 */
import type { CheckId } from "../catalog.ts";
import type { ProbeConnection } from "../connection.ts";
import { META, type RunContext, errorCode, modernMeta, note, unanswered } from "../context.ts";
import { LIST_METHODS } from "./lists.ts";
import { isRecord } from "../connection.ts";
import { type Asked, ask, firstOnStream, modernHeaders } from "./post.ts";

const INVALID_PARAMS = -32602;
const METHOD_NOT_FOUND = -32601;
const HEADER_MISMATCH = -32020;

/** The methods 2026-07-28 removed (the suite's list). */
export const REMOVED_METHODS = [
  "initialize",
  "ping",
  "logging/setLevel",
  "resources/subscribe",
  "resources/unsubscribe",
];

/** Records whether an error answer carried its request's id (for `stateless.error-id`). */
export function noteErrorId(ctx: RunContext, answer: Asked, id: string): void {
  if (!answer.reply || errorCode(answer.reply.value) === undefined) return;
  ctx.errorIds.push({ seq: answer.reply.seq, ok: answer.reply.value.id === id });
}

function discoverText(id: string, meta: Record<string, unknown> | undefined): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "server/discover",
    params: meta ? { _meta: meta } : {},
  });
}

function without(meta: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _left, ...rest } = meta;
  return rest;
}

/** Expects an error `code` (and, over HTTP, `status`) for each probe; one verdict per check. */
function expectError(
  ctx: RunContext,
  answers: readonly { what: string; answer: Asked }[],
  code: number,
  codeCheck: CheckId,
  status: number,
  statusCheck: CheckId | undefined,
): void {
  for (const { what, answer } of answers) {
    if (!answer.reply) {
      const why = unanswered(answer, what);
      ctx.set(codeCheck, "could-not-run", [answer.seq], [why]);
      if (statusCheck) ctx.set(statusCheck, "could-not-run", [answer.seq], [why]);
      continue;
    }
    const entries = [answer.reply.seq, answer.seq];
    const got = errorCode(answer.reply.value);
    if (got === code) ctx.pass(codeCheck, entries, [note("probe-answer", { what, code })]);
    else if (got === undefined)
      ctx.fault(codeCheck, entries, [note("success-instead", { method: what, expected: code })]);
    else
      ctx.fault(codeCheck, entries, [
        note("probe-wrong-code", { what, code: got, expected: code }),
      ]);
    if (!statusCheck || !ctx.wire) continue;
    if (answer.status === status)
      ctx.pass(statusCheck, entries, [note("probe-status", { what, status })]);
    else
      ctx.fault(statusCheck, entries, [
        note("probe-wrong-status", { what, status: answer.status ?? "?", expected: status }),
      ]);
  }
}

/** `_meta` missing, or missing the version or the client capabilities: -32602, over HTTP 400. */
export async function checkMetaRequired(ctx: RunContext, main: ProbeConnection): Promise<void> {
  const full = modernMeta(ctx.version);
  const probes = [
    { what: "_meta missing", id: "probe-meta-missing", meta: undefined },
    {
      what: `_meta without ${META.version}`,
      id: "probe-meta-no-version",
      meta: without(full, META.version),
    },
    {
      what: `_meta without ${META.capabilities}`,
      id: "probe-meta-no-capabilities",
      meta: without(full, META.capabilities),
    },
  ];
  const answers = [];
  for (const probe of probes) {
    const text = discoverText(probe.id, probe.meta);
    const answer = await ask(
      ctx,
      main,
      text,
      probe.id,
      modernHeaders("server/discover", ctx.version),
    );
    noteErrorId(ctx, answer, probe.id);
    answers.push({ what: probe.what, answer });
  }
  expectError(
    ctx,
    answers,
    INVALID_PARAMS,
    "stateless.meta-required",
    400,
    "stateless.meta-invalid-400",
  );
}

/** `clientInfo` is a SHOULD for clients: a request without it must be served. */
export async function checkClientInfoOptional(
  ctx: RunContext,
  main: ProbeConnection,
): Promise<void> {
  const id = "probe-meta-no-client-info";
  const text = discoverText(id, without(modernMeta(ctx.version), META.clientInfo));
  const answer = await ask(ctx, main, text, id, modernHeaders("server/discover", ctx.version));
  noteErrorId(ctx, answer, id);
  const check = "stateless.client-info-optional";
  if (!answer.reply) {
    ctx.set(check, "could-not-run", [answer.seq], [unanswered(answer, "server/discover")]);
    return;
  }
  const entries = [answer.reply.seq, answer.seq];
  const code = errorCode(answer.reply.value);
  if (code !== undefined)
    ctx.fault(check, entries, [note("error-reply", { code, method: "server/discover" })]);
  else if (ctx.wire && answer.status !== 200)
    ctx.fault(check, entries, [
      note("status-not", { status: answer.status ?? "?", expected: 200 }),
    ]);
  else ctx.pass(check, entries);
}

/** `MCP-Protocol-Version` says one version, `_meta` another: -32020 and 400 (HTTP only). */
export async function checkHeaderMismatch(ctx: RunContext, main: ProbeConnection): Promise<void> {
  if (!ctx.wire) return;
  const id = "probe-header-mismatch";
  const text = discoverText(id, modernMeta("1999-01-01"));
  const answer = await ask(ctx, main, text, id, modernHeaders("server/discover", ctx.version));
  noteErrorId(ctx, answer, id);
  const check = "stateless.header-mismatch";
  if (!answer.reply) {
    if (answer.status === 400) {
      ctx.fault(
        check,
        [answer.seq],
        [note("http-status-only", { status: 400, method: "server/discover" })],
      );
      return;
    }
    ctx.set(check, "could-not-run", [answer.seq], [unanswered(answer, "server/discover")]);
    return;
  }
  const entries = [answer.reply.seq, answer.seq];
  const code = errorCode(answer.reply.value);
  if (answer.status === 400 && code === HEADER_MISMATCH) ctx.pass(check, entries);
  else
    ctx.fault(check, entries, [
      note("header-mismatch-answer", { status: answer.status ?? "?", code: code ?? "none" }),
    ]);
}

/** The removed methods, each with a complete `_meta`: -32601, over HTTP 404. */
export async function checkRemovedMethods(ctx: RunContext, main: ProbeConnection): Promise<void> {
  const answers = [];
  for (const method of REMOVED_METHODS) {
    const id = `probe-removed-${method.replace("/", "-")}`;
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id,
      method,
      params: { _meta: modernMeta(ctx.version) },
    });
    const answer = await ask(ctx, main, text, id, modernHeaders(method, ctx.version));
    noteErrorId(ctx, answer, id);
    answers.push({ what: method, answer });
  }
  expectError(
    ctx,
    answers,
    METHOD_NOT_FOUND,
    "stateless.removed-methods",
    404,
    "stateless.removed-methods",
  );
}

/**
 * What `server/discover` declared against what is served: a declared list must be served (its
 * own check says how), an undeclared one must be an unknown method.
 */
export async function checkCapabilitiesMatch(
  ctx: RunContext,
  main: ProbeConnection,
): Promise<void> {
  const check = "stateless.capabilities-match";
  for (const list of LIST_METHODS) {
    if (list.key === "resourceTemplates") continue;
    if (ctx.declares(list.capability)) {
      const served = ctx.results.get(list.check);
      const seq = ctx.listReplies.get(list.key)?.[0];
      if (served?.status === "passed")
        ctx.pass(check, [seq], [note("declared-served", { method: list.method })]);
      else ctx.fault(check, [seq], [note("declared-not-served", { method: list.method })]);
      continue;
    }
    const exchange = await main.request(list.method);
    if (!exchange.reply) {
      ctx.set(check, "could-not-run", [exchange.seq], [unanswered(exchange, list.method)]);
      continue;
    }
    const entries = [exchange.reply.seq, exchange.seq];
    const code = errorCode(exchange.reply.value);
    if (code === METHOD_NOT_FOUND)
      ctx.pass(check, entries, [note("undeclared-refused", { method: list.method })]);
    else if (code === undefined)
      ctx.fault(check, entries, [
        note("undeclared-served", { method: list.method, capability: list.capability }),
      ]);
    else ctx.fault(check, entries, [note("wrong-code", { code, expected: METHOD_NOT_FOUND })]);
  }
}

const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

/** What the declared capabilities let a client listen to, as a `subscriptions/listen` filter. */
function listenFilter(ctx: RunContext): Record<string, unknown> {
  const flag = (capability: string, key: string) => {
    const declared = ctx.capabilities[capability];
    return isRecord(declared) && declared[key] === true;
  };
  const filter: Record<string, unknown> = {};
  if (flag("tools", "listChanged")) filter.toolsListChanged = true;
  if (flag("prompts", "listChanged")) filter.promptsListChanged = true;
  if (flag("resources", "listChanged")) filter.resourcesListChanged = true;
  const uri = ctx.listed.resources[0]?.value.uri;
  if (flag("resources", "subscribe") && typeof uri === "string") {
    filter.resourceSubscriptions = [uri];
  }
  return filter;
}

/**
 * A `subscriptions/listen` stream for what the server declares it notifies: its first message
 * must be `notifications/subscriptions/acknowledged`, tagged with the subscription's id. The
 * stream is closed once that is read (HTTP only: elsewhere notifications share one channel).
 */
export async function checkSubscriptionAck(ctx: RunContext): Promise<void> {
  const wire = ctx.wire;
  if (!wire) return;
  const check = "stateless.subscription-ack";
  const filter = listenFilter(ctx);
  if (Object.keys(filter).length === 0) {
    ctx.set(check, "not-applicable", [], [note("nothing-to-listen")]);
    return;
  }
  const method = "subscriptions/listen";
  const text = JSON.stringify({
    jsonrpc: "2.0",
    id: "probe-listen",
    method,
    params: { _meta: modernMeta(ctx.version), notifications: filter },
  });
  const got = await firstOnStream(ctx, wire, text, modernHeaders(method, ctx.version));
  if (!got.first) {
    ctx.set(check, "could-not-run", [got.seq], [unanswered(got, method)]);
    return;
  }
  const entries = [got.first.seq, got.seq];
  const value = isRecord(got.first.value) ? got.first.value : {};
  const code = errorCode(value);
  if (value.method === "notifications/subscriptions/acknowledged") {
    const params = isRecord(value.params) ? value.params : {};
    const tag = isRecord(params._meta) ? params._meta[SUBSCRIPTION_ID] : undefined;
    if (typeof tag === "string" || typeof tag === "number") {
      ctx.pass(check, entries, [
        note("ack", { notifications: JSON.stringify(params.notifications ?? {}) }),
      ]);
    } else ctx.fault(check, entries, [note("ack-untagged")]);
  } else if (code !== undefined) {
    ctx.fault(check, entries, [note("error-reply", { code, method })]);
  } else {
    ctx.fault(check, entries, [
      note("ack-not-first", {
        method: typeof value.method === "string" ? value.method : "a message without a method",
      }),
    ]);
  }
}

/** Every error answer to the run's stateless requests carried the request's id. */
export function checkErrorIds(ctx: RunContext): void {
  const check = "stateless.error-id";
  if (ctx.errorIds.length === 0) {
    ctx.set(check, "could-not-run", [], [note("no-error-answers")]);
    return;
  }
  const wrong = ctx.errorIds.filter((e) => !e.ok);
  if (wrong.length === 0) ctx.pass(check, [], [note("error-ids", { count: ctx.errorIds.length })]);
  else
    ctx.fault(
      check,
      wrong.map((e) => e.seq),
      [note("error-id-wrong", { count: wrong.length })],
    );
}

/** Every check of the stateless rules, in order. */
export async function checkStateless(ctx: RunContext, main: ProbeConnection): Promise<void> {
  await checkMetaRequired(ctx, main);
  await checkClientInfoOptional(ctx, main);
  await checkHeaderMismatch(ctx, main);
  await checkRemovedMethods(ctx, main);
  await checkCapabilitiesMatch(ctx, main);
  await checkSubscriptionAck(ctx);
}
