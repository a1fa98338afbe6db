/** The remote target's public types: what the UI configures and what it is told. */
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { Transport, TransportListener } from "../types.ts";
import type { HttpIssue } from "./diagnosis/issues.ts";
import type { RequestId } from "./messages/parse.ts";
import type { DevProxy } from "./wire/proxy.ts";
import type { FetchLike } from "./wire/exchange.ts";

/** Streamable HTTP (2025-03-26 and later) or the 2024-11-05 HTTP+SSE transport. */
export type TransportKind = "streamable-http" | "sse";

/** `legacy`: versions with initialize (up to 2025-11-25); `modern`: 2026-07-28, no sessions. */
export type Era = "unknown" | "legacy" | "modern";

export interface ConnectionInfo {
  url: string;
  viaProxy: boolean;
  transport: TransportKind | "unknown";
  /** Found from the server's answers, or set by the caller's override. */
  transportSource: "detected" | "override" | "pending";
  era: Era;
  /** Negotiated by initialize (legacy), used by a successful request (modern), or the override. */
  protocolVersion?: string;
  /** What the server said it supports (server/discover, or an unsupported-version error). */
  supportedVersions?: string[];
  sessionId?: string;
  /** The server's own GET stream (2025-era Streamable HTTP). */
  serverStream: "off" | "open" | "reconnecting" | "not-offered" | "failed";
  /** Where the 2024-11-05 transport POSTs messages. */
  endpoint?: string;
}

export type HttpTargetEvent =
  { type: "connection"; info: ConnectionInfo } | { type: "issue"; issue: HttpIssue };

export interface HttpTargetOptions {
  /** The MCP endpoint (Streamable HTTP) or the SSE stream's URL (HTTP+SSE). */
  url: string;
  listener: TransportListener;
  /** Sent with every request (e.g. `Authorization`); shown masked in every detail. */
  headers?: Record<string, string>;
  /** Default `auto`: detected from the server's answers as the spec's compatibility rules say. */
  transport?: "auto" | TransportKind;
  /**
   * Forces the `MCP-Protocol-Version` header (and, for 2026-07-28, the modern headers on every
   * message) instead of what the exchange settles.
   */
  protocolVersion?: ProtocolVersion;
  /** How long a request is awaited before it is given up (and cancelled). Default 60 s. */
  timeoutMs?: number;
  /** Go through the dev proxy (see `findDevProxy`). */
  proxy?: DevProxy;
  /** Open the server's own GET stream once a 2025-era session is initialized. Default true. */
  listen?: boolean;
  /** Reopening attempts in a row of a broken event stream. Default 5. */
  maxReconnects?: number;
  /** How long detection waits for a legacy `endpoint` event, and each diagnosis probe. Default 10 s. */
  probeTimeoutMs?: number;
  /** `send()` resolves at the latest this long after sending, headers or not. Default 1 s. */
  announceWithinMs?: number;
  /** Tell a CORS block from a server that is down, with a few probe requests. Default true. */
  diagnose?: boolean;
  /** Named in the `server/discover` probe of `detect()`. */
  clientInfo?: { name: string; version: string };
  onEvent?: (event: HttpTargetEvent) => void;
  fetch?: FetchLike;
  clock?: () => number;
  /** Whether the device has a network: a request that fails while it has none says so. */
  online?: () => boolean;
}

export interface HttpTarget extends Transport {
  /** Stops awaiting request `id`: closes its stream and, before 2026-07-28, sends notifications/cancelled. False if not pending. */
  cancel(id: RequestId, reason?: string): Promise<boolean>;
  connectionInfo(): ConnectionInfo;
  /**
   * Sets (or, with `undefined`, removes) headers sent with every later request, replacing one
   * of the same name in any case: a token the authorization flow obtained.
   */
  setHeaders(patch: Record<string, string | undefined>): void;
  /** Probes with `server/discover` (reported like any message) and settles transport and era. */
  detect(): Promise<ConnectionInfo>;
  /** Ends the session (DELETE) and forgets it: the next initialize starts a new one. */
  endSession(): Promise<void>;
}
