/**
 * The last step before a server message leaves: removes what the negotiated version does not
 * have and puts back what it prescribes where the SDK answers the same way for every version.
 * Each rule names the version fact it follows (see `versions.ts`).
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { type JsonObject as Json, isObject, ordered } from "./json.ts";
import { isErrorResponse, isNotification, isRequest, isResultResponse } from "./kinds.ts";
import { type ProtocolVersion, can, resourceNotFoundCode } from "./versions.ts";

/** Removes `key` from `target` unless the version has it. */
function keepIf(has: boolean, target: unknown, key: string): void {
  if (!has && isObject(target)) delete target[key];
}

function eachItem(list: unknown, edit: (item: Json) => void): void {
  if (Array.isArray(list)) for (const item of list) if (isObject(item)) edit(item);
}

type ResultRule = (result: Json, v: ProtocolVersion) => void;

/** What a result may lose, by the method it answers (the results of other methods stay as sent). */
const RESULT_RULES = new Map<string, ResultRule>([
  [
    "initialize",
    (result, v) => {
      keepIf(can.completionsCapability(v), result.capabilities, "completions");
      keepIf(can.instructions(v), result, "instructions");
      keepIf(can.titles(v), result.serverInfo, "title");
    },
  ],
  [
    "tools/list",
    (result, v) =>
      eachItem(result.tools, (tool) => {
        keepIf(can.titles(v), tool, "title");
        keepIf(can.structuredOutput(v), tool, "outputSchema");
        keepIf(can.toolAnnotations(v), tool, "annotations");
        keepIf(can.itemMeta(v), tool, "_meta");
      }),
  ],
  ["tools/call", (result, v) => keepIf(can.structuredOutput(v), result, "structuredContent")],
  [
    "resources/list",
    (result, v) =>
      eachItem(result.resources, (r) => {
        keepIf(can.titles(v), r, "title");
        keepIf(can.itemMeta(v), r, "_meta");
      }),
  ],
  [
    "resources/read",
    (result, v) => eachItem(result.contents, (c) => keepIf(can.itemMeta(v), c, "_meta")),
  ],
  [
    "resources/templates/list",
    (result, v) => eachItem(result.resourceTemplates, (t) => keepIf(can.titles(v), t, "title")),
  ],
  [
    "prompts/list",
    (result, v) =>
      eachItem(result.prompts, (p) => {
        keepIf(can.titles(v), p, "title");
        eachItem(p.arguments, (a) => keepIf(can.titles(v), a, "title"));
      }),
  ],
]);

const RESOURCE_METHODS = new Set([
  "resources/read",
  "resources/subscribe",
  "resources/unsubscribe",
]);

/**
 * Adapts one outgoing message to `version`. `answers` is the method of the request a reply
 * answers, when known. The message is never changed in place: one that a rule may change is
 * copied first, and every message leaves as a new object with its members in reading order
 * (the SDK writes `result` before `jsonrpc`).
 */
export function adaptOutbound(
  message: JSONRPCMessage,
  version: ProtocolVersion,
  answers?: string,
): JSONRPCMessage {
  if (isResultResponse(message)) {
    const rule = answers === undefined ? undefined : RESULT_RULES.get(answers);
    if (rule) {
      const out = structuredClone(message);
      rule(out.result, version);
      return ordered(out);
    }
  } else if (isErrorResponse(message)) {
    // The SDK reports an unknown resource as -32602 in every version; it was -32002 until
    // 2026-07-28. Its not-found error carries exactly `{ uri }` (a bad URI adds a reason).
    const data = message.error.data;
    const notFound =
      isObject(data) && typeof data.uri === "string" && Object.keys(data).length === 1;
    if (answers && RESOURCE_METHODS.has(answers) && message.error.code === -32602 && notFound) {
      const out = structuredClone(message);
      out.error.code = resourceNotFoundCode(version);
      return ordered(out);
    }
  } else if (isRequest(message)) {
    if (message.method === "elicitation/create") {
      const out = structuredClone(message);
      keepIf(can.elicitationMode(version), out.params, "mode");
      return ordered(out);
    }
  } else if (isNotification(message)) {
    if (message.method === "notifications/progress") {
      const out = structuredClone(message);
      keepIf(can.progressMessage(version), out.params, "message");
      return ordered(out);
    }
  }
  return ordered(message);
}
