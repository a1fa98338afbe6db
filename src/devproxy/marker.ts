/**
 * The marker that tells the page a dev proxy exists, and where: a `<meta>` in the HTML that the
 * dev server and `vite preview` serve, never in a build. The dev server adds it with
 * `transformIndexHtml`; `vite preview` serves the build's files as they are, so its HTML pages
 * are served from here with the marker added.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PROXY_MARKER, proxyPath } from "../transport/http/wire/proxy.ts";
import type { Next } from "./middleware.ts";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The marker's attributes for an app served at `base`. */
export function markerAttributes(base: string): { name: string; content: string } {
  return { name: PROXY_MARKER, content: proxyPath(base) };
}

/** `html` with the marker first in its `<head>` (or first of all, without one). */
export function withMarker(html: string, base: string): string {
  const { name, content } = markerAttributes(base);
  const tag = `<meta name="${name}" content="${escapeAttribute(content)}">`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const at = head ? head.index + head[0].length : 0;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * A middleware serving the build's HTML files with the marker. `inside(req)` is the request's
 * path inside the build (`/`, `/index.html`…), or undefined for a request it leaves alone.
 */
export function markedHtml(
  outDir: string,
  base: string,
  inside: (req: IncomingMessage) => string | undefined,
) {
  const root = path.resolve(outDir);
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let wanted: string | undefined;
    try {
      wanted = decodeURIComponent(inside(req)?.split("?")[0] ?? "");
    } catch {
      return next();
    }
    if (!wanted) return next();
    const file = path.join(root, wanted.endsWith("/") ? `${wanted}index.html` : wanted);
    if (!file.endsWith(".html") || !file.startsWith(root + path.sep)) return next();
    readFile(file, "utf8").then(
      (html) => {
        const body = withMarker(html, base);
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Length": Buffer.byteLength(body),
          "Cache-Control": "no-cache",
        });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      () => next(),
    );
  };
}
