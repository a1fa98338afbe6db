/**
 * A grant read back from storage (the user asked to remember tokens on this device): every
 * field checked and rebuilt, anything unexpected dropped, so a tampered record cannot steer
 * the flow anywhere (URLs must be http(s)).
 */
import type { Grant, RegisteredClient, ServerMetadata, TokenAuthMethod, Tokens } from "./types.ts";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 8192): string | undefined =>
  typeof v === "string" && v.length > 0 && v.length <= max ? v : undefined;
const httpUrl = (v: unknown): string | undefined => {
  const s = str(v, 2048);
  if (!s) return undefined;
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:" ? s : undefined;
  } catch {
    return undefined;
  }
};
const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string").slice(0, 100) : undefined;
const METHODS: readonly TokenAuthMethod[] = ["none", "client_secret_basic", "client_secret_post"];
const SOURCES: readonly RegisteredClient["source"][] = [
  "preregistered",
  "metadata-document",
  "dynamic",
];

function readServer(v: unknown): ServerMetadata | undefined {
  if (!isRecord(v)) return undefined;
  const issuer = str(v.issuer, 2048);
  const authorization = httpUrl(v.authorization_endpoint);
  const token = httpUrl(v.token_endpoint);
  if (!issuer || !authorization || !token) return undefined;
  const out: ServerMetadata = {
    issuer,
    authorization_endpoint: authorization,
    token_endpoint: token,
  };
  const registration = httpUrl(v.registration_endpoint);
  if (registration) out.registration_endpoint = registration;
  const methods = strings(v.code_challenge_methods_supported);
  if (methods) out.code_challenge_methods_supported = methods;
  const auth = strings(v.token_endpoint_auth_methods_supported);
  if (auth) out.token_endpoint_auth_methods_supported = auth;
  if (v.authorization_response_iss_parameter_supported === true)
    out.authorization_response_iss_parameter_supported = true;
  return out;
}

function readClient(v: unknown): RegisteredClient | undefined {
  if (!isRecord(v)) return undefined;
  const clientId = str(v.clientId, 2048);
  const issuer = str(v.issuer, 2048);
  const authMethod = METHODS.find((m) => m === v.authMethod);
  const source = SOURCES.find((s) => s === v.source);
  if (!clientId || !issuer || !authMethod || !source) return undefined;
  const client: RegisteredClient = { clientId, issuer, authMethod, source };
  const secret = str(v.clientSecret);
  if (secret) client.clientSecret = secret;
  return client;
}

function readTokens(v: unknown): Tokens | undefined {
  if (!isRecord(v)) return undefined;
  const accessToken = str(v.accessToken, 65536);
  const tokenType = str(v.tokenType, 64);
  if (!accessToken || !tokenType) return undefined;
  const tokens: Tokens = { accessToken, tokenType };
  const refresh = str(v.refreshToken, 65536);
  if (refresh) tokens.refreshToken = refresh;
  if (typeof v.expiresAt === "number" && Number.isFinite(v.expiresAt))
    tokens.expiresAt = v.expiresAt;
  const scope = str(v.scope, 4096);
  if (scope) tokens.scope = scope;
  return tokens;
}

export function readGrant(v: unknown): Grant | undefined {
  if (!isRecord(v)) return undefined;
  const resource = httpUrl(v.resource);
  const issuer = str(v.issuer, 2048);
  const server = readServer(v.server);
  const client = readClient(v.client);
  const tokens = readTokens(v.tokens);
  if (!resource || !issuer || !server || !client || !tokens) return undefined;
  const grant: Grant = {
    resource,
    issuer,
    server,
    client,
    tokens,
    scopes: strings(v.scopes) ?? [],
  };
  const parameter = httpUrl(v.resourceParameter);
  if (parameter) grant.resourceParameter = parameter;
  const metadata = httpUrl(v.resourceMetadataUrl);
  if (metadata) grant.resourceMetadataUrl = metadata;
  return grant;
}
