/**
 * A real authorization server and a protected MCP server on loopback, for the authorization
 * tests: the MCP TypeScript SDK's OAuth handlers (`mcpAuthRouter`: metadata, dynamic
 * registration, authorization with PKCE, token, refresh) in front of an in-memory provider,
 * and the SDK's MCP server behind the SDK's `requireBearerAuth` (401 with `resource_metadata`
 * and `scope`; 403 `insufficient_scope` for the `admin-echo` tool, which needs `mcp:admin`).
 * Both answer CORS for any origin (and expose WWW-Authenticate) unless a test breaks them.
 *
 * Ways to misbehave, one per test: `badIssuer` (the metadata names another issuer), `noPkce`
 * (no `code_challenge_methods_supported`), `tokenCors: false` (the token endpoint sends no
 * CORS headers), `exposeChallenge: false` (WWW-Authenticate not exposed to pages).
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import cors from "cors";
import express, { type Response } from "express";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  createOAuthMetadata,
  mcpAuthRouter,
} from "@modelcontextprotocol/sdk/server/auth/router.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
import type {
  OAuthServerProvider,
  AuthorizationParams,
} from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import { InvalidTokenError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type {
  OAuthClientInformationFull,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { z } from "zod";

export interface OAuthServerOptions {
  badIssuer?: boolean;
  noPkce?: boolean;
  tokenCors?: boolean;
  exposeChallenge?: boolean;
  /** Access tokens live this long (s). */
  tokenLifetimeS?: number;
}

export interface OAuthServers {
  /** The MCP endpoint (`…/mcp`). */
  mcpUrl: string;
  /** The authorization server's issuer. */
  issuer: string;
  /** Every access and refresh token handed out so far (for tests that search for leaks). */
  issued: string[];
  /** The token requests' bodies as received. */
  tokenRequests: Record<string, string>[];
  /** The MCP requests that came with a valid token: their method and the token's scopes. */
  authorized: { method: string; scopes: string[] }[];
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  scopes: string[];
  resource?: string;
}

class Clients implements OAuthRegisteredClientsStore {
  readonly all = new Map<string, OAuthClientInformationFull>();
  getClient(id: string) {
    return this.all.get(id);
  }
  registerClient(client: Omit<OAuthClientInformationFull, "client_id_issued_at">) {
    const full = {
      ...client,
      client_id_issued_at: Math.floor(Date.now() / 1000),
    } as OAuthClientInformationFull;
    this.all.set(full.client_id, full);
    return full;
  }
}

class Provider implements OAuthServerProvider {
  readonly clientsStore = new Clients();
  private readonly codes = new Map<string, { client: string; params: AuthorizationParams }>();
  private readonly access = new Map<string, Grant & { expiresAt: number }>();
  private readonly refreshes = new Map<string, Grant>();
  constructor(
    private readonly issuer: string,
    private readonly issued: string[],
    private readonly lifetimeS: number,
  ) {}

  authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response) {
    const code = randomUUID();
    this.codes.set(code, { client: client.client_id, params });
    const target = new URL(params.redirectUri);
    target.searchParams.set("code", code);
    if (params.state !== undefined) target.searchParams.set("state", params.state);
    // RFC 9207: the issuer rides along with the answer.
    target.searchParams.set("iss", this.issuer);
    res.redirect(302, target.href);
    return Promise.resolve();
  }

  challengeForAuthorizationCode(_client: OAuthClientInformationFull, code: string) {
    const entry = this.codes.get(code);
    if (!entry) return Promise.reject(new Error("unknown code"));
    return Promise.resolve(entry.params.codeChallenge);
  }

  private mint(grant: Grant): OAuthTokens {
    const accessToken = `at-${randomUUID()}`;
    const refreshToken = `rt-${randomUUID()}`;
    this.issued.push(accessToken, refreshToken);
    this.access.set(accessToken, { ...grant, expiresAt: Date.now() + this.lifetimeS * 1000 });
    this.refreshes.set(refreshToken, grant);
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: this.lifetimeS,
      refresh_token: refreshToken,
      scope: grant.scopes.join(" "),
    };
  }

  exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    _v?: string,
    _r?: string,
    resource?: URL,
  ) {
    const entry = this.codes.get(code);
    if (!entry || entry.client !== client.client_id)
      return Promise.reject(new Error("invalid code"));
    this.codes.delete(code);
    const target = resource?.href ?? entry.params.resource?.href;
    return Promise.resolve(
      this.mint({
        clientId: client.client_id,
        scopes: entry.params.scopes ?? [],
        ...(target && { resource: target }),
      }),
    );
  }

  exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string) {
    const grant = this.refreshes.get(refreshToken);
    if (!grant || grant.clientId !== client.client_id)
      return Promise.reject(new Error("invalid refresh token"));
    // Rotation: the old refresh token is spent.
    this.refreshes.delete(refreshToken);
    return Promise.resolve(this.mint(grant));
  }

  verifyAccessToken(token: string): Promise<AuthInfo> {
    const grant = this.access.get(token);
    // 401 invalid_token (RFC 6750 §3.1), so a client knows to refresh.
    if (!grant || grant.expiresAt < Date.now())
      return Promise.reject(new InvalidTokenError("invalid or expired token"));
    return Promise.resolve({
      token,
      clientId: grant.clientId,
      scopes: grant.scopes,
      expiresAt: Math.floor(grant.expiresAt / 1000),
      ...(grant.resource && { resource: new URL(grant.resource) }),
    });
  }
}

const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as AddressInfo).port;

function mcpServer(): McpServer {
  const server = new McpServer({ name: "protected-echo", version: "1.0.0" });
  server.registerTool(
    "echo",
    { description: "Says the message back", inputSchema: { message: z.string() } },
    ({ message }) => ({ content: [{ type: "text", text: `echo: ${message}` }] }),
  );
  server.registerTool(
    "admin-echo",
    {
      description: "Says the message back, for admins (scope mcp:admin)",
      inputSchema: { message: z.string() },
    },
    ({ message }) => ({ content: [{ type: "text", text: `admin echo: ${message}` }] }),
  );
  return server;
}

export async function startOAuthServers(options: OAuthServerOptions = {}): Promise<OAuthServers> {
  const issued: string[] = [];
  const tokenRequests: Record<string, string>[] = [];
  const authorized: OAuthServers["authorized"] = [];
  // The authorization server.
  const asApp = express();
  const asServer = await listen(asApp);
  const issuer = `http://127.0.0.1:${portOf(asServer)}`;
  const provider = new Provider(issuer, issued, options.tokenLifetimeS ?? 3600);
  const issuerUrl = new URL(issuer);
  const metadata = {
    ...createOAuthMetadata({ provider, issuerUrl, scopesSupported: ["mcp:tools", "mcp:admin"] }),
    authorization_response_iss_parameter_supported: true,
  } as Record<string, unknown>;
  // The issuer exactly as the resource metadata and `iss` name it (the SDK writes a URL's href).
  metadata.issuer = options.badIssuer ? "http://127.0.0.1:1/elsewhere" : issuer;
  if (options.noPkce) delete metadata.code_challenge_methods_supported;
  asApp.get("/.well-known/oauth-authorization-server", cors(), (_req, res) => {
    res.json(metadata);
  });
  if (options.tokenCors === false) {
    // The token endpoint answers without any CORS header (the SDK's router adds them: they
    // are dropped as they are set), so a page cannot read its answer.
    asApp.use("/token", (_req, res, next) => {
      const set = res.setHeader.bind(res);
      res.setHeader = (name: string, value: number | string | readonly string[]) =>
        name.toLowerCase().startsWith("access-control-") ? res : set(name, value);
      next();
    });
  }
  asApp.use("/token", express.urlencoded({ extended: false }), (req, _res, next) => {
    if (req.method === "POST") tokenRequests.push({ ...(req.body as Record<string, string>) });
    next();
  });
  asApp.use(mcpAuthRouter({ provider, issuerUrl, scopesSupported: ["mcp:tools", "mcp:admin"] }));

  // The MCP server (resource server).
  const mcpApp = express();
  const mcpServerHttp = await listen(mcpApp);
  const base = `http://127.0.0.1:${portOf(mcpServerHttp)}`;
  const mcpUrl = `${base}/mcp`;
  const prmUrl = `${base}/.well-known/oauth-protected-resource/mcp`;
  const exposed = [
    "Mcp-Session-Id",
    "Mcp-Protocol-Version",
    ...(options.exposeChallenge === false ? [] : ["WWW-Authenticate"]),
  ];
  mcpApp.use(cors({ origin: true, exposedHeaders: exposed }));
  mcpApp.use(express.json());
  mcpApp.get("/.well-known/oauth-protected-resource/mcp", (_req, res) => {
    res.json({
      resource: mcpUrl,
      authorization_servers: [issuer],
      scopes_supported: ["mcp:tools"],
      bearer_methods_supported: ["header"],
    });
  });
  const verifier = { verifyAccessToken: (token: string) => provider.verifyAccessToken(token) };
  const basic = requireBearerAuth({
    verifier,
    requiredScopes: ["mcp:tools"],
    resourceMetadataUrl: prmUrl,
  });
  const admin = requireBearerAuth({
    verifier,
    requiredScopes: ["mcp:tools", "mcp:admin"],
    resourceMetadataUrl: prmUrl,
  });
  const isAdminCall = (body: unknown) =>
    typeof body === "object" &&
    body !== null &&
    (body as { method?: unknown }).method === "tools/call" &&
    (body as { params?: { name?: unknown } }).params?.name === "admin-echo";
  mcpApp.all(
    "/mcp",
    (req, res, next) => (isAdminCall(req.body) ? admin : basic)(req, res, next),
    async (req, res) => {
      const body = req.body as { method?: unknown } | undefined;
      authorized.push({
        method: typeof body?.method === "string" ? body.method : "",
        scopes: (req as { auth?: AuthInfo }).auth?.scopes ?? [],
      });
      // Stateless: a fresh server and transport per request.
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      const server = mcpServer();
      res.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    },
  );

  return {
    mcpUrl,
    issuer,
    issued,
    tokenRequests,
    authorized,
    close: async () => {
      await Promise.all(
        [asServer, mcpServerHttp].map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}
