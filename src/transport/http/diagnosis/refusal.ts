/**
 * What an HTTP error answer says, read from its status and body: an expired session, missing
 * credentials, a modern server (its error names what it supports), an older server refusing a
 * 2026-07-28 request, or a session id the browser hid. Pure: the target applies the verdict.
 */
import type { Era } from "../types.ts";
import { UNSUPPORTED_VERSION, modernError, refusedAsLegacy } from "../streamable/era.ts";
import type { HttpIssueCode, IssueParams } from "./issues.ts";
import type { OutgoingFacts } from "../messages/parse.ts";

export interface RefusalContext {
  /** The request carried a session id. */
  withSession: boolean;
  sessionId: string | undefined;
  /** An earlier cross-origin initialize answer showed no session id (it may have been hidden). */
  sessionMaybeHidden: boolean;
}

export interface Refusal {
  issue?: { code: HttpIssueCode; params: IssueParams };
  /** The session is gone: forget it. */
  sessionExpired?: boolean;
  era?: Era;
  supportedVersions?: string[];
}

export function readRefusal(
  status: number,
  body: string,
  facts: OutgoingFacts,
  context: RefusalContext,
): Refusal {
  if (status === 404 && context.withSession) {
    const params = { sessionId: context.sessionId ?? "" };
    return { sessionExpired: true, issue: { code: "session-expired", params } };
  }
  if (status === 401) return { issue: { code: "unauthorized", params: {} } };
  if (status === 403) return { issue: { code: "forbidden", params: {} } };
  const modern = modernError(status, body);
  if (modern) {
    const verdict: Refusal = { era: "modern" };
    if (modern.supported) verdict.supportedVersions = modern.supported;
    if (modern.code === UNSUPPORTED_VERSION) {
      const requested = modern.requested ?? facts.metaVersion ?? "?";
      const supported = modern.supported?.join(", ") || "no version it names";
      verdict.issue = { code: "version-unsupported", params: { requested, supported } };
    }
    return verdict;
  }
  if (facts.metaVersion !== undefined && refusedAsLegacy(status, body)) {
    const params = { version: facts.metaVersion, status };
    return { era: "legacy", issue: { code: "server-is-legacy", params } };
  }
  if (status === 400 && !context.withSession && context.sessionMaybeHidden) {
    return { issue: { code: "cors-session-hidden", params: {} } };
  }
  return {};
}
