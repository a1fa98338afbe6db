/**
 * What the browser tests of the layout share: the three sizes, the lecture's exchange, overflow
 * and label checks, the phone's tabs and the accessibility audit (axe-core, injected as a script
 * so the page's Content-Security-Policy, which allows scripts from the site only, still holds).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Locator } from "playwright-core";
import { Exchange } from "./exchange.ts";
import type { Playground } from "./playground.ts";

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1280, height: 720 };

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const suggest = (id: number, budget: number) =>
  request(id, "tools/call", {
    name: "suggest_gifts",
    arguments: { occasion: "birthday", budget },
  });

/** The text a user sends to see a parse error: JSON cut short. */
export const UNPARSEABLE = '{"jsonrpc": "2.0", "id": 7, "method": "tools/list"';

/**
 * The lecture's exchange: initialize → notifications/initialized → tools/list → tools/call →
 * a business error (isError) → an unknown method (-32601) → unparseable JSON (-32700).
 * `show` brings a pane into view first (a phone's tab); the Send button lives in the editor's.
 */
export async function lectureFlow(x: Exchange, show: (pane: string) => Promise<void>) {
  await show("Session");
  await until(async () => /ready|готов/i.test(await x.serverStatus().innerText()));
  await x.button("Initialize").click();
  await show("Editor");
  await x.send(request(2, "tools/list"));
  await x.send(suggest(3, 50));
  await x.send(suggest(4, 5));
  await x.sendAnyway(request(5, "gifts/unknown"));
  await x.sendAnyway(UNPARSEABLE);
  await show("Diagram");
  await x.arrows("reply gifts/unknown id 5").waitFor({ state: "attached" });
  await until(async () => (await x.arrowLabels()).some((l) => /-32700/.test(l)));
}

/** Waits until `ok` holds (this module runs outside the test runner too: the screenshots). */
async function until(ok: () => Promise<boolean>, timeout = 90_000) {
  const deadline = Date.now() + timeout;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${timeout} ms: ${ok.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the page scrolls sideways: the document wider than the window. */
export async function horizontalOverflow(p: Playground): Promise<number> {
  return p.page.evaluate(() => {
    const w = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return w.document.documentElement.scrollWidth - w.innerWidth;
  });
}

/** Every text drawn in the diagram (labels, badges, times). */
export async function diagramTexts(x: Exchange): Promise<string[]> {
  return x
    .diagram()
    .locator("text")
    .evaluateAll((els) => els.map((el) => (el as unknown as { textContent: string }).textContent));
}

/** The phone's tab bar and its tabs. */
/** A phone's first visit: the offer is in the first screen; "Open the workbench" from there. */
export async function openWorkbenchOnPhone(p: Playground): Promise<void> {
  await p.page.getByRole("button", { name: "Open the workbench", exact: true }).click();
}

export function tab(p: Playground, name: string): Locator {
  return p.page.getByRole("tablist").getByRole("tab", { name, exact: true });
}

/** Whether `target` lies inside the window (at least partly) and is shown. */
export async function inView(target: Locator): Promise<boolean> {
  if (!(await target.isVisible())) return false;
  const box = await target.boundingBox();
  const size = target.page().viewportSize();
  if (!box || !size) return false;
  return (
    box.x < size.width && box.y < size.height && box.x + box.width > 0 && box.y + box.height > 0
  );
}

// ---- Accessibility ------------------------------------------------------------------------

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

let axeSource: string | undefined;

async function axeScript(): Promise<string> {
  const path = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  return (axeSource ??= await readFile(path, "utf8"));
}

/**
 * The serious and critical violations axe-core finds in the page as it is now. The script goes
 * in through the test connection (`evaluate`): the page's policy allows no inline script, and a
 * violation would fail the test for a reason of the test's own making.
 */
export async function axeViolations(
  p: Playground,
  options: { stableNames?: boolean } = {},
): Promise<string[]> {
  const source = await axeScript();
  if (!(await p.page.evaluate(() => "axe" in globalThis))) await p.page.evaluate(source);
  // In Russian, controls keep their stable English names (the product's rule: scripts and
  // tests find them by those), so "the visible label is part of the name" cannot hold there.
  const skip = options.stableNames ? ["label-content-name-mismatch"] : [];
  const results = await p.page.evaluate(async (skip) => {
    const axe = (
      globalThis as unknown as {
        axe: { run(ctx: unknown, o: unknown): Promise<{ violations: AxeResult[] }> };
      }
    ).axe;
    const out = await axe.run(
      { exclude: [[".monaco-editor .view-lines"]] },
      {
        resultTypes: ["violations"],
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
      },
    );
    return out.violations;
  }, skip);
  return results
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact ?? ""} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 8)
          .map((n) => `  ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`)
          .join("\n"),
    );
}
