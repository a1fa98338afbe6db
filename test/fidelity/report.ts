/**
 * Developer tool: prints the differential run of one or every version, disagreements grouped by
 * cause with one full example each. `npx tsx test/fidelity/report.ts [version|all] [groups]`
 */
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/protocol/versions.ts";
import { DELIBERATE_VERDICTS } from "./deliberate.ts";
import { describe, groupByCause, methodsOf, runVersion, summary } from "./differential.ts";

const [versionArg = "all", groupsArg = "20"] = process.argv.slice(2);
const versions = versionArg === "all" ? PROTOCOL_VERSIONS : [versionArg as ProtocolVersion];
for (const version of versions) {
  const started = performance.now();
  const run = runVersion(version);
  console.log(`${summary(run)}\n  (${Math.round(performance.now() - started)} ms)`);
  let shown = 0;
  for (const [cause, ds] of groupByCause(run.disagreements)) {
    if (shown++ >= Number(groupsArg)) break;
    const entry = DELIBERATE_VERDICTS.find((e) => ds.every((d) => e.matches(d)));
    console.log(`${ds.length}× ${cause} [${methodsOf(ds).join(", ")}]`);
    console.log(entry ? `  deliberate: ${entry.id}` : describe(ds[0] as (typeof ds)[number]));
  }
}
