/**
 * Node's fetch enforces no CORS. This wraps it with the browser's CORS checks (the Fetch
 * standard's, for a page at `origin`, without credentials), so the transport's CORS handling
 * meets the same refusals in Node as in a browser:
 * - a request that is not "simple" is preceded by a preflight (OPTIONS with
 *   Access-Control-Request-Method/-Headers), which must answer 2xx with a matching
 *   Access-Control-Allow-Origin, and allow the method and every non-safelisted header;
 * - every answer must carry a matching Access-Control-Allow-Origin;
 * - the page sees only the safelisted response headers and those in Access-Control-Expose-Headers;
 * - a failure is a bare `TypeError: Failed to fetch`, as in Chrome;
 * - `mode: "no-cors"` gives an opaque answer (status 0, nothing readable).
 * The requests themselves are real: they reach the real server.
 */
import type { FetchLike } from "../../src/transport/http/index.ts";

const SIMPLE_METHODS = new Set(["GET", "HEAD", "POST"]);
const SIMPLE_CONTENT_TYPES = new Set([
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
]);
const SAFELISTED_RESPONSE = new Set([
  "cache-control",
  "content-language",
  "content-length",
  "content-type",
  "expires",
  "last-modified",
  "pragma",
]);

const blocked = () => new TypeError("Failed to fetch");

function unsafeHeaders(headers: Headers): string[] {
  const names: string[] = [];
  headers.forEach((value, name) => {
    if (name === "accept" || name === "accept-language" || name === "content-language") return;
    if (name === "content-type") {
      const type = value.split(";")[0]?.trim().toLowerCase() ?? "";
      if (SIMPLE_CONTENT_TYPES.has(type)) return;
    }
    names.push(name);
  });
  return names.sort();
}

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function allowsOrigin(response: Response, origin: string): boolean {
  const allowed = response.headers.get("access-control-allow-origin");
  return allowed === "*" || allowed === origin;
}

export function browserFetch(origin: string): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    if (url.origin === origin) return fetch(input, init);
    if (init.mode === "no-cors") {
      if (!SIMPLE_METHODS.has(method)) throw blocked();
      try {
        const response = await fetch(input, { ...init, mode: "cors" });
        void response.body?.cancel();
      } catch {
        throw blocked();
      }
      return opaque();
    }
    const unsafe = unsafeHeaders(headers);
    if (!SIMPLE_METHODS.has(method) || unsafe.length > 0) {
      let preflight: Response;
      try {
        preflight = await fetch(input, {
          method: "OPTIONS",
          headers: {
            Origin: origin,
            "Access-Control-Request-Method": method,
            ...(unsafe.length > 0 && { "Access-Control-Request-Headers": unsafe.join(",") }),
          },
          ...(init.signal && { signal: init.signal }),
        });
      } catch {
        throw blocked();
      }
      void preflight.body?.cancel();
      if (!preflight.ok || !allowsOrigin(preflight, origin)) throw blocked();
      const methods = list(preflight.headers.get("access-control-allow-methods"));
      if (
        !SIMPLE_METHODS.has(method) &&
        !methods.includes(method.toLowerCase()) &&
        !methods.includes("*")
      ) {
        throw blocked();
      }
      const allowed = list(preflight.headers.get("access-control-allow-headers"));
      for (const name of unsafe) {
        const wildcard = allowed.includes("*") && name !== "authorization";
        if (!allowed.includes(name) && !wildcard) throw blocked();
      }
    }
    headers.set("Origin", origin);
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw blocked();
    }
    if (!allowsOrigin(response, origin)) {
      void response.body?.cancel();
      throw blocked();
    }
    const exposed = list(response.headers.get("access-control-expose-headers"));
    const visible = new Headers();
    response.headers.forEach((value, name) => {
      if (SAFELISTED_RESPONSE.has(name) || exposed.includes(name) || exposed.includes("*")) {
        if (name !== "set-cookie") visible.set(name, value);
      }
    });
    const seen = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: visible,
    });
    Object.defineProperty(seen, "type", { value: "cors" });
    return seen;
  };
}

/** What a no-cors fetch gives a page: an answer with nothing readable in it. */
function opaque(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, "type", { value: "opaque" });
  Object.defineProperty(response, "status", { value: 0 });
  return response;
}
