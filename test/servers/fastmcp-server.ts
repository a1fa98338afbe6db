/**
 * A tiny server built on `fastmcp` (punkpeye's TypeScript framework) over its `httpStream`
 * transport (Streamable HTTP at `/mcp`), two tools. Started by `startFastmcp()` (fastmcp.ts),
 * whose preload forces the listen onto 127.0.0.1 and a free port whatever is asked here.
 *
 * Run: node --import tsx test/servers/fastmcp-server.ts
 */
import { FastMCP } from "fastmcp";
import { z } from "zod";

const server = new FastMCP({ name: "card-fastmcp", version: "1.0.0" });

server.addTool({
  name: "echo",
  description: "Says the text back.",
  parameters: z.object({ text: z.string() }),
  execute: ({ text }) => Promise.resolve(text),
});

server.addTool({
  name: "add",
  description: "Adds two numbers.",
  parameters: z.object({ a: z.number(), b: z.number() }),
  execute: ({ a, b }) => Promise.resolve(String(a + b)),
});

// The preload moves the listen to a free port (fastmcp's own log still says :0).
await server.start({
  transportType: "httpStream",
  httpStream: { host: "127.0.0.1", port: 0, endpoint: "/mcp" },
});

// SIGTERM (the test's stop()) ends the process after the server let go of its port.
process.once("SIGTERM", () => {
  void server.stop().finally(() => process.exit(0));
});
