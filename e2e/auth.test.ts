/**
 * Authorization in the built site, against a real authorization server (the MCP SDK's OAuth
 * handlers) and a protected MCP server on loopback: from the 401 to a successful tools/call,
 * all at once and step by step, every step drawn on the authorization lane and judged, in
 * English and Russian; refused steps (a wrong issuer, no PKCE, a token endpoint without CORS)
 * explained without losing the session; and the tokens appear in no link, export, curl
 * command or console line.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import {
  type OAuthServerOptions,
  type OAuthServers,
  startOAuthServers,
} from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { closeDrawer, openDrawer, openSetup, reportCard } from "./setupLine.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();
let servers: OAuthServers | undefined;

afterEach(async () => {
  await servers?.close();
  servers = undefined;
});

async function start(options: OAuthServerOptions = {}) {
  servers = await startOAuthServers(options);
  return servers;
}

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** The remote target at `url`, Connect pressed: the server answers 401. */
async function connect(p: Playground, url: string) {
  const x = new Exchange(p);
  await p.page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
  await p.page.getByRole("combobox", { name: "Server URL", exact: true }).fill(url);
  await x.button("Connect").click();
  return x;
}

const authStatus = (p: Playground) =>
  p.page.getByRole("status", { name: "Authorization status", exact: true });

/** Everything the page logged to its console, to search for secrets. */
function consoleOf(p: Playground): string[] {
  const lines: string[] = [];
  p.page.on("console", (m) => lines.push(m.text()));
  return lines;
}

describe("authorization (OAuth) against a loopback authorization server", () => {
  test("all at once, in English: 401 → Authorize → every step drawn and judged → tools/call succeeds; no token in a link, an export, curl or the console", async () => {
    const s = await start();
    const p = await app.open();
    const logged = consoleOf(p);
    await p.waitForEditorReady();
    const x = await connect(p, s.mcpUrl);
    await expect
      .poll(() => authStatus(p).innerText())
      .toMatch(/asks for authorization \(HTTP 401\)/);

    await x.button("Authorize").click();
    await expect
      .poll(() => authStatus(p).innerText(), { timeout: 60_000 })
      .toMatch(
        /Authorized by http:\/\/127\.0\.0\.1:\d+ as \S+ \(dynamic registration\): token ••••\w{4}/,
      );
    // Connected again with the token: initialize and a tool call go through.
    const connection = p.page.getByRole("status", { name: "Connection", exact: true });
    await expect.poll(() => connection.innerText()).toMatch(/Connected to/);
    // Connected again with the token: the server has seen its first request.
    await expect.poll(() => s.authorized.length).toBeGreaterThan(0);
    // The drawer, opened by the 401, covers the diagram: closed to read it.
    await closeDrawer(p, "Authorization");
    await x.button("Initialize").click();
    await x.arrows("reply initialize").waitFor();
    await x.send(
      request(7, "tools/call", { name: "echo", arguments: { message: "with a token" } }),
    );
    await x.arrows("reply tools/call id 7").waitFor();

    // Every step on the authorization lane, with the lifelines it runs between.
    const labels = (await x.allArrowLabels()).join("\n");
    for (const step of [
      "auth request GET /.well-known/oauth-protected-resource/mcp",
      "auth reply 200 /.well-known/oauth-protected-resource/mcp",
      "auth request GET /.well-known/oauth-authorization-server",
      "auth request POST /register",
      "auth reply 201 /register",
      "auth request GET /authorize",
      "auth request POST /token",
      "auth reply 200 /token",
    ]) {
      expect(labels).toContain(step);
    }
    // The authorization page comes back to the callback beside the app, under its sub-path.
    expect(labels).toContain(
      `auth reply 302 ${new URL("oauth/callback.html", app.appUrl).pathname}`,
    );
    // The lifelines' headings, above the drawing.
    await p.page.getByText("Authorization server", { exact: true }).first().waitFor();
    await p.page.getByText("Authorization page", { exact: true }).first().waitFor();
    // Judged: the token answer is clean, so no arrow of the lane is flagged as wrong.
    await x.arrows("auth reply 200 /token").click();
    const detail = p.page.getByRole("region", { name: "Message", exact: true });
    await expect.poll(() => detail.innerText()).toContain("POST");
    expect(await detail.innerText()).toContain("access_token");

    // The tokens never leave in the clear: a link, the exported session, curl, the console.
    await p.page.getByRole("checkbox", { name: "Include the session", exact: true }).check();
    await x.button("Copy link").click();
    const link = await p.page.getByRole("textbox", { name: "Link", exact: true }).inputValue();
    const dir = await mkdtemp(join(tmpdir(), "mcp-auth-"));
    const file = join(dir, "session.jsonl");
    const downloading = p.page.waitForEvent("download");
    await x.button("Export").click();
    await p.page.getByRole("menuitem", { name: "Session (JSON Lines)" }).click();
    await (await downloading).saveAs(file);
    const exported = await readFile(file, "utf8");
    expect(exported).toContain('"lane":"auth"');
    await x.arrows("request tools/call id 7").click();
    await p.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(app.appUrl).origin,
    });
    await x.button("Copy as curl").click();
    const curl = await p.page
      .getByRole("textbox", { name: "curl command", exact: true })
      .inputValue();
    expect(curl).toContain("Authorization: <redacted>");
    const stored = await p.page.evaluate(() => {
      const s = (globalThis as unknown as { localStorage: Record<string, string> }).localStorage;
      return JSON.stringify({ ...s });
    });
    for (const secret of s.issued) {
      for (const [where, text] of [
        ["link", decodeURIComponent(link)],
        ["export", exported],
        ["curl", curl],
        ["console", logged.join("\n")],
        ["local storage", stored],
      ] as const) {
        expect(text.includes(secret), `${where} holds a token`).toBe(false);
      }
    }
    // "Show secrets" puts the token the page holds into curl, and only there.
    await p.page.getByRole("checkbox", { name: "Show secrets", exact: true }).check();
    await x.button("Copy as curl").click();
    const revealed = await p.page
      .getByRole("textbox", { name: "curl command", exact: true })
      .inputValue();
    expect(s.issued.some((t) => revealed.includes(t))).toBe(true);

    // Forget tokens: the next request goes without one.
    await openDrawer(p, "Authorization");
    await x.button("Forget tokens").click();
    await expect.poll(() => authStatus(p).innerText()).toMatch(/No token for this server/);
  });

  test("Check this server: without a grant the card says the server needs authorization; after Authorize the run carries the token, and no export or link holds it", async () => {
    const s = await start();
    const p = await app.open();
    await p.waitForEditorReady();
    const x = await connect(p, s.mcpUrl);
    await expect.poll(() => authStatus(p).innerText()).toMatch(/HTTP 401/);
    const card = await reportCard(p);
    const run = card.getByRole("button", { name: "Check this server", exact: true });
    const score = card.getByRole("status", { name: "Score", exact: true });
    const initialize = card.locator('[data-check="lifecycle.initialize"]');
    await run.click();
    await score.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => initialize.innerText())
      .toMatch(/The server needs authorization: it answered HTTP 401 .*Press Authorize/);

    await openDrawer(p, "Authorization");
    await x.button("Authorize").click();
    await expect
      .poll(() => authStatus(p).innerText(), { timeout: 60_000 })
      .toMatch(/Authorized by http:\/\/127\.0\.0\.1:\d+/);
    await reportCard(p);
    await run.click();
    await expect.poll(() => initialize.innerText(), { timeout: 60_000 }).toMatch(/^passed/);
    expect(await card.locator('[data-check="lists.tools"]').innerText()).toMatch(/^passed/);
    const said = await card.locator("[data-authorization]").innerText();
    expect(said).toMatch(
      /^Authorized: the run sent the token of the Authorization panel to this server only \(issued by http:\/\/127\.0\.0\.1:\d+\)\. Scope: mcp:tools\.$/,
    );
    expect(s.authorized.map((a) => a.method)).toEqual(
      expect.arrayContaining(["initialize", "tools/list", "ping"]),
    );

    // The token is in none of the card's exports, its link, the page's text.
    const dir = await mkdtemp(join(tmpdir(), "mcp-auth-card-"));
    const saved: string[] = [];
    for (const name of ["Export card (JSON)", "Export card (JUnit)"]) {
      const downloading = p.page.waitForEvent("download");
      await card.getByRole("button", { name, exact: true }).click();
      const file = join(dir, `${saved.length}`);
      await (await downloading).saveAs(file);
      saved.push(await readFile(file, "utf8"));
    }
    expect(saved[0]).toContain('"source": "grant"');
    await p.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(app.appUrl).origin,
    });
    await card.getByRole("button", { name: "Copy card link", exact: true }).click();
    const link = await card.getByRole("textbox", { name: "Card link", exact: true }).inputValue();
    const page = await p.page.locator("body").innerText();
    for (const secret of s.issued) {
      for (const [where, text] of [
        ["JSON", saved[0] ?? ""],
        ["JUnit", saved[1] ?? ""],
        ["link", decodeURIComponent(link)],
        ["page", page],
      ] as const) {
        expect(text.includes(secret), `${where} holds a token`).toBe(false);
      }
    }
  }, 180_000);

  test("step by step, in Russian: each request shown before it goes, Continue sends it; the lane judged in Russian", async () => {
    const s = await start();
    const p = await app.open();
    await p.waitForEditorReady();
    await p.switchLanguage("ru");
    const x = await connect(p, s.mcpUrl);
    await expect
      .poll(() => authStatus(p).innerText())
      .toMatch(/Сервер просит авторизацию \(HTTP 401\)/);
    await p.page.getByRole("checkbox", { name: "Step by step", exact: true }).check();
    await x.button("Authorize").click();
    const next = p.page.getByRole("group", { name: "Next request", exact: true });
    await expect
      .poll(() => next.innerText())
      .toContain(`GET ${new URL(s.mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`);
    expect(await next.innerText()).toContain("Ещё не отправлен");
    // Nothing of that request went yet: the lane has only the challenge.
    expect(
      await x.arrows("auth request GET /.well-known/oauth-protected-resource/mcp").count(),
    ).toBe(0);
    await x.button("Continue").click();
    await x.arrows("auth reply 200 /.well-known/oauth-protected-resource/mcp").waitFor();
    await expect.poll(() => next.innerText()).toContain("/.well-known/oauth-authorization-server");
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      if (/Авторизовано/.test(await authStatus(p).innerText())) break;
      if ((await next.count()) > 0) {
        seen.push(await next.innerText());
        await x.button("Continue").click();
      }
      await p.page.waitForTimeout(300);
    }
    await expect
      .poll(() => authStatus(p).innerText(), { timeout: 60_000 })
      .toMatch(/Авторизовано сервером/);
    expect(seen.join("\n")).toMatch(/POST .*\/register/);
    expect(seen.join("\n")).toMatch(/GET .*\/authorize\?/);
    expect(seen.join("\n")).toMatch(/POST .*\/token/);
    // The diagram's lifelines in Russian; a 404 of the discovery would be explained in Russian too.
    await p.page.getByText("Сервер авторизации", { exact: true }).first().waitFor();
    // Connected again with the token: the server has seen its first request.
    await expect.poll(() => s.authorized.length).toBeGreaterThan(0);
    // The drawer, opened by the 401, covers the editor: closed to write and send.
    await closeDrawer(p, "Authorization");
    await x.button("Initialize").click();
    await x.arrows("reply initialize").waitFor();
    await x.send(request(9, "tools/call", { name: "echo", arguments: { message: "по шагам" } }));
    await x.arrows("reply tools/call id 9").waitFor();
  });

  test("a 403 insufficient_scope steps up with the union of scopes; the token is refreshed with rotation", async () => {
    const s = await start();
    const p = await app.open();
    await p.waitForEditorReady();
    const x = await connect(p, s.mcpUrl);
    await x.button("Authorize").click();
    await expect
      .poll(() => authStatus(p).innerText(), { timeout: 60_000 })
      .toMatch(/scope mcp:tools\b/);
    // Connected again with the token: the server has seen its first request.
    await expect.poll(() => s.authorized.length).toBeGreaterThan(0);
    await closeDrawer(p, "Authorization");
    await x.button("Initialize").click();
    await x.arrows("reply initialize").waitFor();
    await x.send(request(3, "tools/call", { name: "admin-echo", arguments: { message: "more" } }));
    await expect
      .poll(() => authStatus(p).innerText())
      .toMatch(/more scopes \(HTTP 403: mcp:tools mcp:admin\)/);
    await x.button("Authorize").click();
    await expect
      .poll(() => authStatus(p).innerText(), { timeout: 60_000 })
      .toMatch(/scope mcp:tools mcp:admin/);
    const authorize = s.tokenRequests.filter((r) => r.grant_type === "authorization_code");
    expect(authorize.at(-1)?.resource).toBe(s.mcpUrl);
    // Connected again with the wider token before anything is sent.
    await expect.poll(() => s.authorized.some((r) => r.scopes.includes("mcp:admin"))).toBe(true);
    await closeDrawer(p, "Authorization");
    await x.button("Initialize").click();
    await x.arrows("reply initialize").first().waitFor();
    await x.send(request(4, "tools/call", { name: "admin-echo", arguments: { message: "more" } }));
    await x.arrows("reply tools/call id 4").waitFor();

    await openDrawer(p, "Authorization");
    await x.button("Refresh token").click();
    await expect
      .poll(() => s.tokenRequests.filter((r) => r.grant_type === "refresh_token").length)
      .toBe(1);
    expect(s.tokenRequests.at(-1)?.resource).toBe(s.mcpUrl);
  });

  for (const [name, options, said, lane] of [
    [
      "a metadata issuer that is not the authorization server's",
      { badIssuer: true },
      /issuer http:\/\/127\.0\.0\.1:1\/elsewhere, not http:\/\/127\.0\.0\.1:\d+: refused \(RFC 8414 §3\.3\)/,
      "auth reply 200 /.well-known/oauth-authorization-server",
    ],
    [
      "an authorization server without PKCE support",
      { noPkce: true },
      /does not advertise PKCE with S256/,
      "auth reply 200 /.well-known/oauth-authorization-server",
    ],
    [
      "a token endpoint that sends no CORS headers",
      { tokenCors: false },
      /blocked the request to http:\/\/127\.0\.0\.1:\d+\/token \(CORS\): the answer lacks Access-Control-Allow-Origin/,
      "auth reply blocked /token",
    ],
  ] as const) {
    test(`refused: ${name}, explained, and nothing of the session is lost`, async () => {
      const s = await start(options);
      const p = await app.open();
      await p.waitForEditorReady();
      const x = await connect(p, s.mcpUrl);
      await expect.poll(() => authStatus(p).innerText()).toMatch(/HTTP 401/);
      const before = await x.sessionRows().count();
      await x.button("Authorize").click();
      const alert = p.page.getByRole("alert").filter({ hasText: "Authorization stopped" });
      await expect.poll(() => alert.innerText(), { timeout: 60_000 }).toMatch(said);
      // The step is on the lane, flagged, with a finding that names the rule.
      const arrow = x.arrows(lane);
      await arrow.waitFor();
      await closeDrawer(p, "Authorization");
      await arrow.click();
      const detail = p.page.getByRole("region", { name: "Message", exact: true });
      await expect
        .poll(() => detail.innerText())
        .toMatch(/RFC 8414 §3\.3|code_challenge_methods_supported|Access-Control-Allow-Origin/);
      // Everything logged before is still there; the page goes on working.
      expect(await x.sessionRows().count()).toBeGreaterThan(before);
      await openSetup(p);
      await p.page.getByRole("combobox", { name: "Target", exact: true }).selectOption("gift");
      await x.button("Initialize").click();
      await x.arrows("reply initialize").waitFor();
    });
  }
});
