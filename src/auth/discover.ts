/**
 * Finding the authorization server: the protected resource metadata (RFC 9728) in the spec's
 * order, then the authorization server's metadata (RFC 8414 / OpenID Connect discovery) in
 * the version's order, each request a step of the flow (`go` logs and sends it).
 */
import { MAX_REPLY_MIB } from "../transport/http/index.ts";
import { bearerChallenge } from "./challenge.ts";
import { endpointRefusal } from "./endpoints.ts";
import {
  type AuthRules,
  authServerMetadataUrls,
  canonicalResource,
  defaultEndpoints,
  resourceMetadataUrls,
} from "./rules.ts";
import type { ChallengeInfo, FlowError, ServerMetadata } from "./types.ts";
import type { StepOutcome, StepRequest } from "./wire.ts";

export type Go = (request: StepRequest) => Promise<StepOutcome>;

export class FlowStop extends Error {
  constructor(readonly error: FlowError) {
    super(error.code);
  }
}

export const stop = (code: FlowError["code"], params: Record<string, string> = {}): never => {
  throw new FlowStop({ code, params });
};

/** Stops before a request to an address the flow may not ask (see `endpoints.ts`). */
export function guard(request: StepRequest, resource: string, viaProxy: boolean): void {
  const refusal = endpointRefusal(request.url, request.peer, resource, viaProxy);
  if (refusal) stop(refusal.code, { ...refusal });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : undefined;

const JSON_GET = { Accept: "application/json" };

/** A blocked request stops the flow, naming the endpoint and what its answer lacks. */
export function blocked(outcome: Extract<StepOutcome, { ok: false }>, url: string): never {
  if (outcome.blocked === "too-large") stop("too-large", { url, mib: String(MAX_REPLY_MIB) });
  return outcome.blocked === "cors"
    ? stop("blocked", { url, header: outcome.missingHeader ?? "" })
    : stop("unreachable", { url, reason: outcome.reason });
}

export interface ResourceFacts {
  /** The authorization server's issuer identifier. */
  issuer: string;
  /** The `resource` to send (RFC 8707), when the version sends one. */
  resourceParameter?: string;
  scopesSupported?: string[];
  metadataUrl?: string;
  /**
   * No protected resource metadata anywhere: the server is taken for a 2025-03-26 one (its
   * origin is the authorization server), as the spec's back-compat allows.
   */
  legacy?: boolean;
}

/**
 * RFC 9728 §3.3: the metadata's `resource` must name this server. Accepted when identical to
 * the canonical URI, or a prefix of it on the same origin (a server-wide resource).
 */
export function resourceMatches(declared: string, resource: string): boolean {
  try {
    const a = canonicalResource(declared);
    const b = canonicalResource(resource);
    if (a === b) return true;
    const da = new URL(a);
    const db = new URL(b);
    if (da.origin !== db.origin) return false;
    const pa = da.pathname.replace(/\/$/, "");
    return pa === "" || db.pathname === pa || db.pathname.startsWith(`${pa}/`);
  } catch {
    return false;
  }
}

/** Where the authorization server is: from the resource's metadata, or (2025-03-26) its origin. */
export async function discoverResource(
  go: Go,
  resource: string,
  rules: AuthRules,
  challenge: ChallengeInfo | undefined,
): Promise<ResourceFacts> {
  if (!rules.resourceMetadata) return { issuer: defaultEndpoints(resource).issuer };
  const fromHeader = bearerChallenge(challenge?.header)?.resourceMetadata;
  const urls = fromHeader
    ? [fromHeader, ...(rules.wellKnownFallback ? resourceMetadataUrls(resource) : [])]
    : resourceMetadataUrls(resource);
  for (const url of [...new Set(urls)]) {
    const outcome = await go({
      step: "resource-metadata",
      peer: "server",
      method: "GET",
      url,
      headers: JSON_GET,
    });
    if (!outcome.ok) blocked(outcome, url);
    const { answer } = outcome;
    if (answer.status !== 200 || !isRecord(answer.json)) continue;
    const servers = strings(answer.json.authorization_servers) ?? [];
    if (servers.length === 0 || !servers[0]) stop("no-authorization-servers", { url });
    const declared = typeof answer.json.resource === "string" ? answer.json.resource : undefined;
    if (declared !== undefined && !resourceMatches(declared, resource)) {
      stop("resource-mismatch", { url, declared, resource });
    }
    const facts: ResourceFacts = { issuer: servers[0] as string, metadataUrl: url };
    if (rules.resourceIndicator) facts.resourceParameter = declared ?? canonicalResource(resource);
    const scopes = strings(answer.json.scopes_supported);
    if (scopes) facts.scopesSupported = scopes;
    return facts;
  }
  return { issuer: defaultEndpoints(resource).issuer, legacy: true };
}

/** The authorization server's metadata, checked: issuer (RFC 8414 §3.3) and PKCE support. */
export async function discoverServer(
  go: Go,
  issuer: string,
  resource: string,
  rules: AuthRules,
): Promise<ServerMetadata> {
  for (const url of authServerMetadataUrls(issuer, rules)) {
    const outcome = await go({
      step: "as-metadata",
      peer: "as",
      method: "GET",
      url,
      headers: JSON_GET,
    });
    if (!outcome.ok) blocked(outcome, url);
    const { answer } = outcome;
    if (answer.status !== 200 || !isRecord(answer.json)) continue;
    return checkServerMetadata(answer.json, issuer, url, rules);
  }
  // 2025-03-26: a server without metadata has the default endpoints.
  if (!rules.resourceMetadata)
    return { ...defaultEndpoints(resource), code_challenge_methods_supported: ["S256"] };
  return stop("no-server-metadata", { issuer });
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

function checkServerMetadata(
  json: Record<string, unknown>,
  issuer: string,
  url: string,
  rules: AuthRules,
): ServerMetadata {
  const declared = typeof json.issuer === "string" ? json.issuer : "";
  // Identical, as RFC 8414 §3.3 says; before 2026-07-28 a trailing slash alone is forgiven.
  // Checked in every era against the issuer the client trusts (the resource's metadata named
  // it, or 2025-03-26's server origin): a document claiming another issuer is a mix-up.
  const same =
    declared === issuer ||
    (rules.version !== "2026-07-28" && declared.replace(/\/$/, "") === issuer.replace(/\/$/, ""));
  if (!same) stop("issuer-mismatch", { url, declared, expected: issuer });
  const auth = json.authorization_endpoint;
  const token = json.token_endpoint;
  if (typeof auth !== "string" || typeof token !== "string") stop("no-server-metadata", { issuer });
  // 2025-03-26 has no other anchor than the server's origin: endpoints elsewhere would let
  // the server send the code (and its verifier) to a place of its choosing.
  if (!rules.resourceMetadata) {
    const foreign = [auth, token, json.registration_endpoint].find(
      (e) => typeof e === "string" && originOf(e) !== originOf(issuer),
    );
    if (typeof foreign === "string") stop("endpoint-origin", { url, endpoint: foreign, issuer });
  }
  const methods = strings(json.code_challenge_methods_supported);
  if (methods === undefined ? rules.requirePkceAdvertised : !methods.includes("S256")) {
    stop("pkce-unsupported", { url, methods: (methods ?? []).join(", ") });
  }
  const meta: ServerMetadata = {
    issuer: declared || issuer,
    authorization_endpoint: auth as string,
    token_endpoint: token as string,
  };
  if (typeof json.registration_endpoint === "string")
    meta.registration_endpoint = json.registration_endpoint;
  const scopes = strings(json.scopes_supported);
  if (scopes) meta.scopes_supported = scopes;
  meta.code_challenge_methods_supported = methods ?? ["S256"];
  const authMethods = strings(json.token_endpoint_auth_methods_supported);
  if (authMethods) meta.token_endpoint_auth_methods_supported = authMethods;
  if (json.client_id_metadata_document_supported === true)
    meta.client_id_metadata_document_supported = true;
  if (json.authorization_response_iss_parameter_supported === true) {
    meta.authorization_response_iss_parameter_supported = true;
  }
  return meta;
}
