/**
 * Accessibility of the main views, checked by axe-core in both themes: the workbench, a dialog
 * and the phone's layout, with no serious or critical violation; the keyboard goes through the
 * panes in reading order; the diagram keeps its text alternative at every size.
 */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";
import { DESKTOP, PHONE, TABLET, axeViolations, lectureFlow, tab } from "./responsive.ts";

const app = usePlayground();

const THEMES = ["light", "dark"] as const;

async function ready(p: Playground) {
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready|готов/i);
  return x;
}

describe.each(THEMES)(
  "in the %s theme, axe-core finds no serious or critical violation",
  (theme) => {
    test("in the workbench, after an exchange", async () => {
      const p = await app.open({ viewport: DESKTOP, colorScheme: theme });
      const x = await ready(p);
      await lectureFlow(x, () => Promise.resolve());
      expect(await axeViolations(p)).toEqual([]);
    });

    test("in a dialog (the templates)", async () => {
      const p = await app.open({ viewport: DESKTOP, colorScheme: theme });
      await ready(p);
      await p.page.getByRole("button", { name: "Templates", exact: true }).click();
      await p.page.getByRole("dialog").waitFor();
      expect(await axeViolations(p)).toEqual([]);
    });

    test("in the lesson panel, with an exercise checked", async () => {
      const p = await app.open({ viewport: DESKTOP, colorScheme: theme });
      await ready(p);
      await p.page.getByRole("button", { name: "Start learning", exact: true }).click();
      const lesson = p.page.getByRole("region", { name: "Lesson", exact: true });
      await lesson.waitFor();
      await lesson.getByRole("button", { name: "Check", exact: true }).click();
      await p.page.getByRole("status", { name: "Exercise result" }).waitFor();
      await lesson.getByRole("button", { name: "Hint", exact: true }).click();
      expect(await axeViolations(p)).toEqual([]);
    });

    test("in the phone's layout, on every tab, in Russian too", async () => {
      const p = await app.open({ viewport: PHONE, colorScheme: theme, touch: true });
      await p.editor().waitFor();
      for (const name of ["Editor", "Findings", "Session", "Diagram"]) {
        await tab(p, name).click();
        expect(await axeViolations(p), name).toEqual([]);
      }
      await p.switchLanguage("ru");
      for (const name of ["Редактор", "Диаграмма"]) {
        await tab(p, name).click();
        expect(await axeViolations(p, { stableNames: true }), name).toEqual([]);
      }
    });
  },
);

describe("the keyboard and the text alternative", () => {
  test("Tab goes through the panes in reading order, the splits between them", async () => {
    const p = await app.open({ viewport: DESKTOP });
    await ready(p);
    await p.page.getByRole("button", { name: "Send", exact: true }).focus();
    const visited: string[] = [];
    for (let i = 0; i < 120; i++) {
      const where = await p.page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { activeElement: PageEl | null } })
          .document;
        const el = doc.activeElement;
        if (!el) return "";
        if (el.getAttribute("role") === "separator")
          return `split ${el.getAttribute("aria-label")}`;
        return el.closest('[id^="pane-"]')?.id ?? "";
      });
      if (where !== "" && visited.at(-1) !== where) visited.push(where);
      await p.page.keyboard.press("Tab");
    }
    // Panes with nothing to focus yet (no findings, no message chosen) are passed by.
    const order = ["pane-editor", "pane-findings", "pane-session", "pane-message", "pane-diagram"];
    const panes = visited.filter((v) => !v.startsWith("split"));
    const firstRound = panes.slice(0, panes.indexOf("pane-diagram") + 1);
    expect(firstRound).toEqual(order.filter((id) => firstRound.includes(id)));
    expect(firstRound).toEqual(
      expect.arrayContaining(["pane-editor", "pane-session", "pane-diagram"]),
    );
    // The splits are reached between the panes they divide, before the diagram.
    const splits = visited
      .slice(0, visited.indexOf("pane-diagram"))
      .filter((v) => v.startsWith("split"));
    expect(splits).toEqual([
      "split Resize Editor and Findings",
      "split Resize Findings and Session",
      "split Resize Session and Message",
      "split Resize Message and Diagram",
    ]);
  });

  test.each([
    ["phone", PHONE],
    ["tablet", TABLET],
    ["desktop", DESKTOP],
  ] as const)("the diagram keeps its text alternative (%s)", async (name, viewport) => {
    const p = await app.open({ viewport });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    if (name === "phone") await tab(p, "Session").click();
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").click();
    if (name === "phone") await tab(p, "Diagram").click();
    // An image with a name and a description of its keys; each arrow a button named in words.
    await x.diagram().waitFor();
    expect(await x.diagram().getAttribute("aria-describedby")).toBeTruthy();
    await x.arrows("request initialize").waitFor();
    await x.arrows("notification notifications/initialized").waitFor({ state: "attached" });
  });
});

interface PageEl {
  getAttribute(name: string): string | null;
  closest(selector: string): { id: string } | null;
}
