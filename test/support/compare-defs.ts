/**
 * Developer tool: prints where the project's schema of a version differs structurally from the
 * official one. `npx tsx test/support/compare-defs.ts [version] [name-filter]`
 */
import { buildVersionSchema } from "../../src/protocol/schema/build.ts";
import { ALL_METHODS, ALL_TYPES } from "../../src/protocol/schema/defs/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/protocol/versions.ts";
import { structuralDifferences } from "./structure.ts";

const [versionArg, filter] = process.argv.slice(2);
const versions =
  versionArg && versionArg !== "all" ? [versionArg as ProtocolVersion] : PROTOCOL_VERSIONS;
for (const version of versions) {
  const diffs = structuralDifferences(
    buildVersionSchema(version, ALL_TYPES, ALL_METHODS, { lenientRefs: true }),
    version,
  ).filter((d) => !filter || d.name.includes(filter));
  console.log(`== ${version}: ${diffs.length} definition(s) differ`);
  for (const d of diffs) {
    console.log(`-- ${d.name}`);
    for (const line of d.lines.slice(0, 15)) console.log(`   ${line}`);
    if (d.lines.length > 15) console.log(`   … ${d.lines.length - 15} more`);
  }
}
