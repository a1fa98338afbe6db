/**
 * A tiny server built on `mcp-framework` over its `http-stream` transport (Streamable HTTP at
 * `/mcp`), two tools written as its `MCPTool` classes with zod schemas. Started by
 * `startMcpFramework()` (mcp-framework.ts), whose preload forces the listen onto 127.0.0.1 and a
 * free port whatever is asked here.
 *
 * Run: node --import tsx test/servers/mcp-framework-server.ts
 */
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MCPServer, MCPTool } from "mcp-framework";

// The framework tells a zod schema by `instanceof` against its own zod 3, nested under it: the
// tools must build their schemas with that copy (its ESM entry, the module the framework loads).
// Its API used here is the same in the project's zod 4, whose types stand in for it.
const zodManifest = createRequire(import.meta.resolve("mcp-framework")).resolve("zod/package.json");
const zodEntry = pathToFileURL(path.join(path.dirname(zodManifest), "index.js")).href;
const { z } = (await import(zodEntry)) as typeof import("zod");

const echoSchema = z.object({ text: z.string().describe("The text to say back") });
const addSchema = z.object({
  a: z.number().describe("The first number"),
  b: z.number().describe("The second number"),
});

class EchoTool extends MCPTool {
  name = "echo";
  description = "Says the text back.";
  schema = echoSchema;
  execute(input: { text: string }): Promise<string> {
    return Promise.resolve(input.text);
  }
}

class AddTool extends MCPTool {
  name = "add";
  description = "Adds two numbers.";
  schema = addSchema;
  execute(input: { a: number; b: number }): Promise<string> {
    return Promise.resolve(String(input.a + input.b));
  }
}

// An empty folder: the framework also loads tools, prompts and resources found on disk there.
const basePath = mkdtempSync(path.join(tmpdir(), "card-mcp-framework-"));
const server = new MCPServer({
  name: "card-mcp-framework",
  version: "1.0.0",
  basePath,
  // Port 0 reads as unset (8080) to the framework; the preload moves the listen to a free port.
  transport: { type: "http-stream", options: { host: "127.0.0.1", port: 0, endpoint: "/mcp" } },
});
server.addTool(EchoTool);
server.addTool(AddTool);
// start() resolves only once the server stopped: the framework's own SIGTERM handler (the test's
// stop()) stops it. Then the folder goes, and the process with it.
await server.start();
rmSync(basePath, { recursive: true, force: true });
process.exit(0);
