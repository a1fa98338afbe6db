/** What the tool handlers share: the call they are given, what they return, small builders. */
import {
  type CallToolResult,
  type ClientCapabilities,
  type InputRequiredResult,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  type ServerContext,
} from "@modelcontextprotocol/server";
import type { ArgCheck } from "./args.ts";
import type { Served } from "./served.ts";
import type { GiftState } from "./state.ts";
import { can } from "./versions.ts";

export type ToolOutcome = CallToolResult | InputRequiredResult;

export interface ToolCall {
  served: Served;
  state: GiftState;
  ctx: ServerContext;
  check: ArgCheck;
}

export function textResult(
  text: string,
  structuredContent?: Record<string, unknown>,
): CallToolResult {
  return { content: [{ type: "text", text }], ...(structuredContent && { structuredContent }) };
}

/** A tool execution error: the call reached the tool, which could not do its job. */
export function toolError(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

/**
 * Arguments that do not fit the tool's input schema. From 2025-11-25 on (SEP-1303) that is a
 * tool execution error the model can read and correct; before, a JSON-RPC error -32602.
 */
export function invalidArguments(
  served: Served,
  tool: string,
  explanation: string,
): CallToolResult {
  const text = `Invalid arguments for tool ${tool}: ${explanation}`;
  if (can.argumentErrorsAsToolErrors(served.version)) return toolError(text);
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, text);
}

/**
 * A tool that needs a client feature the client did not declare. On 2026-07-28 the spec has an
 * error for that (-32021, naming the capability); before, the tool reports it as its own error.
 */
export function missingCapability(
  served: Served,
  capability: "sampling" | "roots" | "elicitation",
  tool: string,
): CallToolResult {
  const text = `${tool} needs the client's ${capability} capability, which this client did not declare.`;
  if (served.era === "modern") {
    const requiredCapabilities: ClientCapabilities = { [capability]: {} };
    throw new MissingRequiredClientCapabilityError({ requiredCapabilities }, text);
  }
  return toolError(text);
}

/** Whether the client can answer a form elicitation (an empty `elicitation` means form). */
export function canElicitForm(served: Served): boolean {
  if (!can.elicitation(served.version)) return false;
  const elicitation = served.capabilities.elicitation as Record<string, unknown> | undefined;
  if (!elicitation) return false;
  return Object.keys(elicitation).length === 0 || elicitation.form !== undefined;
}

/** Waits `ms`, or rejects as soon as `signal` aborts (a cancelled request). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error("cancelled"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error("cancelled"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export const dollars = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
