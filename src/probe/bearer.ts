/**
 * A run authorized by a grant: `Authorization: Bearer …` on the requests to the server the
 * grant is for (its canonical resource, RFC 8707) and on no other address. When the server
 * refuses the token (401), the holder of the grant is asked once for a fresh one (a refresh,
 * as the page's connection does) and the request goes again; what happened is counted for the
 * card, never the token itself.
 */
import { bearerChallenge, canonicalResource } from "../auth/index.ts";
import type { FetchLike } from "../transport/http/index.ts";

export interface BearerGrant {
  /** `Bearer …`: what the requests to the resource carry. */
  authorization: string;
  /** A new `Authorization` after the server refused the current one, or undefined (none). */
  refresh?: () => Promise<string | undefined>;
}

export interface BearerState {
  /** The `Authorization` sent now (after a refresh, the new one). */
  authorization: string;
  /** Times the token was refreshed during the run. */
  refreshed: number;
  /** The status with which the server refused the token in the end (401, or 403 with a Bearer challenge). */
  refused?: number;
}

const AUTHORIZATION = "authorization";

/** Whether `url` is the resource itself (scheme, host, port, path and query; no fragment). */
export function sameResource(url: string, resource: string): boolean {
  try {
    return canonicalResource(url) === canonicalResource(resource);
  } catch {
    return false;
  }
}

/** `init` with `Authorization` set to `value`, or removed when `value` is undefined. */
function withAuthorization(init: RequestInit, value: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (value === undefined) headers.delete(AUTHORIZATION);
  else headers.set(AUTHORIZATION, value);
  return { ...init, headers };
}

/** Whether a refusal is about the token: a 401, or a 403 that comes with a Bearer challenge. */
export function refusesToken(response: Response): boolean {
  if (response.status === 401) return true;
  return (
    response.status === 403 &&
    bearerChallenge(response.headers.get("www-authenticate")) !== undefined
  );
}

/**
 * A fetch that carries the grant to `resource` only. Every token the run ever held is taken off
 * a request to any other address, whoever put it there.
 */
export function bearerFetch(
  base: FetchLike,
  resource: string,
  grant: BearerGrant,
  /** Another address of the same server that carries the token too (an HTTP+SSE endpoint). */
  also: (url: string, init: RequestInit) => boolean = () => false,
): FetchLike & { state: BearerState } {
  const state: BearerState = { authorization: grant.authorization, refreshed: 0 };
  const held = new Set([grant.authorization]);
  let refreshing: Promise<string | undefined> | undefined;

  /** One refresh at a time; a request refused with an older token just takes the newer one. */
  const fresh = async (refusedWith: string): Promise<string | undefined> => {
    if (state.authorization !== refusedWith) return state.authorization;
    if (!grant.refresh) return undefined;
    refreshing ??= grant.refresh().finally(() => {
      refreshing = undefined;
    });
    const next = await refreshing;
    if (next === undefined || next === refusedWith) return undefined;
    if (state.authorization === refusedWith) {
      state.authorization = next;
      state.refreshed++;
      held.add(next);
    }
    return state.authorization;
  };

  const call: FetchLike = async (input, init) => {
    if (!sameResource(input, resource) && !also(input, init)) {
      const sent = new Headers(init.headers).get(AUTHORIZATION);
      return base(
        input,
        sent !== null && held.has(sent) ? withAuthorization(init, undefined) : init,
      );
    }
    const used = state.authorization;
    const response = await base(input, withAuthorization(init, used));
    if (!refusesToken(response)) return response;
    const next = response.status === 401 ? await fresh(used) : undefined;
    if (next === undefined) {
      state.refused = response.status;
      return response;
    }
    await response.body?.cancel().catch(() => undefined);
    // A body that is a string can be sent twice; the transport sends nothing else.
    const again = await base(input, withAuthorization(init, next));
    if (refusesToken(again)) state.refused = again.status;
    return again;
  };
  return Object.assign(call, { state });
}
