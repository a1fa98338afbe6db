/**
 * The remote target in the browser: the page talks to the reference server-everything over
 * Streamable HTTP (it allows any origin), directly; the dev proxy served by `vite preview`
 * at the app's base path refuses a request without its token, and only the served page (never
 * the build) says where it is.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PROXY_MARKER } from "../src/transport/http/wire/proxy.ts";
import { type RunningServer, startEverything, startGift } from "../test/servers/index.ts";
import type { PageGlobals } from "./dom.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();
let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startEverything({ mode: "streamableHttp" });
});
afterAll(async () => {
  await server?.close();
});

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** Chooses the remote target, enters `url` and presses Connect. */
async function connectTo(p: Playground, url: string) {
  const x = new Exchange(p);
  await p.page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
  await p.page.getByRole("combobox", { name: "Server URL", exact: true }).fill(url);
  await x.button("Connect").click();
  return { x, connection: p.page.getByRole("status", { name: "Connection", exact: true }) };
}

describe("a remote server over HTTP", () => {
  test("choose it, Connect, Initialize, tools/list, call echo: replies in the session and the diagram, HTTP status in the message view", async () => {
    if (!server) throw new Error("server-everything did not start");
    const p = await app.open();
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const page = p.page;

    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
    // The gift server's controls are for the gift server only.
    await expect.poll(() => page.getByRole("group", { name: "Server controls" }).count()).toBe(0);
    // With its list of recent servers, the URL field is a combobox.
    await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
    const headers = page.getByRole("textbox", { name: "Headers", exact: true });
    await headers.fill("X-Demo: hello");
    // Out of focus, the values are masked.
    await page.getByRole("combobox", { name: "Server URL", exact: true }).focus();
    expect(await headers.inputValue()).toBe("X-Demo: ••••");
    await x.button("Connect").click();
    const connection = page.getByRole("status", { name: "Connection", exact: true });
    await expect.poll(() => connection.innerText()).toMatch(/Connected to .*Streamable HTTP/);

    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.arrows("reply initialize").waitFor();
    // The session id and the negotiated version show in the status line.
    await expect
      .poll(() => connection.innerText())
      .toMatch(/version 20\d\d-\d\d-\d\d, session \S+/);

    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();
    await x.send(request(3, "tools/call", { name: "echo", arguments: { message: "hi there" } }));
    const reply = x.arrows("reply tools/call id 3");
    await reply.waitFor();

    const rows = (await x.sessionRows().allInnerTexts()).join("\n");
    for (const m of ["initialize", "notifications/initialized", "tools/list", "tools/call"])
      expect(rows).toContain(m);

    await reply.click();
    const shown = page.getByRole("document", { name: "Message text", exact: true });
    await expect.poll(() => shown.innerText()).toContain("hi there");
    const detail = page.getByRole("region", { name: "Message", exact: true });
    await expect.poll(() => detail.innerText()).toMatch(/HTTP 200/);
    expect(await detail.innerText()).toContain(`POST ${server.url}`);

    // Back to the gift server: the log is kept, the switch recorded, its controls back.
    await openSetup(p);
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("gift");
    await page.getByRole("group", { name: "Server controls" }).waitFor();
    expect(await x.sessionRows().allInnerTexts()).not.toHaveLength(0);
    await x.bands(/target changed: Now the gift server/).waitFor();
    expect(await x.arrows("reply tools/call id 3").count()).toBe(1);

    // The URL is remembered for next time, without the headers (not asked to remember them).
    const stored = await page.evaluate(() => {
      const s = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } })
        .localStorage;
      return [
        s.getItem("mcp-playground.recent-servers"),
        s.getItem("mcp-playground.remote-headers"),
      ];
    });
    expect(stored[0]).toContain(server.url);
    expect(stored[1]).toBeNull();
  });

  test("Copy as curl: the sent message as a command, secrets masked until asked, and the command works", async () => {
    if (!server) throw new Error("server-everything did not start");
    const p = await app.open();
    await p.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(app.appUrl).origin,
    });
    await p.waitForEditorReady();
    const page = p.page;
    const token = "Bearer e2e-secret-token-0123456789";
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
    await page
      .getByRole("textbox", { name: "Headers", exact: true })
      .fill(`Authorization: ${token}`);
    const { x, connection } = await connectTo(p, server.url);
    await expect.poll(() => connection.innerText()).toMatch(/Connected to/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await expect.poll(() => connection.innerText()).toMatch(/session (\S+)/);
    const sessionId = /session (\S+)/.exec(await connection.innerText())?.[1] ?? "";
    const call = request(3, "tools/call", { name: "echo", arguments: { message: "from curl" } });
    await x.send(call);
    await x.arrows("reply tools/call id 3").waitFor();

    // A reply was received, not sent: nothing to repeat.
    await x.arrows("reply tools/call id 3").click();
    expect(await x.button("Copy as curl").count()).toBe(0);

    await x.arrows("request tools/call id 3").click();
    await x.button("Copy as curl").click();
    const status = page.getByRole("status").filter({ hasText: /^Copied/ });
    await expect.poll(() => status.innerText()).toMatch(/Masked: Authorization, Mcp-Session-Id/);
    const field = page.getByRole("textbox", { name: "curl command", exact: true });
    const masked = await field.inputValue();
    expect(masked).toContain(`curl -X POST '${server.url}'`);
    expect(masked).toContain("-H 'Authorization: <redacted>'");
    expect(masked).toContain("-H 'Mcp-Session-Id: <redacted>'");
    expect(masked).toMatch(/-H 'MCP-Protocol-Version: 20\d\d-\d\d-\d\d'/);
    expect(masked).toContain(`--data-raw '${call}'`);
    expect(masked).not.toContain("e2e-secret");
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as PageGlobals).navigator.clipboard.readText(),
      ),
    ).toBe(masked);

    const reveal = page.getByRole("checkbox", { name: "Show secrets", exact: true });
    await reveal.check();
    await page.getByText(/The field changed since the last copy/).waitFor();
    await x.button("Copy as curl").click();
    await page.getByText(/Copied with the secrets in it/).waitFor();
    const shown = await field.inputValue();
    expect(shown).toContain(`-H 'Authorization: ${token}'`);
    expect(shown).toContain(`-H 'Mcp-Session-Id: ${sessionId}'`);

    // The command, run by a shell, reaches the server in the same session and gets the reply.
    const { stdout: out } = await promisify(execFile)("sh", [
      "-c",
      `${shown} --silent --max-time 20`,
    ]);
    expect(out).toMatch(/"id":3/);
    expect(out).toContain("from curl");

    // Another message and back: the secrets are hidden again; the page stored none of them.
    await x.arrows("reply tools/call id 3").click();
    await x.arrows("request tools/call id 3").click();
    expect(await reveal.isChecked()).toBe(false);
    expect(await field.count()).toBe(0);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...(globalThis as unknown as PageGlobals).localStorage }),
    );
    expect(stored).not.toContain("e2e-secret");
  });

  test("Cancel on a pending request stops awaiting it and tells the server", async () => {
    if (!server) throw new Error("server-everything did not start");
    const p = await app.open();
    await p.waitForEditorReady();
    const { x, connection } = await connectTo(p, server.url);
    await expect.poll(() => connection.innerText()).toMatch(/Connected to/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    const slow = { name: "trigger-long-running-operation", arguments: { duration: 60, steps: 2 } };
    await x.send(request(4, "tools/call", slow));
    await x.arrows("request tools/call id 4").click();
    await x.button("Cancel").click();
    await x.arrows("notification notifications/cancelled").waitFor();
    const problems = p.page.getByRole("list", { name: "Connection problems", exact: true });
    await expect.poll(() => problems.innerText()).toContain("Request 4 was cancelled");
  });

  test("a server without CORS headers: the problem named, then connected through the dev proxy", async () => {
    const gift = await startGift({ cors: false });
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      const { x, connection } = await connectTo(p, gift.url);
      const problems = p.page.getByRole("list", { name: "Connection problems", exact: true });
      await expect.poll(() => problems.innerText()).toMatch(/Access-Control-Allow-\w+/);
      await x.button("Use the dev proxy").click();
      await expect.poll(() => connection.innerText()).toMatch(/through the dev proxy/);
      await x.button("Initialize").click();
      await x.arrows("reply initialize").waitFor();
    } finally {
      await gift.close();
    }
  });

  test("the dev proxy of vite preview refuses a request without its token", async () => {
    if (!server) throw new Error("server-everything did not start");
    const origin = new URL(app.appUrl).origin;
    const response = await fetch(new URL("__mcp-proxy", app.appUrl), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "X-Mcp-Proxy-Target": server.url,
      },
      body: request(1, "ping"),
    });
    expect(response.ok).toBe(false);
    expect(response.headers.get("X-Mcp-Proxy-Error")).toBe("bad-token");
  });

  test("only vite preview marks the page with the proxy, at the app's base path; the build has no marker", async () => {
    const built = await readFile(join(inject("outDir"), "index.html"), "utf8");
    expect(built).toContain("<head");
    expect(built).not.toContain(PROXY_MARKER);
    expect(built).not.toContain("__mcp-proxy");
    const served = await (await fetch(app.appUrl, { headers: { Accept: "text/html" } })).text();
    const base = new URL(app.appUrl).pathname;
    expect(served).toContain(`<meta name="${PROXY_MARKER}" content="${base}__mcp-proxy">`);
    // The origin's root is another site's on a shared host: the proxy is not there.
    const root = await fetch(new URL("/__mcp-proxy/token", app.appUrl), {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(await root.text()).not.toContain(`"token"`);
  });
});
