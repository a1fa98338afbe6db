/** The session engine's types and limits, shared by the controller, its callers and tests. */
import type { ServerControls } from "../../server/controls.ts";
import type { ExchangeEntry, NewEntry } from "../../protocol/exchange/types.ts";
import type { Transport, TransportListener } from "../../transport/types.ts";

/** A connection to a server; the worker target can also be crashed and steered. */
export interface ServerConnection extends Transport {
  crash?(): void;
  setControls?(controls: ServerControls): void;
  /** Stops awaiting request `id` (the HTTP target); false when it is not pending. */
  cancel?(id: string | number): Promise<boolean>;
}

/**
 * What Send talks to: the gift server in this page, a remote server (HTTP), or a stdio server
 * started by the local bridge. The last two share one slot: one outside server at a time.
 */
export type TargetKind = "gift" | "remote" | "stdio";

/** The targets reached through a connection the caller makes (`connectRemote`). */
export type OutsideKind = Exclude<TargetKind, "gift">;

/**
 * What the session pane says about the server (restarting: a fresh one replaces a crashed one;
 * stopped: its connection was closed on purpose, a stdio server's Stop).
 */
export type ServerStatus = "starting" | "ready" | "crashed" | "restarting" | "stopped";

/** Connects to a remote server; the caller keeps the connection's own methods. */
export type ConnectRemote<C extends ServerConnection> = (listener: TransportListener) => C;

export type Connect = (listener: TransportListener, controls: ServerControls) => ServerConnection;

export interface SessionSink {
  append(batch: readonly NewEntry[]): void;
  status(status: ServerStatus): void;
  /** Empties the log (a new session begins). */
  reset(): void;
  /** Puts `entries` (a session from a link, a file or the library) in the log's place. */
  load(entries: readonly ExchangeEntry[]): void;
}

export interface SessionControllerOptions {
  connect: Connect;
  sink: SessionSink;
  /** The controls a new server starts with. */
  controls(): ServerControls;
  clock?: () => number;
  /** Entries are written in batches at most this often, so a flood costs few renders. */
  flushMs?: number;
}

/** How a two-step exchange (request, then a notification once answered) ended. */
export type HandshakeOutcome =
  | { type: "done"; reply: Record<string, unknown> }
  | { type: "refused"; message: string }
  | { type: "no-reply" }
  | { type: "not-sent" };

/**
 * How many log entries the widgets of one session may cause: a tenth of the log's 100,000
 * (`MAX_ENTRIES` in store/exchange.ts), so a widget can never flush the user's own entries.
 */
export const WIDGET_SHARE = 10_000;

/** The longest a reply may take: the largest added latency and then some. */
export const REPLY_TIMEOUT_MS = 15_000;
