/**
 * A small MCP server over Streamable HTTP on loopback, written by hand so that tests can make it
 * wrong on purpose, one fault at a time. Right by default: the card passes it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  headerOf,
  listenOnLoopback,
  preflight,
  readJson,
  refusedForeign,
  replyWith,
} from "./harness.testkit.ts";

export interface Faults {
  /** tools/list gives the same nextCursor again on its second page. */
  repeatedCursor?: boolean;
  /** tools/list refuses the cursor it gave (-32602). */
  refusedCursor?: boolean;
  /** A tool named "get weather". */
  toolNameWithSpaces?: boolean;
  /** An unknown method answered with -32603 instead of -32601. */
  internalErrorForUnknown?: boolean;
  /** No Mcp-Session-Id on the initialize answer, yet every later request needs one. */
  noSessionHeader?: boolean;
  /** A tool whose inputSchema is no valid JSON Schema. */
  invalidInputSchema?: boolean;
  /** prompts/list answers with a prompt that has no name. */
  brokenReply?: boolean;
  /** DELETE is answered 200, yet the session goes on answering. */
  deleteKeepsSession?: boolean;
  /** DELETE is answered 400 and the session goes on. */
  deleteRefused?: boolean;
  /** DELETE is answered 404 (as by a server with no DELETE route) and the session goes on. */
  deleteUnrouted?: boolean;
  /** DELETE ends the session but is answered 404. */
  deleteEndsWith404?: boolean;
  /** The body that is not JSON refused with `id: null` (as JSON-RPC 2.0 asks; the MCP schema has no null id). */
  nullIdParseError?: boolean;
  /** A message whose id was readable (9002, no method) refused with `id: null`: a real fault. */
  nullIdReadable?: boolean;
  /** Every request refused 401 with a Bearer challenge (no body), as a server that wants a token. */
  needsToken?: boolean;
  /** A body that is not JSON answered 500 (the server broke on it). */
  parseError500?: boolean;
  /** A request without session answered 401 (no token is needed: the main run is let in). */
  noSession401?: boolean;
  /** tools/call of a name it does not list answered with a tool result. */
  unknownToolResult?: boolean;
  /** Any Host and Origin accepted (no defence against DNS rebinding). */
  noOriginCheck?: boolean;
  /** This many more tools (`tool_1`…), read-only, each with a description: not a fault. */
  moreTools?: number;
}

export interface FaultyServer {
  url: string;
  /** Every JSON-RPC method received, in order (to see what the card did and did not call). */
  methods: string[];
  /** The tools called by name. */
  called: string[];
  /** The arguments of each tool called, in the same order. */
  calledWith: unknown[];
  close(): Promise<void>;
}

const TOOLS = [
  {
    name: "echo",
    description: "Says back what it is given.",
    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
  },
  {
    name: "delete_everything",
    description: "Would delete everything: the card must never call it on its own.",
    inputSchema: { type: "object", properties: {} },
    annotations: { destructiveHint: true },
  },
];

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Mcp-Session-Id",
};

/**
 * The JSON-RPC answer of the faulty server to one message (undefined for a notification),
 * whatever the transport; `methods` and `called` record what came.
 */
export function answerer(
  faults: Faults,
  methods: string[],
  called: string[],
  calledWith: unknown[] = [],
): (message: Record<string, unknown>) => Record<string, unknown> | undefined {
  const tools = () => [
    ...TOOLS,
    ...(faults.toolNameWithSpaces
      ? [{ name: "get weather", inputSchema: { type: "object" } }]
      : []),
    ...(faults.invalidInputSchema
      ? [{ name: "broken_schema", inputSchema: { type: "object", required: "text" } }]
      : []),
    ...Array.from({ length: faults.moreTools ?? 0 }, (_, i) => ({
      name: `tool_${i + 1}`,
      description: `Tool number ${i + 1}, which only reads.`,
      inputSchema: { type: "object" },
      annotations: { readOnlyHint: true },
    })),
  ];

  function answer(message: Record<string, unknown>): Record<string, unknown> | undefined {
    const id = message.id;
    const method = message.method;
    if (typeof method !== "string") return undefined;
    methods.push(method);
    if (id === undefined) return undefined;
    const ok = (result: unknown) => ({ jsonrpc: "2.0", id, result });
    const error = (code: number, text: string) => ({
      jsonrpc: "2.0",
      id,
      error: { code, message: text },
    });
    const params = (message.params ?? {}) as Record<string, unknown>;
    switch (method) {
      case "initialize":
        return ok({
          protocolVersion: "2025-11-25",
          capabilities: { tools: {}, prompts: {}, resources: {} },
          serverInfo: { name: "faulty", version: "1" },
        });
      case "ping":
        return ok({});
      case "tools/list": {
        const cursor = params.cursor;
        if (!faults.repeatedCursor && !faults.refusedCursor) return ok({ tools: tools() });
        if (cursor === undefined) return ok({ tools: tools().slice(0, 1), nextCursor: "page-2" });
        if (faults.refusedCursor) return error(-32602, "Invalid cursor");
        return ok({ tools: tools().slice(1), nextCursor: "page-2" });
      }
      case "prompts/list":
        return ok({
          prompts: faults.brokenReply ? [{ description: "no name" }] : [{ name: "greet" }],
        });
      case "resources/list":
        return ok({ resources: [{ uri: "file:///readme.txt", name: "readme" }] });
      case "resources/templates/list":
        return ok({ resourceTemplates: [] });
      case "resources/read":
        if (typeof params.uri !== "string") return error(-32602, "uri is required");
        return error(-32002, "Resource not found");
      case "tools/call":
        if (typeof params.name !== "string") return error(-32602, "name is required");
        if (!faults.unknownToolResult && !tools().some((t) => t.name === params.name))
          return error(-32602, `Unknown tool: ${params.name}`);
        called.push(params.name);
        calledWith.push(params.arguments);
        return ok({ content: [{ type: "text", text: `called ${params.name}` }] });
      case "prompts/get":
        return error(-32602, "name is required");
      default:
        return faults.internalErrorForUnknown
          ? error(-32603, "Internal error")
          : error(-32601, "Method not found");
    }
  }
  return answer;
}

export async function startFaultyServer(faults: Faults = {}): Promise<FaultyServer> {
  const sessions = new Set<string>();
  const methods: string[] = [];
  const called: string[] = [];
  let next = 1;

  const calledWith: unknown[] = [];
  const answer = answerer(faults, methods, called, calledWith);

  const reply = replyWith(CORS);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (refusedForeign(req, res, faults.noOriginCheck)) return;
    if (faults.needsToken && req.method !== "OPTIONS") {
      res.writeHead(401, {
        "WWW-Authenticate":
          'Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"',
      });
      res.end();
      return;
    }
    if (req.method === "OPTIONS") {
      return preflight(
        res,
        CORS,
        "GET, POST, DELETE",
        "Content-Type, Accept, Mcp-Session-Id, MCP-Protocol-Version",
      );
    }
    const session = headerOf(req, "mcp-session-id");
    if (req.method === "GET") return reply(res, 405, undefined, { Allow: "POST, DELETE" });
    if (req.method === "DELETE") {
      if (faults.deleteRefused) return reply(res, 400);
      if (faults.deleteUnrouted) return reply(res, 404);
      if (faults.deleteKeepsSession) return reply(res, 200);
      if (typeof session !== "string" || !sessions.delete(session)) return reply(res, 404);
      return reply(res, faults.deleteEndsWith404 ? 404 : 200);
    }
    const read = await readJson(req);
    if (!read) {
      return reply(res, faults.parseError500 ? 500 : 400, {
        jsonrpc: "2.0",
        ...(faults.nullIdParseError ? { id: null } : {}),
        error: { code: -32700, message: "Parse error" },
      });
    }
    const message = read.value;
    if (typeof message !== "object" || message === null || Array.isArray(message)) {
      return reply(res, 400, { jsonrpc: "2.0", error: { code: -32600, message: "Invalid" } });
    }
    const m = message as Record<string, unknown>;
    if (m.method === "initialize") {
      const id = `session-${next++}`;
      sessions.add(id);
      const headers: Record<string, string> = faults.noSessionHeader
        ? {}
        : { "Mcp-Session-Id": id };
      return reply(res, 200, answer(m), headers);
    }
    if (typeof session !== "string") {
      if (faults.noSession401) return reply(res, 401);
      return reply(res, 400, { jsonrpc: "2.0", error: { code: -32600, message: "No session" } });
    }
    if (!sessions.has(session)) {
      return reply(res, 404, {
        jsonrpc: "2.0",
        error: { code: -32600, message: "No such session" },
      });
    }
    if (typeof m.method !== "string") {
      return reply(res, 400, {
        jsonrpc: "2.0",
        ...(m.id !== undefined ? { id: faults.nullIdReadable ? null : m.id } : {}),
        error: { code: -32600, message: "Invalid Request" },
      });
    }
    const out = answer(m);
    if (out === undefined) return reply(res, 202);
    return reply(res, 200, out);
  }

  const server = await listenOnLoopback(handle);
  return { url: server.url, methods, called, calledWith, close: () => server.close() };
}
