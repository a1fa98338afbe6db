/**
 * The report card in the static build: "Check this server" against the gift server (in the
 * page's own worker) passes every applicable check and the run becomes the session; against a
 * loopback server made wrong on purpose, a failure's "Show message" selects the message that
 * shows the fault; the card exports as JSON and JUnit; a server that speaks only HTTP+SSE is
 * checked over the transport chosen for the target, and the card says which one. A tool is
 * called only when its checkbox is checked, with the arguments written in the page.
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
import { openSetup, reportCard } from "./setupLine.ts";
import type { Playground } from "./playground.ts";
import { PHONE, axeViolations, horizontalOverflow, tab } from "./responsive.ts";

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
    const card = await reportCard(p);
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
      const card = await reportCard(p);
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

      // The run is the gift server's session now: its setup folded into one line.
      await openSetup(p);
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
      const card = await reportCard(p);
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
      const card = await reportCard(p);
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

/** Points the page at a remote server and returns the report card's region. */
async function remoteCard(p: Playground, url: string) {
  await p.page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
  await p.page.getByRole("combobox", { name: "Server URL", exact: true }).fill(url);
  return reportCard(p);
}

describe("tools to call", () => {
  test("none is checked by default: runs call no tool; a checked one is called with the arguments written", async () => {
    const server = await startFaultyServer();
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      const page = p.page;
      const card = await remoteCard(p, server.url);
      await card.locator("details > summary").click();
      const tools = card.getByRole("group", { name: "Tools to call", exact: true });
      // Nothing listed this server's tools yet: the panel says how to list them.
      expect(await tools.innerText()).toContain("Press Check this server once (it calls no tool)");
      const run = card.getByRole("button", { name: "Check this server", exact: true });
      const score = card.getByRole("status", { name: "Score", exact: true });
      await run.click();
      await score.waitFor({ timeout: 60_000 });
      const echo = tools.getByRole("checkbox", { name: "echo", exact: true });
      const destructive = tools.getByRole("checkbox", { name: "delete_everything", exact: true });
      await echo.waitFor();
      expect(await echo.isChecked()).toBe(false);
      expect(await destructive.isChecked()).toBe(false);
      expect(await tools.innerText()).toContain("may change data");
      expect(await tools.innerText()).toContain("Says back what it is given.");
      const call = card.locator('[data-check="tools.call"]');
      expect(await call.innerText()).toMatch(/^not applicable/);

      // Run again with nothing checked: still no tool called.
      const before = server.methods.length;
      await run.click();
      await expect.poll(() => server.methods.length, { timeout: 60_000 }).toBeGreaterThan(before);
      await score.waitFor({ timeout: 60_000 });
      await expect.poll(() => run.isEnabled(), { timeout: 60_000 }).toBe(true);
      expect(server.called).toEqual([]);

      // By keyboard: the tool's checkbox, then its arguments, prefilled from its inputSchema.
      await echo.focus();
      await page.keyboard.press("Space");
      expect(await echo.isChecked()).toBe(true);
      expect(await card.locator("details > summary").innerText()).toBe(
        "Tools to call (checked: 1)",
      );
      const args = tools.getByRole("textbox", { name: "Arguments: echo", exact: true });
      expect(JSON.parse(await args.inputValue())).toEqual({ text: "example" });
      await args.fill("[1, 2]");
      expect(await tools.innerText()).toContain("The arguments must be a JSON object");
      await args.fill('{"text": ');
      expect(await tools.innerText()).toContain("Not valid JSON");
      await run.click();
      const blocked = card.getByRole("alert").filter({ hasText: "Nothing was run" });
      expect(await blocked.innerText()).toContain("fix the arguments of echo first");
      expect(server.called).toEqual([]);

      await args.fill('{"text": "hi from the page"}');
      await run.click();
      await expect.poll(() => call.innerText(), { timeout: 60_000 }).toMatch(/^passed/);
      expect(server.called).toEqual(["echo"]);
      expect(server.calledWith).toEqual([{ text: "hi from the page" }]);
      // The card's log holds the request as sent, with the user's arguments.
      const [json] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("button", { name: "Export card (JSON)", exact: true }).click(),
      ]);
      const exported = JSON.parse(await textOf(json)) as {
        calledTools: string[];
        log: { flow?: string; text?: string }[];
      };
      expect(exported.calledTools).toEqual(["echo"]);
      const sent = exported.log.filter(
        (e) => e.flow === "out" && e.text?.includes('"name":"echo"') === true,
      );
      expect(sent.map((e) => (JSON.parse(e.text ?? "") as { params: unknown }).params)).toEqual([
        { name: "echo", arguments: { text: "hi from the page" } },
      ]);
      // The choice outlives the run's re-renders; another target drops it.
      expect(await echo.isChecked()).toBe(true);
      expect(await args.inputValue()).toBe('{"text": "hi from the page"}');
      await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("gift");
      await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
      await echo.waitFor();
      expect(await echo.isChecked()).toBe(false);
      await echo.check();
      await tools.getByRole("button", { name: "Select none", exact: true }).click();
      expect(await echo.isChecked()).toBe(false);
    } finally {
      await server.close();
    }
  }, 240_000);

  test.each(["light", "dark"] as const)(
    "at 360 px by touch, %s theme, in Russian: the gift server's tools are listed, checked and axe-clean",
    async (theme) => {
      const p = await app.open({
        viewport: { width: 360, height: PHONE.height },
        colorScheme: theme,
        touch: true,
      });
      await p.editor().waitFor();
      await tab(p, "Session").click();
      const card = await reportCard(p);
      await card.getByRole("button", { name: "Check this server", exact: true }).tap();
      const score = card.getByRole("status", { name: "Score", exact: true });
      await score.waitFor({ timeout: 60_000 });
      await card.locator("details > summary").tap();
      const tools = card.getByRole("group", { name: "Tools to call", exact: true });
      const suggest = tools.getByRole("checkbox", { name: "suggest_gifts", exact: true });
      await suggest.tap();
      expect(await suggest.isChecked()).toBe(true);
      await tools.getByRole("textbox", { name: "Arguments: suggest_gifts", exact: true }).waitFor();
      await p.switchLanguage("ru");
      await expect.poll(() => tools.innerText()).toContain("только чтение");
      expect(await tools.innerText()).toContain("Снять все");
      expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);
      expect(await axeViolations(p, { stableNames: true })).toEqual([]);
    },
    120_000,
  );

  test("sixty tools: the list scrolls in its own box and the last one can be checked", async () => {
    const server = await startFaultyServer({ moreTools: 60 });
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      const card = await remoteCard(p, server.url);
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      await card.getByRole("status", { name: "Score", exact: true }).waitFor({ timeout: 60_000 });
      await card.locator("details > summary").click();
      const tools = card.getByRole("group", { name: "Tools to call", exact: true });
      const list = tools.getByRole("list");
      expect(await list.getByRole("checkbox").count()).toBe(62);
      const box = await list.evaluate((el) => {
        const { clientHeight, scrollHeight } = el as unknown as Record<string, number>;
        return { height: clientHeight ?? 0, scrolls: (scrollHeight ?? 0) > (clientHeight ?? 0) };
      });
      expect(box.scrolls).toBe(true);
      expect(box.height).toBeLessThanOrEqual(300);
      const last = tools.getByRole("checkbox", { name: "tool_60", exact: true });
      await last.check();
      expect(await tools.getByRole("checkbox", { checked: true }).count()).toBe(1);
      expect(await tools.innerText()).toContain("read-only");
      expect(server.called).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
