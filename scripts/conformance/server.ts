/**
 * `npm run conformance:server`: the report card and the official MCP conformance suite against
 * the same server, compared on every check they share (the card's catalog names the suite's
 * ids). By default the server is the reference `@modelcontextprotocol/server-everything` over
 * Streamable HTTP on loopback; `--server gift` is the project's own gift server (as
 * `npm run serve:gift` serves it, on a free loopback port), `--url <url>` a server already
 * running. Node 22, the suite and server-everything come from the npm registry into a temporary
 * folder (kept between runs), never into the project. `--protocol` is the version both check
 * (2025-11-25 by default, 2025-06-18, or 2026-07-28: the suite's scenarios for that version,
 * `server-stateless` among them); `--verbose` prints the suite's output. Prints one row per
 * shared check and the counts; exits 1 when the two disagree on a shared check in a way not
 * explained below, 2 when the suite wrote no results or they share no check.
 */
import { hostRequest } from "../../src/transport/http/host-request.ts";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { httpWire, noteText, runProbe } from "../../src/probe/index.ts";
import { deriveInProcess } from "../../src/probe/derive.ts";
import { startGiftHttpServer } from "../../src/server/http.ts";
import { startListening } from "../../test/servers/everything.ts";
import { compare } from "./compare.ts";
import { knownDifferences } from "./known.ts";
import { installToolkit, readChecks } from "./toolkit.ts";

const SUITE_VERSION = "0.2.0-alpha.12";
const EVERYTHING_VERSION = "2026.8.31";
const EVERYTHING = "@modelcontextprotocol/server-everything";

const verbose = process.argv.includes("--verbose");
const optionOf = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? "") : undefined;
};
const VERSIONS = ["2025-11-25", "2025-06-18", "2026-07-28"] as const;
type Version = (typeof VERSIONS)[number];
const isVersion = (v: string): v is Version => (VERSIONS as readonly string[]).includes(v);

/** The version both sides check (`--protocol`). */
const protocol = optionOf("--protocol") ?? "2025-11-25";
if (!isVersion(protocol)) {
  console.error(`--protocol is one of ${VERSIONS.join(", ")}`);
  process.exit(2);
}
const PROTOCOL_VERSION: Version = protocol;
/** `--url <url>`: a server already running, instead of server-everything. */
const given = optionOf("--url");
if (given !== undefined && !given.startsWith("http")) {
  console.error("--url needs an http(s) URL");
  process.exit(2);
}
/** `--server everything|gift`: which server to start (when no `--url`). */
const which = optionOf("--server") ?? "everything";
if (which !== "everything" && which !== "gift") {
  console.error("--server is everything or gift");
  process.exit(2);
}

/**
 * Which scenarios the suite runs. For 2026-07-28 its `--spec-version` filter keeps only the
 * scenarios it calls active, which leaves out `server-stateless` (pending in this release);
 * `--requirements` runs the set the revision requires, at that version's wire.
 */
function scenariosOf(version: Version): string[] {
  return version === "2026-07-28" ? ["--requirements", version] : ["--spec-version", version];
}

function run(command: string, args: string[], timeoutMs: number): Promise<{ output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-256 * 1024);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.once("error", reject);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve({ output });
    });
  });
}

const pad = (text: string, width: number) => text.padEnd(width);

const toolkit = installToolkit(SUITE_VERSION, { [EVERYTHING]: EVERYTHING_VERSION });

interface Target {
  url: string;
  name: string;
  close(): Promise<void>;
}

async function startTarget(): Promise<Target> {
  if (given) return { url: given, name: "server", close: () => Promise.resolve() };
  if (which === "gift") {
    const gift = await startGiftHttpServer({ port: 0 });
    return { url: gift.url, name: "gift server", close: () => gift.close() };
  }
  const everything = await startListening(
    path.join(toolkit.packageDir(EVERYTHING), "dist/index.js"),
    ["streamableHttp"],
    "/mcp",
    "server-everything",
    toolkit.node,
  );
  return {
    url: everything.url,
    name: `server-everything ${toolkit.versionOf(EVERYTHING) ?? "?"}`,
    close: () => everything.close(),
  };
}

const server = await startTarget();
let exit = 0;
try {
  console.log(
    `${server.name} at ${server.url}; suite ${SUITE_VERSION}; protocol ${PROTOCOL_VERSION}\n`,
  );

  const out = path.join(toolkit.home, "results", "server");
  rmSync(out, { recursive: true, force: true });
  const suiteRun = await run(
    toolkit.node,
    [toolkit.suite, "server", "--url", server.url, ...scenariosOf(PROTOCOL_VERSION), "-o", out],
    600_000,
  );
  if (verbose) console.log(suiteRun.output);
  const suite = readChecks(out);

  // Host as the suite's localhost-host-rebinding-rejected sends it (Node only).
  const wire = httpWire({ url: server.url, hostRequest });
  const card = await runProbe({
    target: server.url,
    open: wire.open,
    wire,
    derive: deriveInProcess,
    version: PROTOCOL_VERSION,
  });

  if (suite.length === 0) {
    console.log(`The suite wrote no results:\n${suiteRun.output}`);
    exit = 2;
  } else {
    const { rows, notRun } = compare(card.checks, suite, knownDifferences(card), PROTOCOL_VERSION);
    const width = Math.max(...rows.map((r) => r.id.length));
    console.log(`${pad("card check", width)}  suite          card           agree`);
    for (const row of rows) {
      const agree = row.agree ? "yes" : row.known ? "known" : "NO";
      console.log(`${pad(row.id, width)}  ${pad(row.suite, 13)}  ${pad(row.card, 13)}  ${agree}`);
      console.log(`    suite checks: ${row.suiteIds.join(", ")}`);
      const result = card.checks.find((c) => c.id === row.id);
      if (!row.agree || row.card !== "pass") {
        for (const said of row.suiteSaid) console.log(`    suite: ${said}`);
        for (const n of result?.notes ?? []) console.log(`    card:  ${noteText(n)}`);
      }
      if (row.known) console.log(`    why they differ: ${row.known}`);
    }
    const ran = new Set(suite.map((c) => c.id));
    const sharedIds = rows.flatMap((r) => r.suiteIds.filter((id) => ran.has(id))).length;
    const agreed = rows.filter((r) => r.agree).length;
    const explained = rows.filter((r) => !r.agree && r.known).length;
    const unexplained = rows.length - agreed - explained;
    console.log(
      `\n${rows.length} shared checks (${sharedIds} suite check ids), ${agreed} agree${explained ? `, ${explained} differ for a known reason` : ""}${unexplained ? `, ${unexplained} DISAGREE` : ""}.`,
    );
    for (const { id, suiteIds } of notRun)
      console.log(`Not compared: ${id} (${suiteIds.join(", ")}): the suite did not run it here.`);
    const suiteIds = new Set(suite.map((c) => c.id));
    console.log(
      `The suite reported ${suiteIds.size} distinct checks in ${new Set(suite.map((c) => c.scenario)).size} scenarios; the card ${card.checks.length}.`,
    );
    if (unexplained > 0) exit = 1;
    if (rows.length === 0) exit = 2;
  }
} finally {
  await server.close();
}
process.exit(exit);
