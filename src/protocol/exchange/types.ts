/**
 * The exchange: every message that went between the playground (the client) and a server, in
 * order, exactly as it travelled, plus what happened to the server itself. This raw log is the
 * only thing stored; everything shown about it (kinds, pairs, latency, findings, the diagram) is
 * derived from it by pure functions.
 */

/** `out`: the client (the user) sent it to the server; `in`: the server sent it to the client. */
export type Flow = "out" | "in";

/** HTTP detail of a message that travelled over HTTP (remote targets); absent for the worker. */
export interface HttpDetail {
  method: string;
  url: string;
  status?: number;
  /** Header names and values; secrets are masked before they get here. */
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
  /** ms from the request being sent to its response's headers. */
  durationMs?: number;
}

/**
 * Which conversation a message belongs to: absent for the server's (the playground as client),
 * `widget` for the one between a widget and the playground as its host (MCP Apps). On the
 * widget lane `out` is host → widget and `in` is widget → host. `auth` is the authorization
 * flow (OAuth): one HTTP request (`out`) and its answer (`in`) per step, `auth` says with whom.
 */
export type Lane = "widget" | "auth";

/**
 * Who the playground talks to in an authorization step: the MCP server (its protected resource
 * metadata), the authorization server (metadata, registration, token), or the browser's
 * authorization page (the user signs in there; the answer comes back to the callback).
 */
export type AuthPeer = "server" | "as" | "browser";

/** What an authorization step is for: the deriver judges each kind by its own rules. */
export const AUTH_STEPS = [
  "challenge", // an MCP request without a usable token, answered 401/403 with WWW-Authenticate
  "resource-metadata", // RFC 9728 protected resource metadata
  "as-metadata", // RFC 8414 / OpenID Connect discovery
  "register", // RFC 7591 dynamic client registration
  "authorize", // the authorization request (the user's browser) and its redirect back
  "token", // authorization code → tokens
  "refresh", // refresh token → tokens
] as const;
export type AuthStep = (typeof AUTH_STEPS)[number];

/** An authorization-lane message's own facts (set by the flow, judged by the deriver). */
export interface AuthMeta {
  step: AuthStep;
  peer: AuthPeer;
  /** The protocol version whose authorization rules the flow followed. */
  version: string;
  /** The MCP server's URL the flow authorizes for (the resource). */
  resource: string;
  /** On an `in` entry: the request failed with no readable answer (CORS, network). */
  blocked?: "cors" | "network";
  /** With `blocked: "cors"`: the header the endpoint's answer lacks, when the probe found it. */
  missingHeader?: string;
}

export interface MessageEntry {
  type: "message";
  /** Position in the exchange, from 0, unique within it. */
  seq: number;
  flow: Flow;
  /** The raw text, byte for byte as sent or received (it may be invalid JSON). */
  text: string;
  /** When it was sent or received: epoch ms, fractional (performance.timeOrigin + now()). */
  at: number;
  http?: HttpDetail;
  lane?: Lane;
  /** Only on the `auth` lane. */
  auth?: AuthMeta;
  /**
   * Sent by the playground itself, not the user: the auto-detection probe of Connect
   * (`server/discover`), or (`in`) what the server answered to it. Judged by the rules of the
   * version the probe is written in, apart from the session's.
   */
  probe?: true;
}

/** What happened to the server or the connection, shown between messages. */
export type ServerEventKind =
  | "started" // a server (worker) is up and accepting messages
  | "crashed" // the server died (the user crashed it, or it failed)
  | "restarted" // a fresh server replaced a crashed one: its state starts over
  | "transport-error" // a message could not be delivered or an answer could not be read
  | "target-changed" // Send talks to another server now (the gift server or a remote one)
  | "stopped" // a stdio server's process ended because the page (the user) stopped it
  | "stdout-stray"; // a stdio server wrote text that is not a message to stdout (detail: it)

export interface EventEntry {
  type: "event";
  seq: number;
  event: ServerEventKind;
  at: number;
  /** One plain sentence for the user (English; the UI may translate known events). */
  detail?: string;
}

export type ExchangeEntry = MessageEntry | EventEntry;

/** An entry before the log numbers it. */
export type NewEntry = Omit<MessageEntry, "seq"> | Omit<EventEntry, "seq">;
