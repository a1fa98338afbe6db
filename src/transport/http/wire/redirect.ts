/**
 * Headers the user typed (an `X-Api-Key`, a token) belong to the origin they were typed for.
 * Fetch drops only `Authorization` when a redirect leaves the origin; this wrapper follows
 * redirects itself whenever a request carries any other header than the protocol's own: on
 * the same origin with every header, to another origin with the protocol's headers only. A
 * browser hides where a redirect goes (an opaque redirect): such a request is refused, never
 * followed blind.
 */
import { type FetchLike, discard } from "./exchange.ts";

/** What may cross to another origin: the protocol's own headers, nothing a user typed. */
const CROSSING = new Set(["accept", "content-type", "mcp-protocol-version", "last-event-id"]);

const MAX_HOPS = 5;

/** The server redirected where the page cannot see, with headers that must not follow. */
export class RedirectRefused extends Error {
  constructor(readonly url: string) {
    super(`redirect from ${url} not followed: it would carry the headers typed for this origin`);
  }
}

const carriesOwnHeaders = (headers: Headers): boolean => {
  let own = false;
  headers.forEach((_value, name) => {
    if (!CROSSING.has(name.toLowerCase())) own = true;
  });
  return own;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function keepHeadersHome(base: FetchLike): FetchLike {
  return async (input, init) => {
    if (init.redirect === "manual" || init.redirect === "error") return base(input, init);
    if (!carriesOwnHeaders(new Headers(init.headers))) return base(input, init);
    let url = input;
    let current: RequestInit = { ...init, redirect: "manual" };
    for (let hop = 0; ; hop++) {
      const response = await base(url, current);
      if (response.type === "opaqueredirect") {
        discard(response);
        throw new RedirectRefused(url);
      }
      const location = response.headers.get("location");
      if (!REDIRECTS.has(response.status) || location === null || hop >= MAX_HOPS) return response;
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return response;
      }
      if (next.protocol !== "http:" && next.protocol !== "https:") return response;
      discard(response);
      const headers = new Headers(current.headers);
      if (next.origin !== new URL(url).origin) {
        const names: string[] = [];
        headers.forEach((_value, name) => names.push(name));
        for (const name of names) if (!CROSSING.has(name.toLowerCase())) headers.delete(name);
      }
      // As fetch does: 303 (and 301/302 after a POST) becomes a GET without a body.
      const method = (current.method ?? "GET").toUpperCase();
      const toGet =
        (response.status === 303 && method !== "HEAD") ||
        ((response.status === 301 || response.status === 302) && method === "POST");
      current = { ...current, headers };
      if (toGet) {
        current.method = "GET";
        delete current.body;
        headers.delete("content-type");
      }
      url = next.href;
    }
  };
}
