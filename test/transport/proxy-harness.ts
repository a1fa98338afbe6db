/**
 * The dev proxy's middleware on a real HTTP server on loopback, and requests to it as the
 * page sends them: for the tests that attack it from the target's side.
 */
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type ProxyOptions, createProxyMiddleware } from "../../src/devproxy/middleware.ts";
import type { FetchLike } from "../../src/transport/http/index.ts";
import {
  PROXY_ERROR_HEADER,
  PROXY_TARGET_HEADER,
  PROXY_TOKEN_HEADER,
  proxyPath,
} from "../../src/transport/http/wire/proxy.ts";

export const TOKEN = "harness-token-".padEnd(43, "h");

export interface Harness {
  origin: string;
  endpoint: string;
  /** A request as the page would send it: same origin, with the proxy's headers. */
  via(target: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** The page's fetch, for a transport through the proxy. */
  pageFetch: FetchLike;
  close(): Promise<void>;
}

export async function startProxy(options: Partial<ProxyOptions> = {}): Promise<Harness> {
  let origin = "";
  const middleware = createProxyMiddleware({ token: TOKEN, origins: () => [origin], ...options });
  const server: Server = createServer((req, res) =>
    middleware(req, res, () => void res.writeHead(404).end("not the proxy")),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = origin + proxyPath();
  return {
    origin,
    endpoint,
    via: (target, init = {}) =>
      fetch(endpoint, {
        method: "POST",
        body: "{}",
        ...init,
        headers: {
          Origin: origin,
          [PROXY_TOKEN_HEADER]: TOKEN,
          [PROXY_TARGET_HEADER]: target,
          "Content-Type": "application/json",
          ...init.headers,
        },
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      }),
    pageFetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          Origin: origin,
          "Sec-Fetch-Site": "same-origin",
        },
      }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The proxy's refusal: its status, its code header and the code in its body (if JSON). */
export async function refusal(response: Response) {
  const text = await response.text();
  let body: { error?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the proxy's refusal: the status and the missing code say so.
  }
  return {
    status: response.status,
    code: response.headers.get(PROXY_ERROR_HEADER),
    error: body.error,
    message: body.message,
  };
}
