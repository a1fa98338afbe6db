/**
 * A compressed bomb as an MCP reply (issue 34, hole 4): the transport's reading path counts
 * decoded bytes as they come and stops at the cap; a real loopback server sends 400 MB of
 * zeros gzipped.
 */
import { createGzip } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { type ScriptedServer, startScripted } from "../../../../test/servers/index.ts";
import { createHttpTarget } from "../index.ts";
import { MAX_REPLY_CHARS } from "./exchange.ts";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
});

async function gzipBomb(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  const mib = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < size / mib.length; i++) {
    if (!gzip.write(mib)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(out);
}

test("a gzip bomb as a reply stops at the cap in decoded bytes; the request ends", async () => {
  const bomb = await gzipBomb(400 * 1024 * 1024);
  server = await startScripted({
    "/mcp": (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.end(bomb);
    },
  });
  let pulled = 0;
  const ended: (string | number)[] = [];
  const target = createHttpTarget({
    url: server.url("/mcp"),
    listener: { message: () => undefined, status: () => undefined, ended: (id) => ended.push(id) },
    transport: "streamable-http",
    listen: false,
    diagnose: false,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body?.pipeThrough(counter) ?? null, {
        status: response.status,
        headers: response.headers,
      });
    },
  });
  void target
    .send(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "ping" }))
    .catch(() => undefined);
  await expect.poll(() => ended, { timeout: 30_000 }).toEqual([7]);
  expect(pulled).toBeGreaterThan(MAX_REPLY_CHARS);
  expect(pulled).toBeLessThan(MAX_REPLY_CHARS + 1024 * 1024);
  target.close();
});
