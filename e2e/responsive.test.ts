/**
 * The page at a phone's, a tablet's and a laptop's size: nothing scrolls sideways, every pane can
 * be reached, a message goes out and its reply shows in the session and the diagram, a link opens
 * readable; on the laptop the lecture's labels are drawn whole.
 */
import { describe, expect, test } from "vitest";
import { encodeLink } from "../src/share/link.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";
import {
  DESKTOP,
  PHONE,
  TABLET,
  diagramTexts,
  horizontalOverflow,
  inView,
  lectureFlow,
  tab,
} from "./responsive.ts";

const app = usePlayground();

const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "tablet", viewport: TABLET },
  { name: "desktop", viewport: DESKTOP },
] as const;

/** What each pane shows, found as a user finds it. */
function panes(p: Playground) {
  const x = new Exchange(p);
  return {
    Editor: p.editor(),
    Findings: p.findingsPanel(),
    Session: x.session(),
    Message: p.page.getByRole("heading", { name: "Message", exact: true }),
    Diagram: x.diagram(),
  };
}

const TAB_OF = {
  Editor: "Editor",
  Findings: "Findings",
  Session: "Session",
  Message: "Session",
  Diagram: "Diagram",
};

describe.each(SIZES)("at the $name's size", ({ name, viewport }) => {
  const phone = name === "phone";

  test("nothing scrolls sideways and every pane can be reached", async () => {
    const p = await app.open({ viewport });
    await p.waitForEditorReady();
    expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);
    for (const [pane, locator] of Object.entries(panes(p))) {
      if (phone) await tab(p, TAB_OF[pane as keyof typeof TAB_OF]).click();
      await locator.waitFor();
      expect(await inView(locator), pane).toBe(true);
      expect(await horizontalOverflow(p), pane).toBeLessThanOrEqual(0);
    }
  });

  test("Send works: the reply shows in the session and in the diagram", async () => {
    const p = await app.open({ viewport });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const show = async (pane: string) => {
      if (phone) await tab(p, pane).click();
    };
    await lectureFlow(x, show);
    const reply = x.arrows("reply tools/call id 3");
    expect(await inView(x.diagram()), "the diagram").toBe(true);
    await reply.waitFor({ state: "attached" });
    await show("Session");
    await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(10);
    const last = x.sessionRows().last();
    expect(await inView(last), "the last row").toBe(true);
    expect(await last.innerText()).toMatch(/error/);
    expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);

    if (name === "desktop") {
      // The lecture's labels fit: no method name or id cut with an ellipsis.
      await show("Diagram");
      const texts = await diagramTexts(x);
      for (const label of [
        "notifications/initialized",
        "tools/list #2",
        "tools/call #4",
        "gifts/unknown #5",
      ])
        expect(
          texts.some((t) => t.startsWith(label)),
          label,
        ).toBe(true);
      expect(texts.filter((t) => t.includes("…"))).toEqual([]);
    }
  });

  test("a link opens readable: the message and its verdict first", async () => {
    const text = '{"jsonrpc":"2.0","id":9,"method":"tools/list"}';
    const made = await encodeLink({ text, version: "2025-06-18", target: { kind: "gift" } });
    if (!made.ok) throw new Error(made.reason);
    const p = await app.open({ viewport, path: `#${made.hash}` });
    await p.page
      .getByRole("status")
      .getByText(/Nothing was sent/)
      .waitFor();
    // In view as the page opens, before anything is touched: the message and its kind.
    await expect.poll(() => inView(p.editor()), { message: "the editor" }).toBe(true);
    const kind = p.kindBadge();
    await expect.poll(() => kind.innerText()).toMatch(/Request/);
    expect(await inView(kind), "the kind").toBe(true);
    await expect.poll(() => p.text()).toBe(text);
    expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);
  });
});

describe("on a phone", () => {
  test("at 360 px, in Russian and in the dark theme, nothing scrolls sideways on any tab", async () => {
    const p = await app.open({
      viewport: { width: 360, height: 740 },
      locale: "ru-RU",
      colorScheme: "dark",
    });
    await p.waitForEditorReady();
    for (const name of ["Редактор", "Замечания", "Сессия", "Диаграмма"]) {
      await tab(p, name).click();
      expect(await horizontalOverflow(p), name).toBeLessThanOrEqual(0);
    }
  });

  test("learning at 360 px: the lesson is the first tab, nothing scrolls sideways, in both languages", async () => {
    for (const [locale, start, lessons, names] of [
      [
        "en-US",
        "Start learning",
        "Lessons",
        // The lesson and the editor share the first tab: an exercise needs no tab switch.
        ["Lesson", "Findings", "Session", "Diagram"],
      ],
      ["ru-RU", "Начать обучение", "Уроки", ["Урок", "Замечания", "Сессия", "Диаграмма"]],
    ] as const) {
      const p = await app.open({ viewport: { width: 360, height: 740 }, locale });
      await p.waitForEditorReady();
      expect(await horizontalOverflow(p), "the offer").toBeLessThanOrEqual(0);
      // On a phone the offer is in the first screen, not folded into the notices' line.
      await p.page.getByRole("button", { name: start, exact: true }).click();
      const tabs = p.page.getByRole("tab");
      await expect.poll(() => tabs.allInnerTexts()).toEqual([...names]);
      for (const name of names) {
        await tab(p, name).click();
        expect(await horizontalOverflow(p), name).toBeLessThanOrEqual(0);
      }
      await tab(p, names[0]).click();
      await p.page.getByRole("navigation", { name: lessons }).waitFor();
      await p.page.close();
    }
  });

  test("controls are touch targets of at least 44 px, the tabs too", async () => {
    const p = await app.open({ viewport: PHONE });
    await p.waitForEditorReady();
    const small: string[] = [];
    for (const name of ["Editor", "Findings", "Session", "Diagram"]) {
      await tab(p, name).click();
      small.push(
        ...(await p.page
          .locator('button, select, [role="tab"], input:not([type="checkbox"]):not([type="radio"])')
          .evaluateAll((els) =>
            els.flatMap((el) => {
              const e = el as unknown as {
                closest(s: string): unknown;
                getBoundingClientRect(): { width: number; height: number };
                outerHTML: string;
              };
              if (e.closest(".monaco-editor")) return [];
              const { width, height } = e.getBoundingClientRect();
              if (width === 0 && height === 0) return []; // not shown (another tab's)
              return height < 44 || (e.outerHTML.startsWith("<button") && width < 44)
                ? [`${Math.round(width)}×${Math.round(height)} ${e.outerHTML.slice(0, 100)}`]
                : [];
            }),
          )),
      );
    }
    expect(small).toEqual([]);
  });

  test("a touch screen gets the plain text area, with the same findings, and Monaco on request", async () => {
    const p = await app.open({ viewport: PHONE, touch: true });
    const editor = p.editor();
    await editor.waitFor();
    expect(await editor.evaluate((el) => (el as unknown as { tagName: string }).tagName)).toBe(
      "TEXTAREA",
    );
    await editor.fill('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"tool":"x"}}');
    await tab(p, "Findings").click();
    await expect.poll(() => p.errorFindings().count()).toBeGreaterThan(0);
    // Monaco never loaded by itself.
    expect(await p.page.locator(".monaco-editor").count()).toBe(0);
    await tab(p, "Editor").click();
    await p.page.getByRole("button", { name: "Use the full editor", exact: true }).click();
    await p.waitForEditorReady();
    expect(await p.text()).toContain('"params":{"tool":"x"}');
  });
});

test("on a 390 px touch phone in Russian, the kind's reason takes two lines, and a tap shows it whole", async () => {
  const p = await app.open({ viewport: PHONE, touch: true, locale: "ru-RU" });
  const editor = p.editor();
  await editor.waitFor();
  await editor.fill(
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"suggest_gifts"}}',
  );
  const kind = p.kindBadge();
  await expect.poll(() => kind.innerText()).toMatch(/Запрос/);
  const reasonId = await kind.getAttribute("aria-describedby");
  expect(reasonId).toBeTruthy();
  const reason = p.page.locator(`[id="${reasonId}"]`);
  type Box = { scrollHeight: number; clientHeight: number };
  const measure = () =>
    reason.evaluate((el) => {
      const box = el as unknown as Box & { ownerDocument: unknown };
      const line = parseFloat(
        (
          globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }
        ).getComputedStyle(el).lineHeight,
      );
      return {
        lines: Math.round(box.clientHeight / line),
        hidden: box.scrollHeight > box.clientHeight + 1,
      };
    });
  const folded = await measure();
  expect(folded.lines).toBeLessThanOrEqual(2);
  // The sentence is longer than two lines here, so the clamp is what is tested.
  expect(folded.hidden).toBe(true);
  await reason.tap();
  await expect.poll(() => reason.getAttribute("aria-expanded")).toBe("true");
  const whole = await measure();
  expect(whole.hidden).toBe(false);
  expect(whole.lines).toBeGreaterThan(2);
  expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);
});

describe("on a desktop", () => {
  test("a split moves with the keyboard and with the pointer, and its size is kept", async () => {
    const p = await app.open({ viewport: DESKTOP });
    await p.waitForEditorReady();
    const split = p.page.getByRole("separator", {
      name: "Resize Message and Diagram",
      exact: true,
    });
    const before = Number(await split.getAttribute("aria-valuenow"));
    await split.focus();
    await p.page.keyboard.press("ArrowLeft");
    await p.page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => Number(await split.getAttribute("aria-valuenow")))
      .toBe(before - 4);
    await p.page.keyboard.press("Home");
    const min = Number(await split.getAttribute("aria-valuemin"));
    expect(Number(await split.getAttribute("aria-valuenow"))).toBe(min);

    // Dragging: the boundary follows the pointer.
    const box = await split.boundingBox();
    if (!box) throw new Error("the split is not drawn");
    await p.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.page.mouse.down();
    await p.page.mouse.move(DESKTOP.width * 0.55, box.y + box.height / 2, { steps: 4 });
    await p.page.mouse.up();
    const dragged = Number(await split.getAttribute("aria-valuenow"));
    expect(dragged).toBeGreaterThan(min + 10);

    await p.page.waitForTimeout(800); // kept a moment after it changes
    await p.page.reload();
    await p.waitForEditorReady();
    expect(Number(await split.getAttribute("aria-valuenow"))).toBe(dragged);
  });

  test("any pane can be shown alone, and all come back", async () => {
    const p = await app.open({ viewport: DESKTOP });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const bar = p.page.getByRole("toolbar", { name: "Show alone", exact: true });
    for (const [name, locator] of Object.entries(panes(p))) {
      const toggle = bar.getByRole("button", { name, exact: true });
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      await locator.waitFor();
      const others = Object.entries(panes(p)).filter(([other]) => other !== name);
      for (const [other, hidden] of others) expect(await hidden.isVisible(), other).toBe(false);
      expect(await p.page.getByRole("separator").count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    }
    await x.diagram().waitFor();
    expect(await p.page.getByRole("separator").count()).toBe(4);
  });
});
