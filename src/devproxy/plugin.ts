/**
 * The dev proxy as a Vite plugin: installed in the dev server (`npm run dev`) and in
 * `vite preview`, never in a build (`apply: "serve"`, and no hook that touches the output).
 * Each start makes a new random token; the proxy answers at the app's base path
 * (`<base>__mcp-proxy`, its token at `<base>__mcp-proxy/token`, the page's own origin only),
 * and the HTML these servers give carries the marker that tells the page so (`marker.ts`).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import path from "node:path";
import type { Connect, Plugin } from "vite";
import { markedHtml, markerAttributes } from "./marker.ts";
import { type ProxyOptions, createProxyMiddleware } from "./middleware.ts";

export interface DevProxyPluginOptions {
  maxBodyBytes?: number;
  /** DNS resolution, for tests. */
  resolve?: ProxyOptions["resolve"];
}

/** The origins a page served by `server` has: its port on the loopback names. */
export function loopbackOrigins(server: Server | null, secure: boolean): string[] {
  const address = server?.address();
  if (!address || typeof address === "string") return [];
  const scheme = secure ? "https" : "http";
  return ["127.0.0.1", "localhost", "[::1]"].map((host) => `${scheme}://${host}:${address.port}`);
}

interface Served {
  middlewares: Connect.Server;
  httpServer: Server | null;
  config: { base: string; root: string; build: { outDir: string } };
}

/** The request's path under `base` (`/sub/x.html` → `/x.html`), or undefined outside it. */
const under = (base: string) => (req: IncomingMessage) => {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  return url.startsWith(base) ? `/${url.slice(base.length)}` : undefined;
};

export function mcpDevProxy(options: DevProxyPluginOptions = {}): Plugin {
  /** Set once the proxy is installed: only then does the page get the marker. */
  let base: string | undefined;
  const install = (server: Served, secure: boolean): boolean => {
    // Middleware mode (another server in front, or the test runner): no page of ours to serve.
    if (!server.httpServer) return false;
    const httpServer = server.httpServer;
    base = server.config.base;
    const middleware = createProxyMiddleware({
      token: randomBytes(32).toString("base64url"),
      origins: () => loopbackOrigins(httpServer, secure),
      base,
      ...(options.maxBodyBytes !== undefined && { maxBodyBytes: options.maxBodyBytes }),
      ...(options.resolve && { resolve: options.resolve }),
    });
    server.middlewares.use(middleware);
    return true;
  };
  return {
    name: "mcp-playground:dev-proxy",
    apply: "serve",
    configureServer(server) {
      install(server as Served, Boolean(server.config.server.https));
    },
    transformIndexHtml() {
      if (base === undefined) return [];
      return [{ tag: "meta", attrs: markerAttributes(base), injectTo: "head-prepend" }];
    },
    configurePreviewServer(server) {
      const served = server as Served;
      if (!install(served, Boolean(server.config.preview.https))) return;
      const { base: at, root, build } = served.config;
      const outDir = path.resolve(root, build.outDir);
      // The build's HTML files, asked for by name or as a folder's index…
      served.middlewares.use(markedHtml(outDir, at, under(at)));
      // …and any other page, once Vite has made it the app's index.html (after its own base).
      return () => served.middlewares.use(markedHtml(outDir, at, (req) => req.url));
    },
  };
}
