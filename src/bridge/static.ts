/**
 * The built site, served by the bridge: GET and HEAD only, paths that stay inside the folder
 * (no "..", no backslash, no NUL, no symbolic link out), a content type per extension, and
 * any path without an extension answered with index.html (the page reads its own hash and
 * path). HTML gets the build's Content-Security-Policy as a header too, plus
 * `frame-ancestors 'none'` (a header can carry it, a meta cannot). The widget sandbox page is
 * served with `sandbox allow-scripts`: even opened on its own it runs in an opaque origin, so
 * nothing a widget does ever has the bridge origin's privileges (its calls carry `Origin: null`).
 */
import { readFile, realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { policyFor } from "../build/csp.ts";
import { SANDBOX_CSP, SANDBOX_FILE } from "../build/sandbox.ts";
import { markBridgePage } from "../transport/stdio/protocol.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

const STATIC_HEADERS = {
  "Cache-Control": "no-cache",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
} as const;

/** The headers of an HTML file: the sandbox page's, or the page policy computed from `html`. */
function htmlPolicy(file: string, html: string): string {
  if (path.basename(file) === SANDBOX_FILE) {
    return `${SANDBOX_CSP}; sandbox allow-scripts; frame-ancestors 'self'`;
  }
  return `${policyFor(html)}; frame-ancestors 'none'`;
}

/** The file under `root` that `urlPath` names, or undefined when it may not be served. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || /[\\\0]/.test(decoded)) return undefined;
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === ".." || segment === ".")) return undefined;
  const file = path.join(root, ...segments);
  const rel = path.relative(root, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  return file;
}

async function fileAt(root: string, file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    const real = await realpath(info.isDirectory() ? path.join(file, "index.html") : file);
    const rel = path.relative(root, real);
    if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...STATIC_HEADERS, "Content-Type": "text/plain; charset=utf-8" });
  res.end(text);
}

export function createStaticHandler(site: string) {
  const rootReady = realpath(site);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(res, 405, "Method not allowed\n");
    }
    const root = await rootReady;
    const urlPath = (req.url ?? "/").split("?")[0]!.split("#")[0]!;
    const asked = resolveInside(root, urlPath);
    if (asked === undefined) return plain(res, 400, "Bad path\n");
    let file = await fileAt(root, asked);
    // A page path (no extension): the app's own page, which routes by itself.
    if (!file && path.extname(asked) === "")
      file = await fileAt(root, path.join(root, "index.html"));
    if (!file) return plain(res, 404, "Not found\n");
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    let body = await readFile(file);
    // The app's page says a bridge serves it, so it asks `hello` at start (protocol.ts).
    if (type.startsWith("text/html") && path.basename(file) !== SANDBOX_FILE)
      body = Buffer.from(markBridgePage(body.toString("utf8")));
    const headers: Record<string, string> = {
      ...STATIC_HEADERS,
      "Content-Type": type,
      "Content-Length": String(body.length),
    };
    if (type.startsWith("text/html")) {
      headers["Content-Security-Policy"] = htmlPolicy(file, body.toString("utf8"));
      headers["X-Frame-Options"] = path.basename(file) === SANDBOX_FILE ? "SAMEORIGIN" : "DENY";
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
