/**
 * A small HTTP server on 127.0.0.1 that answers the way real servers sometimes do when things
 * go wrong, one path per misbehaviour, for the transport's error paths. It records what it was
 * sent, and close() drops every connection (a hanging request included).
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface MisbehavingServer {
  /** An absolute URL on this server, e.g. `url("/html")`. */
  url(path: string): string;
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * The paths:
 * - `/hang`: never answers.
 * - `/html`, `/html-404`: a sign-in web page (200, or 404 to every method).
 * - `/wrong-type`: 200 text/plain; `/json-as-text`: a JSON reply labelled text/plain.
 * - `/garbage`: 200 application/json that is not JSON.
 * - `/cut`: an SSE stream with one notification, then the connection dropped mid-event.
 * - `/resume`: an SSE stream that ends after a notification (event id `e1`, `retry: 20`); a GET
 *   with `Last-Event-ID: e1` brings the reply.
 * - `/order`: an SSE stream with a notification and a server request before the reply.
 * - `/expire`: initialize gets session `s-1`, accepted for notifications/initialized, then 404
 *   (expired) for anything else; GET 405.
 * - `/slow?ms=N`: the JSON reply after N ms.
 * - `/auth`: 401 unless `Authorization: Bearer secret-token-1234`.
 * - `/foreign-sse`: an HTTP+SSE stream whose endpoint is on another origin.
 * - `/listen`: a session (`l-1`) whose GET stream sends one event (`retry: 10`) and ends; a GET
 *   with `Last-Event-ID: g1` gets a second and ends; after that each GET ends without an event.
 * - `/legacy`: an HTTP+SSE server (endpoint `/legacy-post?s=N`), replies on the stream; the
 *   method `test/close-stream` makes it end the stream (and with it the session).
 * - `/cors-origin-only`: `Access-Control-Allow-Origin` on answers, no preflight answer.
 * - `/cors-headers`: CORS for POST with Content-Type only (not Mcp-* headers).
 * - `/cors-hidden-session`: full CORS but Mcp-Session-Id not exposed; needs the session after initialize.
 */
export async function startMisbehaving(): Promise<MisbehavingServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: url.pathname,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      answer(recorded, url, req, res);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: (path) => origin + path,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function idOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { id?: unknown }).id;
  } catch {
    return undefined;
  }
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

const sse = (res: ServerResponse, headers = {}) =>
  res.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    ...headers,
  });

const event = (data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ""}event: message\ndata: ${JSON.stringify(data)}\n\n`;

const progress = (n: number) => ({
  jsonrpc: "2.0",
  method: "notifications/progress",
  params: { progressToken: "t", progress: n },
});

const SIGN_IN =
  "<!doctype html><html><head><title>Sign in – Example</title></head><body><h1>Sign in</h1></body></html>";

const CORS_ALL = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE",
  "Access-Control-Allow-Headers": "Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version",
};

/** The open HTTP+SSE streams of `/legacy`, by session number. */
const legacyStreams = new Map<string, ServerResponse>();
let legacySessions = 0;

function methodOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { method?: string }).method;
  } catch {
    return undefined;
  }
}

function answer(req: RecordedRequest, url: URL, raw: IncomingMessage, res: ServerResponse): void {
  const id = idOf(req.body);
  const reply = { jsonrpc: "2.0", id, result: { ok: true } };
  switch (url.pathname) {
    case "/hang":
      return; // never answered: the socket stays open until the test closes the server
    case "/html":
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(SIGN_IN);
    case "/html-404":
      res.writeHead(404, { "Content-Type": "text/html" });
      return void res.end(SIGN_IN);
    case "/wrong-type":
      res.writeHead(200, { "Content-Type": "text/plain" });
      return void res.end("OK, got it.");
    case "/json-as-text":
      res.writeHead(200, { "Content-Type": "text/plain" });
      return void res.end(JSON.stringify(reply));
    case "/garbage":
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"resu`);
    case "/cut":
      sse(res);
      res.write(event(progress(1)));
      res.write(`event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(id)},"res`);
      return void setTimeout(() => raw.socket.destroy(), 20);
    case "/resume":
      if (req.method === "GET" && raw.headers["last-event-id"] === "e1") {
        sse(res);
        return void res.end(event({ jsonrpc: "2.0", id: 7, result: { resumed: true } }, "e2"));
      }
      if (req.method === "GET") return void json(res, 405, {});
      sse(res);
      return void res.end(`retry: 20\n\n${event(progress(1), "e1")}`);
    case "/order":
      sse(res);
      res.write(event(progress(1)));
      res.write(event({ jsonrpc: "2.0", id: "srv-1", method: "roots/list", params: {} }));
      return void setTimeout(() => res.end(event(reply)), 20);
    case "/expire":
      if (req.method === "GET") return void json(res, 405, {});
      if (req.method === "DELETE") return void json(res, 404, {});
      if (
        raw.headers["mcp-session-id"] === "s-1" &&
        req.body.includes("notifications/initialized")
      ) {
        return void res.writeHead(202).end();
      }
      // The session expires after the handshake, as when a server restarts.
      if (raw.headers["mcp-session-id"] === "s-1") {
        const error = { code: -32001, message: "Session not found" };
        return void json(res, 404, { jsonrpc: "2.0", id: id ?? null, error });
      }
      return void json(
        res,
        200,
        {
          jsonrpc: "2.0",
          id,
          result: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            serverInfo: { name: "expiring", version: "1" },
          },
        },
        { "Mcp-Session-Id": "s-1" },
      );
    case "/slow":
      return void setTimeout(() => json(res, 200, reply), Number(url.searchParams.get("ms") ?? 0));
    case "/auth":
      if (raw.headers.authorization === "Bearer secret-token-1234")
        return void json(res, 200, reply);
      return void json(
        res,
        401,
        { error: "unauthorized" },
        { "WWW-Authenticate": 'Bearer realm="mcp"' },
      );
    case "/foreign-sse":
      if (req.method !== "GET") return void json(res, 405, {});
      sse(res);
      return void res.write("event: endpoint\ndata: http://127.0.0.2:9/messages\n\n");
    case "/listen": {
      if (req.method === "POST") {
        if (methodOf(req.body) === "initialize") {
          const result = {
            protocolVersion: "2025-11-25",
            capabilities: {},
            serverInfo: { name: "listen", version: "1" },
          };
          return void json(res, 200, { jsonrpc: "2.0", id, result }, { "Mcp-Session-Id": "l-1" });
        }
        return void res.writeHead(202).end();
      }
      const note = (n: number) => ({
        jsonrpc: "2.0",
        method: "notifications/message",
        params: { level: "info", data: n },
      });
      sse(res);
      if (raw.headers["last-event-id"] === undefined)
        return void res.end(`retry: 10\n\n${event(note(1), "g1")}`);
      if (raw.headers["last-event-id"] === "g1") return void res.end(event(note(2), "g2"));
      return void res.end();
    }
    case "/legacy": {
      if (req.method !== "GET") return void json(res, 405, {});
      const session = String(++legacySessions);
      sse(res);
      res.write(`event: endpoint\ndata: /legacy-post?s=${session}\n\n`);
      legacyStreams.set(session, res);
      return void res.on("close", () => legacyStreams.delete(session));
    }
    case "/legacy-post": {
      const stream = legacyStreams.get(url.searchParams.get("s") ?? "");
      if (!stream) return void json(res, 404, { error: "no such session" });
      res.writeHead(202).end("Accepted");
      if (methodOf(req.body) === "test/close-stream") return void stream.end();
      if (id !== undefined) stream.write(event(reply));
      return;
    }
    case "/cors-origin-only":
      if (req.method === "OPTIONS") return void res.writeHead(404).end();
      return void json(
        res,
        400,
        { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } },
        { "Access-Control-Allow-Origin": "*" },
      );
    case "/cors-headers": {
      const headers = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Content-Type",
      };
      if (req.method === "OPTIONS") return void res.writeHead(204, headers).end();
      return void json(res, 200, reply, headers);
    }
    case "/cors-hidden-session": {
      if (req.method === "OPTIONS") return void res.writeHead(204, CORS_ALL).end();
      const method = (() => {
        try {
          return (JSON.parse(req.body) as { method?: string }).method;
        } catch {
          return undefined;
        }
      })();
      if (method === "initialize") {
        return void json(
          res,
          200,
          {
            jsonrpc: "2.0",
            id,
            result: {
              protocolVersion: "2025-06-18",
              capabilities: {},
              serverInfo: { name: "hidden", version: "1" },
            },
          },
          { ...CORS_ALL, "Mcp-Session-Id": "hidden-1" },
        );
      }
      if (raw.headers["mcp-session-id"] !== "hidden-1") {
        const error = { code: -32000, message: "Bad Request: No valid session ID provided" };
        return void json(res, 400, { jsonrpc: "2.0", id: null, error }, CORS_ALL);
      }
      return void json(res, 200, reply, CORS_ALL);
    }
    default:
      json(res, 404, { error: "no such path" });
  }
}
