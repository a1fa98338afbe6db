/**
 * "Latest wins" bookkeeping for judging: every request gets a number; only the answer to the
 * newest one is shown. The worker channel holds at most one request in flight and one waiting
 * (a newer one replaces it), so a burst of keystrokes never queues stale work.
 */
export interface Ticket<T> {
  seq: number;
  payload: T;
  /** 1 for the first run; a request that killed the worker is re-run once, then given up. */
  attempt: number;
}

export const MAX_ATTEMPTS = 2;

export class LatestWins<T> {
  private lastSeq = 0;
  private inFlight: Ticket<T> | undefined;
  private waiting: Ticket<T> | undefined;

  /** Numbers a new request; requests judged on the main thread share the numbering. */
  next(payload: T): Ticket<T> {
    return { seq: ++this.lastSeq, payload, attempt: 1 };
  }

  isLatest(seq: number): boolean {
    return seq === this.lastSeq;
  }

  get busy(): boolean {
    return this.inFlight !== undefined;
  }

  /** Hands a request to the channel; returns it when it is to be sent now. */
  enqueue(ticket: Ticket<T>): Ticket<T> | undefined {
    if (this.inFlight) {
      this.waiting = ticket;
      return undefined;
    }
    this.inFlight = ticket;
    return ticket;
  }

  /**
   * The channel answered `seq`: the request it answers when that is the newest one (to show),
   * and what to send next.
   */
  settle(seq: number): { accepted?: Ticket<T>; next?: Ticket<T> } {
    const answered = this.inFlight;
    // An answer that is not the one in flight comes from a channel already replaced.
    if (answered?.seq !== seq) return {};
    this.inFlight = undefined;
    const next = this.takeWaiting();
    return {
      ...(this.isLatest(seq) ? { accepted: answered } : {}),
      ...(next ? { next } : {}),
    };
  }

  /**
   * The channel died (crashed, or was stopped for taking too long) with a request in flight. A
   * newer request goes next; else the lost one is re-run once when `retry` (a crash may be bad
   * luck; a timeout would only repeat), and otherwise given up.
   */
  fail(retry = true): { rerun?: Ticket<T>; giveUp?: Ticket<T> } {
    const lost = this.inFlight;
    this.inFlight = undefined;
    const next = this.takeWaiting();
    if (next) return { rerun: next };
    if (!lost || !this.isLatest(lost.seq)) return {};
    if (!retry || lost.attempt >= MAX_ATTEMPTS) return { giveUp: lost };
    const again = { ...lost, attempt: lost.attempt + 1 };
    this.inFlight = again;
    return { rerun: again };
  }

  /** The waiting request, when it is still the newest (else it is dropped), now in flight. */
  private takeWaiting(): Ticket<T> | undefined {
    const next = this.waiting;
    this.waiting = undefined;
    if (!next || !this.isLatest(next.seq)) return undefined;
    this.inFlight = next;
    return next;
  }
}
