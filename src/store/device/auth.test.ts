/**
 * "Remember tokens on this device" keeps tokens, never the client secret typed under Client
 * registration (issue 34, hole 7): what lands in local storage is read raw.
 */
import { beforeEach, describe, expect, test } from "vitest";
import type { Grant } from "../../auth/index.ts";
import { fakeLocalStorage } from "../../../test/support/localStorage.ts";
import { loadGrants, saveGrants } from "./auth.ts";

const grant = (client: Grant["client"]): Grant => ({
  resource: "https://mcp.example.com/mcp",
  issuer: "https://as.example.com",
  server: {
    issuer: "https://as.example.com",
    authorization_endpoint: "https://as.example.com/authorize",
    token_endpoint: "https://as.example.com/token",
  },
  client,
  tokens: { accessToken: "at-1", refreshToken: "rt-1", tokenType: "Bearer" },
  scopes: [],
});

let storage: Map<string, string>;
beforeEach(() => {
  storage = fakeLocalStorage();
});

describe("remembered grants", () => {
  test("the typed client secret is not stored; the grant comes back without it", () => {
    saveGrants([
      grant({
        clientId: "my-client",
        clientSecret: "typed-secret-42",
        authMethod: "client_secret_basic",
        source: "preregistered",
        issuer: "https://as.example.com",
      }),
    ]);
    const raw = [...storage.values()].join("\n");
    expect(raw).toContain("rt-1");
    expect(raw).not.toContain("typed-secret-42");
    const [back] = loadGrants();
    expect(back?.client).toEqual({
      clientId: "my-client",
      authMethod: "client_secret_basic",
      source: "preregistered",
      issuer: "https://as.example.com",
    });
  });

  test("a secret the server issued at registration stays with its remembered client", () => {
    saveGrants([
      grant({
        clientId: "dyn",
        clientSecret: "issued-secret",
        authMethod: "client_secret_basic",
        source: "dynamic",
        issuer: "https://as.example.com",
      }),
    ]);
    expect(loadGrants()[0]?.client.clientSecret).toBe("issued-secret");
  });
});
