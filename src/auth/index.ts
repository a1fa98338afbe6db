/**
 * The authorization flow (OAuth 2.1 as MCP's authorization spec profiles it, per protocol
 * version), framework-free, for the page and for Node:
 *
 * - `AuthFlow` (`flow.ts`): discovery, client identity, the authorization page, tokens; a step
 *   machine ("Continue" / "Run to the end") that logs each HTTP step on the authorization lane.
 * - `authorizedFetch` (`fetch.ts`): a fetch that adds `Authorization: Bearer`, refreshes, and
 *   runs a flow on 401 or step-up on 403 `insufficient_scope`.
 * - `refreshGrant` (`refresh.ts`), the version rules (`rules.ts`), `WWW-Authenticate`
 *   (`challenge.ts`), masking (`secrets.ts`).
 */
export { AuthFlow, type AuthFlowOptions, type OpenAuthorization } from "./flow.ts";
export { authorizedFetch, type AuthorizedFetch, type AuthorizedFetchOptions } from "./fetch.ts";
export { refreshGrant, isExpired } from "./refresh.ts";
export { bearerChallenge, parseWwwAuthenticate, scopeList, scopeUnion } from "./challenge.ts";
export {
  AUTH_VERSIONS,
  type AuthRules,
  type AuthVersion,
  authRules,
  authVersion,
  canonicalResource,
  isMetadataDocumentUrl,
} from "./rules.ts";
export { maskBody, maskUrl, SECRET_FIELDS } from "./secrets.ts";
export type { AuthWire, StepRequest } from "./wire.ts";
export type * from "./types.ts";
export { readGrant } from "./record.ts";
