/**
 * A fetch that carries a grant: `Authorization: Bearer` on every request; before an expired
 * token, or after a 401, a refresh (then, failing that, a whole new flow); after a 403 with
 * `insufficient_scope`, step-up with the union of the granted and the challenged scopes, at
 * most `maxStepUps` times in a row (MCP §Scope Challenge Handling asks for a limit). For Node
 * callers (the conformance client, a server check); the page sets the header on its transport.
 */
import { bearerChallenge } from "./challenge.ts";
import { AuthFlow, type AuthFlowOptions } from "./flow.ts";
import { isExpired, refreshGrant } from "./refresh.ts";
import type { FlowResult, Grant } from "./types.ts";
import type { FetchLike } from "../transport/http/index.ts";

export interface AuthorizedFetchOptions extends Omit<
  AuthFlowOptions,
  "challenge" | "grantedScopes" | "knownClient"
> {
  /** The grant to start with, if one is kept. */
  grant?: Grant;
  /** Told of each new grant (to keep it) and each failed flow. */
  onGrant?: (grant: Grant) => void;
  onError?: (result: Extract<FlowResult, { ok: false }>) => void;
  maxStepUps?: number;
}

export interface AuthorizedFetch extends FetchLike {
  grant(): Grant | undefined;
  forget(): void;
}

function withBearer(init: RequestInit, grant: Grant | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (grant) headers.set("Authorization", `Bearer ${grant.tokens.accessToken}`);
  return { ...init, headers };
}

export function authorizedFetch(base: FetchLike, options: AuthorizedFetchOptions): AuthorizedFetch {
  let grant = options.grant;
  let stepUps = 0;
  const maxStepUps = options.maxStepUps ?? 3;
  const take = (result: FlowResult): boolean => {
    if (!result.ok) {
      options.onError?.(result);
      return false;
    }
    grant = result.grant;
    options.onGrant?.(grant);
    return true;
  };
  const authorize = async (status: number, header: string | null): Promise<boolean> => {
    const flow = new AuthFlow({
      ...options,
      challenge: { status, header },
      ...(grant && {
        grantedScopes: status === 403 ? grant.scopes : [],
        knownClient: grant.client,
      }),
    });
    return take(await flow.run());
  };
  const call: FetchLike = async (input, init) => {
    if (grant && isExpired(grant, options.wire.clock()) && grant.tokens.refreshToken) {
      if (!take(await refreshGrant(grant, options.wire, options.version))) grant = undefined;
    }
    // A body that is a string can be sent twice; the transport sends nothing else.
    const response = await base(input, withBearer(init, grant));
    if (response.status === 401) {
      const header = response.headers.get("www-authenticate");
      await response.body?.cancel().catch(() => undefined);
      const refreshed = grant?.tokens.refreshToken
        ? take(await refreshGrant(grant, options.wire, options.version))
        : false;
      if (!refreshed && !(await authorize(401, header))) return retryResponse(response, header);
      return base(input, withBearer(init, grant));
    }
    if (response.status === 403) {
      const header = response.headers.get("www-authenticate");
      if (bearerChallenge(header)?.error !== "insufficient_scope" || stepUps >= maxStepUps)
        return response;
      stepUps++;
      await response.body?.cancel().catch(() => undefined);
      if (!(await authorize(403, header))) return retryResponse(response, header);
      return base(input, withBearer(init, grant));
    }
    if (response.ok) stepUps = 0;
    return response;
  };
  return Object.assign(call, {
    grant: () => grant,
    forget: () => {
      grant = undefined;
    },
  });
}

/** The refused answer again (its body was consumed): same status and challenge. */
function retryResponse(response: Response, header: string | null): Response {
  const headers = new Headers();
  if (header) headers.set("WWW-Authenticate", header);
  return new Response(null, { status: response.status, headers });
}
