/**
 * `startBridge`: one HTTP server on 127.0.0.1 that serves the built site and the bridge's
 * routes, every request behind the Host allow-list. A new token at each start; stopping the
 * bridge stops every process it started.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hostAllowed, loopbackHosts, loopbackOrigins, newToken } from "./locks.ts";
import type { ServerOffer } from "./offers.ts";
import { ProcessTable, type TableLimits } from "./processes.ts";
import { createBridgeRoutes, refuse } from "./routes.ts";
import { createStaticHandler } from "./static.ts";

export interface BridgeOptions {
  /** The built site (`dist/`). */
  site: string;
  /** 0 (the default) takes any free port. */
  port?: number;
  /** Servers the page may start by id. */
  servers?: ServerOffer[];
  /** The id of the server the page selects first. */
  initial?: string;
  /** An HTTP server URL the page opens first. */
  url?: string;
  limits?: Partial<TableLimits>;
}

export interface Bridge {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  readonly port: number;
  /** Processes running now. */
  running(): number;
  /** Stops every process (`by: "bridge"`), then the server. */
  close(): Promise<void>;
}

export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const table = new ProcessTable(options.limits);
  const servers = options.servers ?? [];
  if (options.initial !== undefined && !servers.some((s) => s.id === options.initial)) {
    throw new Error(`the initial server ${options.initial} is not offered`);
  }
  let port = 0;
  const hosts = () => loopbackHosts(port);
  const routes = createBridgeRoutes({
    base: "/",
    hosts,
    origins: () => loopbackOrigins(port),
    token: newToken(),
    table,
    offers: servers,
    ...(options.initial !== undefined && { initial: options.initial }),
    ...(options.url !== undefined && { url: options.url }),
  });
  const files = createStaticHandler(options.site);
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    // DNS rebinding: every answer, the site's files too, only to the loopback names.
    if (!hostAllowed(req, hosts())) return refuse(res, 403, "bad-host");
    routes(req, res, () => {
      files(req, res).catch(() => res.destroy());
    });
  });
  // Streams of long-lived processes: no request timeout may cut them.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    running: () => table.running,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await table.stopAll("bridge");
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}
