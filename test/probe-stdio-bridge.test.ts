/**
 * The page's report card over stdio, here in Node: the real local bridge (`startBridge`) on a
 * loopback port, each connection of the run a process it starts, the same checks judged from
 * the bridge's events as `mcp-msg probe --stdio` judges from its own children.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempSite } from "../src/bridge/bridge.testkit.ts";
import { type Bridge, startBridge } from "../src/bridge/server.ts";
import { BridgeClient } from "../src/transport/stdio/bridge.ts";
import type { StartRequest } from "../src/transport/stdio/protocol.ts";
import { deriveInProcess } from "../src/probe/derive.ts";
import { check } from "../src/probe/harness.testkit.ts";
import { runProbe } from "../src/probe/run.ts";
import { bridgeStdioWire } from "../src/probe/stdio-bridge.ts";
import { stdioCardTarget } from "../src/probe/stdio-target.ts";
import { SECRETS, SECRET_ARGV } from "../src/probe/stdio-target.testkit.ts";
import { cardJUnit, cardJson } from "../src/probe/report.ts";
import type { Card } from "../src/probe/types.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const FAULTY = ["--import", "tsx", path.join(root, "test/servers/stdio-faulty.ts")];

let bridge: Bridge | undefined;
let done: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const site = await tempSite();
  done = () => site.done();
  // A short grace: a server that ignores its closed stdin costs the run seconds, not minutes.
  bridge = await startBridge({ site: site.site, limits: { graceMs: 3000 } });
});
afterAll(async () => {
  await bridge?.close();
  await done?.();
});

async function probe(request: StartRequest): Promise<Card> {
  if (!bridge) throw new Error("no bridge");
  const origin = new URL(bridge.url).origin;
  const client = new BridgeClient({
    base: bridge.url,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
  });
  const hello = await client.hello();
  if (hello.type !== "ready") throw new Error(`no bridge: ${hello.type}`);
  expect(hello.hello.limits.graceMs).toBe(3000);
  const wire = bridgeStdioWire({
    client,
    request,
    target: "command" in request ? stdioCardTarget([request.command, ...request.args]) : "?",
    graceMs: hello.hello.limits.graceMs ?? 2000,
  });
  return runProbe({
    target: wire.target,
    open: wire.open,
    stdio: wire,
    derive: deriveInProcess,
    timeoutMs: 10_000,
  });
}

const run = (...faults: string[]) =>
  probe({
    command: process.execPath,
    args: [...FAULTY, ...faults.flatMap((f) => ["--fault", f])],
    cwd: root,
  });

describe("the page's report card over stdio, through the real bridge", () => {
  it("a correct server: the stdio checks pass, every process ended when its stdin closed", async () => {
    const card = await run();
    expect(card.transport).toBe("stdio");
    for (const id of ["stdio.stray-stdout", "stdio.framing", "stdio.shutdown"] as const)
      expect(check(card, id).status).toBe("passed");
    expect(check(card, "stdio.shutdown").notes[0]?.key).toBe("stdio-exited");
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
    expect(bridge?.running()).toBe(0);
  }, 180_000);

  it("the card names the command with secret-looking arguments masked, and never env values", async () => {
    const card = await probe({
      command: process.execPath,
      args: [...FAULTY, "--api-key", "sk-live-abcdefghijklmnop1234", ...SECRET_ARGV],
      cwd: root,
      env: { MY_SECRET_TOKEN: "env-value-never-shown" },
    });
    expect(card.target).toContain("--api-key ••••1234");
    expect(card.target).toContain('--header "Authorization: Bearer ••••"');
    const started = card.log.find((e) => e.type === "event" && e.event === "started");
    expect(started?.type === "event" && started.detail).toContain("--password ••••");
    for (const all of [JSON.stringify(card), cardJson(card), cardJUnit(card)]) {
      expect(all).not.toContain("sk-live-abcdefghijklmnop");
      expect(all).not.toContain("env-value-never-shown");
      for (const secret of SECRETS) expect(all).not.toContain(secret);
    }
    expect(card.log.some((e) => e.type === "event" && e.event === "started")).toBe(true);
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
  }, 180_000);

  it("stray stdout fails, pointing at the stray text", async () => {
    const card = await run("stray");
    const stray = check(card, "stdio.stray-stdout");
    expect(stray.status).toBe("failed");
    expect(stray.notes[0]?.key).toBe("stdio-stray");
    const first = card.log[stray.entries[0] ?? -1];
    expect(first).toMatchObject({ type: "event", event: "stdout-stray" });
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
  }, 180_000);

  it("a server that stays after its stdin closed: a SHOULD missed, SIGTERM was needed (as in Node)", async () => {
    const card = await run("no-exit");
    const shutdown = check(card, "stdio.shutdown");
    expect(shutdown.status).toBe("warning");
    expect(shutdown.notes[0]).toMatchObject({
      key: "stdio-needed-sigterm",
      params: { process: 1 },
    });
  }, 180_000);

  it("a server that ignores its closed stdin and SIGTERM: SIGKILL was needed (as in Node)", async () => {
    const card = await run("ignore-sigterm");
    const shutdown = check(card, "stdio.shutdown");
    expect(shutdown.status).toBe("warning");
    expect(shutdown.notes.map((n) => n.key)).toContain("stdio-needed-sigkill");
    expect(shutdown.notes.map((n) => n.key)).not.toContain("stdio-needed-sigterm");
  }, 180_000);

  it("a start the bridge refuses: the stdio checks could not run, with the bridge's words", async () => {
    const card = await probe({ server: "nothing-offered" });
    expect(check(card, "stdio.stray-stdout")).toMatchObject({
      status: "could-not-run",
      notes: [{ key: "stdio-not-started" }],
    });
  }, 60_000);
});
