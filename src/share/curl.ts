/**
 * One message as a curl command for an HTTP target, for a POSIX shell (bash, zsh, sh). Every
 * argument is single-quoted, so nothing in the message or a header is ever run by the shell.
 * Header values that may carry a secret are masked unless the user asks for them.
 */
import type { ProtocolVersion } from "../protocol/versions.ts";
import { isSecretHeader, maskValue, protocolVersionHeader } from "../transport/http/index.ts";
import { checkHttpUrl } from "./guards.ts";

export interface CurlTarget {
  url: string;
  /** Sent as `MCP-Protocol-Version` for the versions that define the header (2025-06-18 on). */
  protocolVersion?: ProtocolVersion;
  /** Sent as `Mcp-Session-Id` when the server gave one. */
  sessionId?: string;
  /** The user's own headers (Authorization, API keys…). */
  headers?: Readonly<Record<string, string>>;
}

export interface CurlOptions {
  /** Show every header value as it is. Off by default: the command gets pasted around. */
  reveal?: boolean;
}

export type CurlResult =
  | {
      ok: true;
      command: string;
      /** Names of the headers whose value was replaced by MASK. */
      masked: string[];
      /** Names of the headers left out because a header cannot hold them (line breaks, bad name). */
      dropped: string[];
    }
  | { ok: false; reason: "unsafe-url" | "unquotable"; detail: string };

export const MASK = "<redacted>";

/** Headers whose values are never secret; every other value is masked by default. */
const PLAIN_HEADERS = new Set([
  "accept",
  "accept-language",
  "content-type",
  "mcp-protocol-version",
  "user-agent",
  "cache-control",
  "mcp-method",
  "mcp-name",
]);

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/;

/** A POSIX shell word that stands for exactly `text`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(message: string, target: CurlTarget, options: CurlOptions = {}): CurlResult {
  const headers: [string, string][] = [
    ["Content-Type", "application/json"],
    ["Accept", "application/json, text/event-stream"],
    ...Object.entries(protocolVersionHeader(target.protocolVersion)),
  ];
  if (target.sessionId !== undefined) headers.push(["Mcp-Session-Id", target.sessionId]);
  const builtIn = new Set(headers.map(([name]) => name.toLowerCase()));
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    if (!builtIn.has(name.toLowerCase())) headers.push([name, value]);
  }
  return command(target.url, message, headers, new Set(), options);
}

/** What the exchange recorded of a POST: its address and its headers, secrets masked. */
export interface SentRequest {
  url: string;
  requestHeaders?: Readonly<Record<string, string>>;
}

export type SentCurlResult =
  | (Extract<CurlResult, { ok: true }> & {
      /** Secret headers whose value this page no longer knows: always masked. */
      unknown: string[];
    })
  | Extract<CurlResult, { ok: false }>;

/**
 * The curl command that repeats a message exactly as it was POSTed: the recorded address and
 * headers (session id, protocol version, `Mcp-Method`…), with each masked secret put back from
 * `known` (the target's headers in memory) when its masked form matches the recorded one, so a
 * header changed since is never swapped in.
 */
export function curlForSent(
  message: string,
  sent: SentRequest,
  known: Readonly<Record<string, string>>,
  options: CurlOptions = {},
): SentCurlResult {
  const byName = new Map(Object.entries(known).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const headers: [string, string][] = [];
  const unknown: string[] = [];
  for (const [name, recorded] of Object.entries(sent.requestHeaders ?? {})) {
    const value = byName.get(name.toLowerCase());
    if (value !== undefined && (value === recorded || maskValue(value) === recorded)) {
      headers.push([name, value]);
    } else if (isSecretHeader(name)) {
      headers.push([name, MASK]);
      unknown.push(name);
    } else {
      headers.push([name, recorded]);
    }
  }
  const result = command(sent.url, message, headers, new Set(unknown), options);
  return result.ok ? { ...result, unknown } : result;
}

/** Whether a header can be shown as is: set by the protocol, never by the user. */
function isPlain(name: string): boolean {
  const lower = name.toLowerCase();
  return PLAIN_HEADERS.has(lower) || lower.startsWith("mcp-param-");
}

function command(
  address: string,
  message: string,
  headers: readonly (readonly [string, string])[],
  alwaysMasked: ReadonlySet<string>,
  options: CurlOptions,
): CurlResult {
  const url = checkHttpUrl(address);
  if (!url.ok) return { ok: false, reason: "unsafe-url", detail: "Only http and https addresses." };
  // A shell argument cannot hold a NUL character; no quoting can send it.
  if (message.includes("\u0000")) {
    return { ok: false, reason: "unquotable", detail: "The message holds a NUL character." };
  }
  const masked: string[] = [];
  const dropped: string[] = [];
  const args = ["curl", "-X", "POST", shellQuote(url.url)];
  for (const [name, value] of headers) {
    if (!HEADER_NAME.test(name) || /[\r\n]/.test(value) || value.includes("\u0000")) {
      dropped.push(name);
      continue;
    }
    const secret = alwaysMasked.has(name) || (!options.reveal && !isPlain(name));
    if (secret) masked.push(name);
    args.push(`-H ${shellQuote(`${name}: ${secret ? MASK : value}`)}`);
  }
  args.push(`--data-raw ${shellQuote(message)}`);
  return {
    ok: true,
    command:
      args.slice(0, 4).join(" ") +
      args
        .slice(4)
        .map((a) => ` \\\n  ${a}`)
        .join(""),
    masked,
    dropped,
  };
}
