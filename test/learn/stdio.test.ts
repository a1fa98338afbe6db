/**
 * The stdio lesson's facts against the real things: its place in the course, the core's reading
 * of the stdout it shows line by line, and the gift server over stdio as a real child process
 * (its stderr line is the one the lesson quotes, a raw line break splits a message into two
 * broken lines, the fixed call is answered, and closing stdin ends the process).
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Exercise } from "../../src/learn/types.ts";
import { checkText } from "../../src/protocol/check/check.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const WAIT_MS = 60_000;

function exercise(id: string): Exercise {
  const e = LESSONS.find((l) => l.id === "stdio")?.exercises.find((x) => x.id === id);
  if (!e) throw new Error(`no exercise stdio/${id}`);
  return e;
}

const MESSAGE_KINDS = new Set(["request", "notification", "reply"]);
const isMessage = (text: string) =>
  MESSAGE_KINDS.has(checkText(text, { version: "2025-11-25" }).kind);

describe("the stdio lesson", () => {
  it("comes after the frame and the handshake, before authorization", () => {
    const ids = LESSONS.map((l) => l.id);
    const at = ids.indexOf("stdio");
    expect(at).toBeGreaterThan(ids.indexOf("frame"));
    expect(at).toBeGreaterThan(ids.indexOf("lifecycle"));
    expect(at).toBeLessThan(ids.indexOf("authorization"));
  });

  it("shows stdout in which the core finds exactly one message a line can carry", () => {
    const e = exercise("stdout-lines");
    if (e.kind !== "classify") throw new Error("not a classify exercise");
    const lines = e.message.split("\n");
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map(isMessage)).toEqual(lines.map((_, i) => i === 1));
    // The pretty-printed tail is one message only when its lines are joined, as no client does.
    expect(isMessage(lines.slice(2).join("\n"))).toBe(true);
    // The why counts the lines the client sees of it.
    expect(lines.slice(2)).toHaveLength(4);
    expect(e.why?.en).toContain("four lines");
    expect(e.answer).toBe("second-only");
  });
});

class GiftOverStdio {
  readonly child: ChildProcessWithoutNullStreams;
  stdout = "";
  stderr = "";
  readonly exited: Promise<number | null>;

  constructor() {
    this.child = spawn(process.execPath, ["--import", "tsx", "scripts/serve-gift.ts", "--stdio"], {
      cwd: root,
    });
    this.child.stdout.setEncoding("utf8").on("data", (c: string) => (this.stdout += c));
    this.child.stderr.setEncoding("utf8").on("data", (c: string) => (this.stderr += c));
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
  }

  write(text: string): void {
    this.child.stdin.write(`${text}\n`);
  }

  lines(): Record<string, unknown>[] {
    return this.stdout
      .split("\n")
      .slice(0, -1)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  /** Waits (bounded generously) until `test` holds. */
  async until(test: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`${what}; stderr:\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

let running: GiftOverStdio[] = [];
afterEach(() => {
  for (const s of running) s.child.kill("SIGKILL");
  running = [];
});

describe("the stdio lesson on the real gift server over stdio", () => {
  it("quotes its stderr, splits a raw line break, answers the fix, ends when stdin closes", async () => {
    const server = new GiftOverStdio();
    running.push(server);

    const banner = exercise("stderr-banner");
    if (banner.kind !== "classify") throw new Error("not a classify exercise");
    await server.until(() => server.stderr.includes("\n"), "no stderr line");
    expect(server.stderr.split("\n")[0]).toBe(banner.message);
    // stderr is the log: nothing of it on the message stream.
    expect(server.stdout).toBe("");

    const fix = exercise("line-break-inside");
    if (fix.kind !== "fix") throw new Error("not a fix exercise");
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
    };
    server.write(JSON.stringify(initialize));
    // The handshake in its order: `initialized` only once the result is there.
    await server.until(() => server.lines().some((m) => m.id === 1), "no initialize result");
    server.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));

    // The start written as it is (flattened but for the raw break): the server reads two lines.
    const flat = fix.start.replace(/\n(?=\s*["}\]])/g, "").replace(/\n\s+/g, " ");
    expect(flat.split("\n")).toHaveLength(2);
    server.write(flat);
    // A parse error has no id to answer (null, or left out since 2025-11-25).
    const parseErrors = () => server.lines().filter((m) => (m.id ?? null) === null && "error" in m);
    await server.until(() => parseErrors().length >= 2, "no two parse errors");
    const errors = parseErrors();
    expect(errors.map((m) => (m.error as { code: number }).code)).toEqual([-32700, -32700]);

    // The solution on one line is answered.
    server.write(JSON.stringify(JSON.parse(fix.solution)));
    await server.until(() => server.lines().some((m) => m.id === 7), "no reply to the fixed call");
    const reply = server.lines().find((m) => m.id === 7);
    expect(reply && "result" in reply).toBe(true);

    // The lesson's first step of the shutdown is enough for a well-made server.
    server.child.stdin.end();
    expect(await server.exited).toBe(0);
  }, 120_000);
});
