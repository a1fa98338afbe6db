/** The card beside the official suite (`npm run conformance:server`): verdicts and agreement. */
import { describe, expect, it } from "vitest";
import { compare, suiteVerdict } from "../../scripts/conformance/compare.ts";
import type { SuiteCheck } from "../../scripts/conformance/toolkit.ts";
import { CHECK_IDS, type CheckResult, type CheckStatus } from "../../src/probe/index.ts";

function card(statuses: Partial<Record<string, CheckStatus>> = {}): CheckResult[] {
  return CHECK_IDS.map((id) => ({ id, status: statuses[id] ?? "passed", entries: [], notes: [] }));
}

const check = (id: string, status: string, errorMessage?: string): SuiteCheck => ({
  id,
  status,
  ...(errorMessage ? { errorMessage } : {}),
});

describe("suiteVerdict", () => {
  it("fails on any failure, then warns, then passes; INFO and SKIPPED alone do not apply", () => {
    expect(suiteVerdict([])).toBeUndefined();
    expect(suiteVerdict(["SUCCESS", "FAILURE", "WARNING"])).toBe("fail");
    expect(suiteVerdict(["SUCCESS", "WARNING"])).toBe("warning");
    expect(suiteVerdict(["SUCCESS", "SKIPPED"])).toBe("pass");
    expect(suiteVerdict(["INFO", "SKIPPED"])).toBe("n/a");
  });
});

describe("compare", () => {
  it("compares only the checks both ran, and lists the mapped ones the suite did not run", () => {
    const { rows, notRun } = compare(card(), [check("ping", "SUCCESS")]);
    expect(rows).toEqual([
      {
        id: "lifecycle.ping",
        suiteIds: ["ping"],
        suite: "pass",
        card: "pass",
        agree: true,
        suiteSaid: [],
      },
    ]);
    expect(notRun.map((n) => n.id)).toContain("wire.schema-valid");
    expect(notRun.map((n) => n.id)).not.toContain("lifecycle.ping");
  });

  it("judges a check the suite splits in two by the worse of the two", () => {
    const suite = [
      check("server-session-delete-accepted", "SUCCESS"),
      check("server-session-terminated-returns-404", "FAILURE", "got 400"),
    ];
    const agreeing = compare(card({ "transport.session-end": "failed" }), suite).rows[0];
    expect(agreeing).toMatchObject({ suite: "fail", card: "fail", agree: true });
    expect(agreeing?.suiteSaid).toEqual(["server-session-terminated-returns-404: got 400"]);
    const [differing] = compare(card(), suite).rows;
    expect(differing).toMatchObject({ suite: "fail", card: "pass", agree: false });
    expect(differing?.known).toBeUndefined();
  });

  it("counts a check the suite emits once per scenario as one, failed by any", () => {
    const suite = [
      check("wire-schema-valid", "SUCCESS"),
      check("wire-schema-valid", "FAILURE", "bad"),
      check("wire-schema-valid", "FAILURE", "bad"),
    ];
    const { rows } = compare(card({ "wire.schema-valid": "failed" }), suite);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agree: true, suiteSaid: ["wire-schema-valid: bad"] });
  });

  it("names a known difference only when the verdicts are the ones it explains", () => {
    const known = {
      "lifecycle.ping": [{ suite: "fail", card: "pass", why: "the suite asks for more" }],
    } as const;
    const suite = [check("ping", "FAILURE")];
    expect(compare(card(), suite, known).rows[0]?.known).toBe("the suite asks for more");
    const other = compare(card({ "lifecycle.ping": "could-not-run" }), suite, known).rows[0];
    expect(other).toMatchObject({ agree: false, card: "could not run" });
    expect(other?.known).toBeUndefined();
  });

  it("with what the suite must have said: only when every complaint matches", () => {
    const known = {
      "lists.tools": [
        { suite: "fail", card: "pass", said: /missing description/, why: "stricter" },
      ],
    } as const;
    const described = [check("tools-list", "FAILURE", "Tool 2: missing description")];
    expect(compare(card(), described, known).rows[0]?.known).toBe("stricter");
    const other = [check("tools-list", "FAILURE", "Tool 2: missing inputSchema")];
    expect(compare(card(), other, known).rows[0]?.known).toBeUndefined();
  });
});
