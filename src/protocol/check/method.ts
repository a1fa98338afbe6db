/**
 * The MCP layer: a request or notification judged by its `method` in the selected version, a
 * reply by the method of its request (when the context knows it), error replies by their code.
 */
import { formatPointer } from "../pointer.ts";
import type { MethodInfo } from "../schema/index.ts";
import { getVersionSchema } from "../schema/index.ts";
import type { Direction } from "../schema/registry.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { type Classification, isPlainObject } from "./classify.ts";
import { nameOf, placeholder, preview } from "./describe.ts";
import { ERROR_CODES, SERVER_ERROR_RANGE } from "./errorCodes.ts";
import {
  looksLikeToolFailure,
  looksLikeUnknownToolResult,
  methodVersions,
  suggestKey,
  suggestMethod,
} from "./hints.ts";
import { childPointer } from "./report.ts";
import { type SchemaCheck, explainSchemaErrors } from "./schemaErrors.ts";
import { resultBranch } from "./resultType.ts";
import { type Shape, shapeOf } from "./shapes.ts";
import type { MessageContext } from "./types.ts";
import { findUnknownKeys, isKnownKey } from "./unknownKeys.ts";
import { atLeast, versionSpanArgs } from "./version.ts";

export interface McpCheck extends SchemaCheck {
  context: MessageContext | undefined;
  maxDepth: number;
}

export interface McpOutcome {
  method?: string;
  direction?: Direction;
}

/** A request or a notification with a string `method`. */
export function checkCall(
  c: McpCheck,
  cls: Classification,
  msg: Record<string, unknown>,
): McpOutcome {
  const { r, version } = c;
  const method = cls.method;
  if (method === undefined) return {};
  const info = getVersionSchema(version).methods.get(method);
  if (!info) {
    reportUnknownMethod(c, method);
    return {};
  }
  if (info.kind === "notification" && cls.kind === "request") {
    r.add(
      "mcp.notification-with-id",
      "/id",
      { method },
      { at: "key", fix: r.removeFix("/id", { key: "id" }) },
    );
  } else if (info.kind === "request" && cls.kind === "notification") {
    r.add(
      "mcp.request-without-id",
      "",
      { method },
      { fix: r.insertFix("", "id", "1", { key: "id" }) },
    );
  }
  const sender = c.context?.direction;
  if (sender && info.direction !== "both" && info.direction !== sender) {
    const args = {
      method,
      sender: info.direction === "server-to-client" ? "server" : "client",
      actual: sender === "server-to-client" ? "server" : "client",
    };
    r.add("mcp.wrong-direction", "/method", args);
  }
  if (!Object.hasOwn(msg, "params")) {
    if (info.paramsRequired) {
      const shape = info.paramsKey ? shapeOf(version, info.paramsKey) : undefined;
      const text = placeholder(shape, "params", version);
      const fix = r.insertFix("", "params", text === "null" ? "{}" : text, { key: "params" });
      r.add("mcp.params-missing", "", { method, version }, { fix });
    }
  } else if (isPlainObject(msg.params) && info.paramsKey) {
    checkPart(c, info, "params", msg.params);
  }
  return { method, direction: info.direction };
}

function reportUnknownMethod(c: McpCheck, method: string): void {
  const { r, version } = c;
  const versions = methodVersions().get(method);
  if (versions?.length) {
    r.add("mcp.method-not-in-version", "/method", {
      method,
      version,
      ...versionSpanArgs(versions),
    });
    return;
  }
  const suggestion = suggestMethod(method, version);
  const text = suggestion === undefined ? undefined : JSON.stringify(suggestion);
  const fix = text ? r.replaceFix("/method", text, { to: text }) : undefined;
  r.add(
    "mcp.method-unknown",
    "/method",
    { method, ...(suggestion ? { suggestion: `\`${suggestion}\`` } : {}) },
    { fix },
  );
}

/**
 * Schema errors, then unknown keys (telling which version has them) of `params` or `result`,
 * against `root` when given (the branch a result's `resultType` names), else the method's own.
 */
function checkPart(
  c: McpCheck,
  info: MethodInfo,
  part: "params" | "result",
  value: Record<string, unknown>,
  root?: Shape,
): void {
  const { r, version } = c;
  const key = part === "params" ? info.paramsKey : info.resultKey;
  if (!key) return;
  root ??= shapeOf(version, key);
  const base = `/${part}`;
  explainSchemaErrors(c, root, value, base);
  for (const u of findUnknownKeys(root, value, c.maxDepth)) {
    const parentPath = base + formatPointer(u.parent);
    const keyPath = childPointer(parentPath, u.key);
    if (c.handled?.has(keyPath)) continue;
    // `_meta` at the top of params or result is reserved in every version (before 2025-11-25
    // the envelope describes it, not the method), so it is never an unknown key there.
    if (u.key === "_meta" && u.parent.length === 0) continue;
    const parent = nameOf(parentPath);
    const elsewhere = versionsKnowing(info.method, part, value, u.parent, u.key, version);
    if (elsewhere.length) {
      const args = { key: u.key, parent, version, ...versionSpanArgs(elsewhere) };
      r.add("mcp.field-other-version", keyPath, args, { at: "key" });
      continue;
    }
    let holder: unknown = value;
    for (const t of u.parent) holder = (holder as Record<string, unknown>)[String(t)];
    const free = [...(u.shape.props?.keys() ?? [])].filter(
      (k) => !Object.hasOwn(holder as object, k),
    );
    const suggestion = suggestKey(u.key, free);
    const fix = suggestion
      ? r.renameFix(keyPath, suggestion, { from: u.key, to: suggestion })
      : undefined;
    const args = {
      key: u.key,
      parent,
      version,
      ...(suggestion ? { suggestion: `\`${suggestion}\`` } : {}),
    };
    r.add("mcp.unknown-key", keyPath, args, { at: "key", fix });
  }
}

/** The other versions in which the same method's params/result name this key. */
function versionsKnowing(
  method: string,
  part: "params" | "result",
  value: unknown,
  parent: (string | number)[],
  key: string,
  selected: ProtocolVersion,
): ProtocolVersion[] {
  const found: ProtocolVersion[] = [];
  for (const v of PROTOCOL_VERSIONS) {
    if (v === selected) continue;
    try {
      const info = getVersionSchema(v).methods.get(method);
      const defKey = part === "params" ? info?.paramsKey : info?.resultKey;
      if (defKey && isKnownKey(shapeOf(v, defKey), value, parent, key)) found.push(v);
    } catch {
      // A version whose schema cannot be built simply does not count.
    }
  }
  return found;
}

/** A reply: the result by its request's method when known, error replies by their code. */
export function checkReply(
  c: McpCheck,
  cls: Classification,
  msg: Record<string, unknown>,
): McpOutcome {
  const { r, version } = c;
  const id = cls.id;
  const method = id !== undefined && id !== null ? c.context?.requestMethod?.(id) : undefined;
  const schema = getVersionSchema(version);
  const info = method === undefined ? undefined : schema.methods.get(method);
  const outcome: McpOutcome = {};
  if (method !== undefined) outcome.method = method;
  if (info) outcome.direction = info.direction;
  if (cls.outcome === "success") {
    const result = msg.result;
    if (!isPlainObject(result)) return outcome;
    // A request run as a task (2025-11-25) is answered with the task; its result comes later.
    const asTask =
      info &&
      id != null &&
      schema.typeNames.has("CreateTaskResult") &&
      c.context?.requestIsTask?.(id);
    if (info && asTask) checkPart(c, { ...info, resultKey: "CreateTaskResult" }, "result", result);
    else if (info?.resultKey) {
      const root = resultBranch(c, method, shapeOf(version, info.resultKey), result);
      checkPart(c, info, "result", result, root);
    } else {
      if (method === undefined) {
        r.add("hint.reply-unchecked", "", {
          part: "result",
          id: id == null ? "?" : preview(id),
        });
      }
      if (schema.typeNames.has("Result")) {
        const root = resultBranch(c, undefined, shapeOf(version, "Result"), result);
        explainSchemaErrors(c, root, result, "/result");
      }
    }
    if ((method === undefined || method === "tools/call") && looksLikeUnknownToolResult(result)) {
      r.add("hint.unknown-tool-result", "/result/isError");
    }
    return outcome;
  }
  const error = msg.error;
  if (!isPlainObject(error) || Object.hasOwn(msg, "result")) return outcome;
  if (typeof error.code === "number") explainErrorCode(c, error.code, msg);
  if (method === "tools/call" && looksLikeToolFailure(error.code, error.message)) {
    r.add("hint.business-error", "/error");
  }
  return outcome;
}

function explainErrorCode(c: McpCheck, code: number, msg: Record<string, unknown>): void {
  const { r, version } = c;
  const known = ERROR_CODES.get(code);
  if (!known) {
    if (code >= SERVER_ERROR_RANGE.min && code <= SERVER_ERROR_RANGE.max) {
      const meaning =
        "codes from -32099 to -32000 are left to implementations; its message and data should say what went wrong.";
      r.add("hint.error-code", "/error/code", { code, name: SERVER_ERROR_RANGE.name, meaning });
    }
    return;
  }
  const versions = PROTOCOL_VERSIONS.filter(
    (v) => (!known.since || atLeast(v, known.since)) && (!known.until || !atLeast(v, known.until)),
  );
  if (!versions.includes(version)) {
    const args = { code, name: known.name, version, ...versionSpanArgs(versions) };
    r.add("hint.error-code-not-in-version", "/error/code", args);
    return;
  }
  r.add("hint.error-code", "/error/code", { code, name: known.name, meaning: known.meaning });
  if (known.typeName && getVersionSchema(version).typeNames.has(known.typeName)) {
    // The typed error describes the whole reply; the envelope is already checked, so only
    // what it says about `error` is reported.
    explainSchemaErrors(c, shapeOf(version, known.typeName), msg, "", 0, "/error");
  }
}
