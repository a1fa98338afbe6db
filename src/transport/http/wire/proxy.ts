/**
 * The dev proxy's wire contract, shared by the browser side (this transport) and the Vite
 * plugin (`src/devproxy`): the page asks the dev server it came from to forward a request to
 * the real target, for servers that send no CORS headers. The proxy exists only under
 * `npm run dev` and `vite preview`, at the app's base path, and only then does the page's HTML
 * carry the marker that names it: a static build has none, so the page never asks whatever
 * else answers on its origin (on `user.github.io/project`, the site at the root).
 */

/** Where the dev server forwards requests: `<base>__mcp-proxy`, same origin as the page. */
export function proxyPath(base = "/"): string {
  return `${base.endsWith("/") ? base : `${base}/`}__mcp-proxy`;
}
/** Where the page reads the token the proxy wants (same-origin requests only). */
export const tokenPath = (endpoint: string) => `${endpoint}/token`;
/** The `<meta name>` whose `content` is the proxy's path, in the HTML of dev and preview only. */
export const PROXY_MARKER = "mcp-playground-dev-proxy";
/** The target's absolute URL. */
export const PROXY_TARGET_HEADER = "X-Mcp-Proxy-Target";
/** The token of this dev-server start, required on every proxied request. */
export const PROXY_TOKEN_HEADER = "X-Mcp-Proxy-Token";
/** Set on the proxy's own answers (refusals, an unreachable target), never on the target's. */
export const PROXY_ERROR_HEADER = "X-Mcp-Proxy-Error";
/** A redirect's target, moved here so the browser does not follow it around the proxy. */
export const PROXY_LOCATION_HEADER = "X-Mcp-Proxy-Location";

/**
 * The target's response headers the page gets through the proxy, lowercase: what the transport
 * reads (`content-type`, `mcp-session-id`) and what the message view shows to explain an
 * answer. Nothing else passes: a header such as `Clear-Site-Data`, `Set-Cookie`, `Refresh` or
 * `Content-Security-Policy` would act on the playground's own origin.
 */
export const PROXY_PASSED_HEADERS: readonly string[] = [
  "content-type",
  // The body is passed on as it came; the browser decodes it.
  "content-encoding",
  "mcp-session-id",
  "mcp-protocol-version",
  "www-authenticate",
  "retry-after",
];

/** Why the proxy refused: stable codes, English sentences (the UI may translate by code). */
export const PROXY_REFUSALS = {
  "bad-token":
    "the proxy token is missing or wrong (reload the page after restarting the dev server)",
  "bad-origin": "the request did not come from the playground's own page",
  "not-loopback": "the proxy serves only this machine (loopback)",
  "bad-target": "the target is not an absolute http: or https: URL",
  "forbidden-address":
    "the target is a link-local or cloud metadata address, which the proxy never reaches",
  "bad-method": "the proxy forwards only GET, POST and DELETE",
  "too-large": "the request body is larger than the proxy accepts",
  "upstream-unreachable": "the target could not be reached from the dev server",
  "bad-answer":
    "the target's answer is not valid HTTP (its status, its reason phrase or its Location header), so it was not passed on",
} as const;

export type ProxyRefusal = keyof typeof PROXY_REFUSALS;

export function isProxyRefusal(code: string | null): code is ProxyRefusal {
  return code !== null && Object.hasOwn(PROXY_REFUSALS, code);
}

/** How the transport reaches the proxy: its URL on the page's origin and the token. */
export interface DevProxy {
  endpoint: string;
  token: string;
}

/**
 * The proxy's endpoint from the page's marker (its `content`), resolved against the page's
 * URL; `undefined` without a marker, or when it names anything but a path on the page's own
 * origin.
 */
export function proxyEndpoint(
  marker: string | null | undefined,
  pageUrl: string,
): string | undefined {
  if (!marker?.startsWith("/")) return undefined;
  try {
    const page = new URL(pageUrl);
    const endpoint = new URL(marker, page);
    if (endpoint.origin !== page.origin || endpoint.search || endpoint.hash) return undefined;
    return endpoint.href;
  } catch {
    return undefined;
  }
}

/**
 * Asks the dev server the page came from for its proxy token at `endpoint` (from
 * `proxyEndpoint`); `undefined` when no proxy answers there.
 */
export async function findDevProxy(
  endpoint: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<DevProxy | undefined> {
  try {
    const response = await fetchFn(tokenPath(endpoint), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as unknown;
    const token =
      typeof body === "object" && body !== null && "token" in body ? body.token : undefined;
    if (typeof token !== "string" || token === "") return undefined;
    return { endpoint, token };
  } catch {
    return undefined;
  }
}
