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

function adaptResult(method: string, result: Json, v: ProtocolVersion): void {
  switch (method) {
    case "initialize":
      keepIf(can.completionsCapability(v), result.capabilities, "completions");
      keepIf(can.instructions(v), result, "instructions");
      keepIf(can.titles(v), result.serverInfo, "title");
      return;
    case "tools/list":
      eachItem(result.tools, (tool) => {
        keepIf(can.titles(v), tool, "title");
        keepIf(can.structuredOutput(v), tool, "outputSchema");
        keepIf(can.toolAnnotations(v), tool, "annotations");
      });
      return;
    case "tools/call":
      keepIf(can.structuredOutput(v), result, "structuredContent");
      return;
    case "resources/list":
      eachItem(result.resources, (r) => keepIf(can.titles(v), r, "title"));
      return;
    case "resources/templates/list":
      eachItem(result.resourceTemplates, (t) => keepIf(can.titles(v), t, "title"));
      return;
    case "prompts/list":
      eachItem(result.prompts, (p) => {
        keepIf(can.titles(v), p, "title");
        eachItem(p.arguments, (a) => keepIf(can.titles(v), a, "title"));
      });
      return;
  }
}

const RESOURCE_METHODS = new Set([
  "resources/read",
  "resources/subscribe",
  "resources/unsubscribe",
]);

/**
 * Adapts one outgoing message to `version`. `answers` is the method of the request a reply
 * answers, when known. The message is copied, never changed in place, and its members are put
 * in reading order (the SDK writes `result` before `jsonrpc`).
 */
export function adaptOutbound(
  message: JSONRPCMessage,
  version: ProtocolVersion,
  answers?: string,
): JSONRPCMessage {
  const out = structuredClone(message);
  if (isResultResponse(out)) {
    if (answers) adaptResult(answers, out.result, version);
  } else if (isErrorResponse(out)) {
    // The SDK reports an unknown resource as -32602 in every version; it was -32002 until
    // 2026-07-28. Its not-found error carries exactly `{ uri }` (a bad URI adds a reason).
    const data = out.error.data;
    const notFound =
      isObject(data) && typeof data.uri === "string" && Object.keys(data).length === 1;
    if (answers && RESOURCE_METHODS.has(answers) && out.error.code === -32602 && notFound) {
      out.error.code = resourceNotFoundCode(version);
    }
  } else if (isRequest(out)) {
    if (out.method === "elicitation/create")
      keepIf(can.elicitationMode(version), out.params, "mode");
  } else if (isNotification(out)) {
    if (out.method === "notifications/progress") {
      keepIf(can.progressMessage(version), out.params, "message");
    }
  }
  return ordered(out);
}
