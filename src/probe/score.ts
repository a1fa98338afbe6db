/**
 * The score, by a rule written down: each check weighs by its level (MUST 3, SHOULD 1, advice
 * 0: shown, not scored); a pass earns its whole weight, a warning half, a failure nothing. Not
 * applicable and could not run are left out (the second is counted apart: the card says so).
 * The percentage is earned over possible, rounded down.
 */
import { levelOf } from "./catalog.ts";
import {
  CHECK_STATUSES,
  type CheckLevel,
  type CheckResult,
  type CheckStatus,
  type Score,
} from "./types.ts";

export const WEIGHTS: Record<CheckLevel, number> = { must: 3, should: 1, advice: 0 };
export const CREDIT: Partial<Record<CheckStatus, number>> = { passed: 1, warning: 0.5, failed: 0 };

export function scoreOf(checks: readonly CheckResult[], version?: string): Score {
  const counts = Object.fromEntries(CHECK_STATUSES.map((s) => [s, 0])) as Record<
    CheckStatus,
    number
  >;
  let earned = 0;
  let possible = 0;
  let mustPassed = true;
  for (const check of checks) {
    counts[check.status]++;
    const level = levelOf(check.id, version);
    const credit = CREDIT[check.status];
    if (level === "must" && check.status === "failed") mustPassed = false;
    if (credit === undefined) continue;
    earned += WEIGHTS[level] * credit;
    possible += WEIGHTS[level];
  }
  return {
    ...(possible > 0 ? { percent: Math.floor((100 * earned) / possible) } : {}),
    earned,
    possible,
    counts,
    mustPassed,
  };
}

/** The CLI's exit status: 1 when a MUST failed, 2 when a MUST could not run, else 0. */
export function exitStatusOf(checks: readonly CheckResult[], version?: string): 0 | 1 | 2 {
  const must = (c: CheckResult) => levelOf(c.id, version) === "must";
  if (checks.some((c) => c.status === "failed" && must(c))) return 1;
  if (checks.some((c) => c.status === "could-not-run" && must(c))) return 2;
  return 0;
}
