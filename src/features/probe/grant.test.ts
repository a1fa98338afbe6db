/** A remote run's grant: the one held for its server, refreshed as the connection's is. */
import { describe, expect, it } from "vitest";
import type { Grant } from "../../auth/index.ts";
import type { ProbeTarget } from "../../client/probe/index.ts";
import { type GrantSource, probeAuth, withGrant } from "./grant.ts";

const URL_ = "https://mcp.example/mcp";

function source(options: { token?: string; expired?: boolean; next?: string } = {}) {
  let token = options.token;
  let expired = options.expired ?? false;
  const grant = {
    resource: URL_,
    issuer: "https://as.example",
    tokens: { accessToken: token ?? "", tokenType: "Bearer", scope: "mcp:tools" },
    scopes: ["mcp:tools"],
  } as unknown as Grant;
  const held: GrantSource = {
    grantFor: (resource) => (token && resource === URL_ ? grant : undefined),
    needsRefresh: () => expired,
    authorization: (resource) => (token && resource === URL_ ? `Bearer ${token}` : undefined),
  };
  let refreshes = 0;
  const refresh = () => {
    refreshes++;
    if (!options.next) return Promise.resolve(false);
    token = options.next;
    expired = false;
    return Promise.resolve(true);
  };
  return { held, refresh, refreshes: () => refreshes };
}

const remote = (headers: Record<string, string> = {}): ProbeTarget => ({
  kind: "remote",
  url: URL_,
  headers,
});

describe("the report card's grant", () => {
  it("puts the grant held for the server on the target: its Authorization, issuer and scope", () => {
    const { held } = source({ token: "tok-1" });
    expect(withGrant(remote({ "X-Trace": "1" }), held)).toEqual({
      kind: "remote",
      url: URL_,
      headers: { "X-Trace": "1" },
      grant: { authorization: "Bearer tok-1", issuer: "https://as.example", scope: "mcp:tools" },
    });
  });

  it("the user's own Authorization header wins; no grant, another server: none", () => {
    const { held } = source({ token: "tok-1" });
    expect(withGrant(remote({ authorization: "Bearer mine" }), held)).toEqual(
      remote({ authorization: "Bearer mine" }),
    );
    expect(withGrant(remote(), source().held)).toEqual(remote());
    const other: ProbeTarget = { kind: "remote", url: "https://other.example/mcp", headers: {} };
    expect(withGrant(other, held)).toEqual(other);
    const gift: ProbeTarget = { kind: "gift", controls: {} as never };
    expect(withGrant(gift, held)).toBe(gift);
  });

  it("an expired token is refreshed before the run; a refused one on the worker's ask", async () => {
    const s = source({ token: "tok-1", expired: true, next: "tok-2" });
    const auth = probeAuth(s.held, s.refresh);
    const target = await auth.prepare(remote());
    expect(s.refreshes()).toBe(1);
    expect(target.kind === "remote" && target.grant?.authorization).toBe("Bearer tok-2");
    // Asked again mid-run: nothing new came, so no token (the card then says it was refused).
    expect(await auth.refresh(target)).toBeUndefined();
    const fresh = source({ token: "tok-1", next: "tok-3" });
    const again = probeAuth(fresh.held, fresh.refresh);
    const t1 = await again.prepare(remote());
    expect(fresh.refreshes()).toBe(0);
    expect(await again.refresh(t1)).toBe("Bearer tok-3");
    expect(await again.refresh(remote())).toBeUndefined();
  });
});
