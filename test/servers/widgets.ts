/**
 * A small MCP server with widgets, over Streamable HTTP (plain JSON answers, no session) on
 * 127.0.0.1 and a free port, for the widget host's browser tests: the tools and the `ui://`
 * pages are the test's own (a hostile widget, a page served as the wrong type, one too large
 * to read). Every tool call answers with the server's name, so a test sees which server a call
 * reached; every request is recorded with its headers.
 */
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";

type Json = Record<string, unknown>;

export interface WidgetPage {
  mimeType: string;
  /** The page, or its length: a page of that many characters (for one too large to read). */
  text: string | number;
  /** The content item's `_meta` (its `ui.csp`, …). */
  meta?: Json;
}

export interface WidgetServerOptions {
  name: string;
  /** The tools as `tools/list` gives them. */
  tools: Json[];
  pages: Record<string, WidgetPage>;
}

export interface RecordedCall {
  method: string;
  id: unknown;
  params: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface WidgetServer {
  url: string;
  origin: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Mcp-Session-Id, MCP-Protocol-Version",
};

function result(options: WidgetServerOptions, method: string, params: Json): Json | undefined {
  switch (method) {
    case "initialize":
      return {
        protocolVersion: typeof params.protocolVersion === "string" ? params.protocolVersion : "",
        capabilities: { tools: {}, resources: {} },
        serverInfo: { name: options.name, version: "1.0.0" },
      };
    case "tools/list":
      return { tools: options.tools };
    case "tools/call":
      return {
        content: [{ type: "text", text: `answered by ${options.name}` }],
        structuredContent: { server: options.name },
      };
    case "resources/list":
      return { resources: [] };
    case "resources/read": {
      const uri = String(params.uri);
      const page = options.pages[uri];
      if (!page) return undefined;
      const text = typeof page.text === "number" ? "x".repeat(page.text) : page.text;
      return {
        contents: [
          { uri, mimeType: page.mimeType, text, ...(page.meta ? { _meta: page.meta } : {}) },
        ],
      };
    }
    case "ping":
      return {};
    default:
      return undefined;
  }
}

export async function startWidgetServer(options: WidgetServerOptions): Promise<WidgetServer> {
  const calls: RecordedCall[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...CORS,
        "Access-Control-Allow-Methods": "POST, GET, DELETE",
        "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
        "Access-Control-Max-Age": "600",
      });
      return void res.end();
    }
    if (req.method !== "POST") {
      res.writeHead(405, { ...CORS, "Content-Type": "text/plain" });
      return void res.end(`${options.name}: nothing here`);
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let message: Json;
      try {
        message = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Json;
      } catch {
        res.writeHead(400, CORS);
        return void res.end();
      }
      const method = typeof message.method === "string" ? message.method : "";
      const params = (message.params ?? {}) as Json;
      calls.push({ method, id: message.id, params, headers: req.headers });
      if (message.id === undefined) {
        res.writeHead(202, CORS);
        return void res.end();
      }
      const answer = result(options, method, params);
      const body =
        answer === undefined
          ? { jsonrpc: "2.0", id: message.id, error: { code: -32602, message: "Not found" } }
          : { jsonrpc: "2.0", id: message.id, result: answer };
      res.writeHead(200, { ...CORS, "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
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
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/mcp`,
    origin,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A widget page that speaks MCP Apps by hand and leaves the rest to the test: `rpc(method,
 * params)` sends a request and resolves with the whole answer, `notify` a notification; it
 * shakes hands on load (`ready`).
 */
export const SCRIPTED_WIDGET = `<!doctype html><html><body><h1>Scripted widget</h1><script>
const pending = new Map();
let next = 1;
window.addEventListener("message", (event) => {
  const m = event.data;
  if (m && m.id !== undefined && !m.method && pending.has(m.id)) {
    pending.get(m.id)(m);
    pending.delete(m.id);
  }
});
window.rpc = (method, params) =>
  new Promise((resolve) => {
    const id = "t-" + next++;
    pending.set(id, resolve);
    parent.postMessage({ jsonrpc: "2.0", id, method, params }, "*");
  });
window.notify = (method, params) => parent.postMessage({ jsonrpc: "2.0", method, params }, "*");
window.ready = window
  .rpc("ui/initialize", {
    appInfo: { name: "scripted", version: "1" },
    appCapabilities: {},
    protocolVersion: "2026-01-26",
  })
  .then(() => window.notify("ui/notifications/initialized", {}));
</script></body></html>`;

/** A tool that shows `uri`, callable by its widget unless `visibility` says otherwise. */
export const widgetTool = (name: string, uri: string, visibility?: unknown): Json => ({
  name,
  inputSchema: { type: "object" },
  _meta: { ui: { resourceUri: uri, ...(visibility === undefined ? {} : { visibility }) } },
});

export const APPS_MIME = "text/html;profile=mcp-app";
