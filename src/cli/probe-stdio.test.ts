/**
 * `mcp-msg probe --stdio -- <command>` as a child process: the gift server's stdio mode gets
 * exit 0; a faulty server's text reaches the terminal escaped; --env and --cwd reach the
 * server's process; the usage errors.
 */
import { describe, expect, it } from "vitest";
import { mcpMsg } from "./cli.testkit.ts";

const node = process.execPath;
const FAULTY = ["--import", "tsx", "test/servers/stdio-faulty.ts"];
/** Any raw C0 control but the line break, or DEL: nothing of the kind may reach a terminal. */
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

describe("mcp-msg probe --stdio", () => {
  it("exit 0 for the gift server over stdio; the card says its transport", async () => {
    const run = await mcpMsg([
      "probe",
      "--stdio",
      "--",
      node,
      "--import",
      "tsx",
      "scripts/serve-gift.ts",
      "--stdio",
    ]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^Report card for .*serve-gift\.ts --stdio \(2025-11-25\)\nTransport: stdio\n/,
    );
    expect(run.stdout).toMatch(/PASS stdio\.stray-stdout \(MUST\): Nothing but messages on stdout/);
    expect(run.stdout).toMatch(/PASS stdio\.framing \(MUST\): One message per line/);
    expect(run.stdout).toMatch(/PASS stdio\.shutdown \(SHOULD\): Ends when stdin closes/);
    expect(run.stdout).toMatch(/PASS stdio\.stderr \(ADVICE\): stderr is for logs/);
    expect(run.stdout).toMatch(
      /^N\/A \d+ checks of other versions or transports: [^\n]*transport\.session-id/m,
    );
    expect(run.stdout).toContain("Score: 100%");
  }, 180_000);

  it("stray stdout fails a MUST (exit 1); the server's text and stderr reach the terminal escaped", async () => {
    const run = await mcpMsg(["probe", "--stdio", "--", node, ...FAULTY, "--fault", "stray"]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/FAIL stdio\.stray-stdout \(MUST\)/);
    expect(run.stdout).toContain(
      "Process 1 wrote text that is no JSON to stdout: Server starting \\u001b[31mnow\\u001b[0m\\u0007",
    );
    expect(run.stdout).toContain("The last stderr line: stdio-faulty: ready \\u001b[32mgreen");
    expect(run.stdout).not.toMatch(RAW_CONTROL);
  }, 180_000);

  it("--env reaches the server's process (its value never printed); --cwd is where it runs", async () => {
    const run = await mcpMsg([
      "probe",
      "--stdio",
      "--env",
      "STDIO_FAULTY_FAULTS=no-exit",
      "--cwd",
      "test/servers",
      "--json",
      "--",
      node,
      "--import",
      "tsx",
      "stdio-faulty.ts",
    ]);
    expect(run.status).toBe(0);
    const card = JSON.parse(run.stdout) as {
      transport: string;
      target: string;
      checks: { id: string; status: string; notes: { key: string }[] }[];
    };
    expect(card.transport).toBe("stdio");
    expect(card.target).toMatch(/ --import tsx stdio-faulty\.ts$/);
    const shutdown = card.checks.find((c) => c.id === "stdio.shutdown");
    expect(shutdown?.status).toBe("warning");
    expect(shutdown?.notes[0]?.key).toBe("stdio-needed-sigterm");
    expect(run.stdout).not.toContain("no-exit");
  }, 180_000);

  it("usage errors: exit 2 with the reason", async () => {
    const cases: [string[], string][] = [
      [["probe", "--stdio"], "--stdio needs the server's command"],
      [
        ["probe", "--stdio", "http://127.0.0.1:1/mcp", "--", node],
        "--stdio takes a command after --",
      ],
      [["probe", "--", node], "a command after -- needs --stdio"],
      [["probe", "--env", "A=1", "http://127.0.0.1:1/mcp"], "--env and --cwd are for --stdio"],
      [["probe", "--stdio", "--header", "X: 1", "--", node], "are for HTTP, not --stdio"],
      [["probe", "--stdio", "--env", "sk-secret-token", "--", node], "--env wants NAME=VALUE"],
    ];
    for (const [args, reason] of cases) {
      const run = await mcpMsg(args);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(reason);
      expect(run.stderr).not.toContain("sk-secret-token");
    }
  }, 180_000);

  it("--help tells of --stdio, --env and --cwd", async () => {
    const help = await mcpMsg(["probe", "--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(
      "mcp-msg probe [options] --stdio [--env NAME=VALUE]... [--cwd <dir>] -- <command> [args...]",
    );
    expect(help.stdout).toContain("--stdio              start the server given after --");
    expect(help.stdout).toContain("--env NAME=VALUE     (with --stdio)");
    expect(help.stdout).toContain("--cwd <dir>          (with --stdio)");
  }, 60_000);
});
