/**
 * The client's identity (pre-registered, a Client ID Metadata Document, or RFC 7591 dynamic
 * registration, in the spec's order of preference), the authorization request and its answer
 * (PKCE S256, `state`, `resource`, RFC 9207 `iss`), and the token requests (RFC 6749 §4.1.3,
 * §6), each request a step of the flow.
 */
import { type Go, blocked, stop } from "./discover.ts";
import type { AuthRules } from "./rules.ts";
import type {
  ClientConfig,
  RegisteredClient,
  ServerMetadata,
  TokenAuthMethod,
  Tokens,
} from "./types.ts";

const FORM = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A pre-registered client's method: the user's, else the first the server supports. */
function secretMethod(server: ServerMetadata, config: ClientConfig): TokenAuthMethod {
  if (config.authMethod) return config.authMethod;
  if (!config.clientSecret) return "none";
  const supported = server.token_endpoint_auth_methods_supported;
  // RFC 8414 §2: absent means client_secret_basic.
  if (!supported || supported.includes("client_secret_basic")) return "client_secret_basic";
  if (supported.includes("client_secret_post")) return "client_secret_post";
  return "client_secret_basic";
}

/** `native` for a loopback redirect, `web` otherwise (OpenID Connect Registration §2). */
export function applicationType(redirectUri: string): "native" | "web" {
  try {
    const host = new URL(redirectUri).hostname;
    return host === "localhost" || host === "127.0.0.1" || host === "[::1]" ? "native" : "web";
  } catch {
    return "web";
  }
}

/** A public client where the server allows one; else a secret the way the server takes it. */
function registrationMethod(server: ServerMetadata): TokenAuthMethod {
  const supported = server.token_endpoint_auth_methods_supported;
  if (!supported || supported.includes("none")) return "none";
  if (supported.includes("client_secret_basic")) return "client_secret_basic";
  return supported.includes("client_secret_post") ? "client_secret_post" : "none";
}

export async function clientIdentity(
  go: Go,
  server: ServerMetadata,
  config: ClientConfig,
  rules: AuthRules,
  known: RegisteredClient | undefined,
): Promise<RegisteredClient> {
  const issuer = server.issuer;
  if (config.clientId) {
    return {
      clientId: config.clientId,
      ...(config.clientSecret && { clientSecret: config.clientSecret }),
      authMethod: secretMethod(server, config),
      source: "preregistered",
      issuer,
    };
  }
  if (known && known.issuer === issuer) return known;
  if (
    rules.clientMetadataDocument &&
    server.client_id_metadata_document_supported &&
    config.metadataDocumentUrl
  ) {
    return {
      clientId: config.metadataDocumentUrl,
      authMethod: "none",
      source: "metadata-document",
      issuer,
    };
  }
  if (!server.registration_endpoint) return stop("no-client-identity", { issuer });
  const body: Record<string, unknown> = {
    client_name: config.clientName,
    redirect_uris: [config.redirectUri],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: registrationMethod(server),
  };
  if (rules.applicationType) body.application_type = applicationType(config.redirectUri);
  const url = server.registration_endpoint;
  const outcome = await go({
    step: "register",
    peer: "as",
    method: "POST",
    url,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!outcome.ok) blocked(outcome, url);
  const { answer } = outcome;
  const json = answer.json;
  if (
    answer.status < 200 ||
    answer.status > 299 ||
    !isRecord(json) ||
    typeof json.client_id !== "string"
  ) {
    return stop("registration-failed", {
      url,
      status: String(answer.status),
      error: oauthError(json),
    });
  }
  const secret = typeof json.client_secret === "string" ? json.client_secret : undefined;
  const method = json.token_endpoint_auth_method;
  return {
    clientId: json.client_id,
    ...(secret && { clientSecret: secret }),
    authMethod:
      method === "client_secret_basic" || method === "client_secret_post"
        ? method
        : secret
          ? "client_secret_basic"
          : "none",
    source: "dynamic",
    issuer,
  };
}

function oauthError(json: unknown): string {
  if (!isRecord(json)) return "";
  const error = typeof json.error === "string" ? json.error : "";
  const description = typeof json.error_description === "string" ? json.error_description : "";
  return [error, description].filter(Boolean).join(": ");
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
}

export function authorizationUrl(
  server: ServerMetadata,
  client: RegisteredClient,
  params: {
    redirectUri: string;
    challenge: string;
    state: string;
    scopes: readonly string[];
    resource?: string;
  },
): string {
  const url = new URL(server.authorization_endpoint);
  const q = url.searchParams;
  q.set("response_type", "code");
  q.set("client_id", client.clientId);
  q.set("redirect_uri", params.redirectUri);
  q.set("code_challenge", params.challenge);
  q.set("code_challenge_method", "S256");
  q.set("state", params.state);
  if (params.scopes.length > 0) q.set("scope", params.scopes.join(" "));
  if (params.resource) q.set("resource", params.resource);
  return url.href;
}

/**
 * The authorization response at the callback (RFC 6749 §4.1.2), checked before its code goes
 * anywhere: `state` as sent; `iss` as RFC 9207 §2.4 says (compared as a plain string; required
 * when the server advertises it). On an `iss` mismatch the error is not read at all.
 */
export function readCallback(
  callbackUrl: string,
  expected: { state: string; issuer: string; issAdvertised: boolean },
): string {
  let params: URLSearchParams;
  try {
    const u = new URL(callbackUrl);
    params =
      u.searchParams.has("state") || !u.hash
        ? u.searchParams
        : new URLSearchParams(u.hash.slice(1));
  } catch {
    return stop("state-mismatch", { state: "" });
  }
  const iss = params.get("iss");
  if (iss !== null && iss !== expected.issuer)
    stop("iss-mismatch", { iss, expected: expected.issuer });
  if (iss === null && expected.issAdvertised) stop("iss-missing", { expected: expected.issuer });
  const state = params.get("state") ?? "";
  if (state !== expected.state) stop("state-mismatch", { state });
  const error = params.get("error");
  if (error) {
    stop("authorization-denied", { error, description: params.get("error_description") ?? "" });
  }
  const code = params.get("code");
  if (!code) return stop("authorization-denied", { error: "no code", description: "" });
  return code;
}

/** How the client authenticates at the token endpoint: headers and body fields to add. */
function clientAuth(client: RegisteredClient): {
  headers: Record<string, string>;
  fields: Record<string, string>;
} {
  if (client.authMethod === "client_secret_basic" && client.clientSecret !== undefined) {
    // RFC 6749 §2.3.1: form-encoded id and secret, then Base64.
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    return { headers: { Authorization: `Basic ${btoa(pair)}` }, fields: {} };
  }
  if (client.authMethod === "client_secret_post" && client.clientSecret !== undefined) {
    return {
      headers: {},
      fields: { client_id: client.clientId, client_secret: client.clientSecret },
    };
  }
  return { headers: {}, fields: { client_id: client.clientId } };
}

export async function requestTokens(
  go: Go,
  kind: "token" | "refresh",
  server: ServerMetadata,
  client: RegisteredClient,
  fields: Record<string, string>,
  clock: () => number,
  previous?: Tokens,
): Promise<Tokens> {
  const auth = clientAuth(client);
  const body = new URLSearchParams({ ...fields, ...auth.fields }).toString();
  const url = server.token_endpoint;
  const outcome = await go({
    step: kind,
    peer: "as",
    method: "POST",
    url,
    headers: { ...FORM, ...auth.headers },
    body,
  });
  if (!outcome.ok) blocked(outcome, url);
  const { answer } = outcome;
  const json = answer.json;
  if (answer.status !== 200 || !isRecord(json) || typeof json.access_token !== "string") {
    return stop("token-failed", { url, status: String(answer.status), error: oauthError(json) });
  }
  const tokens: Tokens = {
    accessToken: json.access_token,
    tokenType: typeof json.token_type === "string" ? json.token_type : "Bearer",
  };
  // Rotation (OAuth 2.1 §4.3.1): a new refresh token replaces the old one; none keeps it.
  const refresh =
    typeof json.refresh_token === "string" ? json.refresh_token : previous?.refreshToken;
  if (refresh) tokens.refreshToken = refresh;
  if (typeof json.expires_in === "number") tokens.expiresAt = clock() + json.expires_in * 1000;
  const scope = typeof json.scope === "string" ? json.scope : (fields.scope ?? previous?.scope);
  if (scope !== undefined) tokens.scope = scope;
  return tokens;
}
