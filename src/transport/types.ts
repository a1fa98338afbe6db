/**
 * How messages travel, whatever the target: the in-browser gift server (a Web Worker) or a
 * remote server over HTTP. A transport carries raw text both ways and reports what happens to
 * the connection; the exchange log (in the store) records both.
 */
import type { HttpDetail, ServerEventKind } from "../protocol/exchange/types.ts";

export type TransportStatus = "starting" | "ready" | "crashed" | "closed";

export interface TransportListener {
  /**
   * A message from the server, exactly as received, and when (epoch ms, fractional); `probe`
   * marks one that came in the answer to the transport's own detection probe.
   */
  message(text: string, at: number, http?: HttpDetail, origin?: "probe"): void;
  /**
   * A message the transport sent by itself, not through `send()` (a cancellation after a
   * timeout, a detection probe), exactly as sent; `probe` marks the detection probe (the
   * `server/discover` of Connect). Optional: without it those go unlogged.
   */
  sent?(text: string, at: number, http?: HttpDetail, origin?: "probe"): void;
  /**
   * The transport stopped awaiting request `id` without a reply to give (its reply was too
   * large to read): whoever waits for it may stop now. Optional.
   */
  ended?(id: string | number): void;
  /** The connection's state changed; `event` is what to record in the exchange, if anything. */
  status(
    status: TransportStatus,
    event?: { kind: ServerEventKind; detail?: string; at: number },
  ): void;
}

export interface Transport {
  /**
   * Sends `text` exactly as written. Resolves with the time it left (epoch ms) and, over HTTP,
   * its detail; rejects only when it could not be sent at all (the reason is user-readable).
   */
  send(text: string): Promise<{ at: number; http?: HttpDetail }>;
  close(): void;
}

/** Epoch ms with sub-millisecond precision, the clock of every exchange entry. */
export const now = (): number => performance.timeOrigin + performance.now();
