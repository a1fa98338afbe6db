/**
 * Room for the session: once connected, the target's setup folds into one line (what, its
 * state, a button to open it again), and the report card and authorization open over the
 * workbench, so at 1280×720 and on a 390×844 phone at least six session rows stay in view, for
 * the gift server and for a remote server over HTTP, in English and Russian. The auto-detection
 * probe Connect sends is drawn as the playground's own probe, not as the user's message.
 */
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Bridge } from "../src/bridge/server.ts";
import { type RunningServer, startEverything } from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";
import { DESKTOP, PHONE, axeViolations, horizontalOverflow, inView } from "./responsive.ts";
import { everything, startStdioBridge } from "./stdio.ts";

const app = usePlayground();
let server: RunningServer | undefined;
/** The local bridge serving the build, offering server-everything over stdio at start. */
let bridge: Bridge | undefined;

beforeAll(async () => {
  server = await startEverything({ mode: "streamableHttp" });
  bridge = await startStdioBridge([everything()], "everything");
});
afterAll(async () => {
  await server?.close();
  await bridge?.close();
});

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

const SIZES = [
  { name: "desktop 1280×720", viewport: DESKTOP },
  { name: "phone 390×844", viewport: PHONE },
] as const;
const LOCALES = ["en-US", "ru-RU"] as const;

/**
 * The session rows lying wholly inside the list's scroll viewport and inside the window: the
 * rows a user sees without scrolling anything.
 */
async function rowsInView(list: Locator): Promise<number> {
  const viewport = list.page().viewportSize();
  return list.evaluate((el, win) => {
    type Box = { top: number; bottom: number; height: number };
    type El = { getBoundingClientRect(): Box; querySelectorAll(s: string): ArrayLike<El> };
    const node = el as unknown as El;
    const box = node.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, win?.height ?? Infinity);
    return Array.from(node.querySelectorAll("[role=option]"))
      .map((r) => r.getBoundingClientRect())
      .filter((b) => b.height > 0 && b.top >= top - 1 && b.bottom <= bottom + 1).length;
  }, viewport);
}

/** Waits for a row of the session list that shows `text`. */
async function rowWith(x: Exchange, text: string) {
  await x.sessionRows().filter({ hasText: text }).first().waitFor();
}

function setupParts(p: Playground) {
  const group = p.page.getByRole("group", { name: "Target setup", exact: true });
  return {
    group,
    toggle: group.getByRole("button", { name: "Target setup", exact: true }),
    kind: p.page.getByRole("combobox", { name: "Target", exact: true }),
  };
}

describe.each(LOCALES)("in %s", (locale) => {
  const ru = locale === "ru-RU";
  describe.each(SIZES)("at $name", ({ name, viewport }) => {
    const phone = name.startsWith("phone");

    async function opened(url?: string) {
      const p = await app.open({ viewport, locale, ...(url ? { url } : {}) });
      await p.waitForEditorReady();
      // A first visit's offer to learn, answered as anyone working in the workbench has (it
      // takes two lines of a 720 px window, whatever the target; a phone's first screen too).
      await p.page
        .getByRole("button", {
          name: ru ? "Открыть песочницу" : "Open the workbench",
          exact: true,
        })
        .click();
      const x = new Exchange(p);
      // A phone's tabs are named in the page's language: found by their pane.
      const show = async (pane: "session" | "editor") => {
        if (phone) await p.page.locator(`#tab-${pane}`).click();
      };
      return { p, x, show };
    }

    /**
     * The open drawer lies in the editor's pane (a phone's, in the session's own pane), and on
     * a desktop the list keeps six rows in view beside it while it is open.
     */
    async function drawerLeavesRows(x: Exchange, dialog: Locator) {
      const pane = phone ? "pane-session" : "pane-editor";
      type El = { closest(selector: string): unknown };
      const inPane = await dialog.evaluate(
        (el, id) => (el as unknown as El).closest(`#${id}`) !== null,
        pane,
      );
      expect(inPane, `the drawer lies in #${pane}`).toBe(true);
      expect(await dialog.isVisible()).toBe(true);
      if (!phone) await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
    }

    test("the gift server: after Initialize and a tools/call the setup is one line, six rows in view", async () => {
      const { p, x, show } = await opened();
      const { group, toggle, kind } = setupParts(p);
      await show("session");
      // Before anything is sent, the setup is open: the target can be chosen.
      await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready|готов/i);
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await inView(kind)).toBe(true);

      await x.button("Initialize").click();
      await rowWith(x, "notifications/initialized");
      await show("editor");
      await x.send(request(2, "tools/list"));
      await x.send(
        request(3, "tools/call", {
          name: "suggest_gifts",
          arguments: { occasion: "birthday", budget: 50 },
        }),
      );
      await show("session");
      await expect.poll(() => x.sessionRows().filter({ hasText: "tools/call" }).count()).toBe(2);
      await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(7);

      // Folded: one line saying what and how, found by the same status name as when open.
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await kind.count()).toBe(0);
      const line = group.getByRole("status", { name: "Server status", exact: true });
      expect(await line.innerText()).toContain(ru ? "Сервер подарков" : "Gift server");
      expect(await line.innerText()).toMatch(ru ? /готов/ : /ready/);
      const lineBox = await line.boundingBox();
      expect(lineBox?.height ?? Infinity, "one line").toBeLessThanOrEqual(24);
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
      expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);

      // Open again, by keyboard; then by pointer (a tap on a phone) folded again.
      await toggle.focus();
      await p.page.keyboard.press("Enter");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      await kind.waitFor();
      expect(await inView(kind)).toBe(true);
      await x.serverStatus().waitFor();
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await kind.waitFor({ state: "hidden" });

      // The report card opens over the workbench; the list keeps its rows behind it.
      await group.getByRole("button", { name: "Report card", exact: true }).click();
      const dialog = p.page.getByRole("dialog", { name: "Report card", exact: true });
      await dialog.getByRole("button", { name: "Check this server", exact: true }).waitFor();
      await drawerLeavesRows(x, dialog);
      if (!phone) expect(await axeViolations(p, { stableNames: ru })).toEqual([]);
      await p.page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
    });

    test("a remote server: after Connect, Initialize and a tools/call the setup is one line, six rows in view", async () => {
      if (!server) throw new Error("server-everything did not start");
      const { p, x, show } = await opened();
      const { group, toggle, kind } = setupParts(p);
      await show("session");
      await kind.selectOption("remote");
      await p.page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
      await x.button("Connect").click();
      // Connected: the setup folds into its line, which says where and how.
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      const line = group.getByRole("status", { name: "Connection", exact: true });
      const where = new URL(server.url);
      await expect.poll(() => line.innerText()).toContain(`${where.host}${where.pathname}`);
      expect(await line.innerText()).toMatch(ru ? /подключено/ : /connected/);
      expect(await line.innerText()).toMatch(/Streamable HTTP/);

      // The probe Connect sent is the playground's own, not an invalid message of the user's.
      const mark = ru ? "проба (автоопределение)" : "probe (auto-detection)";
      const probeRow = x.sessionRows().filter({ hasText: "server/discover" }).first();
      await probeRow.waitFor();
      expect(await probeRow.innerText()).toContain(mark);
      // And so is the server's answer to it (this server refuses it without a session).
      await expect.poll(() => x.sessionRows().filter({ hasText: mark }).count()).toBe(2);

      await x.button("Initialize").click();
      await rowWith(x, "notifications/initialized");
      await show("editor");
      await x.send(request(3, "tools/call", { name: "echo", arguments: { message: "room" } }));
      await show("session");
      await expect.poll(() => x.sessionRows().filter({ hasText: "tools/call" }).count()).toBe(2);
      await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(7);
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      const lineBox = await line.boundingBox();
      expect(lineBox?.height ?? Infinity, "one line").toBeLessThanOrEqual(24);
      // A desktop's pane has room for the whole line: its buttons beside what it says.
      // Waited for, not read once: while rows still arrive the pane may show a scrollbar for a
      // moment, and the line's buttons wrap under it until the pane settles.
      if (!phone) {
        const mid = (b: { y: number; height: number } | null) => (b ? b.y + b.height / 2 : NaN);
        const offsets = async () => {
          const at = mid(await line.boundingBox());
          const out: Record<string, number> = {};
          for (const name of ["Target setup", "Report card", "Authorization"]) {
            const box = await group.getByRole("button", { name, exact: true }).boundingBox();
            out[name] = Math.round(Math.abs(mid(box) - at));
          }
          return out;
        };
        await expect
          .poll(async () => Math.max(...Object.values(await offsets())))
          .toBeLessThanOrEqual(6);
      }
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
      expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);

      // Open again: the address and Connect are there; the status line now says it all.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      const url = p.page.getByRole("combobox", { name: "Server URL", exact: true });
      await url.waitFor();
      expect(await url.inputValue()).toBe(server.url);
      await expect
        .poll(() => p.page.getByRole("status", { name: "Connection", exact: true }).innerText())
        .toMatch(/Streamable HTTP/);
      await toggle.press("Enter");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");

      // Authorization opens over the workbench too.
      await group.getByRole("button", { name: "Authorization", exact: true }).click();
      const dialog = p.page.getByRole("dialog", { name: "Authorization", exact: true });
      await dialog.getByRole("button", { name: "Authorize", exact: true }).waitFor();
      await drawerLeavesRows(x, dialog);
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
    });

    test("a stdio server: after Initialize and a tools/call the setup is one line, six rows in view", async () => {
      if (!bridge) throw new Error("the bridge did not start");
      const { p, x, show } = await opened(bridge.url);
      const { group, toggle } = setupParts(p);
      await show("session");
      // The bridge's server is chosen and started at once; running, the setup folds.
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      const line = group.getByRole("status", { name: "Process", exact: true });
      await expect.poll(() => line.innerText()).toContain("server-everything");
      expect(await line.innerText()).toMatch(ru ? /Работает: pid \d+/ : /Running: pid \d+/);

      await x.button("Initialize").click();
      await rowWith(x, "notifications/initialized");
      await show("editor");
      await x.send(request(2, "tools/list"));
      await x.send(request(3, "tools/call", { name: "echo", arguments: { message: "room" } }));
      await show("session");
      await expect.poll(() => x.sessionRows().filter({ hasText: "tools/call" }).count()).toBe(2);
      await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(7);
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      const lineBox = await line.boundingBox();
      expect(lineBox?.height ?? Infinity, "one line").toBeLessThanOrEqual(24);
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
      expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);

      // Open again: the process's controls are there; folded again by keyboard.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      await x.button("Stop").waitFor();
      await toggle.press("Enter");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => rowsInView(x.session())).toBeGreaterThanOrEqual(6);
    });
  });
});

describe("the folded line in the dark theme, on a 360 px phone by touch", () => {
  test("fits, taps open and fold it, and axe finds nothing serious", async () => {
    const p = await app.open({
      viewport: { width: 360, height: 740 },
      touch: true,
      colorScheme: "dark",
    });
    await p.page.getByRole("button", { name: "Open the workbench", exact: true }).click();
    await p.editor().waitFor();
    const x = new Exchange(p);
    const { toggle, kind } = setupParts(p);
    await p.page.locator("#tab-session").tap();
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);
    await toggle.tap();
    await kind.waitFor();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.tap();
    await kind.waitFor({ state: "hidden" });
    expect(await axeViolations(p)).toEqual([]);
  });
});
