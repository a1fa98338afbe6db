/**
 * The authorization client attacked as a hostile MCP server or authorization server would
 * (issue 34), against the SDK's real authorization server on loopback: each test is one
 * attack, and what reached the attacker is read off its own server.
 */
import { afterEach, describe, expect, test } from "vitest";
import { AuthFlow } from "../../src/auth/index.ts";
import type { FlowResult } from "../../src/auth/index.ts";
import type { NewEntry } from "../../src/protocol/exchange/types.ts";
import {
  type OAuthServers,
  type ScriptedServer,
  json,
  startOAuthServers,
  startScripted,
} from "../servers/index.ts";

const REDIRECT = "http://127.0.0.1:9/oauth/callback.html";
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function real(): Promise<OAuthServers> {
  const s = await startOAuthServers();
  running.push(s);
  return s;
}

async function evil(): Promise<ScriptedServer> {
  const s = await startScripted();
  running.push(s);
  return s;
}

/** Node has no browser: the authorization page's redirect is read, not followed. */
async function page(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location, url).href;
}

function flowFor(resource: string, version: string, log: NewEntry[] = []): AuthFlow {
  return new AuthFlow({
    resource,
    version,
    client: { clientName: "test", redirectUri: REDIRECT },
    wire: {
      fetch: (input, init) => fetch(input, init),
      clock: () => Date.now(),
      sink: (entry) => log.push(entry),
      diagnose: false,
    },
    authorize: page,
  });
}

const codeOf = (result: FlowResult) => (result.ok ? "ok" : result.error.code);

describe("1. mix-up through the 2025-03-26 fallback", () => {
  test.each(["2025-03-26", "2025-11-25"])(
    "%s: metadata claiming the real issuer with its own token endpoint is refused; no code reaches it",
    async (version) => {
      const as = await real();
      const bad = await evil();
      bad.on(
        "/.well-known/oauth-authorization-server",
        json({
          issuer: as.issuer,
          authorization_endpoint: `${as.issuer}/authorize`,
          token_endpoint: bad.url("/token"),
          registration_endpoint: `${as.issuer}/register`,
          response_types_supported: ["code"],
          code_challenge_methods_supported: ["S256"],
        }),
      );
      bad.on("/token", json({ access_token: "stolen", token_type: "Bearer" }));
      const result = await flowFor(bad.url("/mcp"), version).run();
      expect(codeOf(result)).toBe("issuer-mismatch");
      expect(bad.seen.filter((r) => r.path === "/token")).toEqual([]);
      expect(as.tokenRequests).toEqual([]);
    },
  );

  test("2025-03-26: its own issuer but the endpoints elsewhere is refused with the endpoint named", async () => {
    const as = await real();
    const bad = await evil();
    bad.on(
      "/.well-known/oauth-authorization-server",
      json({
        issuer: bad.origin,
        authorization_endpoint: `${as.issuer}/authorize`,
        token_endpoint: bad.url("/token"),
        registration_endpoint: `${as.issuer}/register`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
      }),
    );
    const result = await flowFor(bad.url("/mcp"), "2025-03-26").run();
    expect(codeOf(result)).toBe("endpoint-origin");
    expect(result.ok ? {} : result.error.params).toMatchObject({
      endpoint: `${as.issuer}/authorize`,
      issuer: bad.origin,
    });
    expect(bad.seen.filter((r) => r.path === "/token")).toEqual([]);
  });
});
