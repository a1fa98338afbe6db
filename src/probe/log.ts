/**
 * The run's traffic as an ordinary session log: the entries the page keeps, links, exports and
 * draws, numbered in the order they happened.
 */
import type { ExchangeEntry, NewEntry } from "../protocol/exchange/types.ts";

export class ProbeLog {
  readonly entries: ExchangeEntry[] = [];
  /** Which request each reply answers (reply seq to request seq): a verdict names its probe. */
  readonly answers = new Map<number, number>();

  /** Appends an entry and returns its seq. */
  push(entry: NewEntry): number {
    const seq = this.entries.length;
    this.entries.push({ ...entry, seq });
    return seq;
  }

  /** Marks the start of a new connection: the session rules start over there. */
  newConnection(detail: string, at: number): number {
    return this.push({ type: "event", event: "target-changed", at, detail });
  }
}
