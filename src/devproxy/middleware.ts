/**
 * The dev proxy: forwards the playground's requests to an MCP server that sends no CORS
 * headers. Locked down: loopback clients only; only the page of this dev server (its `Origin`,
 * or `Sec-Fetch-Site: same-origin` for GETs, which carry no Origin); a token made at each start
 * on every request, compared in constant time; http(s) targets only, never link-local or cloud
 * metadata addresses (also after DNS); request bodies capped; answers streamed as they come
 * (SSE is never buffered), with only the response headers the page needs (an allowlist), and
 * an answer that is not valid HTTP refused, never passed on (it would throw in the dev server).
 * It forwards requests and nothing else: it never starts processes.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import {
  PROXY_ERROR_HEADER,
  PROXY_LOCATION_HEADER,
  PROXY_PASSED_HEADERS,
  PROXY_REFUSALS,
  PROXY_TARGET_HEADER,
  PROXY_TOKEN_HEADER,
  type ProxyRefusal,
  proxyPath,
  tokenPath,
} from "../transport/http/wire/proxy.ts";
import { ForbiddenAddressError, type Resolve, guardedLookup, isForbiddenHost } from "./address.ts";

export interface ProxyOptions {
  /** Made at each start of the dev server; the page reads it from `tokenPath`. */
  token: string;
  /** The app's base path (`/`, `/playground/`): the proxy answers under it, nowhere else. */
  base?: string;
  /** The origins of the page (the dev server's own), e.g. `http://127.0.0.1:5173`. */
  origins(): readonly string[];
  /** Largest request body forwarded. Default 4 MiB. */
  maxBodyBytes?: number;
  /** DNS resolution (tests give their own); every address it returns is checked. */
  resolve?: Resolve;
}

export type Next = (error?: unknown) => void;

export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Not forwarded: hop-by-hop headers, the browser's context, the proxy's own. */
const DROP_REQUEST = new Set([
  "host",
  "origin",
  "referer",
  "cookie",
  "connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "accept-encoding",
  "priority",
  PROXY_TARGET_HEADER.toLowerCase(),
  PROXY_TOKEN_HEADER.toLowerCase(),
]);
const PASS_RESPONSE = new Set(PROXY_PASSED_HEADERS);

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(given ?? ""), digest(token)) && given !== undefined;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, "");
  return /^127\.\d+\.\d+\.\d+$/.test(v4) || address === "::1";
}

function refuse(res: ServerResponse, status: number, code: ProxyRefusal, detail?: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    [PROXY_ERROR_HEADER]: code,
  });
  res.end(
    JSON.stringify({ error: code, message: PROXY_REFUSALS[code], ...(detail && { detail }) }),
  );
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The page of this dev server, and nothing else (another site, another local port). */
function fromPage(req: IncomingMessage, origins: readonly string[]): boolean {
  const site = header(req, "sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = header(req, "origin");
  if (origin !== undefined) return origins.includes(origin);
  return site === "same-origin";
}

class TooLarge extends Error {}

async function readBody(req: IncomingMessage, cap: number): Promise<Buffer> {
  const declared = Number(header(req, "content-length") ?? 0);
  if (declared > cap) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createProxyMiddleware(options: ProxyOptions) {
  const cap = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const lookup = guardedLookup(options.resolve);
  const endpoint = proxyPath(options.base);
  const tokenAt = tokenPath(endpoint);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    // Connect keeps the URL as it came in `originalUrl`, whatever a mount point stripped.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
    const path = url.split("?")[0];
    if (path !== endpoint && path !== tokenAt) return next();
    if (!isLoopback(req.socket.remoteAddress)) return refuse(res, 403, "not-loopback");
    if (!fromPage(req, options.origins())) return refuse(res, 403, "bad-origin");
    if (path === tokenAt) {
      if (req.method !== "GET") return refuse(res, 405, "bad-method");
      res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      return void res.end(JSON.stringify({ token: options.token }));
    }
    if (!tokenMatches(header(req, PROXY_TOKEN_HEADER), options.token)) {
      return refuse(res, 403, "bad-token");
    }
    const method = req.method ?? "";
    if (!["GET", "POST", "DELETE"].includes(method)) return refuse(res, 405, "bad-method");
    let target: URL;
    try {
      target = new URL(header(req, PROXY_TARGET_HEADER) ?? "");
    } catch {
      return refuse(res, 400, "bad-target");
    }
    if (target.protocol !== "http:" && target.protocol !== "https:") {
      return refuse(res, 400, "bad-target");
    }
    if (isForbiddenHost(target.hostname)) return refuse(res, 403, "forbidden-address");
    readBody(req, cap).then(
      (body) => forward(req, res, target, method, body, lookup),
      (error: unknown) => {
        if (error instanceof TooLarge) {
          refuse(res, 413, "too-large");
          // The rest of an oversized body is not read: the connection goes.
          res.on("finish", () => req.destroy());
        } else res.destroy();
      },
    );
  };
}

/** A reason phrase as HTTP allows it (HTAB, SP, VCHAR, obs-text), which Node also writes. */
const REASON = /^[\t\x20-\x7e\x80-\xff]*$/;

type Head =
  | { status: number; reason: string | undefined; headers: Record<string, string | string[]> }
  | { bad: string };

/**
 * What the page gets of the target's answer, or why it cannot be passed on: HTTP parsers let
 * through things Node will not write back (a status of 000, a control character in the reason
 * phrase), and a Location need not be a URL.
 */
function answerHead(answer: IncomingMessage, target: URL): Head {
  const status = answer.statusCode ?? 0;
  // RFC 9110, section 15: a status outside 100–599 is invalid.
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    return { bad: `status ${status} is not a valid HTTP status` };
  }
  const reason = answer.statusMessage;
  if (reason !== undefined && !REASON.test(reason)) {
    return { bad: "the reason phrase has a control character" };
  }
  const headers: Record<string, string | string[]> = {
    "X-Accel-Buffering": "no",
    // One URL for every target: no cache may keep one target's answer for another.
    "Cache-Control": "no-store",
  };
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && PASS_RESPONSE.has(name)) headers[name] = value;
  }
  // A redirect is not followed around the proxy by the browser: its target is only named.
  const location = answer.headers.location;
  if (location !== undefined) {
    try {
      headers[PROXY_LOCATION_HEADER] = new URL(location, target).href;
    } catch {
      return { bad: "the Location header is not a URL" };
    }
  }
  return { status, reason, headers };
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  method: string,
  body: Buffer,
  lookup: ReturnType<typeof guardedLookup>,
): void {
  const headers: Record<string, string | string[]> = { "accept-encoding": "identity" };
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST.has(name) || name.startsWith("sec-")) continue;
    headers[name] = value;
  }
  if (body.length > 0 || method === "POST") headers["content-length"] = String(body.length);
  const client = target.protocol === "https:" ? https : http;
  const upstream = client.request(target, { method, headers, lookup });
  // The page went away (cancel, timeout, closed tab): so does the request to the target.
  res.on("close", () => upstream.destroy());
  upstream.on("response", (answer) => {
    const head = answerHead(answer, target);
    if ("bad" in head) {
      upstream.destroy();
      return refuse(res, 502, "bad-answer", head.bad);
    }
    try {
      res.writeHead(head.status, head.reason, head.headers);
    } catch (error) {
      // Whatever Node refuses to write, the page gets the refusal, and the dev server lives on.
      upstream.destroy();
      return refuse(res, 502, "bad-answer", (error as Error).message);
    }
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    // Each chunk goes on as it comes: an event stream must not wait for the next one.
    answer.on("data", (chunk: Buffer) => res.write(chunk));
    answer.on("end", () => res.end());
    answer.on("error", () => res.destroy());
  });
  upstream.on("error", (error) => {
    if (error instanceof ForbiddenAddressError) refuse(res, 403, "forbidden-address");
    else refuse(res, 502, "upstream-unreachable", error.message);
  });
  upstream.end(body);
}
