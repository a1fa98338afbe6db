/**
 * The authorization lane's findings in English, each naming the spec section or RFC it rests
 * on; Russian lives in `i18n/findings/ru/auth.ts`, rebuilt from the same code and args.
 */
type Args = Record<string, string | number>;

const a = (args: Args, name: string) => String(args[name] ?? "");

export const AUTH_MESSAGES = {
  "auth.cors-blocked": (x: Args) =>
    a(x, "header")
      ? `The browser blocked the request to ${a(x, "url")}: the answer lacks ${a(x, "header")} for this page. The server's owner should send it (the Fetch standard's CORS protocol); under npm run dev the dev proxy can carry this request.`
      : `The browser blocked the request to ${a(x, "url")} (CORS), and the probes could not tell which header is missing. The server's owner should allow this page's origin; under npm run dev the dev proxy can carry this request.`,
  "auth.unreachable": (x: Args) => `${a(x, "url")} could not be reached: nothing answered.`,
  "auth.challenge-hidden": (x: Args) =>
    `The ${a(x, "status")} answer has no WWW-Authenticate the page can read: the server sends none, or its CORS answer does not list it in Access-Control-Expose-Headers. The flow falls back to the well-known metadata URLs (RFC 9728 §5.1, MCP ${a(x, "version")} Protected Resource Metadata Discovery).`,
  "auth.challenge-no-metadata": (x: Args) =>
    `WWW-Authenticate names no resource_metadata: ${a(x, "version") === "2025-06-18" ? "MCP 2025-06-18 says servers MUST include it (Authorization Server Location)" : "the client falls back to the well-known URLs (RFC 9728 §5.1, MCP Protected Resource Metadata Discovery)"}.`,
  "auth.challenge-no-bearer": () =>
    "WWW-Authenticate has no Bearer challenge (RFC 6750 §3): the client cannot tell how to authorize.",
  "auth.challenge-insufficient-scope": (x: Args) =>
    `The server needs more scopes (insufficient_scope: ${a(x, "scope") || "none named"}): step-up asks for them together with those already granted (MCP Scope Challenge Handling, RFC 6750 §3.1).`,
  "auth.prm-not-found": (x: Args) =>
    `No protected resource metadata here (HTTP ${a(x, "status")}): the next URL in the spec's order is tried (RFC 9728 §3.1, MCP ${a(x, "version")} Protected Resource Metadata Discovery).`,
  "auth.prm-no-authorization-servers": () =>
    "The protected resource metadata has no authorization_servers: MCP says it MUST name at least one (Authorization Server Location, RFC 9728 §2).",
  "auth.prm-resource-mismatch": (x: Args) =>
    `The metadata's resource ${a(x, "declared")} is not this server (${a(x, "resource")}): RFC 9728 §3.3 says the client MUST NOT use it.`,
  "auth.as-not-found": (x: Args) =>
    `No authorization server metadata here (HTTP ${a(x, "status")}): the next URL in the spec's order is tried (RFC 8414 §3.1, MCP ${a(x, "version")} Authorization Server Metadata Discovery).`,
  "auth.as-issuer-mismatch": (x: Args) =>
    `The metadata's issuer ${a(x, "declared")} is not the one its URL was built from (${a(x, "expected")}): RFC 8414 §3.3 says it MUST be identical, and the client must not use it.`,
  "auth.as-no-pkce": (x: Args) =>
    `The metadata has no code_challenge_methods_supported: MCP ${a(x, "version")} says the client MUST refuse to proceed without advertised PKCE support (Authorization Code Protection).`,
  "auth.as-no-s256": (x: Args) =>
    `The server does not list S256 in code_challenge_methods_supported (${a(x, "methods")}): MCP requires S256 (OAuth 2.1 §4.1.1).`,
  "auth.as-missing-endpoint": (x: Args) => `The metadata lacks ${a(x, "field")} (RFC 8414 §2).`,
  "auth.as-endpoint-insecure": (x: Args) =>
    `The metadata's ${a(x, "field")} (${a(x, "url")}) is not https: MCP says all authorization server endpoints MUST be served over HTTPS (Communication Security); plain http is for loopback only. The client refuses it.`,
  "auth.register-status": (x: Args) =>
    `Registration answered HTTP ${a(x, "status")}: RFC 7591 §3.2.1 answers a registration with 201 Created.`,
  "auth.register-no-client-id": () => "The registration answer has no client_id (RFC 7591 §3.2.1).",
  "auth.register-failed": (x: Args) =>
    `Registration was refused (HTTP ${a(x, "status")}${a(x, "error") ? `, ${a(x, "error")}` : ""}, RFC 7591 §3.2.2).`,
  "auth.register-no-application-type": () =>
    "The registration request has no application_type: MCP 2026-07-28 says clients MUST specify one (Client Registration).",
  "auth.authorize-missing": (x: Args) =>
    `The authorization request lacks ${a(x, "param")} (${a(x, "rule")}).`,
  "auth.callback-error": (x: Args) =>
    `The authorization server answered error=${a(x, "error")}${a(x, "description") ? ` (${a(x, "description")})` : ""} (RFC 6749 §4.1.2.1).`,
  "auth.callback-state-mismatch": () =>
    "The state that came back is not the one sent: the answer is discarded (MCP Open Redirection, RFC 6749 §10.12).",
  "auth.callback-iss-mismatch": (x: Args) =>
    `The iss that came back (${a(x, "iss")}) is not the recorded issuer (${a(x, "expected")}): the answer is rejected, error and all (RFC 9207 §2.4).`,
  "auth.callback-iss-missing": (x: Args) =>
    `The server advertises authorization_response_iss_parameter_supported, but no iss came back: the answer is rejected (RFC 9207 §2.4, expected ${a(x, "expected")}).`,
  "auth.token-missing": (x: Args) => `The token request lacks ${a(x, "param")} (${a(x, "rule")}).`,
  "auth.token-error": (x: Args) =>
    `The token endpoint refused (HTTP ${a(x, "status")}${a(x, "error") ? `, ${a(x, "error")}` : ""}, RFC 6749 §5.2).`,
  "auth.token-no-access-token": () => "The token answer has no access_token (RFC 6749 §5.1).",
  "auth.token-no-token-type": () =>
    "The token answer has no token_type: RFC 6749 §5.1 says it is REQUIRED.",
  "auth.token-not-bearer": (x: Args) =>
    `The token type is ${a(x, "type")}, not Bearer: MCP sends tokens as Authorization: Bearer (OAuth 2.1 §5.1.1).`,
  "auth.refresh-rotated": () =>
    "A new refresh token replaced the old one (rotation, OAuth 2.1 §4.3.1): the old one is forgotten.",
  "auth.refresh-not-rotated": () =>
    "No new refresh token for a public client: MCP says authorization servers MUST rotate them (OAuth 2.1 §4.3.1).",
} satisfies Record<string, (args: Args) => string>;

export type AuthFindingCode = keyof typeof AUTH_MESSAGES;

export function authMessage(code: string, args: Args): string | undefined {
  const make = (AUTH_MESSAGES as Record<string, ((args: Args) => string) | undefined>)[code];
  return make?.(args);
}
