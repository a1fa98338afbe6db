/**
 * A small 2026-07-28 MCP server over Streamable HTTP on loopback (no sessions, the version and
 * capabilities in each request's `_meta`), written by hand so that tests can make it wrong on
 * purpose, one fault at a time. Right by default: the card passes it.
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

export interface ModernFaults {
  /** A resource not found answered with -32002, the code of the versions before. */
  oldMissingResourceCode?: boolean;
  /** Any Host and Origin accepted (no defence against DNS rebinding). */
  noOriginCheck?: boolean;
  /** The server/discover result has no supportedVersions. */
  discoverWithoutVersions?: boolean;
  /** serverInfo in the discover result itself, not in its `_meta`. */
  serverInfoInBody?: boolean;
  /** UnsupportedProtocolVersionError without `data.requested`. */
  unsupportedWithoutRequested?: boolean;
  /** Requests without (a complete) `_meta` are served. */
  metaNotChecked?: boolean;
  /** A request refused for its `_meta` gets -32602 with HTTP 200. */
  metaRefusedWith200?: boolean;
  /** A request without clientInfo is refused. */
  clientInfoRequired?: boolean;
  /** UnsupportedProtocolVersionError with HTTP 200. */
  unsupportedWith200?: boolean;
  /** The headers are not compared with the body. */
  headersIgnored?: boolean;
  /** ping, removed in 2026-07-28, is still answered. */
  pingKept?: boolean;
  /** An unknown method gets -32601 with HTTP 200 instead of 404. */
  unknownMethodWith200?: boolean;
  /** prompts/list is served, but server/discover does not declare prompts. */
  promptsUndeclared?: boolean;
  /** The errors for a bad `_meta` carry the id null. */
  errorWithoutId?: boolean;
  /** A subscriptions/listen stream opens with a list change before its acknowledgement. */
  ackNotFirst?: boolean;
  /** A body that is no message is refused with the id null (2026-07-28 leaves the id out). */
  refusalIdNull?: boolean;
}

export interface ModernFaultyServer {
  url: string;
  /** The tools called by name. */
  called: string[];
  close(): Promise<void>;
}

const VERSION = "2026-07-28";
const META_VERSION = "io.modelcontextprotocol/protocolVersion";
const META_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
const META_CLIENT = "io.modelcontextprotocol/clientInfo";
const SERVER_INFO = { name: "faulty-modern", version: "1" };

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "WWW-Authenticate",
};

const TOOLS = [
  {
    name: "echo",
    description: "Says back what it is given.",
    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
  },
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

interface Answer {
  status: number;
  body?: unknown;
}

export async function startModernFaultyServer(
  faults: ModernFaults = {},
): Promise<ModernFaultyServer> {
  const called: string[] = [];
  const cacheable = { resultType: "complete", ttlMs: 0, cacheScope: "private" };

  function answer(message: Record<string, unknown>, header: (n: string) => string | undefined) {
    const id = message.id;
    const method = message.method as string;
    const ok = (result: Record<string, unknown>): Answer => ({
      status: 200,
      body: { jsonrpc: "2.0", id, result: { resultType: "complete", ...result } },
    });
    const error = (status: number, code: number, text: string, data?: unknown): Answer => ({
      status,
      body: { jsonrpc: "2.0", id, error: { code, message: text, ...(data ? { data } : {}) } },
    });
    const params = isRecord(message.params) ? message.params : {};
    const meta = isRecord(params._meta) ? params._meta : undefined;
    const complete =
      meta !== undefined &&
      typeof meta[META_VERSION] === "string" &&
      isRecord(meta[META_CAPABILITIES]);
    if (!complete && !faults.metaNotChecked) {
      return {
        status: faults.metaRefusedWith200 ? 200 : 400,
        body: {
          jsonrpc: "2.0",
          id: faults.errorWithoutId ? null : id,
          error: { code: -32602, message: "Invalid params: _meta is incomplete" },
        },
      };
    }
    if (faults.clientInfoRequired && meta?.[META_CLIENT] === undefined) {
      return error(400, -32602, "Invalid params: clientInfo is required");
    }
    const requested = meta?.[META_VERSION] ?? header("mcp-protocol-version");
    if (!faults.headersIgnored) {
      const name = typeof params.name === "string" ? params.name : params.uri;
      if (
        header("mcp-protocol-version") !== requested ||
        header("mcp-method") !== method ||
        (typeof name === "string" && header("mcp-name") !== name)
      ) {
        return error(400, -32020, "Header mismatch");
      }
    }
    if (requested !== VERSION) {
      const data = faults.unsupportedWithoutRequested
        ? { supported: [VERSION] }
        : { supported: [VERSION], requested };
      return error(faults.unsupportedWith200 ? 200 : 400, -32022, "Unsupported version", data);
    }
    switch (method) {
      case "server/discover":
        return ok({
          ...cacheable,
          ...(faults.discoverWithoutVersions ? {} : { supportedVersions: [VERSION] }),
          capabilities: {
            tools: { listChanged: true },
            resources: {},
            ...(faults.promptsUndeclared ? {} : { prompts: {} }),
          },
          ...(faults.serverInfoInBody
            ? { serverInfo: SERVER_INFO }
            : { _meta: { "io.modelcontextprotocol/serverInfo": SERVER_INFO } }),
        });
      case "tools/list":
        return ok({ ...cacheable, tools: TOOLS });
      case "prompts/list":
        return ok({ ...cacheable, prompts: [{ name: "greet" }] });
      case "resources/list":
        return ok({ ...cacheable, resources: [{ uri: "file:///readme.txt", name: "readme" }] });
      case "resources/templates/list":
        return ok({ ...cacheable, resourceTemplates: [] });
      case "resources/read":
        if (typeof params.uri !== "string") return error(200, -32602, "uri is required");
        return faults.oldMissingResourceCode
          ? error(200, -32002, "Resource not found", { uri: params.uri })
          : error(200, -32602, "Resource not found", { uri: params.uri });
      case "tools/call":
        if (typeof params.name !== "string") return error(200, -32602, "name is required");
        called.push(params.name);
        return ok({ content: [{ type: "text", text: `called ${params.name}` }] });
      case "subscriptions/listen":
        return ok({});
      case "ping":
        if (faults.pingKept) return ok({});
        break;
    }
    return error(faults.unknownMethodWith200 ? 200 : 404, -32601, "Method not found");
  }

  /** A listen stream: its acknowledgement, then open until the client closes it. */
  function listen(res: ServerResponse, id: unknown, params: unknown) {
    const filter = isRecord(params) ? params.notifications : undefined;
    res.writeHead(200, { ...CORS, "Content-Type": "text/event-stream" });
    const send = (m: unknown) => res.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
    const tag = { "io.modelcontextprotocol/subscriptionId": id };
    if (faults.ackNotFirst) {
      send({ jsonrpc: "2.0", method: "notifications/tools/list_changed", params: { _meta: tag } });
    }
    send({
      jsonrpc: "2.0",
      method: "notifications/subscriptions/acknowledged",
      params: { _meta: tag, notifications: filter ?? {} },
    });
  }

  const json = replyWith(CORS);
  const reply = (res: ServerResponse, { status, body }: Answer) => json(res, status, body);

  /** The error for a body whose id cannot be read: without an id, as 2026-07-28 has it. */
  const refusal = (code: number, message: string) => ({
    jsonrpc: "2.0",
    ...(faults.refusalIdNull ? { id: null } : {}),
    error: { code, message },
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (refusedForeign(req, res, faults.noOriginCheck)) return;
    if (req.method === "OPTIONS") {
      return preflight(
        res,
        CORS,
        "POST",
        "Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name",
      );
    }
    if (req.method !== "POST") return reply(res, { status: 405 });
    const read = await readJson(req);
    if (!read) return reply(res, { status: 400, body: refusal(-32700, "Parse error") });
    const message = read.value;
    if (!isRecord(message) || typeof message.method !== "string") {
      return reply(res, { status: 400, body: refusal(-32600, "Invalid Request") });
    }
    if (message.id === undefined) return reply(res, { status: 202 });
    const answered = answer(message, (name) => headerOf(req, name));
    if (answered.status === 200 && message.method === "subscriptions/listen") {
      return listen(res, message.id, message.params);
    }
    return reply(res, answered);
  }

  const server = await listenOnLoopback(handle);
  return { url: server.url, called, close: () => server.close() };
}
