/**
 * Structural fidelity: the project's per-version schemas against the official ones, definition
 * by definition, and its method table (kind, direction, spec names) against the official unions.
 */
import { describe, expect, it } from "vitest";
import { getVersionSchema } from "../../src/protocol/schema/index.ts";
import { PROTOCOL_VERSIONS } from "../../src/protocol/versions.ts";
import { officialMethods } from "../support/official-validator.ts";
import { structuralDifferences } from "../support/structure.ts";
import { DELIBERATE_STRUCTURE, isDeliberateStructure } from "./deliberate.ts";

describe("the project's schemas have the official structure", () => {
  for (const version of PROTOCOL_VERSIONS) {
    it(`${version}: definitions`, () => {
      const diffs = structuralDifferences(getVersionSchema(version), version);
      const unexplained = diffs.filter((d) => !isDeliberateStructure(version, d));
      const listing = unexplained.map((d) => `-- ${d.name}\n   ${d.lines.join("\n   ")}`);
      expect(unexplained.length, `structural differences:\n${listing.join("\n")}`).toBe(0);
    });

    it(`${version}: methods, kinds, directions and spec names`, () => {
      const ours = getVersionSchema(version).methods;
      const theirs = officialMethods(version);
      const lines: string[] = [];
      for (const [method, o] of theirs) {
        const m = ours.get(method);
        if (!m) {
          lines.push(`${method}: missing in the project`);
          continue;
        }
        const pairs: [string, unknown, unknown][] = [
          ["kind", m.kind, o.kind],
          ["direction", m.direction, o.direction],
          ["specName", m.specName, o.def],
          ["resultSpecName", m.resultSpecName, o.resultDef],
        ];
        for (const [what, mine, official] of pairs) {
          if (mine !== official)
            lines.push(`${method}: ${what} ${String(mine)} vs official ${String(official)}`);
        }
      }
      for (const method of ours.keys()) {
        if (!theirs.has(method))
          lines.push(`${method}: not a wire method of the official ${version}`);
      }
      expect(lines, lines.join("\n")).toEqual([]);
    });
  }

  it("lists no stale deliberate structural difference", () => {
    const used = new Set<string>();
    for (const version of PROTOCOL_VERSIONS) {
      for (const d of structuralDifferences(getVersionSchema(version), version)) {
        const entry = isDeliberateStructure(version, d);
        if (entry) used.add(entry.id);
      }
    }
    const stale = DELIBERATE_STRUCTURE.filter((e) => !used.has(e.id)).map((e) => e.id);
    expect(stale).toEqual([]);
  });
});
