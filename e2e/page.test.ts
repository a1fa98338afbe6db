/** The page as a whole: its title, what it fetches, what it remembers, the keyboard. */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { PageGlobals } from "./dom.ts";
import { TOOLS_CALL_MISNAMED } from "./messages.ts";

const app = usePlayground();

describe("the page", () => {
  test('is titled "MCP Playground"', async () => {
    const p = await app.open();
    expect(await p.title()).toBe("MCP Playground");
  });

  test("makes no request to any other origin during a whole session", async () => {
    const p = await app.open();
    const origin = new URL(app.appUrl).origin;
    await p.waitForEditorReady();

    // Typing, completion, a fix, templates, both languages, every version, format, reload.
    await p.setText('{\n  "jsonrpc": "2.0",\n  "id": 1,\n  \n}');
    await p.page.keyboard.press("ControlOrMeta+End");
    await p.page.keyboard.press("ArrowUp");
    await p.page.keyboard.press("End");
    await p.type('"method": "to');
    expect((await p.completionItems()).length).toBeGreaterThan(0);
    await p.page.keyboard.press("Escape");

    await p.setText(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
    await p.applyFirstFix();

    await p.page.getByRole("button", { name: "Templates", exact: true }).click();
    const search = p.page.getByRole("searchbox", { name: "Search templates", exact: true });
    await search.fill("ping");
    await search.press("Enter");
    await expect.poll(() => p.text()).toContain('"ping"');

    await p.switchLanguage("ru");
    await p.switchLanguage("en");
    for (const version of await p
      .versionPicker()
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value)))
      await p.chooseVersion(version);
    await p.page.getByRole("button", { name: "Format", exact: true }).click();
    await p.page.reload();
    await p.waitForEditorReady();
    // The gift server's worker is the last thing the page loads. (Not "networkidle": after a
    // reload, the driver keeps a module worker's script request open long after it has run.)
    await expect.poll(() => new Exchange(p).serverStatus().innerText()).toMatch(/ready|готов/i);

    // The log saw the page's own requests (the app's scripts and Monaco's workers among them).
    expect(p.requests.filter((url) => url.startsWith(app.appUrl)).length).toBeGreaterThan(3);
    expect(p.foreignRequests(origin)).toEqual([]);
  });

  test("reload keeps the editor text", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const text = '{"jsonrpc":"2.0","id":"kept-42","method":"ping"}';
    await p.setText(text);
    await expect.poll(() => p.text()).toBe(text);
    await p.page.reload();
    await p.waitForEditorReady();
    expect(await p.text()).toBe(text);
  });

  test("the kept theme and language apply before the app's code runs, from either record shape", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    // What the page looked like when the document was parsed, before any module script ran.
    await p.context.addInitScript(() => {
      const doc = (globalThis as unknown as { document: ParsedDocument }).document;
      doc.addEventListener("readystatechange", () => {
        if (doc.readyState !== "interactive") return;
        const root = doc.documentElement;
        (globalThis as unknown as { parsed: string }).parsed =
          `${root.classList.contains("dark") ? "dark" : "light"} ${root.lang}`;
      });
    });
    const keep = (record: unknown) =>
      p.page.evaluate((text) => {
        (globalThis as unknown as PageGlobals).localStorage["mcp-playground"] = text;
      }, JSON.stringify(record));
    const parsedAfterReload = async () => {
      await p.page.reload();
      return p.page.evaluate(() => (globalThis as unknown as { parsed: string }).parsed);
    };
    const settings = { text: "{}", version: "auto", language: "ru", theme: "dark" };

    // As the device keeps it now, and as builds before the device format kept it.
    await keep({ format: 2, ...settings });
    expect(await parsedAfterReload()).toBe("dark ru");
    await keep({ state: { ...settings, theme: "light", language: "en" }, version: 1 });
    expect(await parsedAfterReload()).toBe("light en");
    await keep({ state: settings, version: 1 });
    expect(await parsedAfterReload()).toBe("dark ru");
  });

  test("the keyboard alone reaches the version picker, the findings and Apply fix", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.setText(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
    // Start from the top of a freshly loaded page (the text is kept across the reload).
    await p.page.reload();
    await p.waitForEditorReady();
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);

    expect(await p.tabTo(p.versionPicker()), "Tab reaches the version picker").toBe(true);
    await p.page.keyboard.press("ArrowDown"); // a select changes from the keyboard
    await expect.poll(() => p.versionPicker().inputValue()).not.toBe("2025-11-25");
    const firstFinding = p.findings().first().getByRole("button").first();
    expect(await p.tabTo(firstFinding), "Tab reaches the first finding").toBe(true);
    expect(await p.tabTo(p.fixButtons().first()), "Tab reaches Apply fix").toBe(true);

    const before = await p.findingTexts();
    await p.page.keyboard.press("Enter");
    await expect.poll(() => p.findingTexts()).not.toEqual(before);
  });
});

/** The parts of the document the parse-time probe reads. */
interface ParsedDocument {
  readyState: string;
  addEventListener(type: "readystatechange", listener: () => void): void;
  documentElement: { classList: { contains(name: string): boolean }; lang: string };
}
