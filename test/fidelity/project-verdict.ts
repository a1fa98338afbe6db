/**
 * The project's verdict on a whole message: `checkText` from `src/protocol/index.ts` once it
 * exists; until then a stand-in made of the project's per-version schemas and the JSON-RPC
 * envelope rules, so the harness can be built and debugged against the definitions.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getVersionSchema } from "../../src/protocol/schema/index.ts";
import { validateAgainst } from "../../src/protocol/schema/validator.ts";
import type { CheckOptions, MessageReport } from "../../src/protocol/check/types.ts";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";

export interface ProjectVerdict {
  valid: boolean;
  /** Error findings as `path code: message` lines. */
  errors: string[];
  /** Whether the verdict came from `checkText` (false: the stand-in). */
  fromCheckText: boolean;
}

type CheckText = (text: string, options?: CheckOptions) => MessageReport;

const entry = fileURLToPath(new URL("../../src/protocol/index.ts", import.meta.url));
let checkText: CheckText | undefined;
if (existsSync(entry)) {
  const mod = (await import(/* @vite-ignore */ entry)) as { checkText?: CheckText };
  checkText = mod.checkText;
}

export type RequestMethodOf = (id: unknown) => string | undefined;

/** `checkText` on a text, knowing the method of the request behind each id; throws until it exists. */
export function projectCheck(
  text: string,
  version: ProtocolVersion,
  requestMethod?: string | RequestMethodOf,
): MessageReport {
  if (!checkText) throw new Error("checkText is not exported from src/protocol/index.ts yet");
  const lookup = typeof requestMethod === "function" ? requestMethod : () => requestMethod;
  return checkText(text, { version, context: { requestMethod: lookup } });
}

export function projectVerdict(
  version: ProtocolVersion,
  message: unknown,
  requestMethod?: RequestMethodOf,
): ProjectVerdict {
  if (checkText) {
    const report = projectCheck(JSON.stringify(message, null, 1), version, requestMethod);
    const errors = report.findings
      .filter((f) => f.severity === "error")
      .map((f) => `${f.path || "/"} ${f.code}: ${f.message}`);
    return { valid: report.valid, errors, fromCheckText: true };
  }
  const errors = standIn(version, message, requestMethod);
  return { valid: errors.length === 0, errors, fromCheckText: false };
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

function standIn(
  version: ProtocolVersion,
  m: unknown,
  requestMethodOf?: RequestMethodOf,
): string[] {
  if (Array.isArray(m)) {
    if (version !== "2025-03-26") return ["batch outside 2025-03-26"];
    if (m.length === 0) return ["empty batch"];
    return m.flatMap((x, i) => standIn(version, x, requestMethodOf).map((e) => `/${i}${e}`));
  }
  if (!isObject(m)) return ["not an object"];
  const errors: string[] = [];
  if (m.jsonrpc !== "2.0") errors.push("/jsonrpc not 2.0");
  const idOk = (id: unknown) => typeof id === "string" || Number.isInteger(id);
  const schema = getVersionSchema(version);
  const against = (key: string | undefined, value: unknown, at: string) => {
    if (!key) return;
    for (const e of validateAgainst(version, key, value))
      errors.push(`${at}${e.instancePath} ${e.message}`);
  };
  if ("method" in m) {
    if ("id" in m && !idOk(m.id)) errors.push("/id not string or integer");
    const info = typeof m.method === "string" ? schema.methods.get(m.method) : undefined;
    const kind = "id" in m ? "request" : "notification";
    if (!info || info.kind !== kind) return [...errors, `/method unknown ${kind}`];
    if (!("params" in m)) {
      if (info.paramsRequired) errors.push("/params required");
    } else if (!isObject(m.params)) errors.push("/params not an object");
    else against(info.paramsKey, m.params, "/params");
    return errors;
  }
  if ("result" in m === "error" in m) return [...errors, "/ result xor error"];
  if ("result" in m) {
    if (!idOk(m.id)) errors.push("/id not string or integer");
    const method = requestMethodOf?.(m.id);
    const info = method ? schema.methods.get(method) : undefined;
    if (!isObject(m.result)) errors.push("/result not an object");
    else against(info?.resultKey, m.result, "/result");
    return errors;
  }
  if (!idOk(m.id) && m.id !== null) errors.push("/id not string, integer or null");
  const e = m.error;
  if (!isObject(e)) return [...errors, "/error not an object"];
  if (!Number.isInteger(e.code)) errors.push("/error/code not an integer");
  if (typeof e.message !== "string") errors.push("/error/message not a string");
  return errors;
}
