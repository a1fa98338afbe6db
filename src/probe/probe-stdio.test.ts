/**
 * The report card over stdio, against real processes: a server written by hand that breaks one
 * stdio rule at a time (`test/servers/stdio-faulty.ts`), each fault shown and judged and nothing
 * lost; the gift server's own stdio mode, clean; and the reference server-everything, whose
 * verdicts are written down here.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ProtocolVersion } from "../protocol/versions.ts";
import type { CheckId } from "./catalog.ts";
import type { ToolChoice } from "./checks/call.ts";
import { deriveInProcess } from "./derive.ts";
import { check } from "./harness.testkit.ts";
import { cardJUnit, cardJson } from "./report.ts";
import { runProbe } from "./run.ts";
import { type StdioWire, stdioWire } from "./stdio.ts";
import { SECRETS, SECRET_ARGV } from "./stdio-target.testkit.ts";
import type { Card, CheckStatus } from "./types.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TSX = ["--import", "tsx"];
const FAULTY = [...TSX, "test/servers/stdio-faulty.ts"];
const GIFT = [...TSX, "scripts/serve-gift.ts", "--stdio"];
/** Long enough for any prompt exit on a loaded machine: it costs time only when one is late. */
const PATIENT_MS = 20_000;

/** The wire of the last `probeStdio` run, to read what its records say. */
let lastWire: StdioWire | undefined;

async function probeStdio(
  args: string[],
  options: { graceMs?: number; tools?: ToolChoice; version?: ProtocolVersion } = {},
): Promise<Card> {
  const wire = stdioWire({
    command: process.execPath,
    args,
    cwd: root,
    graceMs: options.graceMs ?? PATIENT_MS,
  });
  lastWire = wire;
  return runProbe({
    target: wire.target,
    open: wire.open,
    stdio: wire,
    derive: deriveInProcess,
    timeoutMs: 10_000,
    ...(options.tools ? { tools: options.tools } : {}),
    ...(options.version ? { version: options.version } : {}),
  });
}

const STDIO_CHECKS: CheckId[] = [
  "stdio.stray-stdout",
  "stdio.framing",
  "stdio.shutdown",
  "stdio.stderr",
];

const statuses = (card: Card, ids: readonly CheckId[]): Record<string, CheckStatus> =>
  Object.fromEntries(ids.map((id) => [id, check(card, id).status]));

const notes = (card: Card, id: CheckId) => check(card, id).notes.map((n) => n.key);

/** The log entry texts (messages) and details (events) a check points at. */
function shown(card: Card, id: CheckId): string[] {
  return check(card, id).entries.map((seq) => {
    const entry = card.log[seq];
    if (entry?.type === "message") return entry.text;
    return entry?.type === "event" ? `${entry.event}: ${entry.detail ?? ""}` : "";
  });
}

describe("the report card over stdio, against a server made wrong on purpose", () => {
  it("a correct server passes the stdio checks; the card says stdio; HTTP checks do not apply", async () => {
    const card = await probeStdio(FAULTY);
    expect(card.transport).toBe("stdio");
    expect(card.target).toContain("stdio-faulty.ts");
    expect(statuses(card, STDIO_CHECKS)).toEqual({
      "stdio.stray-stdout": "passed",
      "stdio.framing": "passed",
      "stdio.shutdown": "passed",
      "stdio.stderr": "passed",
    });
    expect(notes(card, "stdio.stderr")).toEqual(["stdio-stderr", "stdio-stderr-last"]);
    // The server's stderr is quoted inert: its escape sequences cannot reach a terminal.
    const last = check(card, "stdio.stderr").notes[1]?.params?.line;
    expect(last).toBe("stdio-faulty: ready \\u001b[32mgreen\\u001b[0m");
    for (const id of ["transport.session-id", "transport.cors", "transport.sse-stream"] as const) {
      expect(check(card, id)).toMatchObject({
        status: "not-applicable",
        notes: [{ key: "not-http" }],
      });
    }
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
    expect(check(card, "lifecycle.ping").status).toBe("passed");
    expect(card.checks.filter((c) => c.status === "failed")).toEqual([]);
    expect(card.score.mustPassed).toBe(true);
  }, 180_000);

  it("secrets on the command line reach neither the target, the log, --json nor JUnit", async () => {
    const card = await probeStdio([...FAULTY, ...SECRET_ARGV]);
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
    expect(card.target).toContain('--header "Authorization: Bearer ••••"');
    const started = card.log.find((e) => e.type === "event" && e.event === "started");
    expect(started?.type === "event" && started.detail).toContain("--key ••••");
    for (const out of [JSON.stringify(card), cardJson(card), cardJUnit(card)])
      for (const secret of SECRETS) expect(out).not.toContain(secret);
  }, 180_000);

  it("stray stdout: a MUST failed, pointing at the text, quoted inert", async () => {
    const card = await probeStdio([...FAULTY, "--fault", "stray"]);
    const stray = check(card, "stdio.stray-stdout");
    expect(stray.status).toBe("failed");
    expect(stray.notes[0]).toEqual({
      key: "stdio-stray",
      params: { process: 1, line: "Server starting \\u001b[31mnow\\u001b[0m\\u0007" },
    });
    // Every process of the run wrote it: each is named.
    expect(new Set(stray.notes.map((n) => n.params?.process)).size).toBeGreaterThan(1);
    expect(shown(card, "stdio.stray-stdout")[0]).toMatch(/^stdout-stray: Server starting/);
    // The run went on: the messages after the text were read.
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
    expect(check(card, "stdio.framing").status).toBe("passed");
  }, 180_000);

  it("a reply split over two lines: framing failed, not counted as stray; its request unanswered", async () => {
    const card = await probeStdio([...FAULTY, "--fault", "split"]);
    const framing = check(card, "stdio.framing");
    expect(framing.status).toBe("failed");
    expect(framing.notes[0]).toMatchObject({
      key: "stdio-split",
      params: { process: 1, lines: 2 },
    });
    expect(shown(card, "stdio.framing")).toHaveLength(2);
    expect(shown(card, "stdio.framing")[0]).toMatch(/^stdout-stray: \{"jsonrpc":"2.0",$/);
    expect(check(card, "stdio.stray-stdout").status).toBe("passed");
    expect(check(card, "lifecycle.ping").status).not.toBe("passed");
    expect(check(card, "lists.tools").status).toBe("passed");
  }, 180_000);

  it("a crash in the middle of tools/call: reported on the card, which still completes", async () => {
    const card = await probeStdio([...FAULTY, "--fault", "crash"], {
      tools: { echo: { text: "hello" } },
    });
    expect(check(card, "tools.call")).toMatchObject({
      status: "could-not-run",
      notes: [{ key: "no-reply" }],
    });
    const shutdown = check(card, "stdio.shutdown");
    expect(shutdown.status).toBe("warning");
    expect(shutdown.notes[0]).toEqual({
      key: "stdio-crashed",
      params: {
        process: 1,
        how: "3",
        pending: "tools/call",
        stderr: "fatal: the echo chamber collapsed",
      },
    });
    expect(shown(card, "stdio.shutdown")[0]).toMatch(/^crashed: The process exited with code 3/);
    // The notification sent before the crash is in the log; the checks after it ran on new
    // processes.
    expect(card.log.some((e) => e.type === "message" && e.text.includes("echoing"))).toBe(true);
    expect(check(card, "lifecycle.version-negotiation").status).toBe("passed");
  }, 180_000);

  it("no exit when stdin closes: a SHOULD warned, after SIGTERM", async () => {
    const card = await probeStdio([...FAULTY, "--fault", "no-exit"], { graceMs: 1000 });
    const shutdown = check(card, "stdio.shutdown");
    expect(shutdown.status).toBe("warning");
    expect(shutdown.notes[0]).toEqual({
      key: "stdio-needed-sigterm",
      params: { process: 1, seconds: 1 },
    });
    // The label comes from the runner's exit event: SIGTERM ended it, nothing more was sent.
    expect(lastWire?.records[0]).toMatchObject({
      escalated: "SIGTERM",
      exit: { signal: "SIGTERM" },
    });
    expect(statuses(card, ["stdio.stray-stdout", "stdio.framing"])).toEqual({
      "stdio.stray-stdout": "passed",
      "stdio.framing": "passed",
    });
  }, 180_000);

  it("no exit on stdin nor on SIGTERM: killed with SIGKILL, and said so", async () => {
    const card = await probeStdio([...FAULTY, "--fault", "ignore-sigterm"], { graceMs: 1000 });
    const shutdown = check(card, "stdio.shutdown");
    expect(shutdown.status).toBe("warning");
    expect(shutdown.notes.map((n) => n.key)).toContain("stdio-needed-sigkill");
    expect(shutdown.notes.map((n) => n.key)).not.toContain("stdio-needed-sigterm");
    expect(lastWire?.records.length).toBeGreaterThan(0);
    for (const record of lastWire?.records ?? []) {
      expect(record).toMatchObject({ escalated: "SIGKILL", exit: { signal: "SIGKILL" } });
      // One shutdown sequence: a single SIGTERM (to the process group) before the SIGKILL.
      expect(record.stderrTail.match(/SIGTERM ignored/g)).toHaveLength(1);
    }
  }, 180_000);

  it("a command that cannot start: every stdio check could not run, nothing thrown", async () => {
    const wire = stdioWire({ command: "no-such-mcp-server-command", args: [], cwd: root });
    const card = await runProbe({
      target: wire.target,
      open: wire.open,
      stdio: wire,
      derive: deriveInProcess,
      timeoutMs: 10_000,
    });
    expect(check(card, "lifecycle.initialize").status).toBe("could-not-run");
    expect(check(card, "stdio.stray-stdout")).toMatchObject({
      status: "could-not-run",
      notes: [{ key: "stdio-not-started", params: { reason: "ENOENT" } }],
    });
  }, 60_000);
});

describe("the gift server over stdio", () => {
  for (const version of ["2025-11-25", "2026-07-28"] as const) {
    it(`gets a clean card on the stdio checks (${version})`, async () => {
      const card = await probeStdio(GIFT, { version, tools: { suggest_gifts: "generate" } });
      expect(card.version).toBe(version);
      expect(statuses(card, STDIO_CHECKS)).toEqual({
        "stdio.stray-stdout": "passed",
        "stdio.framing": "passed",
        "stdio.shutdown": "passed",
        "stdio.stderr": "passed",
      });
      expect(check(card, "tools.call").status).toBe("passed");
      expect(check(card, "wire.schema-valid").status).toBe("passed");
      const failed = card.checks.filter((c) => c.status === "failed").map((c) => c.id);
      expect(failed).toEqual([]);
    }, 180_000);
  }
});

describe("server-everything over stdio", () => {
  it("its verdicts on the stdio checks", async () => {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve("@modelcontextprotocol/server-everything/package.json");
    const entry = path.join(path.dirname(manifest), "dist", "index.js");
    const card = await probeStdio([entry, "stdio"]);
    expect(card.transport).toBe("stdio");
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
    // Written down from a run of @modelcontextprotocol/server-everything 2026.8.31: the stdio
    // rules kept (its banner goes to stderr, it exits when stdin closes)...
    expect(statuses(card, STDIO_CHECKS)).toEqual({
      "stdio.stray-stdout": "passed",
      "stdio.framing": "passed",
      "stdio.shutdown": "passed",
      "stdio.stderr": "passed",
    });
    expect(check(card, "stdio.stderr").notes[1]?.params?.line).toBe(
      "Starting default (STDIO) server...",
    );
    // ...but a line it cannot read gets no error reply at all (the SDK's stdio transport
    // reports it to the server's onerror and moves on).
    expect(
      statuses(card, ["errors.parse-error", "errors.invalid-request", "wire.schema-valid"]),
    ).toEqual({
      "errors.parse-error": "failed",
      "errors.invalid-request": "failed",
      "wire.schema-valid": "passed",
    });
    expect(notes(card, "errors.parse-error")).toEqual(["no-error-reply"]);
  }, 180_000);
});
