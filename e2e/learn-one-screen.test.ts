/**
 * Each exercise on one screen (issue 33), in Russian, at 390×844 (touch) and 1280×720: opened
 * from its link, one exercise of each kind shows its task, the message it is about (or the
 * server's reply), the editor, Check, the verdict and the hint together, with no tab switch on
 * the phone and without the learner scrolling the lesson (clicks here are dispatched, so the
 * test never scrolls for them). Start lands on the first task; the phone's first screen offers
 * the course; the two wrong answers of issue 33 are refused on the page; axe is clean in both
 * themes.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { Learner } from "./learner.ts";
import type { OpenOptions } from "./playground.ts";
import { DESKTOP, PHONE, axeViolations } from "./responsive.ts";
import { lesson as frame } from "../src/learn/lessons/frame.ts";

const app = usePlayground();

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Whether `target` is drawn on screen: inside the window and inside every scrolling box it sits
 * in (a pane's content scrolled away is not in view, though it is inside the window).
 */
async function shown(target: Locator): Promise<boolean> {
  if (!(await target.first().isVisible())) return false;
  return target.first().evaluate((el) => {
    type Node = {
      getBoundingClientRect(): Box;
      parentElement: Node | null;
    };
    const w = globalThis as unknown as {
      innerWidth: number;
      innerHeight: number;
      getComputedStyle(n: Node): { overflowY: string; overflowX: string };
    };
    const node = el as unknown as Node;
    const r = node.getBoundingClientRect();
    const inside = (b: Box) =>
      r.bottom > b.top + 1 && r.top < b.bottom - 1 && r.right > b.left && r.left < b.right;
    if (!inside({ top: 0, left: 0, bottom: w.innerHeight, right: w.innerWidth })) return false;
    for (let p = node.parentElement; p; p = p.parentElement) {
      const style = w.getComputedStyle(p);
      const clips = [style.overflowY, style.overflowX].some((o) => o !== "visible");
      if (clips && !inside(p.getBoundingClientRect())) return false;
    }
    return true;
  });
}

async function allShown(parts: Record<string, Locator>) {
  const missing: string[] = [];
  for (const [name, part] of Object.entries(parts)) if (!(await shown(part))) missing.push(name);
  return missing;
}

const click = (target: Locator) => target.dispatchEvent("click");

async function open(hash: string, options: OpenOptions) {
  const p = await app.open({ path: hash, locale: "ru-RU", ...options });
  const l = new Learner(p, "ru");
  await l.lesson().getByRole("heading", { level: 3 }).waitFor();
  // A touch phone keeps the plain editor (Monaco never replaces it there).
  if (options.touch) await p.editor().waitFor();
  else await p.waitForEditorReady();
  return { p, l, x: new Exchange(p) };
}

/** The verdict's text once Check has answered. */
async function verdict(l: Learner): Promise<string> {
  await expect
    .poll(() => l.result().innerText(), { timeout: 60_000 })
    .toMatch(/Пока нет|Решено|Сначала|Not yet/);
  return l.result().innerText();
}

/** The classify exercise's own message, which its figure must show. */
const first = frame.exercises.find((e) => e.id === "first-request");
const FIRST_MESSAGE = first?.kind === "classify" ? first.message : undefined;

const EXERCISES = [
  { kind: "classify", hash: "#learn/frame/first-request", message: "Сообщение (" },
  { kind: "fix", hash: "#learn/frame/missing-jsonrpc" },
  { kind: "compose", hash: "#learn/replies/write-method-not-found" },
  { kind: "server", hash: "#learn/lifecycle/handshake", message: "Ответ сервера" },
  // A prediction's message is the editor's, sent from there.
  { kind: "predict", hash: "#learn/replies/predict-unknown-tool" },
] as const;

describe.each([
  { name: "1280×720", viewport: DESKTOP, touch: false },
  { name: "390×844", viewport: PHONE, touch: true },
])("at $name, in Russian", ({ viewport, touch }) => {
  test.each(EXERCISES)(
    "$kind: task, message, editor, Check, verdict and hint in view together",
    async ({ kind, hash, ...rest }) => {
      const { p, l, x } = await open(hash, { viewport, touch });
      const lesson = l.lesson();
      if (kind === "server") {
        // (A phone draws the session's pane only when its tab is chosen: Send starts it.)
        if (!touch) await expect.poll(() => x.serverStatus().innerText()).toMatch(/готов/i);
        // The exercise's own starting text is the initialize request.
        await click(x.button("Send"));
        await lesson.getByRole("figure", { name: "Ответ сервера" }).locator("pre").waitFor();
      }
      await click(l.button(l.n.hint, lesson));
      await click(l.button(l.n.check, lesson));
      expect(await verdict(l)).toMatch(/Пока нет|Сначала/);
      const parts: Record<string, Locator> = {
        task: lesson.getByRole("heading", { level: 3 }),
        check: l.button(l.n.check, lesson),
        verdict: l.result(),
        hint: lesson.getByRole("list", { name: "Подсказки" }),
        // Monaco's own text box is a 1 px field at the caret: the editor's view and its Send.
        editor: p.page.locator("#pane-editor .monaco-editor, #pane-editor textarea").first(),
        send: x.button("Send"),
      };
      if ("message" in rest) {
        // The figure under its caption, and the message itself in it (not only the caption).
        const figure =
          kind === "server"
            ? lesson.getByRole("figure", { name: rest.message })
            : lesson.locator("figure").filter({ hasText: rest.message }).first();
        parts.message = figure;
        const shownText = await figure.locator("pre").innerText();
        if (kind === "classify") {
          expect(FIRST_MESSAGE).toBeDefined();
          expect(shownText.trim()).toBe(FIRST_MESSAGE?.trim());
        } else {
          // The server's answer to the exercise's initialize request.
          expect(shownText).toContain('"protocolVersion"');
          expect(shownText).toContain('"result"');
        }
      }
      expect(await allShown(parts), `${kind}: not in view`).toEqual([]);
      if (touch) expect(await p.page.getByRole("tablist").count()).toBeGreaterThan(0);
    },
    180_000,
  );

  test("Start lands on the first task; the phone's first screen offers the course", async () => {
    const p = await app.open({ viewport, touch, locale: "ru-RU" });
    const l = new Learner(p, "ru");
    const start = l.button(l.n.start);
    await start.waitFor();
    expect(await shown(start), "Начать обучение in the first screen").toBe(true);
    await click(start);
    const task = l.lesson().getByRole("heading", { level: 3 });
    await expect.poll(() => task.innerText()).toBe("Первый пример");
    await expect.poll(() => shown(task), { message: "the first task" }).toBe(true);
    expect(await shown(l.button(l.n.check, l.lesson())), "Check").toBe(true);
  });

  test("a lesson chosen from the list opens on its task", async () => {
    const { l } = await open("#learn/frame/first-request", { viewport, touch });
    await click(l.lessons().getByRole("button", { name: /Ответы: результат или ошибка/ }));
    const task = l.lesson().getByRole("heading", { level: 3 });
    await expect.poll(() => task.innerText()).toBe("Хорошая новость или плохая?");
    await expect.poll(() => shown(task), { message: "the task" }).toBe(true);
  });
});

test("on a 390 px touch phone, in Russian: tab labels read whole, no keyboard shortcut shown", async () => {
  const { p } = await open("#learn/frame/first-request", { viewport: PHONE, touch: true });
  const tabs = p.page.getByRole("tab");
  await expect
    .poll(() => tabs.allInnerTexts())
    .toEqual(["Урок", "Замечания", "Сессия", "Диаграмма"]);
  const cut = await tabs.evaluateAll((els) =>
    els.flatMap((el) => {
      const span = (
        el as unknown as {
          firstElementChild: { scrollWidth: number; clientWidth: number; textContent: string };
        }
      ).firstElementChild;
      return span.scrollWidth > span.clientWidth ? [span.textContent] : [];
    }),
  );
  expect(cut).toEqual([]);
  // The shortcut is written in the page and shown beside Send with a mouse (a desktop), so its
  // absence here is the touch screen's doing, not a text that never was.
  const desktop = await open("#learn/frame/first-request", { viewport: DESKTOP });
  await expect
    .poll(() => desktop.p.page.getByText("Ctrl+Enter").filter({ visible: true }).count())
    .toBeGreaterThan(0);
  const shortcut = p.page.getByText("Ctrl+Enter");
  expect(await shortcut.count()).toBeGreaterThan(0);
  expect(await shortcut.filter({ visible: true }).count()).toBe(0);
});

describe("the two wrong answers of issue 33 are refused", () => {
  test("result-and-error: the error removed but isError: true left", async () => {
    const { p, l } = await open("#learn/replies/result-and-error", { viewport: DESKTOP });
    const start = JSON.parse(await p.text()) as { result: Record<string, unknown> };
    const wrong = { jsonrpc: "2.0", id: 7, result: { ...start.result, isError: true } };
    await p.setText(JSON.stringify(wrong, null, 2));
    await click(l.button(l.n.check, l.lesson()));
    const said = await verdict(l);
    expect(said).toContain("Пока нет");
    expect(said).toContain("isError");
  });

  test('handshake: notifications/initialized with "jsonrpc": 2.0 is no handshake', async () => {
    const { l, x } = await open("#learn/lifecycle/handshake", { viewport: DESKTOP });
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/готов/i);
    await x.button("Send").click();
    await l.lesson().getByRole("figure", { name: "Ответ сервера" }).locator("pre").waitFor();
    await x.sendAnyway('{"jsonrpc": 2.0, "method": "notifications/initialized"}');
    await expect
      .poll(() => l.lesson().getByRole("figure", { name: "Ответ сервера" }).innerText())
      .toContain("-32600");
    await click(l.button(l.n.check, l.lesson()));
    expect(await verdict(l)).toContain("Пока нет");
  });
});

describe.each(["light", "dark"] as const)("axe, %s theme", (theme) => {
  test.each([
    { name: "1280×720", viewport: DESKTOP, touch: false },
    { name: "390×844", viewport: PHONE, touch: true },
  ])("an open exercise at $name in Russian has no serious violations", async (size) => {
    const { p, l } = await open("#learn/replies/predict-unknown-tool", {
      ...size,
      colorScheme: theme,
    });
    await click(l.button(l.n.hint, l.lesson()));
    await click(l.button(l.n.check, l.lesson()));
    await verdict(l);
    expect(await axeViolations(p, { stableNames: true })).toEqual([]);
  });
});

test("at 1280×720 in Russian, the narrow session and diagram panes of a lesson wrap, nothing runs past their edge", async () => {
  const { p } = await open("#learn/notifications/course-log-name", { viewport: DESKTOP });
  await p.page.locator("#pane-session select").first().waitFor();
  type Box = { left: number; right: number; width: number };
  type El = {
    getBoundingClientRect(): Box;
    closest(selector: string): El | null;
    textContent: string | null;
  };
  const past = await p.page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): El[] } })
      .document;
    const out: string[] = [];
    for (const el of doc.querySelectorAll(
      "#pane-session :is(button, select, h2), #pane-diagram :is(button, select, h2)",
    )) {
      const box = el.getBoundingClientRect();
      const pane = el.closest('[id^="pane-"]')?.getBoundingClientRect();
      if (pane && box.width > 0 && (box.right > pane.right + 1 || box.left < pane.left - 1))
        out.push(`${el.textContent ?? ""}: ${Math.round(box.right)} > ${Math.round(pane.right)}`);
    }
    return out;
  });
  expect(past).toEqual([]);
});
