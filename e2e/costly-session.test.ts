/**
 * A session whose checking is costly never freezes the page: a server's tool schema with a
 * pattern that backtracks exponentially (`^(a+)+$` against 36 "a"s and a "!" takes minutes to
 * match by backtracking), opened from a link. The page answers and its controls work while the
 * session is checked; the messages are listed, with either a finding for the costly check or
 * the notice that checking stopped, and the findings report says the same.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { SessionReport } from "../src/share/export.ts";
import { type LinkEntry, encodeLink } from "../src/share/link.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();

const TOOLS = {
  tools: [
    {
      name: "search",
      description: "Searches the catalog.",
      inputSchema: {
        type: "object",
        properties: { q: { type: "string", pattern: "^(a+)+$" } },
      },
    },
  ],
};

function costlySession(): LinkEntry[] {
  const entries: LinkEntry[] = [];
  const add = (flow: "out" | "in", message: unknown) =>
    entries.push({
      type: "message",
      seq: entries.length,
      flow,
      at: 1_700_000_000_000 + entries.length * 10,
      text: JSON.stringify({ jsonrpc: "2.0", ...(message as object) }),
    });
  add("out", {
    id: 0,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "e2e", version: "1.0.0" },
    },
  });
  add("in", {
    id: 0,
    result: {
      protocolVersion: "2025-06-18",
      capabilities: { tools: {} },
      serverInfo: { name: "hostile", version: "1.0.0" },
    },
  });
  add("out", { method: "notifications/initialized" });
  add("out", { id: 1, method: "tools/list" });
  add("in", { id: 1, result: TOOLS });
  add("out", {
    id: 2,
    method: "tools/call",
    params: { name: "search", arguments: { q: `${"a".repeat(36)}!` } },
  });
  return entries;
}

/** Waits for `target` to be shown, checking all the while that the page answers. */
async function shownWhileResponsive(p: Playground, target: Locator) {
  for (;;) {
    expect(await p.responsive(), "the page stopped answering").toBe(true);
    if ((await target.count()) > 0) return;
    await p.page.waitForTimeout(250);
  }
}

describe("a session that is costly to check", () => {
  test("opened from a link, it is listed while the page stays responsive", async () => {
    const link = await encodeLink({
      text: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "ping" }),
      version: "2025-06-18",
      target: { kind: "gift" },
      session: costlySession(),
    });
    if (!link.ok) throw new Error(link.reason);

    const p = await app.open();
    await p.page.goto(`${app.appUrl}#${link.hash}`);
    const x = new Exchange(p);

    // The messages before the costly one are listed, and the page answers meanwhile.
    await shownWhileResponsive(p, x.arrows("reply tools/list id 1"));
    const kind = p.page.getByRole("combobox", { name: "Filter by kind", exact: true });
    await kind.selectOption("request", { timeout: 60_000 });
    await expect.poll(() => x.arrows("reply tools/list id 1").count()).toBe(0);
    await kind.selectOption("", { timeout: 60_000 });
    expect(await p.responsive()).toBe(true);

    // The costly message is listed too, with a finding or the notice that checking stopped.
    const call = x.arrows("request tools/call id 2");
    await shownWhileResponsive(p, call);
    const texts = (await x.sessionRows().allInnerTexts()).join("\n");
    for (const method of ["initialize", "notifications/initialized", "tools/list", "tools/call"]) {
      expect(texts).toContain(method);
    }
    await call.click();
    const stopped = p.page.getByText(/^Checking the session stopped at #5: that message took/);
    const findings = p.page.getByRole("list", { name: "Message findings", exact: true });
    await expect
      .poll(async () => (await stopped.count()) + (await findings.count()))
      .toBeGreaterThan(0);
    const wasStopped = (await stopped.count()) > 0;
    if (wasStopped) {
      await p.page
        .getByText("Not checked: checking the session stopped before this message.")
        .waitFor();
    }
    expect(await p.responsive()).toBe(true);

    // The findings report is made from the same rows, and says what was not checked.
    const downloading = p.page.waitForEvent("download");
    await x.button("Export").click();
    await p.page.getByRole("menuitem", { name: "Report with findings (JSON)" }).click();
    const file = join(await mkdtemp(join(tmpdir(), "mcp-costly-")), "report.json");
    await (await downloading).saveAs(file);
    const report = JSON.parse(await readFile(file, "utf8")) as SessionReport;
    const reported = report.messages.find((m) => m.method === "tools/call");
    if (wasStopped) {
      expect(report.uncheckedFrom).toBe(5);
      expect(reported).toMatchObject({ seq: 5, unchecked: true, findings: [] });
    } else {
      expect(reported?.findings.length).toBeGreaterThan(0);
    }
  });
});
