/**
 * Run in a fresh process per version: the time of the very first validation of a version.
 * `precompiled`: loading the version's generated validators included; `runtime`: schema
 * projection and ajv compilation included. Prints milliseconds as JSON.
 */
import { performance } from "node:perf_hooks";
import { checkText } from "../src/protocol/index.ts";
import { loadPrecompiled } from "../src/protocol/schema/precompiled.ts";
import { isProtocolVersion } from "../src/protocol/versions.ts";

const [version, mode] = process.argv.slice(2);
if (!isProtocolVersion(version) || (mode !== "precompiled" && mode !== "runtime")) {
  throw new Error(`usage: first-validation.ts <version> precompiled|runtime`);
}
const meta =
  version === "2026-07-28"
    ? {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": version,
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      }
    : {};
const text = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 }, ...meta },
});
const start = performance.now();
if (mode === "precompiled") await loadPrecompiled(version);
const report = checkText(text, { version });
const first = performance.now() - start;
const again = performance.now();
checkText(text, { version });
const second = performance.now() - again;
console.log(JSON.stringify({ version, mode, first, second, valid: report.valid }));
