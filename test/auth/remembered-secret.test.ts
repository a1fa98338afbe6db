/**
 * The client secret typed under Client registration is never written to the device, even with
 * "Remember tokens on this device" (issue 34, hole 7): the page's `AuthSession` against the
 * SDK's real authorization server, with the device store over a local storage stand-in; after
 * a "reload" the remembered grant refreshes with the secret typed again, and not without it.
 */
import { afterEach, expect, test } from "vitest";
import { AuthSession } from "../../src/client/auth/index.ts";
import { loadGrants, saveGrants } from "../../src/store/device/auth.ts";
import { type OAuthServers, startOAuthServers } from "../servers/index.ts";
import { fakeLocalStorage } from "../support/localStorage.ts";

const REDIRECT = "http://127.0.0.1:9/oauth/callback.html";
let servers: OAuthServers | undefined;
afterEach(async () => {
  await servers?.close();
});

async function page(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  return new URL(response.headers.get("location") ?? "", url).href;
}

const session = () =>
  new AuthSession({
    record: () => undefined,
    openAuthorization: page,
    keep: { load: loadGrants, save: saveGrants },
  });

test("remembered: the tokens, not the typed secret; a refresh after reload uses the secret typed again", async () => {
  const storage = fakeLocalStorage();
  servers = await startOAuthServers();
  // A confidential client registered beforehand, as its owner would.
  const registered = await fetch(`${servers.issuer}/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      redirect_uris: [REDIRECT],
      client_name: "pre-registered",
      token_endpoint_auth_method: "client_secret_post",
    }),
  });
  const client = (await registered.json()) as { client_id: string; client_secret: string };
  expect(client.client_secret).toBeTruthy();

  const first = session();
  first.setClient(client.client_id, client.client_secret);
  first.setRemember(true);
  const start = { resource: servers.mcpUrl, version: "2025-11-25", redirectUri: REDIRECT };
  const result = await first.start(start);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const raw = [...storage.values()].join("\n");
  expect(raw).toContain(result.grant.tokens.accessToken);
  expect(raw).not.toContain(client.client_secret);

  // A reload without the secret typed: the remembered grant cannot refresh.
  const forgetful = session();
  expect(forgetful.grantFor(servers.mcpUrl)?.client.clientSecret).toBeUndefined();
  expect(await forgetful.refresh(servers.mcpUrl, "2025-11-25")).toBe(false);

  // With it typed again, it can.
  const again = session();
  again.setClient(client.client_id, client.client_secret);
  expect(await again.refresh(servers.mcpUrl, "2025-11-25")).toBe(true);
  expect([...storage.values()].join("\n")).not.toContain(client.client_secret);
});
