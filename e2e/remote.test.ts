/**
 * The remote target in the browser: the page talks to the reference server-everything over
 * Streamable HTTP (it allows any origin), directly; the dev proxy served by `vite preview`
 * refuses a request without its token.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, startEverything, startGift } from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
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
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("gift");
    await page.getByRole("group", { name: "Server controls" }).waitFor();
    expect(await x.sessionRows().allInnerTexts()).not.toHaveLength(0);
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
    const response = await fetch(`${origin}/__mcp-proxy`, {
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
});
