/**
 * The authorization flow (`src/auth`) in Node against a real authorization server (the MCP
 * SDK's OAuth handlers) and a protected MCP server on loopback: discovery, registration, PKCE,
 * `resource`, `iss`, tokens, refresh with rotation, step-up; step mode; refusals; and the lane
 * it logs, judged, never holding a token.
 */
import { afterEach, describe, expect, test } from "vitest";
import { AuthFlow, authorizedFetch, refreshGrant } from "../../src/auth/index.ts";
import type { FlowSnapshot } from "../../src/auth/index.ts";
import { deriveExchange } from "../../src/protocol/exchange/derive.ts";
import type { ExchangeEntry, NewEntry } from "../../src/protocol/exchange/types.ts";
import { type OAuthServerOptions, type OAuthServers, startOAuthServers } from "../servers/index.ts";

let servers: OAuthServers | undefined;
afterEach(async () => {
  await servers?.close();
  servers = undefined;
});

const REDIRECT = "http://127.0.0.1:9/oauth/callback.html";

/** Node has no browser: the authorization page's redirect is read, not followed. */
async function page(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location, url).href;
}

function setup(log: NewEntry[]) {
  return {
    fetch: (input: string, init: RequestInit) => fetch(input, init),
    clock: () => Date.now(),
    sink: (entry: NewEntry) => log.push(entry),
    diagnose: false,
  };
}

async function challenge(s: OAuthServers) {
  const r = await fetch(s.mcpUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  return { status: r.status, header: r.headers.get("www-authenticate") };
}

async function flowAgainst(options: OAuthServerOptions = {}, version = "2025-11-25") {
  const s = (servers = await startOAuthServers(options));
  const log: NewEntry[] = [];
  const flow = new AuthFlow({
    resource: s.mcpUrl,
    version,
    client: { clientName: "test", redirectUri: REDIRECT },
    wire: setup(log),
    authorize: page,
    challenge: await challenge(s),
  });
  return { s, log, flow };
}

const numbered = (log: NewEntry[]): ExchangeEntry[] => log.map((e, seq) => ({ ...e, seq }));

describe("AuthFlow against the SDK's authorization server", () => {
  test("401 → metadata → registration → PKCE and resource → iss checked → tokens; the lane is clean and masked", async () => {
    const { s, log, flow } = await flowAgainst();
    const result = await flow.run();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const { grant } = result;
    expect(grant.issuer).toBe(s.issuer);
    expect(grant.client.source).toBe("dynamic");
    expect(grant.scopes).toEqual(["mcp:tools"]);
    expect(grant.tokens.refreshToken).toBeDefined();
    const token = s.tokenRequests[0];
    expect(token?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token?.resource).toBe(s.mcpUrl);
    const steps = log.map((e) => (e.type === "message" ? `${e.flow} ${e.auth?.step}` : ""));
    expect(steps).toEqual([
      "out resource-metadata",
      "in resource-metadata",
      "out as-metadata",
      "in as-metadata",
      "out register",
      "in register",
      "out authorize",
      "in authorize",
      "out token",
      "in token",
    ]);
    const rows = deriveExchange(numbered(log), "2025-11-25");
    const findings = rows.flatMap((r) => (r.type === "message" ? r.findings : []));
    expect(findings.filter((f) => f.severity !== "hint")).toEqual([]);
    expect(rows.every((r) => r.type !== "message" || r.pending === undefined)).toBe(true);
    const text = JSON.stringify(log);
    for (const secret of s.issued) expect(text).not.toContain(secret);
    // The authorization code and the verifier are masked too.
    expect(text).not.toContain(token?.code_verifier ?? "-");
    expect(text).not.toContain(token?.code ?? "-");
  });

  test("step mode stops before each request until continue(); runToEnd() does the rest", async () => {
    const s = (servers = await startOAuthServers());
    const log: NewEntry[] = [];
    const flow = new AuthFlow({
      resource: s.mcpUrl,
      version: "2026-07-28",
      client: { clientName: "test", redirectUri: REDIRECT },
      wire: setup(log),
      authorize: page,
      stepping: true,
    });
    const seen: FlowSnapshot[] = [];
    flow.subscribe((snap) => seen.push(snap));
    const running = flow.run();
    await expect.poll(() => flow.snapshot().phase).toBe("waiting");
    expect(flow.snapshot().pending?.url).toBe(
      `${new URL(s.mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`,
    );
    expect(log).toHaveLength(0);
    flow.continue();
    await expect.poll(() => flow.snapshot().pending?.step).toBe("as-metadata");
    expect(log).toHaveLength(2);
    flow.continue();
    await expect.poll(() => flow.snapshot().pending?.step).toBe("register");
    // 2026-07-28 asks for application_type in registration.
    expect(JSON.parse(flow.snapshot().pending?.body ?? "{}")).toMatchObject({
      application_type: "native",
    });
    flow.runToEnd();
    const result = await running;
    expect(result.ok).toBe(true);
    expect(seen.some((x) => x.phase === "authorizing")).toBe(true);
  });

  test("refresh rotates the refresh token and sends resource; authorizedFetch adds Bearer and steps up on 403", async () => {
    const { s, log, flow } = await flowAgainst();
    const result = await flow.run();
    if (!result.ok) throw new Error("flow failed");
    const refreshed = await refreshGrant(result.grant, setup(log), "2025-11-25");
    if (!refreshed.ok) throw new Error("refresh failed");
    expect(refreshed.grant.tokens.refreshToken).not.toBe(result.grant.tokens.refreshToken);
    expect(s.tokenRequests.at(-1)).toMatchObject({
      grant_type: "refresh_token",
      resource: s.mcpUrl,
    });
    const rows = deriveExchange(numbered(log), "2025-11-25");
    expect(
      rows.some(
        (r) => r.type === "message" && r.findings.some((f) => f.code === "auth.refresh-rotated"),
      ),
    ).toBe(true);

    const wrapped = authorizedFetch((input, init) => fetch(input, init), {
      resource: s.mcpUrl,
      version: "2025-11-25",
      client: { clientName: "test", redirectUri: REDIRECT },
      wire: setup([]),
      authorize: page,
      grant: refreshed.grant,
    });
    const call = (name: string) =>
      wrapped(s.mcpUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 2,
          method: "tools/call",
          params: { name, arguments: { message: "x" } },
        }),
      });
    expect((await call("echo")).status).toBe(200);
    expect((await call("admin-echo")).status).toBe(200);
    expect(wrapped.grant()?.scopes).toEqual(["mcp:tools", "mcp:admin"]);
  });

  test.each([
    [{ badIssuer: true }, "issuer-mismatch", "auth.as-issuer-mismatch"],
    [{ noPkce: true }, "pkce-unsupported", "auth.as-no-pkce"],
  ] as const)("refuses %o with %s, and the lane says why", async (options, code, finding) => {
    const { log, flow } = await flowAgainst(options);
    const result = await flow.run();
    expect(result.ok ? "ok" : result.error.code).toBe(code);
    const rows = deriveExchange(numbered(log), "2025-11-25");
    const found = rows.flatMap((r) => (r.type === "message" ? r.findings.map((f) => f.code) : []));
    expect(found).toContain(finding);
    // Refused before anything was registered or sent to the authorization endpoint.
    expect(log.some((e) => e.type === "message" && e.auth?.step === "register")).toBe(false);
  });

  test("2025-03-26: the authorization server at the server's origin, no resource parameter", async () => {
    const { s, log, flow } = await flowAgainst({}, "2025-03-26");
    const result = await flow.run();
    // The SDK's server here is on another origin than the MCP server: 2025-03-26 looks at the
    // MCP server's origin, finds no metadata there, and falls back to its default endpoints.
    expect(result.ok).toBe(false);
    const urls = log.flatMap((e) =>
      e.type === "message" && e.flow === "out" ? [e.http?.url ?? ""] : [],
    );
    expect(urls[0]).toBe(`${new URL(s.mcpUrl).origin}/.well-known/oauth-authorization-server`);
    expect(urls.some((u) => u.includes("oauth-protected-resource"))).toBe(false);
  });
});
