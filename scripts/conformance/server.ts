/**
 * `npm run conformance:server`: the report card and the official MCP conformance suite against
 * the same server, the reference `@modelcontextprotocol/server-everything` over Streamable HTTP
 * on loopback, compared on every check they share (the card's catalog names the suite's ids).
 * Node 22, the suite and the server come from the npm registry into a temporary folder (kept
 * between runs), never into the project. Prints one row per shared check and the counts; exits
 * 1 when the two disagree on a shared check in a way not explained below, 2 when the suite
 * wrote no results or they share no check. `--url <url>` compares them on a server already running instead, `--protocol
 * 2025-06-18` at that version; `--verbose` prints the suite's output.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { httpWire, noteText, runProbe } from "../../src/probe/index.ts";
import { deriveInProcess } from "../../src/probe/derive.ts";
import type { CheckId } from "../../src/probe/index.ts";
import { startListening } from "../../test/servers/everything.ts";
import { type KnownDifference, compare } from "./compare.ts";
import { installToolkit, readChecks } from "./toolkit.ts";

const SUITE_VERSION = "0.2.0-alpha.12";
const EVERYTHING_VERSION = "2026.8.31";
const EVERYTHING = "@modelcontextprotocol/server-everything";

/** The suite asks more of list items than the schema does (a tool's or prompt's description). */
const DESCRIPTION: KnownDifference = {
  suite: "fail",
  card: "pass",
  said: /^(Tool|Prompt) \d+: missing description(; (Tool|Prompt) \d+: missing description)*$/,
  why: "the suite requires a description on every item; the spec's schema makes it optional, so the card does not (the suite is stricter than the spec)",
};

/** Differences understood, with the reason. None arises against server-everything. */
const KNOWN: Partial<Record<CheckId, readonly KnownDifference[]>> = {
  "lists.tools": [DESCRIPTION],
  "lists.prompts": [DESCRIPTION],
  "transport.session-end": [
    {
      suite: "n/a",
      card: "pass",
      why: "the server answered DELETE with 405, which the spec allows (clients may not end sessions): the card passes it, the suite skips both of its checks",
    },
  ],
};

const verbose = process.argv.includes("--verbose");
const optionOf = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? "") : undefined;
};
/**
 * The version both sides check (`--protocol`): the suite's server scenarios run at 2025-06-18
 * and 2025-11-25; the card does not judge 2026-07-28 servers yet.
 */
const PROTOCOL_VERSION = optionOf("--protocol") ?? "2025-11-25";
if (PROTOCOL_VERSION !== "2025-11-25" && PROTOCOL_VERSION !== "2025-06-18") {
  console.error("--protocol is 2025-11-25 or 2025-06-18");
  process.exit(2);
}
/** `--url <url>`: a server already running, instead of server-everything. */
const given = optionOf("--url");
if (given !== undefined && !given.startsWith("http")) {
  console.error("--url needs an http(s) URL");
  process.exit(2);
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
const server = given
  ? { url: given, close: () => Promise.resolve() }
  : await startListening(
      path.join(toolkit.packageDir(EVERYTHING), "dist/index.js"),
      ["streamableHttp"],
      "/mcp",
      "server-everything",
      toolkit.node,
    );
let exit = 0;
try {
  const name = given ? "server" : `server-everything ${toolkit.versionOf(EVERYTHING) ?? "?"}`;
  console.log(`${name} at ${server.url}; suite ${SUITE_VERSION}; protocol ${PROTOCOL_VERSION}\n`);

  const out = path.join(toolkit.home, "results", "server");
  rmSync(out, { recursive: true, force: true });
  const suiteRun = await run(
    toolkit.node,
    [toolkit.suite, "server", "--url", server.url, "--spec-version", PROTOCOL_VERSION, "-o", out],
    600_000,
  );
  if (verbose) console.log(suiteRun.output);
  const suite = readChecks(out);

  const wire = httpWire({ url: server.url });
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
    const { rows, notRun } = compare(card.checks, suite, KNOWN, PROTOCOL_VERSION);
    const width = Math.max(...rows.map((r) => r.id.length + r.suiteIds.join(", ").length + 3));
    console.log(`${pad("card check (suite checks)", width)}  suite          card           agree`);
    for (const row of rows) {
      const name = `${row.id} (${row.suiteIds.join(", ")})`;
      const agree = row.agree ? "yes" : row.known ? "known" : "NO";
      console.log(`${pad(name, width)}  ${pad(row.suite, 13)}  ${pad(row.card, 13)}  ${agree}`);
      const result = card.checks.find((c) => c.id === row.id);
      if (!row.agree || row.card !== "pass") {
        for (const said of row.suiteSaid) console.log(`    suite: ${said}`);
        for (const n of result?.notes ?? []) console.log(`    card:  ${noteText(n)}`);
      }
      if (row.known) console.log(`    why they differ: ${row.known}`);
    }
    const agreed = rows.filter((r) => r.agree).length;
    const explained = rows.filter((r) => !r.agree && r.known).length;
    const unexplained = rows.length - agreed - explained;
    console.log(
      `\n${rows.length} shared checks, ${agreed} agree${explained ? `, ${explained} differ for a known reason` : ""}${unexplained ? `, ${unexplained} DISAGREE` : ""}.`,
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
