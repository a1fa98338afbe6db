/**
 * The dev proxy as a Vite plugin: installed in the dev server (`npm run dev`) and in
 * `vite preview`, never in a build (`apply: "serve"`, and no hook that touches the output).
 * Each start makes a new random token; the page reads it from `/__mcp-proxy/token`, which
 * answers only the page's own origin.
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { Connect, Plugin } from "vite";
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
}

export function mcpDevProxy(options: DevProxyPluginOptions = {}): Plugin {
  const install = (server: Served, secure: boolean) => {
    // Middleware mode (another server in front, or the test runner): no page of ours to serve.
    if (!server.httpServer) return;
    const httpServer = server.httpServer;
    const middleware = createProxyMiddleware({
      token: randomBytes(32).toString("base64url"),
      origins: () => loopbackOrigins(httpServer, secure),
      ...(options.maxBodyBytes !== undefined && { maxBodyBytes: options.maxBodyBytes }),
      ...(options.resolve && { resolve: options.resolve }),
    });
    server.middlewares.use(middleware);
  };
  return {
    name: "mcp-playground:dev-proxy",
    apply: "serve",
    configureServer(server) {
      install(server as Served, Boolean(server.config.server.https));
    },
    configurePreviewServer(server) {
      install(server as Served, Boolean(server.config.preview.https));
    },
  };
}
