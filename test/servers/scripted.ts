/**
 * A scripted HTTP server on 127.0.0.1 for attack tests: each path answers as its handler says
 * (a forged metadata document, a huge or compressed body, a redirect), and every request is
 * recorded with its headers and body, so a test can show what reached the attacker.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface ScriptedServer {
  origin: string;
  url(path: string): string;
  seen: SeenRequest[];
  /** Adds or replaces a path's handler. */
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

/** Answers JSON to anyone (CORS open), as a hostile server that wants to be read would. */
export const json =
  (value: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Access-Control-Allow-Origin": "*",
    });
    res.end(JSON.stringify(value));
  };

export async function startScripted(
  handlers: Record<string, Handler> = {},
): Promise<ScriptedServer> {
  const routes = new Map(Object.entries(handlers));
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", path, headers: req.headers, body });
      if (req.method === "OPTIONS") {
        res.writeHead(204, {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "GET, POST, DELETE",
          "Access-Control-Allow-Headers": "*",
        });
        return void res.end();
      }
      const handler = routes.get(path);
      if (handler) return handler(req, res, body);
      res.writeHead(404, { "Access-Control-Allow-Origin": "*" });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    seen,
    on: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
