/**
 * What each protocol version's authorization spec asks of a client, as data the flow and the
 * judge both read (`basic/authorization` of each revision):
 *
 * - 2025-03-26: no protected resource metadata; the authorization server is the MCP server's
 *   origin (the "authorization base URL"), its RFC 8414 metadata at the root well-known path,
 *   else the default endpoints `/authorize`, `/token`, `/register`. Its metadata's `issuer` must
 *   be that origin and its endpoints on it (nothing else anchors them).
 * - 2025-06-18: RFC 9728 metadata named by the 401's `WWW-Authenticate` (a MUST for servers),
 *   RFC 8414 for the authorization server, `resource` (RFC 8707) in both requests.
 * - 2025-11-25: the well-known fallbacks for protected resource metadata (path, then root);
 *   RFC 8414 and OpenID Connect discovery in a fixed order; refuse an authorization server
 *   without `code_challenge_methods_supported`; Client ID Metadata Documents; the scope rule
 *   (the challenge's `scope`, else the resource's `scopes_supported`, else none).
 * - 2026-07-28: as 2025-11-25, plus `iss` checked (RFC 9207), the metadata `issuer` compared
 *   exactly, `application_type` in registration, step-up keeps the granted scopes.
 */

export interface AuthRules {
  version: AuthVersion;
  /** RFC 9728 protected resource metadata is how the authorization server is found. */
  resourceMetadata: boolean;
  /** Path-based, then root well-known URLs when the 401 names no metadata URL. */
  wellKnownFallback: boolean;
  /** OpenID Connect discovery URLs after RFC 8414's. */
  openIdDiscovery: boolean;
  /** Refuse an authorization server whose metadata lacks `code_challenge_methods_supported`. */
  requirePkceAdvertised: boolean;
  /** `resource` (RFC 8707) in the authorization and token requests. */
  resourceIndicator: boolean;
  /** Client ID Metadata Documents are a registration option. */
  clientMetadataDocument: boolean;
  /** `application_type` in dynamic registration. */
  applicationType: boolean;
  /** `iss` in the authorization response checked against the recorded issuer (RFC 9207). */
  issuerParameter: boolean;
  /** The spec's page for this version, named in findings. */
  specSection: string;
}

/** The versions with an authorization spec. 2024-11-05 had none: the flow follows 2025-03-26's. */
export type AuthVersion = "2025-03-26" | "2025-06-18" | "2025-11-25" | "2026-07-28";

export const AUTH_VERSIONS: readonly AuthVersion[] = [
  "2025-03-26",
  "2025-06-18",
  "2025-11-25",
  "2026-07-28",
];

export function authVersion(version: string | undefined): AuthVersion {
  if (version === "2024-11-05") return "2025-03-26";
  return AUTH_VERSIONS.find((v) => v === version) ?? "2025-11-25";
}

export function authRules(version: string | undefined): AuthRules {
  const v = authVersion(version);
  const at = (from: AuthVersion) => AUTH_VERSIONS.indexOf(v) >= AUTH_VERSIONS.indexOf(from);
  return {
    version: v,
    resourceMetadata: at("2025-06-18"),
    wellKnownFallback: at("2025-11-25"),
    openIdDiscovery: at("2025-11-25"),
    requirePkceAdvertised: at("2025-11-25"),
    resourceIndicator: at("2025-06-18"),
    clientMetadataDocument: at("2025-11-25"),
    applicationType: at("2026-07-28"),
    issuerParameter: at("2026-07-28"),
    specSection: `MCP ${v} basic/authorization`,
  };
}

/**
 * The canonical URI of an MCP server (MCP "Canonical Server URI", RFC 8707 §2): no fragment,
 * lowercase scheme and host (the URL parser does that), no trailing slash on an empty path.
 */
export function canonicalResource(url: string): string {
  const u = new URL(url);
  u.hash = "";
  const path = u.pathname === "/" ? "" : u.pathname;
  return `${u.protocol}//${u.host}${path}${u.search}`;
}

/** RFC 9728 §3.1: the well-known URLs of a resource's metadata, path-based first, then root. */
export function resourceMetadataUrls(resource: string): string[] {
  const u = new URL(resource);
  const root = `${u.origin}/.well-known/oauth-protected-resource`;
  const path = u.pathname.replace(/\/$/, "");
  return path ? [`${root}${path}`, root] : [root];
}

/**
 * Where an authorization server's metadata may be, in the order the version gives: RFC 8414
 * §3.1 path insertion, then OpenID Connect with insertion and appending (RFC 8414 §5).
 */
export function authServerMetadataUrls(issuer: string, rules: AuthRules): string[] {
  const u = new URL(issuer);
  const path = u.pathname.replace(/\/$/, "");
  const oauth = `${u.origin}/.well-known/oauth-authorization-server${path}`;
  if (!rules.openIdDiscovery) return [oauth];
  return path
    ? [
        oauth,
        `${u.origin}/.well-known/openid-configuration${path}`,
        `${u.origin}${path}/.well-known/openid-configuration`,
      ]
    : [oauth, `${u.origin}/.well-known/openid-configuration`];
}

/** 2025-03-26: the authorization base URL (the MCP server's URL without its path). */
export const authorizationBase = (resource: string): string => new URL(resource).origin;

/** 2025-03-26: the endpoints to use when the server has no metadata. */
export function defaultEndpoints(resource: string) {
  const base = authorizationBase(resource);
  return {
    issuer: base,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    registration_endpoint: `${base}/register`,
  };
}

/** A `client_id` that is a Client ID Metadata Document's URL: https with a path. */
export function isMetadataDocumentUrl(clientId: string): boolean {
  try {
    const u = new URL(clientId);
    return u.protocol === "https:" && u.pathname.length > 1;
  } catch {
    return false;
  }
}
