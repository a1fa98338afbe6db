/**
 * Differential fidelity: for each protocol version, thousands of generated messages (valid
 * templates from the official and the project's schema, and their mutants) are judged by the
 * project (`checkText`) and by ajv over the official schema. Every disagreement must be a
 * deliberate strictness listed in `deliberate.ts`.
 */
import { afterAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/protocol/versions.ts";
import { DELIBERATE_VERDICTS } from "./deliberate.ts";
import { VERSION_FACTS, atLeast } from "../../src/protocol/check/version.ts";
import { getVersionSchema } from "../../src/protocol/schema/index.ts";
import {
  type Outcome,
  type VersionRun,
  agreement,
  causeOf,
  describe as describeOutcome,
  groupByCause,
  methodsOf,
  runVersion,
  summary,
} from "./differential.ts";

/** Floors that keep the test from passing vacuously. */
const MIN_MESSAGES = 3000;
const MIN_OFFICIAL_INVALID = 1000;
const MIN_OFFICIAL_VALID = 300;

const used = new Set<string>();
let versionsRun = 0;
const agreements: string[] = [];

/**
 * From 2026-07-28, the requests whose result the mutants must break: each with `resultType`
 * "complete" and a required key removed, which the project must reject for that key.
 */
function checkResultRemovals(run: VersionRun): void {
  if (!atLeast(run.version, VERSION_FACTS.resultTypeSince)) return;
  const requests = [...getVersionSchema(run.version).methods.values()].filter((m) => m.resultKey);
  expect(requests.length).toBeGreaterThanOrEqual(10);
  for (const { method } of requests) {
    const removals = run.resultRemovals.filter(
      (r) => r.method === method && r.key !== "resultType",
    );
    expect(
      removals.length,
      `${run.version} ${method}: a required result key removed`,
    ).toBeGreaterThan(0);
    for (const { key, project } of removals) {
      expect(project.errors, `${method} without ${key}`).toContainEqual(
        expect.stringMatching(new RegExp(`^/result mcp\\.(required|misnamed-key): .*\`${key}\``)),
      );
    }
  }
}

function report(run: VersionRun): { text: string; unexplained: Outcome[] } {
  const lines = [summary(run)];
  const unexplained: Outcome[] = [];
  for (const [cause, ds] of groupByCause(run.disagreements)) {
    const ids = new Set<string>();
    let missing = 0;
    for (const d of ds) {
      const entry = DELIBERATE_VERDICTS.find((e) => e.matches(d));
      if (entry) ids.add(entry.id);
      else {
        unexplained.push(d);
        missing++;
      }
    }
    for (const id of ids) used.add(id);
    const methods = methodsOf(ds);
    const verdict = missing
      ? ` — NOT DELIBERATE: ${missing}`
      : ` — deliberate: ${[...ids].join(", ")}`;
    lines.push(
      `  ${String(ds.length).padStart(5)}× ${cause}` +
        ` [${methods.slice(0, 6).join(", ")}${methods.length > 6 ? ", …" : ""}]${verdict}`,
    );
  }
  lines.push(`  not explained by deliberate.ts: ${unexplained.length}`);
  return { text: lines.join("\n"), unexplained };
}

describe("the project's verdict equals the official schema's", () => {
  for (const version of PROTOCOL_VERSIONS) {
    it(version, () => {
      const run = runVersion(version);
      versionsRun++;
      agreements.push(`${version} ${agreement(run)}`);
      const { text, unexplained } = report(run);
      console.log(text);
      checkResultRemovals(run);

      expect(run.messages).toBeGreaterThanOrEqual(MIN_MESSAGES);
      expect(run.officialInvalid).toBeGreaterThanOrEqual(MIN_OFFICIAL_INVALID);
      expect(run.messages - run.officialInvalid).toBeGreaterThanOrEqual(MIN_OFFICIAL_VALID);
      expect(run.projectInvalid).toBeGreaterThanOrEqual(MIN_OFFICIAL_INVALID);
      expect(run.messages - run.projectInvalid).toBeGreaterThanOrEqual(MIN_OFFICIAL_VALID);

      const shown = new Map<string, Outcome>();
      for (const d of unexplained) if (!shown.has(causeOf(d))) shown.set(causeOf(d), d);
      const listing = [...shown.values()]
        .slice(0, 40)
        .map((d) => `${causeOf(d)}\n${describeOutcome(d)}`);
      expect(
        unexplained.length,
        `${unexplained.length} disagreement(s) not listed in deliberate.ts ` +
          `(one example per cause):\n${listing.join("\n")}`,
      ).toBe(0);
    });
  }

  afterAll(() => {
    console.log(`agreement per version: ${agreements.join(", ")}`);
    // Only meaningful when every version ran (not under a name filter).
    const stale = DELIBERATE_VERDICTS.filter((e) => !used.has(e.id)).map((e) => e.id);
    if (versionsRun === PROTOCOL_VERSIONS.length && stale.length) {
      throw new Error(`deliberate.ts entries that match no disagreement: ${stale.join(", ")}`);
    }
  });
});
