/**
 * `npm run bench`: speed of the protocol core against two baselines measured in the same run:
 * JSON.parse alone (the floor) and the MCP TypeScript SDK's zod schemas (what a developer would
 * otherwise use). Ratios, not absolute times, are what to compare across machines.
 */
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkText } from "../src/protocol/index.ts";
import { loadAllPrecompiled } from "../src/protocol/schema/precompiled.ts";
import { createSession } from "../src/protocol/session/index.ts";
import { PROTOCOL_VERSIONS } from "../src/protocol/versions.ts";
import { bigToolsListReply, generateSession } from "./fixtures.ts";
import { formatRow, measure } from "./measure.ts";
import { toolSchemaBench } from "./tool-schemas.ts";
import { zodCheck } from "./zod-baseline.ts";

const here = dirname(fileURLToPath(import.meta.url));
const VERSION = "2025-11-25";
// Built by `npm run bench` next to this file; run through tsx when started from the sources.
const firstValidation = import.meta.url.endsWith(".js")
  ? [join(here, "first-validation.js")]
  : ["--import", "tsx", join(here, "first-validation.ts")];

function sessionBench() {
  const lines = generateSession();
  const bytes = lines.reduce((n, l) => n + Buffer.byteLength(l.text), 0);
  const invalid = lines.filter((l) => l.invalid).length;
  console.log(
    `\nSession: ${lines.length.toLocaleString("en-US")} messages, ${(bytes / 1024 / 1024).toFixed(2)} MB, ${invalid} broken on purpose`,
  );
  const floor = measure("JSON.parse", () => {
    for (const l of lines) JSON.parse(l.text);
  });
  const zod = measure("JSON.parse + SDK zod safeParse", () => {
    for (const l of lines) zodCheck(l.text, l.direction, l.requestMethod);
  });
  let flagged = 0;
  const core = measure("core: checkText", () => {
    flagged = 0;
    for (const l of lines) {
      const method = l.requestMethod;
      const report = checkText(l.text, {
        version: VERSION,
        context: { direction: l.direction, requestMethod: () => method },
      });
      if (!report.valid) flagged++;
    }
  });
  const coreFlagged = flagged;
  const session = measure("core + session rules", () => {
    const s = createSession({ version: VERSION });
    for (const l of lines) s.check(l.text, { direction: l.direction });
  });
  for (const m of [floor, zod, core, session])
    console.log(formatRow(m, bytes, lines.length, floor));
  console.log(
    `core flagged ${coreFlagged} of ${invalid} broken messages as invalid; ` +
      `core is ${(zod.ms / core.ms).toFixed(2)}x faster than the zod parse, ` +
      `${(core.ms / floor.ms).toFixed(2)}x JSON.parse`,
  );
}

function bigReplyBench() {
  const text = bigToolsListReply();
  const bytes = Buffer.byteLength(text);
  console.log(`\nOne tools/list reply of ${(bytes / 1024 / 1024).toFixed(2)} MB`);
  const floor = measure(
    "JSON.parse",
    () => {
      JSON.parse(text);
    },
    5,
    1,
  );
  const zod = measure(
    "JSON.parse + SDK zod safeParse",
    () => zodCheck(text, "server-to-client", "tools/list"),
    5,
    1,
  );
  let valid = false;
  const core = measure(
    "core: checkText",
    () => {
      valid = checkText(text, {
        version: VERSION,
        context: { requestMethod: () => "tools/list" },
      }).valid;
    },
    5,
    1,
  );
  for (const m of [floor, zod, core]) console.log(formatRow(m, bytes, 1, floor));
  console.log(
    `verdict: ${valid ? "valid" : "INVALID"}; core is ${(zod.ms / core.ms).toFixed(2)}x faster than ` +
      `the zod parse, ${(core.ms / floor.ms).toFixed(2)}x JSON.parse`,
  );
}

function firstValidationBench() {
  console.log("\nFirst validation of a version, each in a fresh process (tools/call request)");
  for (const version of PROTOCOL_VERSIONS) {
    const row: string[] = [version];
    for (const mode of ["precompiled", "runtime"]) {
      const out = execFileSync(process.execPath, [...firstValidation, version, mode], {
        encoding: "utf8",
      });
      const r = JSON.parse(out.trim().split("\n").pop() ?? "{}") as { first: number };
      row.push(`${mode} ${r.first.toFixed(1).padStart(6)} ms`);
    }
    console.log(row.join("   "));
  }
  console.log(
    "(precompiled: module load included; runtime: schema build and ajv compile included)",
  );
}

console.log(
  `MCP Playground core benchmark — node ${process.version}, protocol ${VERSION}, ` +
    (import.meta.url.endsWith(".js") ? "production bundle" : "sources through tsx"),
);
await loadAllPrecompiled();
sessionBench();
bigReplyBench();
toolSchemaBench();
firstValidationBench();
