/**
 * The remote target of a run with the grant the page holds for that server (the same token the
 * connection sends): refreshed first when it has expired, and again when the server refuses it
 * mid-run, as the connection does. The user's own `Authorization` header wins, as it does for
 * the connection.
 */
import { type ChallengeInfo, bearerChallenge } from "../../auth/index.ts";
import type { AuthSession } from "../../client/auth/index.ts";
import type { ProbeTarget } from "../../client/probe/index.ts";
import type { Card } from "../../probe/types.ts";

export type GrantSource = Pick<AuthSession, "grantFor" | "needsRefresh" | "authorization">;

export interface ProbeAuth {
  /** The target as the run takes it: an expired token refreshed, the grant put on. */
  prepare(target: ProbeTarget): Promise<ProbeTarget>;
  /** A fresh `Authorization` for the target's server after it refused the token, or undefined. */
  refresh(target: ProbeTarget): Promise<string | undefined>;
}

const hasAuthorization = (headers: Record<string, string>) =>
  Object.keys(headers).some((name) => name.trim().toLowerCase() === "authorization");

/** The target with the grant held for its URL, or without any (none held, or the user's header). */
export function withGrant(target: ProbeTarget, source: GrantSource): ProbeTarget {
  if (target.kind !== "remote") return target;
  const { grant: _before, ...rest } = target;
  if (hasAuthorization(target.headers)) return rest;
  const grant = source.grantFor(target.url);
  const authorization = source.authorization(target.url);
  if (!grant || !authorization) return rest;
  const scope = grant.tokens.scope ?? grant.scopes.join(" ");
  return {
    ...rest,
    grant: { authorization, issuer: grant.issuer, ...(scope !== "" && { scope }) },
  };
}

/**
 * `refresh`: refreshes the remote target's grant (and the live connection's header); true when a
 * new token came.
 */
export function probeAuth(source: GrantSource, refresh: () => Promise<boolean>): ProbeAuth {
  return {
    async prepare(target) {
      if (target.kind === "remote" && !hasAuthorization(target.headers)) {
        if (source.needsRefresh(target.url)) await refresh().catch(() => false);
      }
      return withGrant(target, source);
    },
    async refresh(target) {
      if (target.kind !== "remote" || !target.grant) return undefined;
      const before = target.grant.authorization;
      if (!(await refresh().catch(() => false))) return undefined;
      const now = source.authorization(target.url);
      return now === before ? undefined : now;
    },
  };
}

/**
 * The challenge of a run made without authorization: its first answer from the server that was
 * a 401 (or a 403 with a Bearer challenge), so the Authorization panel can offer Authorize and
 * start from the metadata address the server named. Undefined when the run was authorized.
 */
export function challengeOf(card: Card): ChallengeInfo | undefined {
  if (card.authorization) return undefined;
  for (const entry of card.log) {
    if (entry.type !== "message" || entry.lane === "auth" || !entry.http) continue;
    const { status, responseHeaders = {} } = entry.http;
    const name = Object.keys(responseHeaders).find((n) => n.toLowerCase() === "www-authenticate");
    const header = name === undefined ? null : (responseHeaders[name] ?? null);
    if (status === 401 || (status === 403 && bearerChallenge(header) !== null)) {
      return { status, header };
    }
  }
  return undefined;
}
