/**
 * The requests awaiting replies, and the HTTP exchanges they went out in. Each request has its
 * timeout; a message that awaits no reply (a notification, a response) still has one for its
 * answer's headers. Every controller of something under way is known here, so close() can stop
 * them all.
 */
import type { OutgoingFacts, RequestId } from "./parse.ts";
import { idKey } from "./parse.ts";

export interface Exchange {
  controller: AbortController;
  /** The requests it carries (several in a batch). */
  keys: string[];
  /** For a message that awaits no reply: how long its answer's headers may take. */
  timer?: ReturnType<typeof setTimeout>;
}

export interface Tracked {
  id: RequestId;
  method: string;
  /** Sent with the 2026-07-28 metadata: cancelled by closing its stream, not by a notification. */
  modern: boolean;
  version?: string;
  awaited: boolean;
  timer?: ReturnType<typeof setTimeout>;
  exchange: Exchange;
}

export interface RequestHooks {
  /** A request's time is up (it is still awaited). */
  timedOut(key: string, tracked: Tracked): void;
  /** A message without requests got no answer in time. */
  unanswered(exchange: Exchange): void;
}

/** Requests remembered after they stop being awaited, for what their late replies teach. */
const REMEMBERED = 10_000;

export class Requests {
  private readonly tracked = new Map<string, Tracked>();
  private readonly waiters = new Map<string, () => void>();
  private readonly active = new Set<AbortController>();

  constructor(
    private readonly timeoutMs: number,
    private readonly hooks: RequestHooks,
  ) {}

  /** An exchange for one message: each request in it awaited from now on. */
  open(facts: OutgoingFacts, modern: boolean): Exchange {
    const exchange: Exchange = { controller: this.controller(), keys: [] };
    for (const { id, method } of facts.requests) {
      const key = idKey(id);
      this.settle(key);
      const tracked: Tracked = {
        id,
        method,
        modern,
        awaited: true,
        exchange,
        ...(facts.metaVersion !== undefined && { version: facts.metaVersion }),
      };
      tracked.timer = setTimeout(() => this.hooks.timedOut(key, tracked), this.timeoutMs);
      this.tracked.set(key, tracked);
      exchange.keys.push(key);
    }
    if (exchange.keys.length === 0) {
      exchange.timer = setTimeout(() => this.hooks.unanswered(exchange), this.timeoutMs);
    }
    this.forgetOld();
    return exchange;
  }

  /** A controller for something under way that close() must stop (a stream). */
  controller(): AbortController {
    const controller = new AbortController();
    this.active.add(controller);
    return controller;
  }

  /** It is over (it stopped by itself): nothing to stop at close(). */
  done(controller: AbortController): void {
    this.active.delete(controller);
  }

  get(key: string): Tracked | undefined {
    return this.tracked.get(key);
  }

  isAwaited(key: string): boolean {
    return this.tracked.get(key)?.awaited === true;
  }

  /** The requests of `exchange` still awaited. */
  waiting(exchange: Exchange): string[] {
    return exchange.keys.filter((key) => this.isAwaited(key));
  }

  /** Whether every request of `exchange` has its reply (and there was one at least). */
  satisfied(exchange: Exchange): boolean {
    return exchange.keys.length > 0 && this.waiting(exchange).length === 0;
  }

  /** No longer awaited (answered, failed, given up); still remembered for a late reply. */
  settle(key: string): void {
    const tracked = this.tracked.get(key);
    if (!tracked) return;
    tracked.awaited = false;
    clearTimeout(tracked.timer);
    this.waiters.get(key)?.();
  }

  /** A reply came: settled and forgotten; returns what was known of the request. */
  answered(key: string): Tracked | undefined {
    const tracked = this.tracked.get(key);
    this.settle(key);
    this.tracked.delete(key);
    return tracked;
  }

  settleAll(): void {
    for (const key of this.tracked.keys()) this.settle(key);
  }

  /** Resolves when request `key` is settled, or after `ms`. */
  async settledWithin(key: string, ms: number): Promise<void> {
    if (!this.isAwaited(key)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      this.waiters.set(key, resolve);
      timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
    this.waiters.delete(key);
  }

  /** The exchange is over; `abort` stops what is still under way of it (its body, its fetch). */
  release(exchange: Exchange, abort = false): void {
    clearTimeout(exchange.timer);
    if (abort) exchange.controller.abort("given up");
    this.active.delete(exchange.controller);
  }

  /** Everything stops: close(). */
  closeAll(): void {
    for (const controller of this.active) controller.abort("closed");
    this.active.clear();
    for (const tracked of this.tracked.values()) clearTimeout(tracked.timer);
    for (const resolve of this.waiters.values()) resolve();
  }

  private forgetOld(): void {
    if (this.tracked.size <= REMEMBERED) return;
    for (const [key, tracked] of this.tracked) {
      if (this.tracked.size <= REMEMBERED) break;
      if (!tracked.awaited) this.tracked.delete(key);
    }
  }
}
