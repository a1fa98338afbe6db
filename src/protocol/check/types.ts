/** The contract of the checking layer, shared by the UI, the CLI, the session rules and tests. */
import type { Direction } from "../schema/registry.ts";
import type { Finding, MessageKind } from "../types.ts";
import type { ProtocolVersion, VersionChoice } from "../versions.ts";

export type RequestId = string | number;

/** What the checker may know about the surroundings of one message. */
export interface MessageContext {
  /** Method of the earlier request with this id, when a session holds it (to judge replies). */
  requestMethod?: (id: RequestId) => string | undefined;
  /**
   * Whether the earlier request with this id asked to run as a task (2025-11-25 `params.task`):
   * its reply is then the task (`CreateTaskResult`), not the method's own result.
   */
  requestIsTask?: (id: RequestId) => boolean;
  /** Who sent the message, when known (a transport knows; a pasted message does not). */
  direction?: Exclude<Direction, "both">;
}

export interface CheckOptions {
  /** A version, or `auto`: from the message itself (initialize, 2026-07-28 `_meta`), else the default. */
  version?: VersionChoice;
  context?: MessageContext;
  /** Nesting beyond this is reported as such instead of being walked (default 500). */
  maxDepth?: number;
}

export interface MessageReport {
  kind: MessageKind;
  /** For replies: whether it carries a result or an error. */
  outcome?: "success" | "error";
  method?: string;
  id?: RequestId | null;
  /** The version the message was judged against. */
  version: ProtocolVersion;
  /** Who sends this method in that version, when the method is known. */
  direction?: Direction;
  /** One plain sentence: why it is this kind ("has an id and a method: a request, a reply is expected"). */
  reason: string;
  /** No finding of severity error. */
  valid: boolean;
  /** All findings, batch elements included (their paths start with the element's index). */
  findings: Finding[];
  /** For a batch, one report per element (findings also appear in the batch's list). */
  items?: MessageReport[];
  /** The parsed value, when the text was JSON. */
  value?: unknown;
}
