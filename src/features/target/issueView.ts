/**
 * The connection's types as the panel sees them, its issues in the UI's language, and a short
 * glimpse of a server's text.
 */
import { CATALOGS, type Language, t } from "../../i18n/strings.ts";
import type { HttpIssue } from "../../transport/http/index.ts";

export type { ConnectionInfo, HttpIssue } from "../../transport/http/index.ts";

/** An issue in `lang`, by its stable code; the transport's English text if the code is new. */
export function issueText(issue: HttpIssue, lang: Language): string {
  const key = `target.issue.${issue.code}` as const;
  if (!Object.hasOwn(CATALOGS.en, key)) return issue.message;
  return t(key, lang, issue.params);
}

/** Issues a dev proxy would solve. */
export function isCorsIssue(issue: HttpIssue): boolean {
  return issue.code.startsWith("cors-");
}

/** The first line-ish of what the server sent (plain text, at most `max` characters). */
export function excerptOf(body: string, max = 160): string {
  const text = body.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
