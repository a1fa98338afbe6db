/** The connection's types as the panel sees them, and a short glimpse of a server's text. */
export type { ConnectionInfo, HttpIssue } from "../../transport/http/index.ts";

/** The first line-ish of what the server sent (plain text, at most `max` characters). */
export function excerptOf(body: string, max = 160): string {
  const text = body.replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
