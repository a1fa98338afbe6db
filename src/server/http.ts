/**
 * The gift server over Streamable HTTP on loopback (127.0.0.1), for MCP clients outside the
 * browser: `npm run serve:gift`. The Host header must name the loopback (DNS rebinding); a
 * request from a web page must come from an allowed origin (`origins.ts`), which CORS headers
 * then let call it, unless turned off. Sessions are capped and expire when idle
 * (`session-table.ts`).
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { localhostAllowedHostnames, validateHostHeader } from "@modelcontextprotocol/server";
import type { ServerControls } from "./controls.ts";
import { createGiftHttpHandler } from "./http-mcp.ts";
import { originAllowed } from "./origins.ts";
import type { SessionLimits } from "./session-table.ts";

export interface GiftHttpOptions {
  /** 0 picks a free port. Default 3001. */
  port?: number;
  /** CORS headers for allowed origins, and answers to their preflight requests. Default on. */
  cors?: boolean;
  /**
   * Origins besides loopback ones whose pages may call the server (`https://host[:port]`;
   * `*` for any, `null` for opaque origins). Requests with any other `Origin` get a 403.
   */
  allowedOrigins?: readonly string[];
  /** How many sessions at once, how long one may stay idle, the clock (tests move it). */
  sessions?: Partial<SessionLimits>;
  controls?: ServerControls;
}

export interface GiftHttpServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3001/mcp`. */
  url: string;
  setControls(controls: ServerControls): void;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 3001;
export const MCP_PATH = "/mcp";
const HOST = "127.0.0.1";
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** CORS headers for a request from an allowed page (none for a request without `Origin`). */
const corsHeaders = (origin: string | undefined): Record<string, string> => ({
  ...(origin !== undefined ? { "Access-Control-Allow-Origin": origin } : {}),
  "Access-Control-Expose-Headers": "Mcp-Session-Id, Mcp-Protocol-Version",
  Vary: "Origin",
});
const PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID",
  "Access-Control-Max-Age": "600",
};

class TooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function toRequest(req: IncomingMessage, body: string | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const url = new URL(req.url ?? "/", `http://${HOST}`);
  return new Request(url, {
    method: req.method,
    headers,
    signal,
    ...(body !== undefined && { body }),
  });
}

async function send(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // A stream's headers go out now: a client waiting for the server's own GET stream must see it
  // open before the first event, which may come much later or never.
  res.flushHeaders();
  // Server-sent event streams stay open: copy chunks as they come, stop when the client leaves.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  res.on("close", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

const plain = (
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string>,
) => {
  res.writeHead(status, { "Content-Type": "application/json", ...extra });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32600, message } }));
};

export async function startGiftHttpServer(options: GiftHttpOptions = {}): Promise<GiftHttpServer> {
  const cors = options.cors ?? true;
  const allowed = options.allowedOrigins ?? [];
  const handler = createGiftHttpHandler(options.controls, options.sessions);

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    let extra: Record<string, string> = {};
    const serve = async () => {
      const host = validateHostHeader(req.headers.host, localhostAllowedHostnames());
      if (!host.ok) return plain(res, 403, `Forbidden: ${host.message}`, extra);
      if (!originAllowed(origin, allowed)) {
        const how = `start serve:gift with --allow-origin ${origin ?? ""} to let its pages call it`;
        return plain(res, 403, `Forbidden: the origin ${origin ?? ""} is not allowed; ${how}.`, {});
      }
      if (cors) extra = corsHeaders(origin);
      if (cors && req.method === "OPTIONS") {
        res.writeHead(204, { ...extra, ...PREFLIGHT_HEADERS });
        return res.end();
      }
      if (new URL(req.url ?? "/", `http://${HOST}`).pathname !== MCP_PATH) {
        return plain(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`, extra);
      }
      const aborted = new AbortController();
      res.on("close", () => aborted.abort());
      let body: string | undefined;
      if (req.method === "POST") {
        try {
          body = await readBody(req);
        } catch (error) {
          if (error instanceof TooLarge) return plain(res, 413, "Payload too large.", extra);
          throw error;
        }
      }
      await send(res, await handler.fetch(toRequest(req, body, aborted.signal)), extra);
    };
    serve().catch((error: unknown) => {
      if (!res.headersSent) plain(res, 500, "Internal error.", extra);
      else res.end();
      console.error(error);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}${MCP_PATH}`,
    setControls: (controls) => handler.setControls(controls),
    async close() {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
