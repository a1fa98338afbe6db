/**
 * A static host for a build, as GitHub Pages would serve it: under a sub-path, from a directory
 * the test can swap (a new build deployed) or a host the test can take down (no network at all).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ttf": "font/ttf",
  ".woff2": "font/woff2",
};

export interface StaticHost {
  /** The site's URL, ending with the sub-path and a slash. */
  url: string;
  /** Serves `dir` from now on (a new build deployed). */
  deploy(dir: string): void;
  /** Every path asked for so far (with the query). */
  requests: string[];
  close(): Promise<void>;
}

export async function serveBuild(dir: string, subPath = "/playground/"): Promise<StaticHost> {
  let root = normalize(dir + sep);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    requests.push(url.pathname + url.search);
    void (async () => {
      if (!url.pathname.startsWith(subPath)) return res.writeHead(404).end();
      const rest = decodeURIComponent(url.pathname.slice(subPath.length)) || "index.html";
      const file = normalize(join(root, rest));
      if (!file.startsWith(root)) return res.writeHead(403).end();
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return res.writeHead(404).end();
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "content-length": info.size,
        // As a static host does: the browser asks again before using what it has.
        "cache-control": "no-cache",
      });
      createReadStream(file).pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${subPath}`,
    deploy(next) {
      root = normalize(next + sep);
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
