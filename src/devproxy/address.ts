/**
 * Where the dev proxy never goes: link-local addresses (169.254.0.0/16, fe80::/10) and cloud
 * metadata services, by name and by address. Names are checked again after DNS resolution,
 * on the very addresses the connection then uses (no second lookup to race).
 */
import { type LookupAddress, type LookupAllOptions, lookup as dnsLookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/** Names of metadata services (GCP, AWS, Azure's well-known alias…), lowercase, no final dot. */
const METADATA_NAMES = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.azure.com",
]);

const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet("169.254.0.0", 16, "ipv4"); // link-local, incl. 169.254.169.254 and 169.254.170.2
FORBIDDEN.addSubnet("fe80::", 10, "ipv6"); // link-local
FORBIDDEN.addAddress("fd00:ec2::254", "ipv6"); // AWS metadata over IPv6
FORBIDDEN.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:a9fe:a9fe` → `169.254.169.254`). */
function unmapped(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:0*:)*:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address (v4 or v6, without brackets) is one the proxy refuses. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const family = isIP(bare);
  if (family === 0) return false;
  const v4 = family === 6 ? unmapped(bare) : bare;
  if (v4 !== undefined && isIP(v4) === 4) return FORBIDDEN.check(v4, "ipv4");
  return FORBIDDEN.check(bare, "ipv6");
}

/** A URL hostname (as `URL.hostname` gives it) the proxy refuses before any lookup. */
export function isForbiddenHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return METADATA_NAMES.has(host) || isForbiddenAddress(host);
}

export class ForbiddenAddressError extends Error {
  readonly code = "EFORBIDDEN";
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true } satisfies LookupAllOptions, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request`: resolves the name, refuses it if any of its addresses is
 * forbidden, and hands over those same addresses for the connection.
 */
export function guardedLookup(resolve: Resolve = systemResolve) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => isForbiddenAddress(a.address));
        if (bad) {
          return callback(new ForbiddenAddressError(`${hostname} resolves to ${bad.address}`), "");
        }
        const first = addresses[0];
        if (!first) return callback(new Error(`${hostname} has no address`), "");
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}
