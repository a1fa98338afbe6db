/**
 * Lesson mode as a learner meets it: Check is readable in both themes (its contrast measured),
 * the workbench gives no answer away while an exercise is open (no kind badge in a classify
 * exercise, no one-click fix in a fix exercise, a prediction that says "send first" and locks
 * once sent), an exercise link opens at its task, and the verdict shows beside Check. On a phone,
 * the session's rows can be read ("read the raw reply" tasks) and the touch editor wraps.
 */
import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { Learner } from "./learner.ts";
import type { OpenOptions } from "./playground.ts";
import { DESKTOP, PHONE, inView, lectureFlow, openWorkbenchOnPhone, tab } from "./responsive.ts";

const app = usePlayground();

async function openExercise(hash: string, options: OpenOptions = {}) {
  const p = await app.open({ path: hash, ...options });
  const l = new Learner(p, options.locale === "ru-RU" ? "ru" : "en");
  const x = new Exchange(p);
  await l.lesson().getByRole("heading", { level: 3 }).waitFor();
  return { p, l, x, task: l.lesson().getByRole("heading", { level: 3 }) };
}

// ---- Contrast, measured ------------------------------------------------------------------

type Rgba = [number, number, number, number];

interface ContrastNode {
  parentElement: ContrastNode | null;
}
interface ContrastGlobals {
  getComputedStyle(node: ContrastNode): { color: string; backgroundColor: string };
  document: {
    createElement(tag: "canvas"): {
      width: number;
      height: number;
      getContext(
        kind: "2d",
        options: { willReadFrequently: boolean },
      ): {
        fillStyle: string;
        clearRect(x: number, y: number, w: number, h: number): void;
        fillRect(x: number, y: number, w: number, h: number): void;
        getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
      } | null;
    };
  };
}

/**
 * The text colour of `target` and the colour behind it, as sRGB: computed styles (in whatever
 * colour space the stylesheet wrote them) are painted on a canvas and read back, and the
 * backgrounds up the tree are laid over each other down to the first opaque one.
 */
async function colours(target: Locator): Promise<{ text: Rgba; back: Rgba }> {
  return target.evaluate((el) => {
    const w = globalThis as unknown as ContrastGlobals;
    const canvas = w.document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("no canvas");
    const rgba = (css: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0, (d[3] ?? 0) / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const layers: Rgba[] = [];
    for (let node: ContrastNode | null = el as unknown as ContrastNode; node;) {
      const bg = rgba(w.getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
      node = node.parentElement;
    }
    const back = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    const text = over(rgba(w.getComputedStyle(el as unknown as ContrastNode).color), back);
    return { text, back };
  });
}

/** WCAG 2 contrast ratio of two opaque sRGB colours. */
function contrast(a: Rgba, b: Rgba): number {
  const lum = ([r, g, b]: Rgba) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("Check", () => {
  test.each(["light", "dark"] as const)(
    "its label has a contrast of at least 4.5:1 in the %s theme",
    async (scheme) => {
      const { p, l } = await openExercise("#learn/frame/first-request", { colorScheme: scheme });
      const dark = await p.page.evaluate(() =>
        (
          globalThis as unknown as { document: { documentElement: { className: string } } }
        ).document.documentElement.className.includes("dark"),
      );
      expect(dark).toBe(scheme === "dark");
      const check = l.button(l.n.check, l.lesson());
      expect(await check.innerText()).toBe("Check");
      const { text, back } = await colours(check);
      const ratio = contrast(text, back);
      expect(ratio, `text ${text.join(",")} on ${back.join(",")}`).toBeGreaterThanOrEqual(4.5);
    },
  );
});

// ---- What the workbench holds back ---------------------------------------------------------

describe("while an exercise is open, the workbench gives no answer away", () => {
  test("a classify exercise: no kind badge, no findings; both back once the solution is shown", async () => {
    const { p, l } = await openExercise("#learn/frame/first-request");
    await expect.poll(() => p.text()).toContain('"tools/list"');
    const badge = p.kindBadge();
    await expect.poll(() => badge.innerText()).toBe("Kind: hidden");
    const header = p.page.getByRole("banner");
    expect(await header.innerText()).not.toMatch(/Request|Notification|Reply|id and method/);
    expect(await p.findingsPanel().innerText()).toMatch(/findings are hidden/);
    expect(await p.validVerdict().count()).toBe(0);

    await l.button(l.n.solution, l.lesson()).click();
    await expect.poll(() => badge.innerText()).toBe("Request");
    await expect.poll(() => p.findingsPanel().innerText()).not.toMatch(/findings are hidden/);
    // This message has a finding (`cursor: null`): the panel shows it again.
    await expect.poll(() => p.findings().count()).toBeGreaterThan(0);
  });

  test("a fix exercise: the findings, but no one-click fix; back at the workbench, the fix is there", async () => {
    const { p } = await openExercise("#learn/frame/missing-jsonrpc");
    await expect.poll(() => p.findings().count()).toBeGreaterThan(0);
    expect(await p.fixButtons().count()).toBe(0);
    expect(await p.findingsPanel().innerText()).toMatch(/One-click fixes are off/);

    // Not a test that cannot fail: the same text outside the lesson offers its fix.
    await p.page.getByRole("button", { name: "Learn", exact: true }).click();
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
  });

  test("a predict exercise: Check before sending says 'send first'; once sent, the prediction is locked", async () => {
    const { p, l, x } = await openExercise("#learn/replies/predict-unknown-tool");
    await expect.poll(() => p.text()).toContain("suggest_gift");
    await l.choose("Error -32601, method not found");
    const early = await l.check();
    expect(early).toMatch(/Send the message first/);
    expect(early).not.toMatch(/-32602|-32601|error code/);

    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/i);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.button("Send").click();
    await x.arrows("reply tools/call id 4").waitFor();

    const radios = l.lesson().getByRole("radio");
    await expect.poll(() => radios.first().isDisabled()).toBe(true);
    for (let i = 0; i < (await radios.count()); i++) {
      expect(await radios.nth(i).isDisabled()).toBe(true);
    }
    const chosen = l.lesson().getByRole("radio", { name: "Error -32601, method not found" });
    expect(await chosen.isChecked()).toBe(true);
    // A click on another answer changes nothing.
    await l.lesson().getByText("Error -32602, invalid params: unknown tool").click({ force: true });
    expect(await chosen.isChecked()).toBe(true);
    expect(await l.lesson().innerText()).toMatch(/Your prediction is locked/);
    expect(await l.check()).toMatch(/Not yet/);
    await l.button("Predict again", l.lesson()).waitFor();
  });

  test("a predict exercise sent before choosing: nothing to choose until 'Predict again'", async () => {
    const { p, l, x } = await openExercise("#learn/replies/predict-unknown-tool");
    await expect.poll(() => p.text()).toContain("suggest_gift");
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/i);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.button("Send").click();
    await x.arrows("reply tools/call id 4").waitFor();
    await expect.poll(() => l.lesson().getByRole("radio").first().isDisabled()).toBe(true);
    expect(await l.lesson().innerText()).toMatch(/went out before you chose/);

    await l.button("Predict again", l.lesson()).click();
    await expect.poll(() => l.lesson().getByRole("radio").first().isDisabled()).toBe(false);
    expect(await l.lesson().innerText()).toMatch(/counts as solved with help/);
    await l.choose("Error -32602, invalid params: unknown tool");
    await x.button("Send").click();
    await expect.poll(() => x.arrows("reply tools/call id 4").count()).toBe(2);
    expect(await l.check()).toContain(l.n.helped);
  });
});

// ---- Links to an exercise, the verdict ---------------------------------------------------

describe.each([
  { name: "1280×720", viewport: DESKTOP, touch: false },
  { name: "390×844", viewport: PHONE, touch: true },
])("at $name", ({ viewport, touch }) => {
  test("an exercise link opens at its task, with the focus on it, in Russian", async () => {
    const { p, l, x, task } = await openExercise("#learn/frame/not-jsonrpc", {
      viewport,
      touch,
      locale: "ru-RU",
    });
    await expect.poll(() => task.innerText()).toBe("Что-то знакомое");
    await expect.poll(() => p.isFocused(task)).toBe(true);
    // Where it stays once the page has settled (the editor and the session load after).
    // (A phone draws the session's pane only when its tab is chosen.)
    if (!touch) {
      await expect.poll(async () => (await x.serverStatus().textContent()) ?? "").toMatch(/готов/i);
    }
    expect(await inView(task), "the task's heading").toBe(true);
    expect(await inView(l.button(l.n.check, l.lesson())), "Check").toBe(true);
  });

  test("the verdict shows beside Check, above the hints, announced, and stays in view", async () => {
    const { l } = await openExercise("#learn/frame/first-request", { viewport, touch });
    const hint = l.button(l.n.hint, l.lesson());
    for (let i = 0; i < 3; i++) await hint.click();
    await l.lesson().getByText("Hint 3 of 3").waitFor();
    await l.lesson().getByRole("radio", { name: "A notification: nobody answers it" }).check();
    await l.button(l.n.check, l.lesson()).click();
    const result = l.result();
    await expect.poll(() => result.innerText()).toMatch(/Not yet/);
    expect(await result.getAttribute("aria-live")).toBe("polite");
    expect(await inView(result), "the verdict").toBe(true);

    const check = await l.button(l.n.check, l.lesson()).boundingBox();
    const verdict = await result.boundingBox();
    const firstHint = await l.lesson().getByText("Hint 1 of 3").boundingBox();
    if (!check || !verdict || !firstHint) throw new Error("not laid out");
    // Beside Check, or right under it when the pane is narrow; before the hints either way.
    expect(verdict.y).toBeLessThanOrEqual(check.y + check.height + 12);
    expect(verdict.y).toBeLessThan(firstHint.y);
  });
});

// ---- On a phone ------------------------------------------------------------------------------

interface HitNode {
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  contains(other: unknown): boolean;
}

/** Whether the middle of `target` is on screen and not covered by anything else. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const w = globalThis as unknown as {
      innerWidth: number;
      innerHeight: number;
      document: { elementFromPoint(x: number, y: number): unknown };
    };
    const node = el as unknown as HitNode;
    const box = node.getBoundingClientRect();
    const x = box.x + Math.min(box.width / 2, 40);
    const y = box.y + box.height / 2;
    if (x < 0 || y < 0 || x > w.innerWidth || y > w.innerHeight) return false;
    return node.contains(w.document.elementFromPoint(x, y));
  });
}

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])("on a $width px phone", (viewport) => {
  test("the session tab shows its rows, first to last, under the filters", async () => {
    const p = await app.open({ viewport, touch: true });
    await openWorkbenchOnPhone(p);
    const x = new Exchange(p);
    await lectureFlow(x, async (pane) => void (await tab(p, pane).click()));
    await tab(p, "Session").click();
    const rows = x.sessionRows();
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const filter = p.page.getByRole("searchbox", { name: "Search session", exact: true });
    const first = rows.first();
    await expect.poll(() => uncovered(first), { message: "the first row" }).toBe(true);
    const [row, search] = [await first.boundingBox(), await filter.boundingBox()];
    if (!row || !search) throw new Error("not laid out");
    expect(row.y).toBeGreaterThanOrEqual(search.y + search.height);

    // The list scrolls to its last row, which is then in view too.
    await x.session().evaluate((el) => {
      const list = el as unknown as { scrollTop: number; scrollHeight: number };
      list.scrollTop = list.scrollHeight;
    });
    const last = rows.last();
    // Where the list ends below the pane's fold, the pane scrolls to it as a finger would.
    await last.scrollIntoViewIfNeeded();
    // The lecture's exchange has well over ten rows; the last ones are drawn now.
    await expect
      .poll(async () => Number(/#(\d+)/.exec(await last.innerText())?.[1]))
      .toBeGreaterThan(10);
    await expect.poll(() => uncovered(last), { message: "the last row" }).toBe(true);
  });

  test("the touch editor wraps a one-line message", async () => {
    const p = await app.open({ viewport, touch: true });
    await openWorkbenchOnPhone(p);
    const line = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 } },
    });
    await p.setText(line);
    const sizes = await p.editor().evaluate((el) => {
      const area = el as unknown as { scrollWidth: number; clientWidth: number; value: string };
      return { scroll: area.scrollWidth, client: area.clientWidth, text: area.value };
    });
    expect(sizes.text).toBe(line);
    // Long enough to need wrapping at this width, and nothing hides off to the side.
    expect(line.length * 7).toBeGreaterThan(sizes.client);
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  });
});
