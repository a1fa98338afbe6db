/**
 * Where the dev proxy never goes: link-local addresses (169.254.0.0/16, fe80::/10) and cloud
 * metadata services, by name and by address, also inside an IPv6 address that carries one. Names are checked again after DNS resolution,
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
  "metadata.tencentyun.com",
]);

const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet("169.254.0.0", 16, "ipv4"); // link-local, incl. 169.254.169.254 and 169.254.170.2
FORBIDDEN.addSubnet("fe80::", 10, "ipv6"); // link-local
FORBIDDEN.addAddress("fd00:ec2::254", "ipv6"); // AWS metadata over IPv6
FORBIDDEN.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata
FORBIDDEN.addAddress("192.0.0.192", "ipv4"); // Oracle Cloud metadata
FORBIDDEN.addAddress("168.63.129.16", "ipv4"); // Azure WireServer

/** The eight 16-bit groups of an IPv6 address (valid, as `isIP` says, without zone). */
function groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, dotted.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (side: string) => (side === "" ? [] : side.split(":").map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 one carries, where the network delivers it to that IPv4 address:
 * IPv4-compatible (`::a.b.c.d`), IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated
 * (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
 */
function embeddedV4(address: string): string | undefined {
  const g = groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((n) => n === 0);
  const v4 = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255].join(".");
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return v4(g[6], g[7]);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  return undefined;
}

/** Whether an IP address (v4 or v6, with or without brackets) is one the proxy refuses. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const family = isIP(bare);
  if (family === 4) return FORBIDDEN.check(bare, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedV4(bare);
  return FORBIDDEN.check(bare, "ipv6") || (v4 !== undefined && FORBIDDEN.check(v4, "ipv4"));
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
