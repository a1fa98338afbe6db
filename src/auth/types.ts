/** The authorization flow's public types: what a caller configures and what it gets back. */
import type { AuthPeer, AuthStep } from "../protocol/exchange/types.ts";

/** How the client identifies itself to the authorization server. */
export interface ClientConfig {
  /** A client registered beforehand with the authorization server (MCP §Preregistration). */
  clientId?: string;
  clientSecret?: string;
  /** For a pre-registered client; by default picked from the server's supported methods. */
  authMethod?: TokenAuthMethod;
  /** This client's Client ID Metadata Document: an https URL whose document names it. */
  metadataDocumentUrl?: string;
  /** Shown on the consent page; sent in dynamic registration. */
  clientName: string;
  /** Where the authorization page sends the browser back. */
  redirectUri: string;
}

export type TokenAuthMethod = "none" | "client_secret_basic" | "client_secret_post";

/** The client identity the flow ended up with, kept for refresh and step-up. */
export interface RegisteredClient {
  clientId: string;
  clientSecret?: string;
  authMethod: TokenAuthMethod;
  /** How it was had: entered by the user, a metadata document URL, dynamic registration. */
  source: "preregistered" | "metadata-document" | "dynamic";
  /** The authorization server it belongs to. */
  issuer: string;
}

/** What the flow uses of the authorization server's metadata (RFC 8414 §2). */
export interface ServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  registration_endpoint?: string;
  scopes_supported?: string[];
  code_challenge_methods_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
  client_id_metadata_document_supported?: boolean;
  authorization_response_iss_parameter_supported?: boolean;
}

export interface Tokens {
  accessToken: string;
  tokenType: string;
  refreshToken?: string;
  /** Epoch ms, when the server gave `expires_in`. */
  expiresAt?: number;
  /** What the server says it granted (`scope`), else what was asked. */
  scope?: string;
}

/** Everything needed to use, refresh and step up a grant, for one MCP server. */
export interface Grant {
  resource: string;
  /** The `resource` parameter sent (RFC 8707). */
  resourceParameter?: string;
  issuer: string;
  server: ServerMetadata;
  client: RegisteredClient;
  tokens: Tokens;
  /** The scopes asked for in the last authorization. */
  scopes: string[];
  /** The protected resource metadata URL, for a later step-up. */
  resourceMetadataUrl?: string;
}

/** Why a flow stopped: a stable code (the UI translates by it) and its values. */
export interface FlowError {
  code: FlowErrorCode;
  params: Record<string, string>;
}

export type FlowErrorCode =
  | "no-resource-metadata"
  | "no-authorization-servers"
  | "resource-mismatch"
  | "no-server-metadata"
  | "issuer-mismatch"
  | "endpoint-origin"
  | "endpoint-insecure"
  | "endpoint-private"
  | "too-large"
  | "pkce-unsupported"
  | "no-client-identity"
  | "registration-failed"
  | "authorization-denied"
  | "authorization-closed"
  | "state-mismatch"
  | "iss-mismatch"
  | "iss-missing"
  | "token-failed"
  | "blocked"
  | "unreachable"
  | "cancelled";

/** What the 401 (or 403) that started the flow said. */
export interface ChallengeInfo {
  status: number;
  /** The `WWW-Authenticate` value, `null` when the page could not read one. */
  header: string | null;
}

/** The next request of a flow in step mode, as "Continue" shows it: secrets masked. */
export interface PendingStep {
  step: AuthStep;
  peer: AuthPeer;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type FlowPhase = "idle" | "waiting" | "running" | "authorizing" | "done" | "failed";

export interface FlowSnapshot {
  phase: FlowPhase;
  pending?: PendingStep;
  error?: FlowError;
  /** Steps (HTTP requests and the authorization page) done so far. */
  steps: number;
}

export type FlowResult = { ok: true; grant: Grant } | { ok: false; error: FlowError };
