import { describe, expect, test } from "vitest";
import { createAuthJudge, issuerOfMetadataUrl } from "../../src/protocol/auth/judge.ts";
import { AUTH_MESSAGES } from "../../src/protocol/auth/messages.ts";
import type { AuthMeta, MessageEntry } from "../../src/protocol/exchange/types.ts";
import { describeFinding, hasRussian } from "../../src/i18n/findings/describe.ts";

const RESOURCE = "https://mcp.example.com/mcp";

function entry(
  flow: "out" | "in",
  meta: Partial<AuthMeta> & Pick<AuthMeta, "step">,
  http: MessageEntry["http"],
  text = "",
): MessageEntry {
  const auth: AuthMeta = { peer: "as", version: "2025-11-25", resource: RESOURCE, ...meta };
  return { type: "message", seq: 0, flow, at: 0, text, http, lane: "auth", auth };
}

const codes = (judge: ReturnType<typeof createAuthJudge>, e: MessageEntry) =>
  judge(e).map((f) => f.code);

describe("the authorization lane's judge", () => {
  test("a challenge: hidden, without resource_metadata (an error in 2025-06-18), insufficient_scope", () => {
    const judge = createAuthJudge();
    const challenge = (headers: Record<string, string>, version = "2025-11-25", status = 401) =>
      entry(
        "in",
        { step: "challenge", peer: "server", version },
        { method: "POST", url: RESOURCE, status, responseHeaders: headers },
      );
    expect(codes(judge, challenge({}))).toEqual(["auth.challenge-hidden"]);
    const none = judge(challenge({ "WWW-Authenticate": 'Bearer scope="a"' }, "2025-06-18"));
    expect(none.map((f) => [f.code, f.severity])).toEqual([
      ["auth.challenge-no-metadata", "error"],
    ]);
    expect(
      codes(
        judge,
        challenge(
          {
            "WWW-Authenticate":
              'Bearer error="insufficient_scope", scope="a b", resource_metadata="x"',
          },
          "2025-11-25",
          403,
        ),
      ),
    ).toEqual(["auth.challenge-insufficient-scope"]);
  });

  test("metadata: no authorization_servers, another resource, another issuer, no PKCE", () => {
    const judge = createAuthJudge();
    const prm = (body: unknown) =>
      entry(
        "in",
        { step: "resource-metadata", peer: "server" },
        {
          method: "GET",
          url: "https://mcp.example.com/.well-known/oauth-protected-resource/mcp",
          status: 200,
        },
        JSON.stringify(body),
      );
    expect(codes(judge, prm({ resource: RESOURCE }))).toEqual([
      "auth.prm-no-authorization-servers",
    ]);
    expect(
      codes(
        judge,
        prm({ resource: "https://other.example.com/mcp", authorization_servers: ["https://a"] }),
      ),
    ).toEqual(["auth.prm-resource-mismatch"]);
    const as = entry(
      "in",
      { step: "as-metadata" },
      {
        method: "GET",
        url: "https://auth.example.com/.well-known/oauth-authorization-server/t1",
        status: 200,
      },
      JSON.stringify({
        issuer: "https://evil.example.com",
        authorization_endpoint: "https://a/authorize",
        token_endpoint: "https://a/token",
      }),
    );
    expect(codes(judge, as)).toEqual(["auth.as-issuer-mismatch", "auth.as-no-pkce"]);
  });

  test("the authorization request, its answer and the token request are checked against what was sent", () => {
    const judge = createAuthJudge();
    judge(
      entry(
        "in",
        { step: "as-metadata" },
        {
          method: "GET",
          url: "https://auth.example.com/.well-known/oauth-authorization-server",
          status: 200,
        },
        JSON.stringify({
          issuer: "https://auth.example.com",
          authorization_endpoint: "https://auth.example.com/authorize",
          token_endpoint: "https://auth.example.com/token",
          code_challenge_methods_supported: ["S256"],
          authorization_response_iss_parameter_supported: true,
        }),
      ),
    );
    const out = entry(
      "out",
      { step: "authorize", peer: "browser" },
      {
        method: "GET",
        url: "https://auth.example.com/authorize?response_type=code&client_id=c&code_challenge=x&code_challenge_method=S256&state=s1",
      },
    );
    expect(codes(judge, out)).toEqual(["auth.authorize-missing"]);
    const back = (query: string) =>
      entry(
        "in",
        { step: "authorize", peer: "browser" },
        { method: "GET", url: `https://p/cb?${query}`, status: 302 },
        query,
      );
    expect(codes(judge, back("code=c&state=s1&iss=https%3A%2F%2Fevil"))).toEqual([
      "auth.callback-iss-mismatch",
    ]);
    expect(codes(judge, back("code=c&state=s1"))).toEqual(["auth.callback-iss-missing"]);
    expect(codes(judge, back("code=c&state=other&iss=https%3A%2F%2Fauth.example.com"))).toEqual([
      "auth.callback-state-mismatch",
    ]);
    const token = entry(
      "out",
      { step: "token" },
      { method: "POST", url: "https://auth.example.com/token" },
      "grant_type=authorization_code&code=x&redirect_uri=y",
    );
    expect(judge(token).map((f) => f.args?.param)).toEqual(["code_verifier", "resource"]);
    const answer = entry(
      "in",
      { step: "token" },
      { method: "POST", url: "https://auth.example.com/token", status: 200 },
      JSON.stringify({ access_token: "••••" }),
    );
    expect(codes(judge, answer)).toEqual(["auth.token-no-token-type"]);
  });

  test("a blocked step names the endpoint and the missing header", () => {
    const judge = createAuthJudge();
    const [f] = judge(
      entry(
        "in",
        { step: "token", blocked: "cors", missingHeader: "Access-Control-Allow-Origin" },
        { method: "POST", url: "https://auth.example.com/token" },
      ),
    );
    expect(f?.message).toContain("https://auth.example.com/token");
    expect(f?.message).toContain("Access-Control-Allow-Origin");
    expect(describeFinding(f!, "ru")).toContain("Access-Control-Allow-Origin");
  });

  test("the issuer behind each well-known URL", () => {
    expect(issuerOfMetadataUrl("https://a.com/.well-known/oauth-authorization-server/t1")).toBe(
      "https://a.com/t1",
    );
    expect(issuerOfMetadataUrl("https://a.com/.well-known/openid-configuration/t1")).toBe(
      "https://a.com/t1",
    );
    expect(issuerOfMetadataUrl("https://a.com/t1/.well-known/openid-configuration")).toBe(
      "https://a.com/t1",
    );
    expect(issuerOfMetadataUrl("https://a.com/.well-known/oauth-authorization-server")).toBe(
      "https://a.com",
    );
  });

  test("every finding has a Russian text that names the same rule", () => {
    for (const code of Object.keys(AUTH_MESSAGES)) expect(hasRussian(code), code).toBe(true);
  });
});
