/**
 * What the card says of authorization: how the run was authorized (a grant of the page's flow,
 * or an `Authorization` header given; never the token), and, when the server refused a request
 * for want of a valid token, a plain note on the first check that failed or could not run.
 */
import { bearerChallenge } from "../auth/index.ts";
import { sameResource } from "./bearer.ts";
import { note } from "./context.ts";
import { type HttpWire, header } from "./http.ts";
import type { CardAuthorization, CheckNote, CheckResult } from "./types.ts";

/** Where the note sends the user: the page's Authorization panel, or `--header` on the command line. */
export type AuthAdvice = "page" | "cli";

interface Refusal {
  status: number;
  /** The refused request carried a token (it was refused, not missing). */
  withToken: boolean;
}

/** The first request to the server refused for want of a (valid) token: a 401, or a 403 with a Bearer challenge. */
function firstRefusal(wire: HttpWire): Refusal | undefined {
  for (const record of wire.records) {
    // The rebinding check's foreign requests are refused on purpose, not for want of a token.
    if (record.purpose === "rebinding") continue;
    if (record.status === undefined || !sameResource(record.url, wire.url)) continue;
    const challenge = header(record.responseHeaders, "www-authenticate") ?? null;
    if (
      record.status === 401 ||
      (record.status === 403 && bearerChallenge(challenge) !== undefined)
    ) {
      return {
        status: record.status,
        withToken: header(record.requestHeaders, "authorization") !== undefined,
      };
    }
  }
  return undefined;
}

/** With a grant, only a refusal no fresh token answered counts (a refreshed token passed). */
function refusalOf(wire: HttpWire): Refusal | undefined {
  if (wire.bearer) {
    const status = wire.bearer.refused;
    return status === undefined ? undefined : { status, withToken: true };
  }
  return firstRefusal(wire);
}

/** How the run was authorized: `given` (a grant) with what became of its token, or a header. */
export function authorizationOf(
  wire: HttpWire | undefined,
  given: CardAuthorization | undefined,
): CardAuthorization | undefined {
  if (!wire) return undefined;
  const refused = refusalOf(wire);
  const fate = {
    ...(wire.bearer && wire.bearer.refreshed > 0 && { refreshed: wire.bearer.refreshed }),
    ...(refused?.withToken && { refused: refused.status }),
  };
  if (given) return { ...given, ...fate };
  if (header(wire.headers, "authorization") !== undefined) return { source: "header", ...fate };
  return undefined;
}

/** Puts the refusal, in plain words, first on the first check that failed or could not run. */
export function noteRefusal(
  checks: readonly CheckResult[],
  wire: HttpWire | undefined,
  advice: AuthAdvice,
): void {
  const refusal = wire && refusalOf(wire);
  if (!refusal) return;
  const base = refusal.withToken ? "token-refused" : "needs-authorization";
  const key = advice === "cli" ? `${base}-cli` : base;
  const first = checks.find((c) => c.status === "failed" || c.status === "could-not-run");
  first?.notes.unshift(note(key, { status: refusal.status }));
}

const MAX_CHALLENGE = 300;

/**
 * Whether the run must stop at once for authorization: the first request to the server was
 * answered 401, or 403 with a Bearer challenge. Then nothing else can be judged: the first check says so (could not
 * run, exit 2) with the header the server asked for, instead of judging an answer that is none.
 */
export function authorizationStop(wire: HttpWire): CheckNote | undefined {
  const first = wire.records.find(
    (r) => r.purpose === undefined && r.status !== undefined && sameResource(r.url, wire.url),
  );
  if (!first || (first.status !== 401 && first.status !== 403)) return undefined;
  const raw = header(first.responseHeaders, "www-authenticate");
  // A 403 without a Bearer challenge is no call for credentials (an Origin or address rule, a
  // firewall): the run goes on and its first check says what the server answered (as firstRefusal).
  if (first.status === 403 && bearerChallenge(raw ?? null) === undefined) return undefined;
  // A refused token refreshed and sent again: the run went on, nothing to stop for.
  const answered = wire.records.some(
    (r) =>
      r.purpose === undefined &&
      r.status !== undefined &&
      r.status >= 200 &&
      r.status < 300 &&
      sameResource(r.url, wire.url),
  );
  if (answered) return undefined;
  const challenge =
    raw === undefined
      ? "(no WWW-Authenticate header)"
      : `WWW-Authenticate: ${raw.length > MAX_CHALLENGE ? `${raw.slice(0, MAX_CHALLENGE)}…` : raw}`;
  const withToken = header(first.requestHeaders, "authorization") !== undefined;
  return note(withToken ? "authorization-stop-refused" : "authorization-stop", {
    status: first.status,
    challenge,
  });
}
