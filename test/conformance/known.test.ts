/** The understood differences between the card and the suite: each names its own evidence. */
import { describe, expect, it } from "vitest";
import { compare } from "../../scripts/conformance/compare.ts";
import { NULL_ID_CONFLICT, knownDifferences } from "../../scripts/conformance/known.ts";
import type { SuiteCheck } from "../../scripts/conformance/toolkit.ts";
import { CHECK_IDS, type Card, type CheckResult, type CheckNote } from "../../src/probe/index.ts";

function schemaValid(notes: CheckNote[]): CheckResult {
  return { id: "wire.schema-valid", status: "warning", entries: [], notes };
}

function cardWith(result: CheckResult): Card {
  const checks = CHECK_IDS.map((id): CheckResult =>
    id === result.id ? result : { id, status: "passed", entries: [], notes: [] },
  );
  return { version: "2025-11-25", checks } as unknown as Card;
}

const suite: SuiteCheck[] = [{ id: "wire-schema-valid", status: "FAILURE", errorMessage: "x" }];

describe("NULL_ID_CONFLICT", () => {
  it("is shown only by a result whose notes are all the id-null conflict, and at least one", () => {
    const shows = NULL_ID_CONFLICT.shows;
    expect(shows?.(schemaValid([{ key: "id-null-conflict" }]))).toBe(true);
    expect(shows?.(schemaValid([{ key: "id-null-conflict" }, { key: "finding-to" }]))).toBe(false);
    // A warning without any note is not explained by the conflict.
    expect(shows?.(schemaValid([]))).toBe(false);
  });

  it("does not explain a warning without notes in the comparison", () => {
    const empty = cardWith(schemaValid([]));
    const row = compare(empty.checks, suite, knownDifferences(empty)).rows[0];
    expect(row).toMatchObject({ id: "wire.schema-valid", agree: false });
    expect(row?.known).toBeUndefined();
    const conflict = cardWith(schemaValid([{ key: "id-null-conflict" }]));
    const explained = compare(conflict.checks, suite, knownDifferences(conflict)).rows[0];
    expect(explained?.known).toBe(NULL_ID_CONFLICT.why);
  });
});
