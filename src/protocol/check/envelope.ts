/**
 * The JSON-RPC 2.0 layer: `jsonrpc`, the id, `params`/`result`/`error` shapes, keys that do not
 * belong to the kind of message. Runs on every message before the MCP layer.
 */
import type { ProtocolVersion } from "../versions.ts";
import { type Classification, isPlainObject } from "./classify.ts";
import { describeType, preview } from "./describe.ts";
import { findMisnamed, suggestKey } from "./hints.ts";
import { type Reporter, childPointer } from "./report.ts";
import { VERSION_FACTS, atLeast } from "./version.ts";

const KNOWN_KEYS: Record<string, ReadonlySet<string>> = {
  request: new Set(["jsonrpc", "id", "method", "params"]),
  notification: new Set(["jsonrpc", "method", "params"]),
  reply: new Set(["jsonrpc", "id", "result", "error"]),
};
const NO_KEYS: readonly string[] = [];
const ERROR_KEYS = ["code", "message", "data"];

export function checkEnvelope(
  r: Reporter,
  cls: Classification,
  msg: unknown,
  version: ProtocolVersion,
): void {
  if (!isPlainObject(msg)) {
    r.add("jsonrpc.not-object", "", { got: describeType(msg) });
    return;
  }
  const known = KNOWN_KEYS[cls.kind] ?? new Set<string>();
  let unknown = NO_KEYS;
  for (const key in msg) {
    if (!known.has(key)) unknown = unknown === NO_KEYS ? [key] : [...unknown, key];
  }
  const renamed = checkVersionKey(r, msg, unknown);
  if (cls.kind === "invalid") {
    r.add("jsonrpc.no-kind", "");
    return;
  }
  if (cls.kind !== "reply" && Object.hasOwn(msg, "method") && typeof msg.method !== "string") {
    r.add("jsonrpc.method-type", "/method", { got: preview(msg.method) });
  }
  checkId(r, cls, msg, version);
  if (cls.kind !== "reply" && Object.hasOwn(msg, "params") && !isPlainObject(msg.params)) {
    r.add("jsonrpc.params-type", "/params", { got: describeType(msg.params) });
  }
  if (cls.kind === "reply") checkReplyEnvelope(r, msg);
  else if (!atLeast(version, VERSION_FACTS.paramsMetaInMethodsSince)) checkParamsMeta(r, cls, msg);

  for (const key of unknown) {
    if (key === renamed) continue;
    if (cls.kind === "reply" && key === "method") continue;
    const path = childPointer("", key);
    if (cls.kind === "notification" && (key === "result" || key === "error")) {
      r.add("hint.notification-carries-reply", path, { key }, { at: "key" });
      continue;
    }
    const suggestion = suggestKey(
      key,
      [...known].filter((k) => !Object.hasOwn(msg, k)),
    );
    const args = {
      key,
      kind: cls.kind,
      ...(suggestion ? { suggestion: `\`${suggestion}\`` } : {}),
    };
    const fix = suggestion
      ? r.renameFix(path, suggestion, { from: key, to: suggestion })
      : undefined;
    r.add("jsonrpc.unknown-key", path, args, { at: "key", fix });
  }
}

/** `jsonrpc` present and exactly "2.0"; returns the key taken for a misnamed `jsonrpc`. */
function checkVersionKey(
  r: Reporter,
  msg: Record<string, unknown>,
  unknown: readonly string[],
): string | undefined {
  if (!Object.hasOwn(msg, "jsonrpc")) {
    const misnamed = findMisnamed("jsonrpc", unknown);
    if (misnamed !== undefined && msg[misnamed] === "2.0") {
      const path = childPointer("", misnamed);
      const fix = r.renameFix(path, "jsonrpc", { from: misnamed, to: "jsonrpc" });
      r.add(
        "jsonrpc.version-missing",
        "",
        { found: misnamed },
        { at: "key", range: r.keyRange(path), fix },
      );
      return misnamed;
    }
    r.add(
      "jsonrpc.version-missing",
      "",
      {},
      { fix: r.insertFix("", "jsonrpc", '"2.0"', { key: "jsonrpc" }) },
    );
  } else if (msg.jsonrpc !== "2.0") {
    const fix = r.replaceFix("/jsonrpc", '"2.0"', { to: '"2.0"' });
    r.add("jsonrpc.version-wrong", "/jsonrpc", { got: preview(msg.jsonrpc) }, { fix });
  }
  return undefined;
}

function checkId(
  r: Reporter,
  cls: Classification,
  msg: Record<string, unknown>,
  version: ProtocolVersion,
): void {
  if (cls.kind === "notification") return;
  const isError = cls.outcome === "error";
  if (!Object.hasOwn(msg, "id")) {
    if (
      cls.kind === "reply" &&
      (!isError || !atLeast(version, VERSION_FACTS.errorIdOptionalSince))
    ) {
      r.add("jsonrpc.id-missing", "", { outcome: cls.outcome ?? "success", version });
    }
    return;
  }
  const id = msg.id;
  if (id === null) {
    if (cls.kind === "request") {
      r.add("jsonrpc.id-null", "/id");
    } else {
      const omit = isError && atLeast(version, VERSION_FACTS.errorIdOptionalSince);
      const fix = omit ? r.removeFix("/id", { key: "id" }) : undefined;
      r.add("jsonrpc.reply-id-null", "/id", omit ? { omit: 1 } : {}, { fix });
    }
    return;
  }
  if (typeof id === "string") return;
  if (typeof id !== "number") {
    r.add("jsonrpc.id-type", "/id", { got: describeType(id) });
    return;
  }
  if (!Number.isInteger(id)) {
    r.add("jsonrpc.id-float", "/id", { got: String(id) });
    return;
  }
  const raw = unsafeIdText(r, id);
  if (raw !== undefined) {
    const fix = r.replaceFix("/id", JSON.stringify(raw), { to: JSON.stringify(raw) });
    r.add("jsonrpc.id-unsafe-integer", "/id", { raw }, { fix });
  }
}

/** The source text of an integer id beyond 2^53, or undefined when the id is safe. */
function unsafeIdText(r: Reporter, id: number): string | undefined {
  if (r.source) {
    const pointer = `${r.prefix}/id`;
    return r.source.unsafeIntegers.find((u) => u.pointer === pointer)?.raw;
  }
  return Number.isSafeInteger(id) ? undefined : BigInt(id).toString();
}

function checkReplyEnvelope(r: Reporter, msg: Record<string, unknown>): void {
  const hasResult = Object.hasOwn(msg, "result");
  const hasError = Object.hasOwn(msg, "error");
  if (hasResult && hasError) r.add("jsonrpc.result-and-error", "");
  if (Object.hasOwn(msg, "method")) {
    r.add(
      "jsonrpc.reply-with-method",
      "/method",
      {},
      {
        at: "key",
        fix: r.removeFix("/method", { key: "method" }),
      },
    );
  }
  if (hasError) checkErrorObject(r, msg.error);
  else if (hasResult && !isPlainObject(msg.result)) {
    r.add("mcp.result-not-object", "/result", { got: describeType(msg.result) });
  }
}

function checkErrorObject(r: Reporter, error: unknown): void {
  if (!isPlainObject(error)) {
    r.add("jsonrpc.error-not-object", "/error", { got: describeType(error) });
    return;
  }
  if (!Object.hasOwn(error, "code")) {
    r.add(
      "jsonrpc.error-code-missing",
      "/error",
      {},
      {
        fix: r.insertFix("/error", "code", "-32603", { key: "code" }),
      },
    );
  } else if (typeof error.code !== "number" || !Number.isInteger(error.code)) {
    r.add("jsonrpc.error-code-type", "/error/code", { got: preview(error.code) });
  }
  if (!Object.hasOwn(error, "message")) {
    r.add(
      "jsonrpc.error-message-missing",
      "/error",
      {},
      {
        fix: r.insertFix("/error", "message", '""', { key: "message" }),
      },
    );
  } else if (typeof error.message !== "string") {
    r.add("jsonrpc.error-message-type", "/error/message", { got: describeType(error.message) });
  }
  for (const key of Object.keys(error)) {
    if (ERROR_KEYS.includes(key)) continue;
    const path = childPointer("/error", key);
    r.add("jsonrpc.unknown-key", path, { key, kind: "error object" }, { at: "key" });
  }
}

/**
 * `params._meta` before 2025-11-25, where the JSON-RPC request and notification definitions
 * (not each method) describe it: an object, and a request's `progressToken` a string or an
 * integer. From 2025-11-25 on, each method's params schema says it.
 */
function checkParamsMeta(r: Reporter, cls: Classification, msg: Record<string, unknown>): void {
  const params = msg.params;
  if (!isPlainObject(params) || !Object.hasOwn(params, "_meta")) return;
  const meta = params._meta;
  if (meta === null) {
    const fix = r.removeFix("/params/_meta", { key: "_meta" });
    r.add("mcp.null-optional", "/params/_meta", { name: "_meta" }, { fix });
    return;
  }
  if (!isPlainObject(meta)) {
    const args = { name: "_meta", expected: "an object", got: describeType(meta) };
    r.add("mcp.type", "/params/_meta", args);
    return;
  }
  if (cls.kind !== "request" || !Object.hasOwn(meta, "progressToken")) return;
  const token = meta.progressToken;
  const path = "/params/_meta/progressToken";
  if (token === null) {
    const fix = r.removeFix(path, { key: "progressToken" });
    r.add("mcp.null-optional", path, { name: "progressToken" }, { fix });
  } else if (typeof token !== "string" && !Number.isInteger(token)) {
    const args = {
      name: "progressToken",
      expected: "a string or an integer",
      got: describeType(token),
    };
    r.add("mcp.type", path, args);
  }
}
