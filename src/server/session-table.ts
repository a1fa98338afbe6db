/**
 * The HTTP server's sessions, bounded: at most `max` at once (opening one more closes the one
 * used longest ago) and none kept after `idleMs` without a request. Anyone on the machine can
 * open sessions, so without both a loop of `initialize` requests grows the server forever.
 * The clock is given, so tests move it instead of waiting.
 */

export interface SessionLimits {
  /** Sessions open at once. */
  max: number;
  /** Milliseconds a session may go without a request before it is closed. */
  idleMs: number;
  now: () => number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  max: 100,
  idleMs: 30 * 60 * 1000,
  now: () => Date.now(),
};

interface Closable {
  close(): Promise<void>;
}

export class SessionTable<T extends Closable> {
  /** Oldest use first: a use moves a session to the end. */
  private readonly entries = new Map<string, { value: T; used: number }>();

  constructor(private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS) {}

  get size(): number {
    this.sweep();
    return this.entries.size;
  }

  /** The session, marked as used now; undefined when unknown, evicted or expired. */
  use(id: string): T | undefined {
    this.sweep();
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    entry.used = this.limits.now();
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  /** Adds a session, closing the least recently used ones past the cap. */
  add(id: string, value: T): void {
    this.sweep();
    this.entries.delete(id);
    while (this.entries.size >= Math.max(1, this.limits.max)) {
      const [oldest] = this.entries.keys();
      if (oldest === undefined) break;
      this.close(oldest);
    }
    this.entries.set(id, { value, used: this.limits.now() });
  }

  /** Forgets a session its client closed. */
  delete(id: string): void {
    this.entries.delete(id);
  }

  /** Closes the sessions idle for longer than allowed (the oldest use is first). */
  sweep(): void {
    const since = this.limits.now() - this.limits.idleMs;
    for (const [id, entry] of this.entries) {
      if (entry.used >= since) break;
      this.close(id);
    }
  }

  /** Forgets every session and closes them. */
  async closeAll(): Promise<void> {
    const open = [...this.entries.values()].map((e) => e.value);
    this.entries.clear();
    await Promise.all(open.map((s) => s.close()));
  }

  private close(id: string): void {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    void entry?.value.close().catch(() => undefined);
  }
}
