/**
 * Where the flow may send a request, decided before it goes:
 *
 * - An authorization server endpoint (its metadata, registration, token, the authorization
 *   page) must be https; plain http only on loopback, for development (MCP "Communication
 *   Security": all authorization server endpoints over HTTPS). Anything else (`javascript:`,
 *   `data:`) is no endpoint at all.
 * - Through the dev proxy, a server on the public side cannot steer the proxy (which runs
 *   where the developer's local services are) to a loopback or private address: an address
 *   a document names there is refused unless the MCP server itself is on one.
 */
import type { AuthPeer } from "../protocol/exchange/types.ts";

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * The host with an IPv4-mapped IPv6 address written as its IPv4 address: `new URL` turns
 * `[::ffff:127.0.0.1]` into `::ffff:7f00:1`, which still reaches 127.0.0.1.
 */
function plainHost(host: string): string {
  const lower = host.replace(/^\[|\]$/g, "").toLowerCase();
  const hex = /^[0:]*:ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1] as string, 16);
    const low = parseInt(hex[2] as string, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  const dotted = /^[0:]*:ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return dotted ? (dotted[1] as string) : lower;
}

/**
 * Judged on the address as written: a DNS name that resolves to a loopback or private address
 * is not caught here (the name is not resolved before the request).
 */
export function isLoopbackHost(host: string): boolean {
  const h = plainHost(host);
  return (
    h === "localhost" || h.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(h) || h === "::1"
  );
}

/**
 * Loopback, unspecified (`0.0.0.0`, `::`, which reach this machine), RFC 1918, shared,
 * link-local and unique local addresses, and `*.local` names.
 */
export function isPrivateHost(host: string): boolean {
  const h = plainHost(host);
  if (isLoopbackHost(h) || h.endsWith(".local") || h === "0.0.0.0" || h === "::") return true;
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(h);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    return (
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89ab][0-9a-f]:/.test(h);
}

export type EndpointRefusal =
  | { code: "endpoint-insecure"; url: string }
  | { code: "endpoint-private"; url: string; resource: string };

/** Why `url` may not be asked, or undefined when it may. */
export function endpointRefusal(
  url: string,
  peer: AuthPeer,
  resource: string,
  viaProxy: boolean,
): EndpointRefusal | undefined {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { code: "endpoint-insecure", url };
  }
  const host = hostOf(target);
  const web = target.protocol === "https:" || target.protocol === "http:";
  if (!web) return { code: "endpoint-insecure", url };
  // The authorization server's endpoints and page; the MCP server's own documents follow the
  // address the user typed.
  if (peer !== "server" && target.protocol === "http:" && !isLoopbackHost(host)) {
    return { code: "endpoint-insecure", url };
  }
  if (viaProxy && isPrivateHost(host)) {
    let home = "";
    try {
      home = hostOf(new URL(resource));
    } catch {
      // No resource to compare with: private stays refused.
    }
    if (!isPrivateHost(home)) return { code: "endpoint-private", url, resource };
  }
  return undefined;
}
