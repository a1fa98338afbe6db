/**
 * What a message is, decided from its top-level keys alone, best effort even when the message is
 * invalid: a request, a notification, a reply, a batch, or invalid.
 */
import type { MessageKind } from "../types.ts";
import { describeType } from "./describe.ts";
import type { RequestId } from "./types.ts";

export interface Classification {
  kind: MessageKind;
  /** For replies: whether it carries an error (an error wins when both are present). */
  outcome?: "success" | "error";
  /** The `method`, when it is a string. */
  method?: string;
  /** The `id` when it is a string, a number or null. */
  id?: RequestId | null;
  /** One plain sentence: why it is this kind. */
  reason: string;
  /** For a batch: the classification of each element. */
  items?: Classification[];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export const NOT_JSON_REASON = "Not JSON: the text could not be parsed, so it is no message.";

/** Classifies a parsed JSON value (a batch's elements too, one level deep). */
export function classify(value: unknown): Classification {
  if (Array.isArray(value)) {
    const items = value.map(classifyMessage);
    const n = items.length;
    return {
      kind: "batch",
      reason:
        n === 0
          ? "A JSON array: a batch, but an empty one."
          : `A JSON array: a batch of ${n} message${n === 1 ? "" : "s"}, each judged on its own.`,
      items,
    };
  }
  return classifyMessage(value);
}

/** Classifies one message (an array here is not a batch: batches do not nest). */
export function classifyMessage(value: unknown): Classification {
  if (!isPlainObject(value)) {
    return {
      kind: "invalid",
      reason: Array.isArray(value)
        ? "An array inside a batch: batches do not nest, so it is no message."
        : `Not a JSON object (${describeType(value)}): a JSON-RPC message is an object.`,
    };
  }
  const hasId = Object.hasOwn(value, "id");
  const hasMethod = Object.hasOwn(value, "method");
  const hasResult = Object.hasOwn(value, "result");
  const hasError = Object.hasOwn(value, "error");
  const rawId = value.id;
  const id =
    typeof rawId === "string" || typeof rawId === "number" || rawId === null ? rawId : undefined;
  const method = typeof value.method === "string" ? value.method : undefined;

  if ((hasResult || hasError) && (hasId || !hasMethod)) {
    const part = hasError ? "an error" : "a result";
    const reason = hasId
      ? hasError
        ? "Has an id and an error: an error reply to the request with the same id."
        : "Has an id and a result: a successful reply to the request with the same id."
      : `Has ${part} but no id: a reply that cannot be matched to its request.`;
    return { kind: "reply", outcome: hasError ? "error" : "success", id, reason };
  }
  if (hasMethod) {
    return hasId
      ? { kind: "request", method, id, reason: REQUEST_REASON }
      : { kind: "notification", method, reason: NOTIFICATION_REASON };
  }
  const reason = hasId
    ? "Has an id but no method, result or error: neither a request nor a reply."
    : "Has no method, result or error: neither a request, a notification nor a reply.";
  return { kind: "invalid", method, id, reason };
}

const REQUEST_REASON = "Has an id and a method: a request; a reply with the same id is expected.";
const NOTIFICATION_REASON = "Has a method and no id: a notification; no reply is expected.";
