/**
 * The bridge's routes in the dev server (`npm run dev`), with the same locks as
 * `mcp-playground`: the Host allow-list and the exact Origin of the dev server's own port, a
 * token made at each start, JSON bodies under caps. The servers on offer come from `npm run dev`'s
 * command line (scripts/dev.ts). Closing the dev server stops every process it started. Never
 * in a build (`apply: "serve"`).
 */
import type { Plugin } from "vite";
import { loopbackHosts, loopbackOrigins, newToken } from "./locks.ts";
import type { ServerOffer } from "./offers.ts";
import { ProcessTable, type TableLimits } from "./processes.ts";
import { createBridgeRoutes } from "./routes.ts";
import { markBridgePage } from "../transport/stdio/protocol.ts";

export interface BridgePluginOptions {
  servers?: ServerOffer[];
  initial?: string;
  url?: string;
  limits?: Partial<TableLimits>;
}

/** The plugin, and how many of its processes run now (0 before the dev server is up). */
export type BridgePlugin = Plugin & { running(): number };

export function mcpBridge(options: BridgePluginOptions = {}): BridgePlugin {
  let table: ProcessTable | undefined;
  return {
    running: () => table?.running ?? 0,
    name: "mcp-playground:bridge",
    apply: "serve",
    // Vite's default CORS answers other local sites (any localhost port) before any plugin: a
    // preflight to the bridge's routes would pass. The page is same-origin and needs none.
    config: () => ({ server: { cors: false } }),
    configureServer(server) {
      const httpServer = server.httpServer;
      // Middleware mode: no port of ours, so no origin to lock to; no bridge.
      if (!httpServer) return;
      table = new ProcessTable(options.limits);
      const port = () => {
        const address = httpServer.address();
        return address && typeof address !== "string" ? address.port : -1;
      };
      const scheme = server.config.server.https ? "https" : "http";
      server.middlewares.use(
        createBridgeRoutes({
          base: server.config.base,
          hosts: () => loopbackHosts(port()),
          origins: () => loopbackOrigins(port(), scheme),
          token: newToken(),
          table,
          offers: options.servers ?? [],
          ...(options.initial !== undefined && { initial: options.initial }),
          ...(options.url !== undefined && { url: options.url }),
        }),
      );
    },
    // The page says a bridge serves it, so it asks `hello` at start (protocol.ts).
    transformIndexHtml: (html) => markBridgePage(html),
    // The dev server closing (its container closes the plugins): every process goes.
    async closeBundle() {
      await table?.stopAll("bridge");
    },
  };
}
