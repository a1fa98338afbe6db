/**
 * The dev proxy inside real Vite servers, started here on loopback: the dev server and
 * `vite preview` both serve it at the app's base path and mark the page's HTML with where it is
 * (a fresh token at each start); a build carries none of it, marker included.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InlineConfig, build, createServer, preview } from "vite";
import { mcpDevProxy } from "../../src/devproxy/plugin.ts";
import {
  PROXY_ERROR_HEADER,
  PROXY_TARGET_HEADER,
  PROXY_TOKEN_HEADER,
} from "../../src/transport/http/wire/proxy.ts";
import { type MisbehavingServer, startMisbehaving } from "../servers/index.ts";
import { request } from "./record.ts";

let root: string;
let upstream: MisbehavingServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "mcp-devproxy-"));
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>page</title><p>page</p>");
  await writeFile(path.join(root, "secret.html"), "<!doctype html><p>secret</p>");
  upstream = await startMisbehaving();
});

afterAll(async () => {
  await upstream?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const MARKER = "mcp-playground-dev-proxy";

const config = (base = "/"): InlineConfig => ({
  configFile: false,
  root,
  base,
  logLevel: "silent",
  plugins: [mcpDevProxy()],
  server: { host: "127.0.0.1", port: 0, strictPort: false },
  preview: { host: "127.0.0.1", port: 0 },
  build: { outDir: path.join(root, "dist"), emptyOutDir: true },
});

/** The marker the page finds in its HTML: where the proxy is, or null. */
async function markerAt(url: string): Promise<string | null> {
  const answer = await fetch(url, {
    headers: { Accept: "text/html" },
    signal: AbortSignal.timeout(10_000),
  });
  expect(answer.status, url).toBe(200);
  const html = await answer.text();
  expect(html, url).toContain("<p>page</p>");
  const meta = new RegExp(`<meta name="${MARKER}" content="([^"]*)"`).exec(html);
  return meta?.[1] ?? null;
}

/** What the page does: read the token at its base path (same origin), then POST through it. */
async function throughProxy(appUrl: string) {
  const endpoint = `${appUrl}__mcp-proxy`;
  const origin = new URL(appUrl).origin;
  const tokenAnswer = await fetch(`${endpoint}/token`, {
    headers: { "Sec-Fetch-Site": "same-origin" },
    signal: AbortSignal.timeout(10_000),
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const post = (withToken: string) =>
    fetch(endpoint, {
      method: "POST",
      headers: {
        Origin: origin,
        "Content-Type": "application/json",
        [PROXY_TOKEN_HEADER]: withToken,
        [PROXY_TARGET_HEADER]: upstream.url("/slow"),
      },
      body: request(1, "ping"),
      signal: AbortSignal.timeout(10_000),
    });
  const good = await post(token);
  const bad = await post(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  return {
    token,
    good: { status: good.status, body: await good.json() },
    bad: bad.headers.get(PROXY_ERROR_HEADER),
  };
}

/** Whatever answers at the origin's root under another base, it is not the proxy's token. */
async function noTokenAtRoot(origin: string) {
  const answer = await fetch(`${origin}/__mcp-proxy/token`, {
    headers: { "Sec-Fetch-Site": "same-origin" },
    signal: AbortSignal.timeout(10_000),
  });
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain(`"token"`);
}

describe("the dev proxy in Vite", () => {
  it("the dev server serves it at the app's base path, marked in the page, with a new token at each start", async () => {
    const tokens: string[] = [];
    for (const base of ["/", "/sub/"]) {
      const server = await createServer(config(base));
      await server.listen();
      try {
        const { port } = server.httpServer?.address() as AddressInfo;
        const origin = `http://127.0.0.1:${port}`;
        expect(await markerAt(origin + base)).toBe(`${base}__mcp-proxy`);
        const result = await throughProxy(origin + base);
        expect(result.good).toEqual({
          status: 200,
          body: { jsonrpc: "2.0", id: 1, result: { ok: true } },
        });
        expect(result.bad).toBe("bad-token");
        tokens.push(result.token);
        if (base !== "/") await noTokenAtRoot(origin);
      } finally {
        await server.close();
      }
    }
    expect(tokens[0]).toMatch(/^[\w-]{43}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it("vite preview serves it at the base path and marks every page; the build has nothing of it", async () => {
    // Built as the app is: relative asset URLs, for any sub-path of any static host.
    await build(config("./"));
    const files = await readdir(path.join(root, "dist"), { recursive: true });
    expect(files).toContain("index.html");
    for (const file of files) {
      if (!/\.(html|js|css)$/.test(file)) continue;
      const text = await readFile(path.join(root, "dist", file), "utf8");
      expect(text, file).not.toContain("__mcp-proxy");
      expect(text, file).not.toContain(MARKER);
    }
    const server = await preview(config("/sub/"));
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      for (const page of ["/sub/", "/sub/index.html", "/sub/index.html?x=1", "/sub/a/route"]) {
        expect(await markerAt(origin + page), page).toBe("/sub/__mcp-proxy");
      }
      // The marked pages are the build's own: nothing beside it is reached by a path.
      const outside = await fetch(`${origin}/sub/..%2fsecret.html`, {
        headers: { Accept: "text/html" },
      });
      expect(await outside.text()).not.toContain("secret");
      const result = await throughProxy(`${origin}/sub/`);
      expect(result.good.status).toBe(200);
      expect(result.bad).toBe("bad-token");
      await noTokenAtRoot(origin);
    } finally {
      await server.close();
    }
  });
});
