/**
 * The dev proxy inside real Vite servers, started here on loopback: the dev server and
 * `vite preview` both serve it (a fresh token at each start); a build carries none of it.
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
  PROXY_PATH,
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
  upstream = await startMisbehaving();
});

afterAll(async () => {
  await upstream?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const config = (): InlineConfig => ({
  configFile: false,
  root,
  logLevel: "silent",
  plugins: [mcpDevProxy()],
  server: { host: "127.0.0.1", port: 0, strictPort: false },
  preview: { host: "127.0.0.1", port: 0 },
  build: { outDir: path.join(root, "dist"), emptyOutDir: true },
});

/** What the page does: read the token (same origin), then POST through the proxy. */
async function throughProxy(origin: string) {
  const tokenAnswer = await fetch(`${origin}/__mcp-proxy/token`, {
    headers: { "Sec-Fetch-Site": "same-origin" },
    signal: AbortSignal.timeout(10_000),
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const post = (withToken: string) =>
    fetch(origin + PROXY_PATH, {
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

describe("the dev proxy in Vite", () => {
  it("the dev server serves it, with a new token at each start", async () => {
    const tokens: string[] = [];
    for (let start = 0; start < 2; start++) {
      const server = await createServer(config());
      await server.listen();
      try {
        const { port } = server.httpServer?.address() as AddressInfo;
        const result = await throughProxy(`http://127.0.0.1:${port}`);
        expect(result.good).toEqual({
          status: 200,
          body: { jsonrpc: "2.0", id: 1, result: { ok: true } },
        });
        expect(result.bad).toBe("bad-token");
        tokens.push(result.token);
      } finally {
        await server.close();
      }
    }
    expect(tokens[0]).toMatch(/^[\w-]{43}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it("vite preview serves it too, and the build has nothing of it", async () => {
    await build(config());
    const files = await readdir(path.join(root, "dist"), { recursive: true });
    for (const file of files) {
      if (!/\.(html|js|css)$/.test(file)) continue;
      expect(await readFile(path.join(root, "dist", file), "utf8"), file).not.toContain(
        "__mcp-proxy",
      );
    }
    const server = await preview(config());
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const result = await throughProxy(`http://127.0.0.1:${port}`);
      expect(result.good.status).toBe(200);
      expect(result.bad).toBe("bad-token");
    } finally {
      await server.close();
    }
  });
});
