/**
 * `npm run conformance:auth`: the official MCP conformance suite's client authorization
 * scenarios against `auth-client.ts` (the playground's flow and transport). The suite needs
 * Node 22: both come from the npm registry into a temporary folder (kept between runs), never
 * into the project. Prints passed/failed per scenario; exits non-zero when a scored scenario
 * fails. `--all` adds the 2025-03-26 back-compat and draft scenarios (reported, not scored).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installToolkit, readChecks } from "./toolkit.ts";

const SUITE_VERSION = "0.1.16";

/** Every scored 2025-11-25 `auth/*` client scenario (the suite's requirements for that revision). */
export const SCORED = [
  "auth/metadata-default",
  "auth/metadata-var1",
  "auth/metadata-var2",
  "auth/metadata-var3",
  "auth/basic-cimd",
  "auth/scope-from-www-authenticate",
  "auth/scope-from-scopes-supported",
  "auth/scope-omitted-when-undefined",
  "auth/scope-step-up",
  "auth/scope-retry-limit",
  "auth/token-endpoint-auth-basic",
  "auth/token-endpoint-auth-post",
  "auth/token-endpoint-auth-none",
  "auth/pre-registration",
];

/** Run with `--all`: older and draft revisions, reported apart. */
const EXTRA = [
  "auth/2025-03-26-oauth-metadata-backcompat",
  "auth/2025-03-26-oauth-endpoint-fallback",
  "auth/resource-mismatch",
  "auth/offline-access-scope",
  "auth/offline-access-not-supported",
];

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

function runScenario(scenario: string): {
  passed: number;
  failed: number;
  failures: string[];
  exit: number | null;
} {
  const out = path.join(toolkit.home, "results", scenario.replace(/\W+/g, "-"));
  rmSync(out, { recursive: true, force: true });
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const client = path.join(here, "auth-client.ts");
  const command = `"${process.execPath}" "${tsx}" "${client}"`;
  const r = spawnSync(
    toolkit.node,
    [toolkit.suite, "client", "--command", command, "--scenario", scenario, "-o", out],
    {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    },
  );
  const checks = readChecks(out);
  const failed = checks.filter((c) => c.status === "FAILURE");
  const passed = checks.filter((c) => c.status === "SUCCESS");
  if (checks.length === 0 && process.env.VERBOSE) console.log(r.stdout, r.stderr);
  return {
    passed: passed.length,
    failed: failed.length + (checks.length === 0 ? 1 : 0),
    failures: failed.map((c) => `${c.id}: ${c.description ?? ""}`),
    exit: r.status,
  };
}

const toolkit = installToolkit(SUITE_VERSION);
const all = process.argv.includes("--all");
const only = process.argv.slice(2).filter((a) => a.startsWith("auth/"));
const scenarios = only.length > 0 ? only : [...SCORED, ...(all ? EXTRA : [])];
let ok = 0;
let bad = 0;
for (const scenario of scenarios) {
  const r = runScenario(scenario);
  const pass = r.failed === 0;
  const scored = SCORED.includes(scenario);
  if (pass) ok++;
  else if (scored) bad++;
  console.log(
    `${pass ? "PASS" : "FAIL"} ${scenario}${scored ? "" : " (not scored)"}: ${r.passed} checks passed, ${r.failed} failed`,
  );
  for (const f of r.failures) console.log(`     ${f}`);
}
const failedScenarios = scenarios.length - ok;
console.log(`\nScenarios: ${ok} passed, ${failedScenarios} failed`);
process.exit(bad > 0 ? 1 : 0);
