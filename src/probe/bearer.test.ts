/** The grant's token on a run's requests: to its server only, refreshed once when refused. */
import { describe, expect, it } from "vitest";
import { bearerFetch, sameResource } from "./bearer.ts";

const RESOURCE = "https://mcp.example/mcp";

interface Sent {
  url: string;
  authorization: string | null;
}

/** A server that accepts `Bearer good…` tokens only and records what it got. */
function server(accepted: (token: string | null) => boolean, status = 401) {
  const sent: Sent[] = [];
  const fetch = (url: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get("authorization");
    sent.push({ url, authorization });
    return Promise.resolve(
      accepted(authorization)
        ? new Response("{}", { status: 200 })
        : new Response(null, {
            status,
            headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' },
          }),
    );
  };
  return { sent, fetch };
}

describe("bearerFetch", () => {
  it("puts the token on requests to the resource and takes it off any other address", async () => {
    const s = server(() => true);
    const f = bearerFetch(s.fetch, RESOURCE, { authorization: "Bearer good-1" });
    await f(RESOURCE, { method: "POST", headers: { Authorization: "Bearer stale" } });
    await f("https://mcp.example/mcp#part", { method: "GET" });
    // Another path, another host, another port: the token stays home.
    await f("https://mcp.example/other", { headers: { Authorization: "Bearer good-1" } });
    await f("https://evil.example/mcp", { headers: { Authorization: "Bearer good-1" } });
    await f("https://mcp.example:8443/mcp", { headers: { authorization: "Bearer good-1" } });
    expect(s.sent.map((x) => x.authorization)).toEqual([
      "Bearer good-1",
      "Bearer good-1",
      null,
      null,
      null,
    ]);
    // A header the user gave for another address is not the run's to take.
    await f("https://other.example/", { headers: { Authorization: "Basic dXNlcg==" } });
    expect(s.sent.at(-1)?.authorization).toBe("Basic dXNlcg==");
  });

  it("refreshes once when the server refuses the token, then sends the new one", async () => {
    const s = server((token) => token === "Bearer good-2");
    let asked = 0;
    const f = bearerFetch(s.fetch, RESOURCE, {
      authorization: "Bearer old-1",
      refresh: () => {
        asked++;
        return Promise.resolve("Bearer good-2");
      },
    });
    const [a, b] = await Promise.all([
      f(RESOURCE, { method: "POST", body: "{}" }),
      f(RESOURCE, { method: "POST", body: "{}" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(asked).toBe(1);
    expect(f.state).toEqual({ authorization: "Bearer good-2", refreshed: 1 });
    // The old token, too, never goes elsewhere.
    await f("https://evil.example/", { headers: { Authorization: "Bearer old-1" } });
    expect(s.sent.at(-1)?.authorization).toBeNull();
  });

  it("says the token was refused when no fresh one comes (and for a 403 with a Bearer challenge)", async () => {
    const refused = server(() => false);
    const f = bearerFetch(refused.fetch, RESOURCE, {
      authorization: "Bearer old-1",
      refresh: () => Promise.resolve(undefined),
    });
    expect((await f(RESOURCE, { method: "POST" })).status).toBe(401);
    expect(f.state.refused).toBe(401);
    expect(f.state.refreshed).toBe(0);

    const forbidden = server(() => false, 403);
    const g = bearerFetch(forbidden.fetch, RESOURCE, { authorization: "Bearer a-1" });
    expect((await g(RESOURCE, { method: "POST" })).status).toBe(403);
    expect(g.state.refused).toBe(403);
    expect(forbidden.sent).toHaveLength(1);
  });

  it("sameResource compares scheme, host, port, path and query; the fragment does not count", () => {
    expect(sameResource("https://MCP.example/mcp#x", RESOURCE)).toBe(true);
    expect(sameResource("https://mcp.example/mcp?a=1", RESOURCE)).toBe(false);
    expect(sameResource("http://mcp.example/mcp", RESOURCE)).toBe(false);
    expect(sameResource("not a url", RESOURCE)).toBe(false);
  });
});
