/**
 * The page's Content-Security-Policy, written into the built `index.html` as a `<meta>` (static
 * hosts such as GitHub Pages cannot send headers). Scripts come only from the site itself, the
 * one inline script (the pre-paint theme) allowed by its hash, and nothing is ever evaluated from
 * a string; connections may go anywhere, since talking to any MCP server is the point. Styles
 * allow inline ones: Monaco writes its themes and decorations into `<style>` elements.
 *
 * A `<meta>` policy cannot carry `frame-ancestors` (the page refuses to open links when framed,
 * see `features/share`), and workers run under their own scripts' policy (none on a static host).
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** Every directive but `script-src`'s hashes, which come from the page itself. */
export const CSP = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "worker-src": ["'self'", "blob:"],
  "connect-src": ["*"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
} as const;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of every inline script of `html`, as CSP wants the exact text hashed. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
  );
}

/** The policy for `html`. */
export function policyFor(html: string): string {
  const directives: Record<string, readonly string[]> = {
    ...CSP,
    "script-src": [...CSP["script-src"], ...inlineScriptHashes(html)],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** `html` with its policy as the first thing after the charset, so it covers every script. */
export function withPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html))
    throw new Error("index.html has no <meta charset>: nowhere to put the CSP");
  return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
}

/** The Vite plugin: the built page carries its policy (the dev server's page does not). */
export function contentSecurityPolicy(): Plugin {
  return {
    name: "mcp-playground-csp",
    apply: "build",
    transformIndexHtml: { order: "post", handler: withPolicy },
  };
}
