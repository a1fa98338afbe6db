/** The public shapes of the session rules: options, the read-only state snapshot. */
import type { Direction } from "../schema/registry.ts";
import type { RequestId } from "../check/types.ts";
import type { ProtocolVersion, VersionChoice } from "../versions.ts";
import { DEFAULT_BUDGET_MS } from "./schema/meter.ts";

/** Who sent a message: the client, the server, or unknown (a pasted log does not say). */
export type Sender = "client" | "server";

/**
 * Where the session stands in the lifecycle of versions that have one (up to 2025-11-25):
 * - `none`: no initialize seen yet; lifecycle rules are off (a lone message is judged on its own);
 * - `initializing`: the initialize request was sent, its reply is awaited;
 * - `initialized`: the server replied, the client's `notifications/initialized` is awaited;
 * - `operating`: normal traffic;
 * - `failed`: the initialize request got an error reply (a new initialize may follow).
 */
export type LifecyclePhase = "none" | "initializing" | "initialized" | "operating" | "failed";

export interface SessionLimits {
  /** Requests awaiting a reply that the session remembers (the oldest are forgotten first). */
  pending: number;
  /** Answered request ids remembered to detect id reuse and late replies. */
  finished: number;
  /** Tools remembered from `tools/list` replies. */
  tools: number;
  /**
   * Milliseconds a tool schema may take to prepare, and to check one value against (a schema
   * past it is reported as too costly to check, instead of stalling the session).
   */
  toolSchemaMs: number;
  /**
   * Milliseconds all the session's tool schemas may take together, before any message counts;
   * past it (and `toolSchemaMsPerMb`), tool schemas are no longer run (see `budget.ts`).
   */
  toolSchemaSessionMs: number;
  /** Milliseconds more the session's tool schemas may take per megabyte of messages checked. */
  toolSchemaMsPerMb: number;
}

export const DEFAULT_LIMITS: SessionLimits = {
  pending: 100_000,
  finished: 100_000,
  tools: 10_000,
  toolSchemaMs: DEFAULT_BUDGET_MS,
  toolSchemaSessionMs: 5_000,
  toolSchemaMsPerMb: 2_000,
};

export interface SessionOptions {
  /** A version, or `auto`: taken from the initialize exchange or the 2026-07-28 `_meta` keys. */
  version?: VersionChoice;
  limits?: Partial<SessionLimits>;
  /** The clock of the tool schemas' budgets, in milliseconds; tests pass a fake one. */
  clock?: () => number;
}

export interface MessageOptions {
  /** Who sent the message, when known (a transport knows; a pasted log does not). */
  direction?: Exclude<Direction, "both">;
}

export interface PendingRequestInfo {
  id: RequestId;
  method: string;
  /** The sender, when known from the message's direction or its method. */
  sender?: Sender;
  /** The version the request was judged against (its reply is judged against the same one). */
  version: ProtocolVersion;
  progressToken?: string | number;
  cancelled: boolean;
}

export interface KnownToolInfo {
  name: string;
  hasInputSchema: boolean;
  hasOutputSchema: boolean;
}

export interface SessionState {
  /** The version choice the session was created with. */
  choice: VersionChoice;
  /** The version agreed in the initialize reply, or carried by 2026-07-28 `_meta`, if any. */
  negotiatedVersion?: ProtocolVersion;
  versionSource?: "initialize" | "meta";
  phase: LifecyclePhase;
  /** Messages checked so far (a batch counts once). */
  messages: number;
  /** Requests awaiting a reply, oldest first. */
  pending: readonly PendingRequestInfo[];
  /** Tools declared by the server in `tools/list` replies, in declaration order. */
  tools: readonly KnownToolInfo[];
}
