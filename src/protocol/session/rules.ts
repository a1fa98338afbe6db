/**
 * The session rules for one message (or one batch element): ids, replies, progress,
 * cancellation, the lifecycle, the negotiated version and the tools.
 */
import type { MessageReport, RequestId } from "../check/types.ts";
import type { Direction } from "../schema/registry.ts";
import { PROTOCOL_VERSIONS, type VersionChoice, isProtocolVersion } from "../versions.ts";
import type { Emit } from "./emit.ts";
import type { Lifecycle } from "./lifecycle.ts";
import type { PendingRequest, RequestBook } from "./requests.ts";
import { isId, isObject, metaVersionOf, senderOf } from "./util.ts";
import type { ToolBook } from "./tools.ts";
import type { Sender, SessionLimits } from "./types.ts";
import type { ProtocolVersion } from "../versions.ts";

export interface MessageRules {
  book: RequestBook;
  tools: ToolBook;
  lifecycle: Lifecycle;
  choice: VersionChoice;
  limits: SessionLimits;
  negotiated: ProtocolVersion | undefined;
  versionSource: "initialize" | "meta" | undefined;
}

const showId = (id: RequestId) => JSON.stringify(id);

export function judgeMessage(
  rules: MessageRules,
  report: MessageReport,
  value: unknown,
  direction: Exclude<Direction, "both"> | undefined,
  emit: Emit,
): void {
  if (!isObject(value)) return;
  const method = typeof value.method === "string" ? value.method : undefined;
  const sender = senderOf(direction) ?? senderOf(report.direction);
  if (report.kind === "request" && method) onRequest(rules, report, value, method, sender, emit);
  else if (report.kind === "notification" && method) {
    rules.lifecycle.onMessage(method, "notification", sender, report.version, emit);
    if (method === "notifications/progress") onProgress(rules, value.params, emit);
    else if (method === "notifications/cancelled") onCancelled(rules, value.params, sender, emit);
  } else if (report.kind === "reply") onReply(rules, value, senderOf(direction), emit);
}

function onRequest(
  rules: MessageRules,
  report: MessageReport,
  value: Record<string, unknown>,
  method: string,
  sender: Sender | undefined,
  emit: Emit,
): void {
  const { book } = rules;
  if (method === "initialize") rules.lifecycle.onInitialize(report.version, emit);
  else rules.lifecycle.onMessage(method, "request", sender, report.version, emit);

  if (rules.choice === "auto" && rules.versionSource !== "initialize") {
    const own = metaVersionOf(value);
    if (isProtocolVersion(own)) {
      rules.negotiated = own;
      rules.versionSource = "meta";
    }
  }

  const params = isObject(value.params) ? value.params : undefined;
  const toolName = method === "tools/call" ? rules.tools.checkCall(value.params, emit) : undefined;
  const meta = params && isObject(params._meta) ? params._meta : undefined;
  const token = meta && isId(meta.progressToken) ? meta.progressToken : undefined;
  const id = value.id;
  if (!isId(id)) return;

  const earlier = book.findPendingFromSender(id, sender);
  if (earlier) {
    emit(
      "error",
      "session.duplicate-pending-id",
      `The id ${showId(id)} is already used by a ${earlier.method} request still awaiting its reply; give each request in flight its own id.`,
      "/id",
      { id: showId(id), method: earlier.method },
    );
  } else {
    const done = book.findFinishedFromSender(id, sender);
    if (done) {
      emit(
        "warning",
        "session.id-reused",
        `The id ${showId(id)} was already used by an earlier ${done.method} request in this session; a fresh id keeps replies unambiguous.`,
        "/id",
        { id: showId(id), method: done.method },
      );
    }
  }
  if (token !== undefined) {
    const holder = book.byProgressToken(token);
    if (holder) {
      emit(
        "error",
        "session.duplicate-progress-token",
        `The progress token ${showId(token)} is already used by the pending ${holder.method} request ${showId(holder.id)}; progress tokens must be unique across active requests.`,
        "/params/_meta/progressToken",
        { token: showId(token) },
      );
    }
  }
  const overflow = book.add({
    id,
    method,
    ...(sender ? { sender } : {}),
    version: report.version,
    ...(token !== undefined ? { progressToken: token } : {}),
    // A request run as a task (2025-11-25) is answered with the task, not the method's result.
    ...(isObject(params?.task) ? { task: true } : toolName !== undefined ? { toolName } : {}),
    ...(method === "tools/list" ? { paged: params?.cursor !== undefined } : {}),
  });
  if (overflow) {
    emit(
      "warning",
      "session.pending-overflow",
      `More than ${rules.limits.pending} requests await a reply; the session forgets the oldest, so their replies will look unknown.`,
      "/id",
      { limit: rules.limits.pending },
    );
  }
}

function onReply(
  rules: MessageRules,
  value: Record<string, unknown>,
  replier: Sender | undefined,
  emit: Emit,
): void {
  const id = value.id;
  if (!isId(id)) return;
  const request = rules.book.findForReply(id, replier);
  if (!request) {
    const done = rules.book.findFinishedForReply(id, replier);
    if (done) {
      emit(
        "warning",
        "session.reply-repeated",
        `The ${done.method} request ${showId(id)} was already answered; a request gets exactly one reply.`,
        "/id",
        { id: showId(id), method: done.method },
      );
    } else {
      emit(
        "warning",
        "session.reply-unknown-id",
        `No request with id ${showId(id)} awaits a reply in this session, so the reply cannot be matched to its method.`,
        "/id",
        { id: showId(id) },
      );
    }
    return;
  }
  rules.book.finish(request);
  const success = "result" in value && !("error" in value);
  if (request.method === "initialize")
    onInitializeReply(rules, request, value.result, success, emit);
  if (!success) return;
  if (request.method === "tools/list") {
    rules.tools.recordList(value.result, !request.paged, emit);
  } else if (request.method === "tools/call" && request.toolName !== undefined) {
    rules.tools.checkResult(request.toolName, value.result, emit);
  }
}

function onInitializeReply(
  rules: MessageRules,
  request: PendingRequest,
  result: unknown,
  success: boolean,
  emit: Emit,
): void {
  rules.lifecycle.onInitializeReply(success);
  if (!success || !isObject(result) || typeof result.protocolVersion !== "string") return;
  const offered = result.protocolVersion;
  if (!isProtocolVersion(offered)) {
    const fallback = rules.choice === "auto" ? request.version : rules.choice;
    emit(
      "warning",
      "session.unknown-version",
      `The server answered with protocol version "${offered}", which the playground does not know (it knows ${PROTOCOL_VERSIONS.join(", ")}); the following messages are checked against ${fallback}.`,
      "/result/protocolVersion",
      { version: offered, fallback },
    );
    if (rules.choice === "auto") {
      rules.negotiated = fallback;
      rules.versionSource = "initialize";
    }
    return;
  }
  rules.negotiated = offered;
  rules.versionSource = "initialize";
  if (rules.choice !== "auto" && rules.choice !== offered) {
    emit(
      "warning",
      "session.version-mismatch",
      `The session negotiated protocol version ${offered}, but its messages are checked against ${rules.choice}; choose ${offered} or auto.`,
      "/result/protocolVersion",
      { version: offered, selected: rules.choice },
    );
  }
}

function onProgress(rules: MessageRules, params: unknown, emit: Emit): void {
  if (!isObject(params) || !isId(params.progressToken)) return;
  if (rules.book.byProgressToken(params.progressToken)) return;
  emit(
    "warning",
    "session.progress-unknown-token",
    `No pending request asked for progress with the token ${showId(params.progressToken)}; progress is only sent for a request that is still running and named this token in params._meta.progressToken.`,
    "/params/progressToken",
    { token: showId(params.progressToken) },
  );
}

function onCancelled(
  rules: MessageRules,
  params: unknown,
  sender: Sender | undefined,
  emit: Emit,
): void {
  if (!isObject(params) || !isId(params.requestId)) return;
  const id = params.requestId;
  const pending = rules.book.findPendingFromSender(id, sender);
  const method = pending?.method ?? rules.book.findFinishedFromSender(id, sender)?.method;
  if (method === "initialize") {
    emit(
      "error",
      "session.cancel-initialize",
      "The initialize request must not be cancelled; close the connection instead.",
      "/params/requestId",
      { id: showId(id) },
    );
  } else if (pending) {
    pending.cancelled = true;
  } else if (method) {
    emit(
      "warning",
      "session.cancel-finished-request",
      `The ${method} request ${showId(id)} was already answered, so there is nothing left to cancel.`,
      "/params/requestId",
      { id: showId(id), method },
    );
  } else {
    emit(
      "warning",
      "session.cancel-unknown-request",
      `No request with id ${showId(id)} was sent by this side in this session, so the cancellation names nothing.`,
      "/params/requestId",
      { id: showId(id) },
    );
  }
}
