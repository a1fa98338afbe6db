/**
 * The run over HTTP: the project's HTTP target with a fetch that keeps a record of every
 * exchange (status and headers, secrets masked), and the raw requests the transport checks make
 * themselves (the GET stream, DELETE, a request with an ended session, the CORS preflight).
 */
import {
  type FetchLike,
  type HttpTarget,
  type DevProxy,
  type TransportKind,
  createHttpTarget,
  keepHeadersHome,
  maskHeaders,
} from "../transport/http/index.ts";
import type { HostRequest } from "../transport/http/host-types.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import { now } from "../transport/types.ts";
import { type BearerGrant, type BearerState, bearerFetch } from "./bearer.ts";
import type { OpenTransport } from "./connection.ts";
import type { HttpRecord } from "./types.ts";

/** A record with the request body kept, to find the POST that carried a message. */
export interface WireRecord extends HttpRecord {
  body?: string;
}

export interface HttpProbeOptions {
  url: string;
  /** Sent with every request (e.g. `Authorization`); masked in every record. */
  headers?: Record<string, string>;
  /** A grant's token, sent to `url` only and refreshed when refused (see `bearer.ts`). */
  grant?: BearerGrant;
  fetch?: FetchLike;
  proxy?: DevProxy;
  /**
   * Who does CORS: `probe` (Node: the run sends the preflight itself), `browser` (a page or
   * its worker: the browser did, or nothing would have been read), `none` (no other origin:
   * a server in the same context).
   */
  cors?: "probe" | "browser" | "none";
  /**
   * Streamable HTTP, the 2024-11-05 HTTP+SSE transport, or `auto` (default): the first POST
   * refused with 400/404/405 makes the target try the HTTP+SSE stream, as the spec says.
   */
  transport?: ProbeTransportChoice;
  /** Node only: a POST with another Host (the DNS-rebinding check; fetch cannot send Host). */
  hostRequest?: HostRequest;
}

/** The transports a run can be asked for, named as the HTTP target names them. */
export type ProbeTransportChoice = "auto" | TransportKind;

export const PROBE_TRANSPORTS: readonly ProbeTransportChoice[] = ["auto", "streamable-http", "sse"];

function headersOf(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** A fetch that records what went and what came back (headers only: bodies stay unread). */
export function recordingFetch(base: FetchLike, records: WireRecord[]): FetchLike {
  return async (input, init) => {
    const record: WireRecord = {
      method: init.method ?? "GET",
      url: input,
      requestHeaders: maskHeaders(headersOf(init)),
      at: now(),
      ...(typeof init.body === "string" ? { body: init.body } : {}),
    };
    records.push(record);
    try {
      const response = await base(input, init);
      record.status = response.status;
      record.responseHeaders = maskHeaders(response.headers);
      return response;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      throw error;
    }
  };
}

export interface HttpWire {
  url: string;
  headers: Record<string, string>;
  fetch: FetchLike;
  records: WireRecord[];
  open: OpenTransport;
  /** Who does CORS (see `HttpProbeOptions.cors`). */
  cors: "probe" | "browser" | "none";
  /** With a grant: the token's fate during the run (refreshed, refused). */
  bearer?: BearerState;
  /** What the run was asked for. */
  transport: ProbeTransportChoice;
  /**
   * The transport the main connection settled on; later connections are opened with it, so
   * that detection happens once.
   */
  used?: TransportKind;
  /** See `HttpProbeOptions.hostRequest`. */
  hostRequest?: HostRequest;
  /**
   * 2026-07-28 has no handshake to settle the version: every POST carries the run's version in
   * `MCP-Protocol-Version`, a body that is no message too (clients must send it).
   */
  modernVersion?: ProtocolVersion;
}

export function httpWire(options: HttpProbeOptions): HttpWire {
  const records: WireRecord[] = [];
  // Typed headers never follow a redirect to another origin (the transport's rule).
  const base: FetchLike = keepHeadersHome(options.fetch ?? ((input, init) => fetch(input, init)));
  const recorded = recordingFetch(base, records);
  const headers = { ...options.headers };
  // The token goes in just before the record is made, so every record shows it masked.
  // Over HTTP+SSE the messages go to the endpoint the stream named: the target POSTs only
  // there, and only on the stream's origin, so a POST to that origin carries the token too.
  const origin = new URL(options.url).origin;
  const endpoint = (input: string, init: RequestInit) =>
    wire.transport !== "streamable-http" &&
    wire.used !== "streamable-http" &&
    init.method === "POST" &&
    new URL(input).origin === origin;
  const bearer = options.grant
    ? bearerFetch(recorded, options.url, options.grant, endpoint)
    : undefined;
  const wireFetch = bearer ?? recorded;
  const cors =
    options.cors ??
    (typeof (globalThis as { document?: unknown }).document !== "undefined" ? "browser" : "probe");
  const open: OpenTransport = (listener) => {
    // The log's request headers show the token in use now (masked), after a refresh the new one.
    if (bearer) headers.Authorization = bearer.state.authorization;
    const target: HttpTarget = createHttpTarget({
      url: options.url,
      listener,
      headers,
      transport: wire.used ?? wire.transport,
      ...(wire.modernVersion ? { protocolVersion: wire.modernVersion } : {}),
      // The run opens the GET stream itself, once, to judge its answer.
      listen: false,
      diagnose: true,
      fetch: wireFetch,
      ...(options.proxy ? { proxy: options.proxy } : {}),
    });
    return target;
  };
  const wire: HttpWire = {
    url: options.url,
    headers,
    fetch: wireFetch,
    records,
    open,
    cors,
    transport: options.transport ?? "auto",
    ...(bearer && { bearer: bearer.state }),
    ...(options.hostRequest && { hostRequest: options.hostRequest }),
  };
  return wire;
}

/** Header value by name in any case. */
export function header(
  headers: Record<string, string> | undefined,
  name: string,
): string | undefined {
  if (!headers) return undefined;
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === lower) return value;
  return undefined;
}
