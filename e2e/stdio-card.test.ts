/**
 * The report card on a stdio target, in the page: the page served by the local bridge, the
 * card's worker asking the bridge itself for a fresh process per connection. server-everything
 * over stdio, and the hand-written faulty server writing text that is no message on stdout: its
 * card fails "Nothing but messages on stdout", as `mcp-msg probe --stdio` does.
 */
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import type { Bridge } from "../src/bridge/server.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";
import { openSetup, reportCard } from "./setupLine.ts";
import { everything, startStdioBridge } from "./stdio.ts";

const app = usePlayground();
const root = fileURLToPath(new URL("..", import.meta.url));
let bridge: Bridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

/** Opens the page the bridge serves, its initial server running, and runs the card on it. */
async function runCard(p: Playground) {
  const page = p.page;
  const proc = page.getByRole("status", { name: "Process", exact: true });
  await expect.poll(() => proc.innerText(), { timeout: 60_000 }).toMatch(/Running: pid \d+\./);
  const card = await reportCard(p);
  await card.getByRole("button", { name: "Check this server", exact: true }).click();
  await card.getByRole("status", { name: "Score", exact: true }).waitFor({ timeout: 150_000 });
  const status = async (id: string) =>
    (await card.locator(`[data-check="${id}"]`).innerText()).split(/\s/)[0];
  return { card, status };
}

describe("the report card on a stdio server, in the page", () => {
  test("server-everything over stdio: the card says stdio, the stdio checks pass, processes end", async () => {
    bridge = await startStdioBridge([everything()], "everything");
    const p = await app.open({ url: bridge.url });
    const { card, status } = await runCard(p);
    expect(await card.locator("[data-transport]").innerText()).toBe(
      "Transport: stdio (each connection a fresh process of the command).",
    );
    expect(await status("stdio.stray-stdout")).toBe("passed");
    expect(await status("stdio.framing")).toBe("passed");
    expect(await status("stdio.shutdown")).toBe("passed");
    expect(await status("lifecycle.initialize")).toBe("passed");
    // Every process of the run was stopped (the run's log replaced the session, whose own
    // process may have ended with it).
    await expect.poll(() => bridge?.running(), { timeout: 30_000 }).toBeLessThanOrEqual(1);
    expect(p.foreignRequests(new URL(bridge.url).origin)).toEqual([]);
  }, 240_000);

  test("a server writing text on stdout: the page's card fails the stray-stdout check", async () => {
    bridge = await startStdioBridge(
      [
        {
          id: "faulty",
          command: process.execPath,
          args: ["--import", "tsx", "test/servers/stdio-faulty.ts", "--fault", "stray"],
          cwd: root,
        },
      ],
      "faulty",
    );
    const p = await app.open({ url: bridge.url });
    // Before the card: the page's own process wrote the text, a row with the session's finding.
    const x = new Exchange(p);
    const strayRow = x.sessionRows().filter({ hasText: "Server starting" }).first();
    await strayRow.waitFor({ timeout: 60_000 });
    expect(await strayRow.innerText()).toContain(
      "MUST NOT write anything to its stdout that is not a valid MCP message",
    );
    const { card, status } = await runCard(p);
    expect(await status("stdio.stray-stdout")).toBe("failed");
    const stray = await card.locator('[data-check="stdio.stray-stdout"]').innerText();
    expect(stray).toContain("Nothing but messages on stdout");
    expect(await status("lifecycle.initialize")).toBe("passed");
  }, 240_000);

  test("era auto: the page's own server/discover probe goes first, drawn as the probe, and the era found is said", async () => {
    bridge = await startStdioBridge([everything()], "everything");
    const p = await app.open({ url: bridge.url });
    const x = new Exchange(p);
    const proc = p.page.getByRole("status", { name: "Process", exact: true });
    await expect.poll(() => proc.innerText(), { timeout: 60_000 }).toMatch(/Running: pid \d+\./);
    // The setup folded once the process ran: the era found is said in it.
    await openSetup(p);
    // server-everything speaks the 2025 era: its answer (or silence) says legacy.
    await expect
      .poll(() => proc.innerText(), { timeout: 60_000 })
      .toContain("The server/discover probe found a legacy server: start with Initialize.");
    const mark = "probe (auto-detection)";
    const probeRow = x.sessionRows().filter({ hasText: "server/discover" }).first();
    await probeRow.waitFor();
    expect(await probeRow.innerText()).toContain(mark);
  }, 120_000);
});
