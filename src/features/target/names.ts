/**
 * Accessible names of the target's controls: English in every language (like `sessionName`),
 * so tests and users' scripts find "Target", "Server URL", "Headers", "Connect", "Connection"
 * and "Cancel" whatever the UI language.
 */
import { en } from "../../i18n/areas/target.ts";
import { type Language, t } from "../../i18n/strings.ts";
import type { HttpIssue } from "../../transport/http/index.ts";

export type TargetNameKey =
  | "target.label"
  | "target.url"
  | "target.headers"
  | "target.rememberHeaders"
  | "target.transport"
  | "target.timeout"
  | "target.connect"
  | "target.connection"
  | "target.issues"
  | "target.useProxy"
  | "detail.cancel"
  | "detail.requestHeaders"
  | "detail.responseHeaders";

export function targetName(key: TargetNameKey): string {
  return en[key];
}

/** An issue in `lang`, by its stable code; the transport's English text if the code is new. */
export function issueText(issue: HttpIssue, lang: Language): string {
  const key = `target.issue.${issue.code}` as const;
  if (!Object.hasOwn(en, key)) return issue.message;
  return t(key, lang, issue.params);
}

/** Issues a dev proxy would solve. */
export function isCorsIssue(issue: HttpIssue): boolean {
  return issue.code.startsWith("cors-");
}
