/**
 * The budget of one validation. Server-declared schemas can be made costly on purpose (nested
 * `anyOf`, deep recursion through `$ref`), so the interpreter counts its steps and reads the
 * clock every `CLOCK_EVERY` of them (the budget runs from the first reading, so ordinary values
 * never read it); past the deadline, or deeper than `maxDepth` nested schema evaluations (which
 * also keeps the stack safe), it stops with `Stop`.
 */

export interface Limits {
  /** Milliseconds one value may take. */
  budgetMs: number;
  /** Nested schema evaluations allowed (a `$ref` loop that never descends into the value ends here). */
  maxDepth: number;
  /** The clock, in milliseconds; tests pass a fake one. */
  now: () => number;
}

/**
 * 250 ms: ordinary tool arguments take well under a millisecond, so only a hostile or broken
 * schema comes near it. A session of many such calls is bounded by the session's own budget
 * (`../budget.ts`), not by this one.
 */
export const DEFAULT_BUDGET_MS = 250;
/** Far deeper than any real tool schema nests, far below what the stack of a worker holds. */
export const DEFAULT_MAX_DEPTH = 400;

export const DEFAULT_CHECK_LIMITS: Limits = {
  budgetMs: DEFAULT_BUDGET_MS,
  maxDepth: DEFAULT_MAX_DEPTH,
  now: () => Date.now(),
};

/** Steps between two readings of the clock: a fraction of a millisecond of work. */
const CLOCK_EVERY = 1024;

export type StopCause = "time" | "depth";

/** Thrown through the interpreter when the budget is spent; caught where the run started. */
export class Stop extends Error {
  constructor(readonly kind: StopCause) {
    super(`tool schema check stopped: ${kind}`);
  }
}

export class Meter {
  steps = 0;
  depth = 0;
  private nextClock = CLOCK_EVERY;
  /** Set at the first reading: a value checked in fewer steps never reads the clock. */
  private deadline = Number.NaN;

  constructor(private readonly limits: Limits) {}

  /** Counts `n` steps of work; reads the clock now and then. */
  tick(n = 1): void {
    this.steps += n;
    if (this.steps >= this.nextClock) this.readClock();
  }

  /** One step into a nested schema evaluation. */
  enter(): void {
    if (++this.depth > this.limits.maxDepth) throw new Stop("depth");
    if (++this.steps >= this.nextClock) this.readClock();
  }

  leave(): void {
    this.depth--;
  }

  private readClock(): void {
    this.nextClock = this.steps + CLOCK_EVERY;
    const now = this.limits.now();
    if (Number.isNaN(this.deadline)) this.deadline = now + this.limits.budgetMs;
    else if (now > this.deadline) throw new Stop("time");
  }
}
