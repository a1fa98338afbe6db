/**
 * The session's budget for tool schemas. Each value has its own (250 ms), but a log of many
 * costly calls would still take minutes: 17 KB of them, 43 s. So the whole session may spend
 * a base amount plus a share per megabyte of messages checked so far (the derive worker's
 * deadline grows the same way); once it is spent, tool schemas are no longer run, each call or
 * result says so, and the session's other rules go on. A longer log earns more: an ordinary
 * session never comes near it, since ordinary values take microseconds.
 */

export interface BudgetLimits {
  /** Milliseconds the session's tool schemas may take before any message counts. */
  baseMs: number;
  /** Milliseconds more for each megabyte (10^6 characters) of messages checked. */
  perMbMs: number;
}

export class SchemaBudget {
  /** Milliseconds spent preparing tool schemas and checking values against them. */
  spentMs = 0;
  /** Characters of the messages checked so far. */
  private chars = 0;

  constructor(
    private readonly limits: BudgetLimits,
    private readonly now: () => number,
  ) {}

  /** A message of `chars` characters was read: the budget grows. */
  grow(chars: number): void {
    this.chars += chars;
  }

  /** Milliseconds the session may spend, given the messages checked so far. */
  get allowanceMs(): number {
    return Math.round(this.limits.baseMs + (this.limits.perMbMs * this.chars) / 1_000_000);
  }

  get spent(): boolean {
    return this.spentMs >= this.allowanceMs;
  }

  /** Runs `work`, counting its time against the budget. */
  measure<T>(work: () => T): T {
    const start = this.now();
    try {
      return work();
    } finally {
      this.spentMs += Math.max(0, this.now() - start);
    }
  }

  /** The finding's arguments: how much the session had, and how it grows. */
  args(): { limit: number; base: number; perMb: number } {
    return { limit: this.allowanceMs, base: this.limits.baseMs, perMb: this.limits.perMbMs };
  }
}
