/**
 * The report card beside the official suite: for each card check that names suite checks, the
 * verdict of each side in the same words, and whether they agree.
 */
import { inEra } from "../../src/probe/catalog.ts";
import { CHECK_IDS, type CheckId, type CheckResult, suiteIdsOf } from "../../src/probe/index.ts";
import type { SuiteCheck } from "./toolkit.ts";

export type Verdict = "pass" | "fail" | "warning" | "n/a" | "could not run";

const CARD: Record<CheckResult["status"], Verdict> = {
  passed: "pass",
  failed: "fail",
  warning: "warning",
  "not-applicable": "n/a",
  "could-not-run": "could not run",
};

/**
 * The suite's verdict over every result of the given checks (a check such as
 * `wire-schema-valid` comes once per scenario): a failure anywhere fails, then a warning;
 * INFO and SKIPPED say the check did not apply. Undefined when the suite never ran them.
 */
export function suiteVerdict(statuses: readonly string[]): Verdict | undefined {
  if (statuses.length === 0) return undefined;
  if (statuses.includes("FAILURE")) return "fail";
  if (statuses.includes("WARNING")) return "warning";
  if (statuses.includes("SUCCESS")) return "pass";
  return "n/a";
}

export function cardVerdict(status: CheckResult["status"]): Verdict {
  return CARD[status];
}

/** A difference between the two that is understood: when it applies, and why. */
export interface KnownDifference {
  /** The suite's verdict (`any`: whatever the suite said). */
  suite: Verdict | "any";
  card: Verdict;
  /** When given, every complaint of the suite must match it (else the difference is another). */
  said?: RegExp;
  /** When given, the card's result must show the reason (else the difference is another). */
  shows?: (result: CheckResult) => boolean;
  why: string;
}

export interface Row {
  id: CheckId;
  suiteIds: readonly string[];
  suite: Verdict;
  card: Verdict;
  agree: boolean;
  /** Why they differ, when the difference is a known one. */
  known?: string;
  /** What the suite said of the checks that did not pass (its own words). */
  suiteSaid: string[];
}

export interface Comparison {
  /** The checks both ran. */
  rows: Row[];
  /** Card checks naming suite checks the suite did not run (with those ids). */
  notRun: { id: CheckId; suiteIds: readonly string[] }[];
}

export function compare(
  card: readonly CheckResult[],
  suite: readonly SuiteCheck[],
  known: Partial<Record<CheckId, readonly KnownDifference[]>> = {},
  /** The version both sides checked: a check's suite ids may differ by version. */
  version = "2025-11-25",
): Comparison {
  const rows: Row[] = [];
  const notRun: Comparison["notRun"] = [];
  for (const id of CHECK_IDS) {
    const suiteIds = suiteIdsOf(id, version);
    const result = card.find((c) => c.id === id);
    // A check of the other era (the handshake's, or the stateless requests') is not compared.
    if (suiteIds.length === 0 || !result || !inEra(id, version)) continue;
    const mine = suite.filter((c) => suiteIds.includes(c.id));
    const theirs = suiteVerdict(mine.map((c) => c.status));
    if (!theirs) {
      notRun.push({ id, suiteIds });
      continue;
    }
    const ours = cardVerdict(result.status);
    const complaints = mine
      .filter((c) => c.status === "FAILURE" || c.status === "WARNING")
      .map((c) => c.errorMessage ?? c.description ?? c.status);
    const explained =
      theirs === ours
        ? undefined
        : known[id]?.find(
            (d) =>
              (d.suite === theirs || d.suite === "any") &&
              d.card === ours &&
              (!d.said || complaints.every((text) => d.said?.test(text))) &&
              (!d.shows || d.shows(result)),
          )?.why;
    const said = mine
      .filter((c) => c.status === "FAILURE" || c.status === "WARNING")
      .map((c) => `${c.id}: ${(c.errorMessage ?? c.description ?? c.status).slice(0, 300)}`);
    rows.push({
      id,
      suiteIds,
      suite: theirs,
      card: ours,
      agree: theirs === ours,
      ...(explained ? { known: explained } : {}),
      suiteSaid: [...new Set(said)],
    });
  }
  return { rows, notRun };
}
