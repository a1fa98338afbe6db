/** The project's verdict on a whole message: `checkText`, the checker the UI and the CLI use. */
import { type MessageReport, checkText } from "../../src/protocol/index.ts";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";

export interface ProjectVerdict {
  valid: boolean;
  /** Error findings as `path code: message` lines. */
  errors: string[];
}

export type RequestMethodOf = (id: unknown) => string | undefined;

/** `checkText` on a text, knowing the method of the request behind each id. */
export function projectCheck(
  text: string,
  version: ProtocolVersion,
  requestMethod?: string | RequestMethodOf,
): MessageReport {
  const lookup = typeof requestMethod === "function" ? requestMethod : () => requestMethod;
  return checkText(text, { version, context: { requestMethod: lookup } });
}

export function projectVerdict(
  version: ProtocolVersion,
  message: unknown,
  requestMethod?: RequestMethodOf,
): ProjectVerdict {
  const report = projectCheck(JSON.stringify(message, null, 1), version, requestMethod);
  const errors = report.findings
    .filter((f) => f.severity === "error")
    .map((f) => `${f.path || "/"} ${f.code}: ${f.message}`);
  return { valid: report.valid, errors };
}
