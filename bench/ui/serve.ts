/**
 * A tiny static file server (node:http only) that serves every measured page the same way: from
 * the root of its own loopback port, no compression, and the caching headers of a static host
 * such as GitHub Pages (ten minutes' freshness, a Last-Modified), so a return visit may use the
 * browser's HTTP cache as it would there.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` at http://127.0.0.1:<free port>/; unknown paths get index.html (SPA routes).
 * `headers` go with every response (cross-origin isolation, for a finer clock in the page).
 */
export async function serveStatic(
  dir: string,
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const root = normalize(dir + sep);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = join(file, "index.html");
        info = await stat(file).catch(() => undefined);
      }
      if (!info?.isFile()) {
        if (extname(path) !== "") {
          res.writeHead(404).end();
          return;
        }
        file = join(root, "index.html");
        info = await stat(file);
      }
      res.writeHead(200, {
        ...headers,
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "content-length": info.size,
        "cache-control": "max-age=600",
        "last-modified": info.mtime.toUTCString(),
      });
      createReadStream(file).pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP port");
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
