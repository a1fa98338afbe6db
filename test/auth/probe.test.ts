/**
 * "Check this server" against a server that needs a bearer token (the SDK's `requireBearerAuth`
 * in front of its MCP server, the SDK's authorization server beside it), run as the page runs
 * it (`runPageProbe`, in-process here): with the flow's grant the checks pass; without one the
 * first check that could not run says in plain words that the server needs authorization; a
 * refused token is refreshed as the page's connection does, or the card says it was refused.
 * The token is in none of the card, its exports, its link.
 */
import { afterEach, describe, expect, test } from "vitest";
import { AuthFlow, type Grant, refreshGrant } from "../../src/auth/index.ts";
import { runPageProbe } from "../../src/client/probe/run.ts";
import type { ProbeGrant } from "../../src/client/probe/protocol.ts";
import { challengeOf } from "../../src/features/probe/grant.ts";
import { cardJUnit, cardJson } from "../../src/probe/report.ts";
import { noteText } from "../../src/probe/texts.ts";
import type { Card } from "../../src/probe/types.ts";
import { encodeCardLink } from "../../src/share/card-link.ts";
import { type OAuthServers, startOAuthServers } from "../servers/index.ts";

let servers: OAuthServers | undefined;
afterEach(async () => {
  await servers?.close();
  servers = undefined;
});

const REDIRECT = "http://127.0.0.1:9/oauth/callback.html";
const wire = {
  fetch: (input: string, init: RequestInit) => fetch(input, init),
  clock: () => Date.now(),
  sink: () => undefined,
};

/** Node has no browser: the authorization page's redirect is read, not followed. */
async function page(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location, url).href;
}

async function authorized(): Promise<{ s: OAuthServers; grant: Grant }> {
  const s = (servers = await startOAuthServers());
  const flow = new AuthFlow({
    resource: s.mcpUrl,
    version: "2025-11-25",
    client: { clientName: "test", redirectUri: REDIRECT },
    wire,
    authorize: page,
  });
  const result = await flow.run();
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { s, grant: result.grant };
}

const probeGrant = (grant: Grant, authorization?: string): ProbeGrant => ({
  authorization: authorization ?? `Bearer ${grant.tokens.accessToken}`,
  issuer: grant.issuer,
  ...(grant.tokens.scope && { scope: grant.tokens.scope }),
});

function run(url: string, grant?: ProbeGrant, refresh?: () => Promise<string | undefined>) {
  return runPageProbe(
    {
      target: { kind: "remote", url, headers: {}, ...(grant && { grant }) },
      version: "2025-11-25",
      tools: {},
    },
    () => undefined,
    refresh,
  );
}

const status = (card: Card, id: string) => card.checks.find((c) => c.id === id)?.status;

/** Every place a card goes: the card itself, its JSON and JUnit, its link. */
async function everywhere(card: Card): Promise<string> {
  const link = await encodeCardLink(card, "https://playground.example/");
  if (!link.ok) throw new Error(link.reason);
  const hash = decodeURIComponent(link.url);
  return [JSON.stringify(card), cardJson(card), cardJUnit(card), hash].join("\n");
}

describe("the report card against a server that needs a bearer token", () => {
  test("with the flow's grant: the checks reach the server and pass; the card says so, never the token", async () => {
    const { s, grant } = await authorized();
    const card = await run(s.mcpUrl, probeGrant(grant));
    expect(status(card, "lifecycle.initialize")).toBe("passed");
    expect(status(card, "lifecycle.ping")).toBe("passed");
    expect(status(card, "lists.tools")).toBe("passed");
    expect(status(card, "errors.unknown-method")).toBe("passed");
    expect(s.authorized.map((a) => a.method)).toEqual(
      expect.arrayContaining(["initialize", "tools/list"]),
    );
    const notes = card.checks.flatMap((c) => c.notes.map((n) => n.key));
    expect(notes).not.toContain("needs-authorization");
    expect(notes).not.toContain("token-refused");
    expect(card.authorization).toEqual({
      source: "grant",
      issuer: s.issuer,
      scope: "mcp:tools",
    });
    // The log shows the header was sent, masked.
    const sent = card.log.find((e) => e.type === "message" && e.flow === "out");
    const headers = sent?.type === "message" ? sent.http?.requestHeaders : undefined;
    expect(Object.entries(headers ?? {}).find(([n]) => /^authorization$/i.test(n))?.[1]).toMatch(
      /^Bearer ••••/,
    );
    expect(challengeOf(card)).toBeUndefined();
    const text = await everywhere(card);
    for (const secret of s.issued) expect(text).not.toContain(secret);
  }, 60_000);

  test("without a grant: the first check that could not run says the server needs authorization", async () => {
    const s = (servers = await startOAuthServers());
    const card = await run(s.mcpUrl);
    const first = card.checks.find((c) => c.status === "failed" || c.status === "could-not-run");
    expect(first?.id).toBe("lifecycle.initialize");
    expect(first?.notes[0]).toEqual({ key: "needs-authorization", params: { status: 401 } });
    expect(noteText(first?.notes[0] ?? { key: "" }, "en")).toMatch(
      /^The server needs authorization: it answered HTTP 401.*Authorize in the Authorization panel/,
    );
    expect(noteText(first?.notes[0] ?? { key: "" }, "ru")).toMatch(/^Серверу нужна авторизация/);
    expect(card.authorization).toBeUndefined();
    expect(s.authorized).toEqual([]);
    // The panel is offered the server's challenge: Authorize starts from its metadata address.
    const challenge = challengeOf(card);
    expect(challenge?.status).toBe(401);
    expect(challenge?.header).toMatch(
      /^Bearer .*resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp"/,
    );
  }, 60_000);

  test("a refused token is refreshed (rotation honoured) and the run goes on with the new one", async () => {
    const { s, grant } = await authorized();
    let held = grant;
    let asked = 0;
    const refresh = async () => {
      asked++;
      const result = await refreshGrant(held, wire, "2025-11-25");
      if (!result.ok) return undefined;
      held = result.grant;
      return `Bearer ${held.tokens.accessToken}`;
    };
    // The token the page held was revoked meanwhile: the server refuses it.
    const card = await run(s.mcpUrl, probeGrant(grant, "Bearer at-revoked-meanwhile"), refresh);
    expect(asked).toBe(1);
    expect(status(card, "lifecycle.initialize")).toBe("passed");
    expect(status(card, "lists.tools")).toBe("passed");
    expect(card.authorization).toMatchObject({ source: "grant", refreshed: 1 });
    expect(card.authorization?.refused).toBeUndefined();
    expect(s.tokenRequests.at(-1)).toMatchObject({
      grant_type: "refresh_token",
      resource: s.mcpUrl,
    });
    const text = await everywhere(card);
    for (const secret of s.issued) expect(text).not.toContain(secret);
  }, 60_000);

  test("a refused token that cannot be refreshed: the card says the token was refused", async () => {
    const { s, grant } = await authorized();
    const card = await run(s.mcpUrl, probeGrant(grant, "Bearer at-expired"), () =>
      Promise.resolve(undefined),
    );
    const first = card.checks.find((c) => c.status === "failed" || c.status === "could-not-run");
    expect(first?.notes[0]).toEqual({ key: "token-refused", params: { status: 401 } });
    expect(noteText(first?.notes[0] ?? { key: "" }, "en")).toMatch(
      /^The server refused the token the run sent \(HTTP 401\)/,
    );
    expect(card.authorization).toMatchObject({ source: "grant", refused: 401 });
  }, 60_000);
});
