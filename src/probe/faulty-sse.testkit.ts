/**
 * Servers that speak only the 2024-11-05 HTTP+SSE transport, on loopback: one written by hand
 * (the faulty server's answers, `faulty.testkit.ts`), right by default and made wrong on
 * purpose one fault at a time; and one made with the official SDK v1 `SSEServerTransport`.
 * Both answer a POST to the stream's URL with 405, as an SSE-only server does.
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { z } from "zod";
import { type Faults, answerer } from "./faulty.testkit.ts";
import { refusedForeign } from "./harness.testkit.ts";

export interface SseFaults extends Faults {
  /** The stream's first event is a `message`, not `endpoint`. */
  firstEventNotEndpoint?: boolean;
  /** Replies go in the POST's answer (200, JSON), never on the stream. */
  replyInPostBody?: boolean;
  /** The endpoint names another origin. */
  foreignEndpoint?: boolean;
  /** Every stream gets the same endpoint (no session in it). */
  sharedEndpoint?: boolean;
  /** Wants `Authorization: Bearer <token>` on the stream and on every POST (401 without). */
  token?: string;
}

export interface SseServer {
  /** The stream's URL (what a client is given). */
  url: string;
  /** Every JSON-RPC method received, in order. */
  methods: string[];
  close(): Promise<void>;
}

const CORS = { "Access-Control-Allow-Origin": "*" };

function preflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS,
    "Access-Control-Allow-Methods": "GET, POST",
    "Access-Control-Allow-Headers": "Content-Type, Accept, Authorization",
  });
  res.end();
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The hand-written HTTP+SSE server: `/sse` the stream, `/messages?sessionId=N` the endpoint. */
export async function startSseServer(faults: SseFaults = {}): Promise<SseServer> {
  const methods: string[] = [];
  const answer = answerer(faults, methods, []);
  const streams = new Map<string, { res: ServerResponse; initialized: boolean }>();
  let next = 1;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refusedForeign(req, res, faults.noOriginCheck)) return;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "OPTIONS") return preflight(res);
    if (faults.token && req.headers.authorization !== `Bearer ${faults.token}`) {
      res.writeHead(401, { ...CORS, "WWW-Authenticate": "Bearer" }).end();
      return;
    }
    if (url.pathname === "/sse") {
      if (req.method !== "GET") {
        res.writeHead(405, { ...CORS, Allow: "GET" }).end();
        return;
      }
      const id = faults.sharedEndpoint ? "shared" : String(next++);
      res.writeHead(200, { ...CORS, "Content-Type": "text/event-stream" });
      res.flushHeaders();
      streams.set(id, { res, initialized: false });
      req.on("close", () => streams.get(id)?.res === res && streams.delete(id));
      if (faults.firstEventNotEndpoint) res.write('event: message\ndata: {"hello":1}\n\n');
      const path = faults.sharedEndpoint ? "/messages" : `/messages?sessionId=${id}`;
      const endpoint = faults.foreignEndpoint ? `http://127.0.0.2:9${path}` : path;
      res.write(`event: endpoint\ndata: ${endpoint}\n\n`);
      return;
    }
    if (url.pathname !== "/messages" || req.method !== "POST") {
      res.writeHead(404, CORS).end();
      return;
    }
    const stream = streams.get(url.searchParams.get("sessionId") ?? "shared");
    if (!stream) {
      res.writeHead(404, CORS).end("Unknown session");
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(await bodyOf(req));
    } catch {
      res.writeHead(400, CORS).end("Parse error");
      return;
    }
    const m = message as Record<string, unknown>;
    if (typeof m !== "object" || m === null || typeof m.method !== "string") {
      res.writeHead(400, CORS).end("Invalid message");
      return;
    }
    let out: Record<string, unknown> | undefined;
    if (!stream.initialized && m.method !== "initialize" && m.method !== "ping" && "id" in m) {
      out = { jsonrpc: "2.0", id: m.id, error: { code: -32600, message: "Not initialized" } };
    } else {
      out = answer(m);
      if (m.method === "initialize") {
        stream.initialized = true;
        // A server of the HTTP+SSE era speaks its version.
        out = { ...out, result: { ...(out?.result as object), protocolVersion: "2024-11-05" } };
      }
    }
    if (faults.replyInPostBody && out) {
      res.writeHead(200, { ...CORS, "Content-Type": "application/json" }).end(JSON.stringify(out));
      return;
    }
    res.writeHead(202, CORS).end("Accepted");
    if (out) stream.res.write(`event: message\ndata: ${JSON.stringify(out)}\n\n`);
  }

  const server = await listen(handle);
  return { url: `http://127.0.0.1:${server.port}/sse`, methods, close: () => server.close() };
}

/** A server of the official SDK v1 over `SSEServerTransport`: one tool, one prompt. */
export async function startSdkSseServer(): Promise<SseServer> {
  const transports = new Map<string, SSEServerTransport>();
  const methods: string[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refusedForeign(req, res)) return;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "OPTIONS") return preflight(res);
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (url.pathname === "/sse" && req.method === "GET") {
      const mcp = new McpServer({ name: "sdk-sse", version: "1.0.0" });
      mcp.registerTool(
        "echo",
        { description: "Says back what it is given.", inputSchema: { text: z.string() } },
        ({ text }) => ({ content: [{ type: "text", text }] }),
      );
      mcp.registerPrompt("greet", { description: "A greeting." }, () => ({
        messages: [{ role: "user", content: { type: "text", text: "Hello" } }],
      }));
      const transport = new SSEServerTransport("/messages", res);
      transports.set(transport.sessionId, transport);
      res.on("close", () => transports.delete(transport.sessionId));
      await mcp.connect(transport);
      return;
    }
    if (url.pathname === "/messages" && req.method === "POST") {
      const transport = transports.get(url.searchParams.get("sessionId") ?? "");
      if (!transport) {
        res.writeHead(404).end("Unknown session");
        return;
      }
      const text = await bodyOf(req);
      try {
        const value = JSON.parse(text) as { method?: unknown };
        if (typeof value.method === "string") methods.push(value.method);
      } catch {
        // The transport answers it (400).
      }
      await transport.handlePostMessage(req, res, text);
      return;
    }
    res.writeHead(url.pathname === "/sse" ? 405 : 404).end();
  }

  const server = await listen(handle);
  return { url: `http://127.0.0.1:${server.port}/sse`, methods, close: () => server.close() };
}
