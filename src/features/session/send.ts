/** Whether a text is sent as is, needs the user's confirmation, or is not worth sending. */
import type { Finding } from "../../protocol/types.ts";

export type SendDecision =
  { type: "empty" } | { type: "confirm"; errors: number } | { type: "send" };

/** Empty (whitespace only): nothing to send. Errors: the user confirms first. */
export function sendDecision(text: string, findings: readonly Finding[]): SendDecision {
  if (text.trim() === "") return { type: "empty" };
  const errors = findings.filter((f) => f.severity === "error").length;
  return errors > 0 ? { type: "confirm", errors } : { type: "send" };
}
