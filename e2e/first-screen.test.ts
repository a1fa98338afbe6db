/**
 * The first screen at a phone's, a tablet's and two desktops' sizes, in English and Russian: the
 * header is one row (a phone's holds the title, Learn and a menu for the rest), the editor or
 * the lesson is in a phone's first screen, the session list keeps method names whole at its
 * default size, a tablet and a 1280×720 desktop show at least six of its rows (the target's
 * setup folded into one line once the session has begun); the header's menu by keyboard and by touch; a reply that carries a
 * widget offers it on its row and its arrow.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";
import { DESKTOP, PHONE, TABLET, axeViolations, inView } from "./responsive.ts";
import { openSetup, setupToggle } from "./setupLine.ts";

const app = usePlayground();

const WIDE = { width: 1440, height: 900 };

const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "tablet", viewport: TABLET },
  { name: "desktop 1280", viewport: DESKTOP },
  { name: "desktop 1440", viewport: WIDE },
] as const;

const LOCALES = ["en-US", "ru-RU"] as const;

interface Doc {
  document: {
    activeElement: unknown;
    documentElement: { lang: string; classList: { contains(c: string): boolean } };
  };
}

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const suggest = (id: number) =>
  request(id, "tools/call", {
    name: "suggest_gifts",
    arguments: { occasion: "birthday", budget: 50 },
  });

/** The header's top row: how tall it is, how far its controls' tops spread, what overflows. */
async function topRow(p: Playground) {
  const row = p.page.getByRole("banner").locator("> div").first();
  return row.evaluate((el) => {
    type Box = { top: number; bottom: number; height: number; width: number };
    type Node = {
      getBoundingClientRect(): Box;
      scrollWidth: number;
      clientWidth: number;
      querySelectorAll(s: string): ArrayLike<Node>;
    };
    const node = el as unknown as Node;
    const tops = Array.from(node.querySelectorAll("h1, button, select, [role=group]"))
      .map((c) => c.getBoundingClientRect())
      .filter((b) => b.width > 0 && b.height > 0)
      .map((b) => b.top + b.height / 2);
    return {
      height: node.getBoundingClientRect().height,
      spread: Math.max(...tops) - Math.min(...tops),
      overflow: node.scrollWidth - node.clientWidth,
    };
  });
}

/** Initialize, tools/list and a tools/call: seven rows in the session. */
async function shortSession(x: Exchange) {
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready|готов/i);
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor({ state: "attached" });
  await x.send(request(2, "tools/list"));
  await x.arrows("reply tools/list id 2").waitFor({ state: "attached" });
  await x.send(suggest(3));
  await x.arrows("reply tools/call id 3").waitFor({ state: "attached" });
}

/** The method names drawn in the session list that do not show whole. */
async function cutMethods(list: Locator): Promise<string[]> {
  return list.getByRole("option").evaluateAll((rows) =>
    rows.flatMap((row) => {
      type Cell = { textContent: string | null; scrollWidth: number; clientWidth: number };
      const cells = Array.from(
        (row as unknown as { querySelectorAll(s: string): ArrayLike<Cell> }).querySelectorAll(
          "span[title]",
        ),
      ).filter((c) => /^[a-z]+(\/[a-z_/]+)?$/.test(c.textContent ?? ""));
      return cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent ?? "");
    }),
  );
}

/** Options of the list lying wholly inside it. */
async function rowsInView(list: Locator): Promise<number> {
  const box = await list.boundingBox();
  if (!box) return 0;
  const boxes = await list
    .getByRole("option")
    .evaluateAll((rows) =>
      rows.map((r) =>
        (
          r as unknown as { getBoundingClientRect(): { top: number; bottom: number } }
        ).getBoundingClientRect(),
      ),
    );
  return boxes.filter((b) => b.top >= box.y - 1 && b.bottom <= box.y + box.height + 1).length;
}

describe.each(LOCALES)("in %s", (locale) => {
  describe.each(SIZES)("at the $name's size", ({ name, viewport }) => {
    const phone = name === "phone";

    test("the header is one row; the editor, or the session list whole, has the room", async () => {
      const p = await app.open({ viewport, locale });
      await p.waitForEditorReady();
      const row = await topRow(p);
      expect(row.overflow, "nothing of the header's row cut off").toBeLessThanOrEqual(0);
      expect(row.spread, "the controls on one line").toBeLessThanOrEqual(8);
      expect(row.height).toBeLessThanOrEqual(phone ? 60 : 56);
      // Under it, the kind's row: one line beside "Show alone" (a phone's reason wraps).
      if (!phone) {
        const banner = await p.page.getByRole("banner").boundingBox();
        expect(banner?.height ?? Infinity).toBeLessThanOrEqual(row.height + 48);
      }

      if (phone) {
        // The editor starts in the upper half of the first screen, and fills the rest of it.
        const box = await p.editor().boundingBox();
        expect(box?.y ?? Infinity).toBeLessThan(viewport.height / 2);
        expect(await inView(p.editor())).toBe(true);
        // Learning: the lesson takes the editor's place.
        await p.page
          // The header's switch, not the first screen's offer ("Start learning").
          .getByRole("button", { name: locale === "ru-RU" ? "Обучение" : "Learn", exact: true })
          .click();
        const lessons = p.page.getByRole("navigation", {
          name: locale === "ru-RU" ? "Уроки" : "Lessons",
        });
        await lessons.waitFor();
        const at = await lessons.boundingBox();
        expect(at?.y ?? Infinity).toBeLessThan(viewport.height / 2);
        return;
      }
      const x = new Exchange(p);
      await shortSession(x);
      await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(7);
      expect(await cutMethods(x.session())).toEqual([]);
      if (name === "tablet")
        await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
      // Once the session has begun, the target's setup is one line, so a short desktop window
      // keeps six rows too; opened again, a short window still folds the gift server's settings
      // under its status, a tall one shows them open.
      await expect.poll(() => setupToggle(p).getAttribute("aria-expanded")).toBe("false");
      if (name === "desktop 1280")
        await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
      await openSetup(p);
      const settings = p.page.getByRole("button", { name: "Server settings", exact: true });
      const crash = p.page.getByRole("button", { name: "Crash server", exact: true });
      if (name === "desktop 1280") {
        expect(await settings.getAttribute("aria-expanded")).toBe("false");
        expect(await crash.count()).toBe(0);
        await settings.click();
        expect(await settings.getAttribute("aria-expanded")).toBe("true");
        expect(await inView(crash)).toBe(true);
      } else expect(await settings.getAttribute("aria-expanded")).toBe("true");
    });
  });
});

describe("the header's menu", () => {
  test("keyboard: the button says it is open, arrows move, Escape closes and focus returns; axe-clean in both languages", async () => {
    const p = await app.open({ viewport: PHONE, touch: true });
    await p.editor().waitFor();
    const more = p.page.getByRole("button", { name: "More", exact: true });
    const menu = p.page.getByRole("menu", { name: "More", exact: true });
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.focus();
    await p.page.keyboard.press("Enter");
    await menu.waitFor();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    // The rest of the header: the version, sharing, the editor's actions, the settings.
    for (const [role, label] of [
      ["menuitemradio", "2025-06-18"],
      ["menuitemcheckbox", "Include the session"],
      ["menuitem", "Copy link"],
      ["menuitem", "Format"],
      ["menuitem", "Templates"],
      ["menuitemradio", "Русский"],
      ["menuitemradio", "Dark"],
    ] as const) {
      await menu.getByRole(role, { name: label }).waitFor();
    }
    const focused = () =>
      p.page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { activeElement: { getAttribute(n: string): string | null } | null };
            }
          ).document.activeElement?.getAttribute("role") ?? "",
      );
    expect(await focused()).toMatch(/^menuitem/);
    await p.page.keyboard.press("End");
    await p.page.keyboard.press("ArrowDown"); // wraps to the first
    expect(await focused()).toMatch(/^menuitem/);
    expect(await axeViolations(p)).toEqual([]);
    await p.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    expect(
      await more.evaluate(
        (el) =>
          el ===
          (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument
            .activeElement,
      ),
    ).toBe(true);

    // The language from the menu; its names stay English for scripts, its words are Russian.
    await more.click();
    await menu.getByRole("menuitemradio", { name: "Русский" }).click();
    await expect
      .poll(() =>
        p.page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.lang),
      )
      .toBe("ru");
    expect(await menu.getByRole("menuitem", { name: "Templates" }).innerText()).toBe("Шаблоны");
    expect(await axeViolations(p, { stableNames: true })).toEqual([]);
    // Templates from the menu opens its dialog.
    await menu.getByRole("menuitem", { name: "Templates" }).click();
    await p.page.getByRole("dialog").waitFor();
  });

  test("touch: a tap opens it, a choice applies, a tap outside closes it", async () => {
    const p = await app.open({ viewport: PHONE, touch: true });
    await p.editor().waitFor();
    const more = p.page.getByRole("button", { name: "More", exact: true });
    const menu = p.page.getByRole("menu", { name: "More", exact: true });
    await more.tap();
    await menu.getByRole("menuitemradio", { name: "Dark" }).tap();
    await expect
      .poll(() =>
        p.page.evaluate(() =>
          (globalThis as unknown as Doc).document.documentElement.classList.contains("dark"),
        ),
      )
      .toBe(true);
    expect(
      await menu.getByRole("menuitemradio", { name: "Dark" }).getAttribute("aria-checked"),
    ).toBe("true");
    await p.page.getByRole("tablist").tap();
    await menu.waitFor({ state: "detached" });
  });

  test("a tablet keeps the version, Learn and Copy link in its row, the rest in the menu", async () => {
    const p = await app.open({ viewport: TABLET, locale: "ru-RU" });
    await p.editor().waitFor();
    expect(await inView(p.versionPicker())).toBe(true);
    expect(await inView(p.page.getByRole("button", { name: "Copy link", exact: true }))).toBe(true);
    await p.page.getByRole("button", { name: "More", exact: true }).click();
    const menu = p.page.getByRole("menu", { name: "More", exact: true });
    await menu.getByRole("menuitemcheckbox", { name: "Include the session" }).waitFor();
    expect(await menu.getByRole("menuitemradio", { name: "2025-06-18" }).count()).toBe(0);
  });
});

describe("a reply that carries a widget", () => {
  test.each(LOCALES)(
    "says so on its row and its arrow, and opens from either (%s)",
    async (locale) => {
      const p = await app.open({ locale });
      await p.waitForEditorReady();
      const x = new Exchange(p);
      await shortSession(x);
      const ru = locale === "ru-RU";

      // The row: marked in words, the mark opens the widget.
      // Widget traffic joins the session later: the reply's row is the one with the mark.
      const row = x.sessionRows().filter({ has: p.page.locator("[data-widget-mark]") });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain("tools/call");
      expect(await row.innerText()).toContain(ru ? "виджет" : "widget");
      await row.locator("[data-widget-mark]").click();
      const frame = p.page.locator('iframe[title="Widget frame"]');
      await frame.waitFor();
      await x.button("Close widget").click();
      await frame.waitFor({ state: "detached" });

      // The arrow: its name says so, and a button beside it opens the widget.
      const arrow = x.arrows("reply tools/call id 3");
      expect(await arrow.getAttribute("aria-label")).toMatch(/, with a widget$/);
      const open = x.diagram().getByRole("button", { name: /^Open the widget of reply #\d+$/ });
      expect(await open.locator("text").textContent()).toContain(ru ? "виджет" : "widget");
      await open.click();
      await frame.waitFor();
      await x.button("Close widget").click();
      await frame.waitFor({ state: "detached" });

      // The keyboard: the selected row (or arrow) and Enter.
      await row.click();
      await x.session().focus();
      await p.page.keyboard.press("Enter");
      await frame.waitFor();
      await x.button("Close widget").click();
      await x.diagram().focus();
      await p.page.keyboard.press("Enter");
      await frame.waitFor();
    },
  );
});
