/**
 * The interpreter against ajv, which checked tool schemas before it: hand-picked schemas using
 * every shared keyword and format, then generated schemas, values and broken schemas. They must
 * agree on whether a schema can be used, on every verdict, and on every issue (keyword, pointer,
 * message, in order), but for ajv's own bugs (deviations.test.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AjvVerdict, ajvVerdict } from "../../../../test/support/ajv-tool-schema.ts";
import { brokenSchema, toolSchema, value } from "../../../../test/support/schema-arbitraries.ts";
import { CASES } from "../../../../test/support/tool-schema-cases.ts";
import { parsePointer } from "../../pointer.ts";
import { type ToolSchemaIssue, compileToolSchema } from "../tool-schemas.ts";

type Verdict = AjvVerdict | { compiled: true; unchecked: string };

function ours(schema: unknown, value: unknown): Verdict {
  const compiled = compileToolSchema(schema);
  if (!compiled.ok) return { compiled: false, reason: compiled.reason };
  const outcome = compiled.validate(value);
  if (outcome.status === "checked") return { compiled: true, issues: outcome.issues };
  return { compiled: true, unchecked: outcome.status };
}

function at(value: unknown, pointer: string): unknown {
  let v = value;
  for (const key of parsePointer(pointer)) v = (v as Record<string, unknown>)[key];
  return v;
}

/**
 * ajv's `contains` keeps its verdict in a `var` shared by the items of an enclosing loop, so an
 * empty array after one that passed passes too (deviations.test.ts). Our findings for those
 * empty arrays are ajv's misses, not disagreements: walking both lists in step, such a finding of
 * ours that ajv has not at that place is dropped (another `contains` of the same array may have
 * failed in both).
 */
function withoutAjvMisses(theirs: AjvVerdict, mine: Verdict, value: unknown): Verdict {
  if (!("issues" in theirs) || !("issues" in mine)) return mine;
  const missed = (i: ToolSchemaIssue) =>
    i.keyword === "contains" &&
    Array.isArray(at(value, i.pointer)) &&
    (at(value, i.pointer) as unknown[]).length === 0;
  const kept: ToolSchemaIssue[] = [];
  let next = 0;
  for (const issue of mine.issues) {
    const same = theirs.issues[next];
    if (same && same.pointer === issue.pointer && same.keyword === issue.keyword) {
      next++;
    } else if (missed(issue)) {
      continue;
    }
    kept.push(issue);
  }
  return { ...mine, issues: kept };
}

/** ajv's words when it cannot reach the root by `#` or `""` (deviations.test.ts); we can. */
const ROOT_UNRESOLVED = /^can't resolve reference #? from id #$/;

/**
 * What ajv says once it can reach the root: given an $id, it resolves `#` (never `""`, which
 * means the same). Generated schemas carry `""` only as the root's own `$ref`.
 */
function ajvWithRoot(schema: unknown, value: unknown): AjvVerdict {
  const root: Record<string, unknown> = {
    $id: "https://tool.invalid/schema.json",
    ...(schema as Record<string, unknown>),
  };
  if (root.$ref === "") root.$ref = "#";
  return ajvVerdict(root, value);
}

/** What must hold for one schema and value; reasons for an unusable schema may be worded apart. */
function expectAgreement(schema: unknown, value: unknown): void {
  let theirs = ajvVerdict(schema, value);
  if (!theirs.compiled && ROOT_UNRESOLVED.test(theirs.reason)) theirs = ajvWithRoot(schema, value);
  const mine = ours(schema, value);
  const where = JSON.stringify({ schema, value });
  if (!theirs.compiled) {
    expect(mine.compiled, where).toBe(false);
  } else if ("threw" in theirs) {
    // ajv's stack overflows on a reference loop: we find a loop of bare references before
    // checking anything, or stop at our depth limit. Its unevaluated-properties bookkeeping can crash.
    if (theirs.threw.includes("call stack")) {
      const refused = !mine.compiled && /leads into a loop of references/.test(mine.reason);
      if (!refused) expect(mine, where).toEqual({ compiled: true, unchecked: "too-costly" });
    } else {
      expect(mine.compiled, where).toBe(true);
    }
  } else {
    expect(withoutAjvMisses(theirs, mine, value), where).toEqual(theirs);
  }
}

describe("the interpreter and ajv", () => {
  it.each(CASES)("agree on %s", (_name, schema, values) => {
    for (const v of values) expectAgreement(schema, v);
  });

  it("agree on generated schemas and values", () => {
    fc.assert(
      fc.property(toolSchema, fc.array(value, { minLength: 4, maxLength: 8 }), (schema, values) => {
        for (const v of values) expectAgreement(schema, v);
      }),
      { numRuns: 300 },
    );
  });

  it("agree on whether a generated broken schema can be used", () => {
    fc.assert(
      fc.property(brokenSchema, value, (schema, v) => expectAgreement(schema, v)),
      { numRuns: 300 },
    );
  });

  it("produce findings for some values and none for others", () => {
    // The generated cases are worth something only if both verdicts come up often.
    const schemas = fc.sample(toolSchema, { numRuns: 200, seed: 1 });
    const values = fc.sample(value, { numRuns: 10, seed: 2 });
    let valid = 0;
    let invalid = 0;
    for (const schema of schemas) {
      for (const v of values) {
        const verdict = ours(schema, v);
        if (!verdict.compiled || !("issues" in verdict)) continue;
        if (verdict.issues.length === 0) valid++;
        else invalid++;
      }
    }
    expect(valid).toBeGreaterThan(200);
    expect(invalid).toBeGreaterThan(200);
  });
});
