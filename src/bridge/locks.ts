/**
 * The bridge's locks, shared by its own server and the dev server's plugin: the Host allow-list
 * (DNS rebinding: a hostile name resolving to 127.0.0.1 still says its own name), the exact
 * Origin of the page (missing, `null`, another port or scheme: refused), the per-start token in
 * a header compared in constant time, and JSON bodies under a cap (a form cannot send JSON).
 * Headers are what a client says; the peer's address is what the socket is: the dev server may
 * listen on every interface (`--host`), and then only a loopback peer is answered.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The names the page may use for a loopback port; the bridge binds 127.0.0.1 only. */
export const LOOPBACK_NAMES = ["127.0.0.1", "localhost"] as const;

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** 127.0.0.0/8, ::1 and 127.x as an IPv4-mapped IPv6 address: a peer on this computer. */
export function loopbackPeer(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, "");
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) {
    return v4.split(".").every((part) => Number(part) <= 255);
  }
  // Node writes the IPv6 loopback as "::1"; the spelled-out form is accepted too.
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}

/** `127.0.0.1:<port>` and `localhost:<port>`: the only Host values answered. */
export function loopbackHosts(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
}

/** The page's own origins on `port`. */
export function loopbackOrigins(port: number, scheme: "http" | "https" = "http"): string[] {
  return loopbackHosts(port).map((host) => `${scheme}://${host}`);
}

export function hostAllowed(req: IncomingMessage, hosts: readonly string[]): boolean {
  const host = req.headers.host;
  return typeof host === "string" && hosts.includes(host.toLowerCase());
}

/**
 * The exact Origin of the page, failing closed: a request without one (a form, a link, a
 * script tag) is refused, and so is one a browser marks as coming from another site.
 */
export function originAllowed(req: IncomingMessage, origins: readonly string[]): boolean {
  const site = header(req, "sec-fetch-site");
  if (site !== undefined && site !== "same-origin") return false;
  const origin = header(req, "origin");
  return origin !== undefined && origins.includes(origin);
}

/** A fresh 256-bit token, hex. */
export const newToken = (): string => randomBytes(32).toString("hex");

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(given ?? ""), digest(token)) && given !== undefined;
}

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: "bad-json" | "too-large" | "not-json",
    message: string,
  ) {
    super(message);
  }
}

/** `application/json`, with a charset or not; nothing a form can send. */
export function isJson(req: IncomingMessage): boolean {
  const type = (header(req, "content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** The JSON body, at most `cap` bytes (the rest is not read); an empty body is `{}`. */
export async function readJson(req: IncomingMessage, cap: number): Promise<unknown> {
  if (!isJson(req)) throw new BodyError(415, "not-json", "The body must be application/json.");
  const declared = Number(header(req, "content-length") ?? 0);
  const tooLarge = () => new BodyError(413, "too-large", `The body is over ${cap} bytes.`);
  if (declared > cap) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) throw tooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, "bad-json", "The body is not JSON.");
  }
}
