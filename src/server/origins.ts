/**
 * Which web pages may call `serve:gift`. It listens on loopback, but any site the user visits can
 * make the browser send it requests; so a request that carries an `Origin` must come from a page
 * on this machine (loopback: the playground's `npm run dev` and `vite preview`, any port) or from
 * an origin the user allowed (`--allow-origin`, `GIFT_ALLOWED_ORIGINS`: the playground served from
 * a static host, say). Requests without `Origin` are not from a web page (curl, an SDK client in
 * Node) and pass.
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** `https://example.org/` → `https://example.org`; `*` and `null` stay; anything else is refused. */
export function normalizeOrigin(origin: string): string | undefined {
  const trimmed = origin.trim();
  if (trimmed === "*" || trimmed === "null") return trimmed;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function isLoopback(origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost");
  } catch {
    return false;
  }
}

/** Whether a request with this `Origin` header (undefined: none) may be served. */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes("*")) return true;
  if (origin === "null") return allowed.includes("null");
  if (isLoopback(origin)) return true;
  const normalized = normalizeOrigin(origin);
  return normalized !== undefined && allowed.includes(normalized);
}
