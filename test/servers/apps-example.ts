/**
 * An official MCP Apps example server, `@modelcontextprotocol/server-basic-vanillajs` (a
 * `get-time` tool with a widget), over Streamable HTTP on 127.0.0.1 and a free port: a widget
 * server the project did not write.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { type RunningServer, startListening } from "./everything.ts";

export function startAppsExample(): Promise<RunningServer> {
  const require = createRequire(import.meta.url);
  // The package exports its server module (dist/server.js); its command sits beside it.
  const server = require.resolve("@modelcontextprotocol/server-basic-vanillajs");
  const entry = path.join(path.dirname(server), "index.js");
  return startListening(entry, [], "/mcp", "server-basic-vanillajs");
}
