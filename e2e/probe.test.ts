/**
 * The report card in the static build: "Check this server" against the gift server (in the
 * page's own worker) passes every applicable check and the run becomes the session; against a
 * loopback server made wrong on purpose, a failure's "Show message" selects the message that
 * shows the fault; the card exports as JSON and JUnit; a server that speaks only HTTP+SSE is
 * checked over the transport chosen for the target, and the card says which one.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download } from "playwright-core";
import { describe, expect, test } from "vitest";
import { startModernFaultyServer } from "../src/probe/faulty-modern.testkit.ts";
import { startFaultyServer } from "../src/probe/faulty.testkit.ts";
import { startSseServer } from "../src/probe/faulty-sse.testkit.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";

const app = usePlayground();

/** A download's text (the browser is remote: the file is copied here first). */
async function textOf(download: Download): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "probe-e2e-"));
  try {
    const file = join(dir, "download");
    await download.saveAs(file);
    return await readFile(file, "utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("the report card", () => {
  test("the gift server: every applicable check passes, the run is the session, JSON and JUnit exports", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const page = p.page;
    const card = page.getByRole("region", { name: "Report card", exact: true });
    await card.getByRole("button", { name: "Check this server", exact: true }).click();
    const score = card.getByRole("status", { name: "Score", exact: true });
    await score.waitFor({ timeout: 60_000 });
    expect(await score.innerText()).toMatch(/Score 100% .*Every MUST passed\./);
    const checks = card.getByRole("list", { name: "Checks", exact: true });
    const texts = await checks.getByRole("listitem").allInnerTexts();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((t) => /^(failed|warning|could not run)/.test(t))).toEqual([]);
    expect(texts.join("\n")).toContain("Official suite: wire-schema-valid");

    // The run's messages are the session and the diagram now.
    await x.arrows("reply initialize").first().waitFor();
    // (The list draws the rows in view only: the last ones, the run's version negotiation.)
    const rows = (await x.sessionRows().allInnerTexts()).join("\n");
    expect(rows).toContain("initialize");
    expect(await x.sessionRows().count()).toBeGreaterThan(0);

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Export card (JSON)", exact: true }).click(),
    ]);
    const exported = JSON.parse(await textOf(json)) as {
      checks: { id: string; status: string }[];
      log: unknown[];
    };
    expect(exported.checks.find((c) => c.id === "lifecycle.initialize")?.status).toBe("passed");
    expect(exported.log.length).toBeGreaterThan(20);
    const [junit] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Export card (JUnit)", exact: true }).click(),
    ]);
    expect(await textOf(junit)).toMatch(/<testsuites name="mcp-msg probe"[^>]* failures="0"/);
  }, 120_000);

  test("2026-07-28: the gift server passes server/discover and the stateless rules; a failure links to its message", async () => {
    const server = await startModernFaultyServer({ headersIgnored: true });
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      await p.chooseVersion("2026-07-28");
      const x = new Exchange(p);
      const page = p.page;
      const card = page.getByRole("region", { name: "Report card", exact: true });
      const score = card.getByRole("status", { name: "Score", exact: true });
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      await score.waitFor({ timeout: 60_000 });
      expect(await score.innerText()).toMatch(/Score 100% .*Every MUST passed\./);
      const discover = card.locator('[data-check="lifecycle.discover"]');
      expect(await discover.innerText()).toMatch(/^passed/);
      expect(await discover.innerText()).toContain(
        "Official suite: sep-2575-server-implements-discover",
      );
      expect(await card.locator('[data-check="lifecycle.initialize"]').innerText()).toMatch(
        /^not applicable/,
      );
      await x.arrows("request server/discover").first().waitFor();

      await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
      await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      await expect.poll(() => score.innerText(), { timeout: 60_000 }).toContain("A MUST failed.");
      const failed = card.locator('[data-check="stateless.header-mismatch"]');
      expect(await failed.innerText()).toMatch(/^failed/);
      await failed.getByRole("button", { name: "Show message: stateless.header-mismatch" }).click();
      const selected = x.session().locator('[aria-selected="true"]');
      await selected.waitFor();
      // The answer to the request whose header disagreed: an error (-32022), not -32020.
      expect(await selected.innerText()).toMatch(/received\s+error\s+server\/discover/);
      expect(server.called).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);

  test("a server made wrong on purpose: the failure links to its message; the card in Russian", async () => {
    const server = await startFaultyServer({ internalErrorForUnknown: true });
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      const x = new Exchange(p);
      const page = p.page;
      await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
      await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
      const card = page.getByRole("region", { name: "Report card", exact: true });
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      const score = card.getByRole("status", { name: "Score", exact: true });
      await score.waitFor({ timeout: 60_000 });
      expect(await score.innerText()).toContain("A MUST failed.");
      const failed = card.locator('[data-check="errors.unknown-method"]');
      expect(await failed.innerText()).toMatch(/^failed/);
      expect(await failed.innerText()).toContain("The error code is -32603; expected -32601.");
      await failed.getByRole("button", { name: "Show message: errors.unknown-method" }).click();
      const selected = x.session().locator('[aria-selected="true"]');
      await selected.waitFor();
      expect(await selected.innerText()).toContain("probe/no-such-method");
      // No tool was called: the card calls none on its own.
      expect(server.called).toEqual([]);

      await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("ru");
      await expect.poll(() => failed.innerText()).toMatch(/^не пройдено/);
      expect(await failed.innerText()).toContain("Код ошибки -32603; ожидался -32601.");
    } finally {
      await server.close();
    }
  }, 120_000);

  test("a server that speaks only HTTP+SSE: the run uses the target's transport, the card says so", async () => {
    const server = await startSseServer();
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      const page = p.page;
      await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
      await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
      await page.getByRole("combobox", { name: "Transport", exact: true }).selectOption("sse");
      const card = page.getByRole("region", { name: "Report card", exact: true });
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      const score = card.getByRole("status", { name: "Score", exact: true });
      await score.waitFor({ timeout: 60_000 });
      expect(await score.innerText()).toMatch(/Score 100% .*Every MUST passed\./);
      const transport = card.locator("[data-transport]");
      expect(await transport.getAttribute("data-transport")).toBe("sse");
      expect(await transport.innerText()).toMatch(/^Transport: HTTP\+SSE \(2024-11-05\)/);
      expect(await card.locator('[data-check="transport.sse-post"]').innerText()).toMatch(
        /^passed/,
      );
      expect(await card.locator('[data-check="transport.session-id"]').innerText()).toMatch(
        /^not applicable/,
      );
      await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("ru");
      await expect.poll(() => transport.innerText()).toMatch(/^Транспорт: HTTP\+SSE/);

      // The run follows the setting: forced to Streamable HTTP, this server cannot be checked.
      await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("en");
      await page
        .getByRole("combobox", { name: "Transport", exact: true })
        .selectOption("streamable-http");
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      await expect
        .poll(() => transport.getAttribute("data-transport"), { timeout: 60_000 })
        .toBe("streamable-http");
      expect(await card.locator('[data-check="lifecycle.initialize"]').innerText()).toMatch(
        /^could not run/,
      );
    } finally {
      await server.close();
    }
  }, 120_000);
});
