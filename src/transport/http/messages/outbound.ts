/**
 * One message on its way out: the promise `send()` returned, settled once. It resolves when
 * the answer's headers arrive (so the logged request carries its status), or after a short
 * while if they are slow (so a pending request shows at once), or rejects when the message
 * could not be sent. `observed` resolves a task later: replies wait for it, so whoever awaits
 * `send()` logs the request before its reply.
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import { nextTask } from "../wire/exchange.ts";

export interface Sent {
  at: number;
  http?: HttpDetail;
}

export class Outbound {
  readonly observed: Promise<void>;
  private markObserved!: () => void;
  private settled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly resolve: (sent: Sent) => void,
    private readonly reject: (error: Error) => void,
  ) {
    this.observed = new Promise((resolve) => (this.markObserved = resolve));
  }

  get announced(): boolean {
    return this.settled;
  }

  announce(at: number, http: HttpDetail): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve({ at, http });
    void nextTask().then(this.markObserved);
  }

  /** Announces with what is known so far unless the answer comes within `ms`. */
  announceLater(ms: number, at: number, http: HttpDetail): void {
    clearTimeout(this.timer);
    if (!this.settled) this.timer = setTimeout(() => this.announce(at, http), ms);
  }

  hold(): void {
    clearTimeout(this.timer);
  }

  /** Rejects, unless already announced (then false: the caller reports it another way). */
  fail(error: Error): boolean {
    clearTimeout(this.timer);
    if (this.settled) return false;
    this.settled = true;
    this.reject(error);
    this.markObserved();
    return true;
  }
}

/** Header records merged with names compared without case; a later value wins. */
export function mergeHeaders(
  ...records: (Record<string, string> | undefined)[]
): Record<string, string> {
  const byLower = new Map<string, [string, string]>();
  for (const record of records) {
    for (const [name, value] of Object.entries(record ?? {})) {
      byLower.set(name.toLowerCase(), [name, value]);
    }
  }
  return Object.fromEntries(byLower.values());
}
