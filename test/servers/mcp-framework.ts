/**
 * The `mcp-framework` server of mcp-framework-server.ts in its own process, over Streamable HTTP
 * (`/mcp`) on 127.0.0.1 and a free port: a server on a framework the project did not write.
 */
import { fileURLToPath } from "node:url";
import { type RunningServer, startListening } from "./everything.ts";

export function startMcpFramework(): Promise<RunningServer> {
  const entry = fileURLToPath(new URL("./mcp-framework-server.ts", import.meta.url));
  return startListening(entry, [], "/mcp", "mcp-framework", undefined, ["--import", "tsx"]);
}
