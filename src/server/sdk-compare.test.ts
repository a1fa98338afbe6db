/**
 * The measurement behind the choice of SDK: the same raw lines sent to a v1 McpServer
 * (@modelcontextprotocol/sdk 1.x) and a v2 one (@modelcontextprotocol/server 2.x), each over
 * its own stdio transport on in-memory streams. What each answers is pinned here, so that an
 * SDK upgrade that changes it shows up; `endpoint.ts` and `adapt.ts` correct what differs
 * from the spec.
 */
import { PassThrough } from "node:stream";
import { McpServer as McpServerV1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport as StdioV1 } from "@modelcontextprotocol/sdk/server/stdio.js";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { StdioServerTransport as StdioV2 } from "@modelcontextprotocol/server/stdio";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { type Json, initialize, notification, request } from "./testkit.ts";

interface Probe {
  name: string;
  /** Lines sent before the probe (the handshake), whose replies are not part of it. */
  setup: Json[];
  line: string;
}

const handshake = (version: string) => [
  initialize(1, version),
  notification("notifications/initialized"),
];
const call = (args: Json, name = "suggest_gifts") =>
  JSON.stringify(request(2, "tools/call", { name, arguments: args }));

const PROBES: Probe[] = [
  { name: "request before initialize", setup: [], line: JSON.stringify(request(2, "tools/list")) },
  {
    name: "old protocol version in initialize",
    setup: [],
    line: JSON.stringify(initialize(2, "1999-01-01")),
  },
  { name: "unknown tool", setup: handshake("2025-06-18"), line: call({}, "no_such_tool") },
  {
    name: "invalid arguments (2025-06-18)",
    setup: handshake("2025-06-18"),
    line: call({ occasion: 3 }),
  },
  {
    name: "unknown method",
    setup: handshake("2025-06-18"),
    line: JSON.stringify(request(2, "gifts/x")),
  },
  { name: "malformed JSON", setup: handshake("2025-06-18"), line: '{"jsonrpc": "2.0", "id": 2,' },
  {
    name: "JSON that is not JSON-RPC",
    setup: handshake("2025-06-18"),
    line: '{"id": 2, "method": "ping"}',
  },
  {
    name: "batch (2025-03-26)",
    setup: handshake("2025-03-26"),
    line: JSON.stringify([request(2, "ping"), request(3, "ping")]),
  },
  {
    name: "structured output in 2024-11-05",
    setup: handshake("2024-11-05"),
    line: call({ occasion: "birthday", budget: 20 }),
  },
];

type ServerClass = new (info: { name: string; version: string }) => unknown;

type AnyServer = {
  registerTool(name: string, config: Json, handler: (args: Json) => unknown): unknown;
  connect(transport: unknown): Promise<void>;
  close(): Promise<void>;
};

function build(Server: ServerClass): AnyServer {
  const server = new Server({ name: "probe", version: "1.0.0" }) as AnyServer;
  server.registerTool(
    "suggest_gifts",
    {
      inputSchema: { occasion: z.string(), budget: z.number() },
      outputSchema: { gifts: z.array(z.string()) },
    },
    () => ({
      content: [{ type: "text", text: "Candle" }],
      structuredContent: { gifts: ["Candle"] },
    }),
  );
  return server;
}

/** Lets the stream and the SDK's promise chains run without any clock. */
async function drain(): Promise<void> {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Writes `line`, then a ping with id `marker`, and waits (bounded) for the ping's reply: by
 * then the line has been read, and a few turns later everything it caused has been written.
 */
async function write(input: PassThrough, written: string[], line: string, marker: string) {
  input.write(`${line}\n${JSON.stringify(request(marker, "ping"))}\n`);
  const deadline = Date.now() + 5000;
  while (!written.some((l) => (JSON.parse(l) as Json).id === marker)) {
    if (Date.now() > deadline) throw new Error(`no reply to the ${marker} ping`);
    await drain();
  }
  await drain();
}

/** Sends a probe to a fresh server; returns the lines it wrote for the probe itself. */
async function send(
  Server: ServerClass,
  Transport: new (input: PassThrough, output: PassThrough) => unknown,
  probe: Probe,
): Promise<string[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const written: string[] = [];
  output.on("data", (chunk: Buffer) =>
    written.push(...chunk.toString().split("\n").filter(Boolean)),
  );
  const server = build(Server);
  const transport = Transport === StdioV1 ? new StdioV1(input, output) : new StdioV2(input, output);
  await server.connect(transport);
  await write(input, written, probe.setup.map((m) => JSON.stringify(m)).join("\n"), "setup-marker");
  const before = written.length;
  await write(input, written, probe.line, "probe-marker");
  await server.close();
  return written.slice(before).filter((l) => (JSON.parse(l) as Json).id !== "probe-marker");
}

/** A reply in a few words: `result`, `isError: <text>`, `error <code>`, or `no reply`. */
function gist(lines: string[]): string {
  if (lines.length === 0) return "no reply";
  return lines
    .map((line) => {
      const m = JSON.parse(line) as Json;
      if (m.error) return `error ${(m.error as Json).code as number}`;
      const result = m.result as Json;
      if (result.isError) return "isError";
      if (result.protocolVersion) return `result ${result.protocolVersion as string}`;
      if (result.structuredContent) return "result with structuredContent";
      return "result";
    })
    .join(", ");
}

describe("v1 and v2 McpServer on the same raw messages", () => {
  it("answer as measured (and where the spec says otherwise, the endpoint corrects)", async () => {
    const table: Record<string, { v1: string; v2: string }> = {};
    for (const probe of PROBES) {
      table[probe.name] = {
        v1: gist(await send(McpServerV1, StdioV1, probe)),
        v2: gist(await send(McpServerV2, StdioV2, probe)),
      };
    }
    expect(table).toEqual({
      // Spec: the client SHOULD NOT; servers differ. Both SDKs serve it (lifecycle is ours).
      "request before initialize": { v1: "result", v2: "result" },
      // Spec: answer with the latest version supported. Both do.
      "old protocol version in initialize": { v1: "result 2025-11-25", v2: "result 2025-11-25" },
      // Spec (every version): -32602. Only v2 follows it; v1 returns a tool result.
      "unknown tool": { v1: "isError", v2: "error -32602" },
      // Spec for 2025-06-18: -32602 (tool errors for arguments only from 2025-11-25). Neither.
      "invalid arguments (2025-06-18)": { v1: "isError", v2: "isError" },
      // Spec: -32601. Both.
      "unknown method": { v1: "error -32601", v2: "error -32601" },
      // Spec: -32700 / -32600 / an array of replies. Neither answers at all over stdio.
      "malformed JSON": { v1: "no reply", v2: "no reply" },
      "JSON that is not JSON-RPC": { v1: "no reply", v2: "no reply" },
      "batch (2025-03-26)": { v1: "no reply", v2: "no reply" },
      // 2024-11-05 has no structuredContent: both send it anyway.
      "structured output in 2024-11-05": {
        v1: "result with structuredContent",
        v2: "result with structuredContent",
      },
    });
  });

  it("list tools differently: v1 adds a 2025-11-25 field to every version", async () => {
    const probe = {
      name: "tools/list",
      setup: handshake("2025-06-18"),
      line: JSON.stringify(request(2, "tools/list")),
    };
    const tool = (lines: string[]) =>
      ((JSON.parse(lines[0] ?? "{}") as Json).result as { tools: Json[] }).tools[0];
    expect(tool(await send(McpServerV1, StdioV1, probe))).toHaveProperty("execution");
    expect(tool(await send(McpServerV2, StdioV2, probe))).not.toHaveProperty("execution");
  });
});
