/**
 * The sequence diagram's speed in headless Chromium, on the production build: how long drawing
 * the visible window of a 10,000-message session takes when the user scrolls (the target is one
 * frame, 16 ms), and how long deriving those 10,000 messages takes beside JSON.parse of the same
 * texts. The page (bench/ui/diagram.html) measures in the browser; this drives it.
 * `benchDiagram(browser)` prints the figures; `npx tsx bench/ui/diagram.ts` runs it alone.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { build } from "vite";
import { launchOptions } from "../../e2e/chrome.ts";
import type { DiagramBenchResult } from "../../src/features/diagram/bench/result.ts";
import { serveStatic } from "./serve.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PAGE = "bench/ui/diagram.html";
/** One frame at 60 Hz. */
const FRAME_MS = 16;

export interface DiagramBenchOptions {
  /** Messages in the synthetic session (default 10,000). */
  messages?: number;
  /** Where the report lines go (default: stdout). */
  print?: (line: string) => void;
}

export interface Stats {
  min: number;
  median: number;
  p95: number;
}

export interface DiagramBenchSummary {
  messages: number;
  deriveMs: number;
  parseMs: number;
  mountMs: number;
  warmMountMs: number;
  commit: Stats;
  layout: Stats;
  frame: Stats;
  idleFrame: Stats;
  append: Stats;
  arrowsPerWindow: number;
}

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (at - lo);
}

export const ms = (x: number) =>
  `${x < 10 ? x.toFixed(2) : Math.round(x).toLocaleString("en-US")} ms`;

/** Builds the page as it ships (the project's Vite config), into a temp directory. */
export async function buildPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), "mcp-playground-diagram-bench-"));
  await build({
    root: ROOT,
    logLevel: "error",
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(ROOT, PAGE) },
    },
  });
  return outDir;
}

export async function measure(browser: Browser, url: string): Promise<DiagramBenchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Nothing but the loopback server is reachable.
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) =>
    route.abort(),
  );
  try {
    const page = await context.newPage();
    await page.goto(url);
    const key = "__diagramBench";
    await page.waitForFunction((k) => k in globalThis, key, { timeout: 600_000, polling: 100 });
    return (await page.evaluate(
      (k) => (globalThis as Record<string, unknown>)[k],
      key,
    )) as DiagramBenchResult;
  } finally {
    await context.close();
  }
}

export async function benchDiagram(
  browser: Browser,
  options: DiagramBenchOptions = {},
): Promise<DiagramBenchSummary> {
  const print = options.print ?? ((line: string) => console.log(line));
  const messages = options.messages ?? 10_000;
  const outDir = await buildPage();
  const server = await serveStatic(outDir);
  try {
    const result = await measure(browser, `${server.url}${PAGE}?messages=${messages}`);
    if (result.error) throw new Error(`the diagram benchmark page failed: ${result.error}`);
    const { samples } = result;
    // The figures only mean something if each scroll drew a window, not the session.
    const moved = new Set(samples.map((s) => s.firstLabel)).size;
    if (
      samples.length === 0 ||
      samples.some((s) => s.arrows === 0 || s.arrows > 200) ||
      moved < 5
    ) {
      throw new Error(`the diagram did not draw windows as expected: ${JSON.stringify(samples)}`);
    }
    const summary: DiagramBenchSummary = {
      messages: result.messages,
      deriveMs: quantile(result.deriveMs, 0.5),
      parseMs: quantile(result.parseMs, 0.5),
      mountMs: result.mountMs,
      warmMountMs: result.warmMountMs,
      commit: stats(samples.map((s) => s.commitMs)),
      layout: stats(samples.map((s) => s.layoutMs)),
      frame: stats(samples.map((s) => s.frameMs)),
      idleFrame: stats(result.idleFrameMs),
      append: stats(result.appendMs),
      arrowsPerWindow: quantile(
        samples.map((s) => s.arrows),
        0.5,
      ),
    };
    const n = summary.messages.toLocaleString("en-US");
    // Timings on a busy machine are inflated; the load says how busy it was.
    const load = loadavg()
      .map((x) => x.toFixed(1))
      .join(" ");
    print(
      `\nSequence diagram: a ${n}-message session (${result.rows} rows), production build ` +
        `(load average ${load} on ${availableParallelism()} CPUs)`,
    );
    print(
      `  derive ${n} messages from scratch   ${ms(summary.deriveMs).padStart(9)}   ` +
        `(JSON.parse of the same texts ${ms(summary.parseMs)}: ` +
        `${(summary.deriveMs / summary.parseMs).toFixed(1)}x; median of ${result.deriveMs.length})`,
    );
    print(
      `  first render: layout of every row + first window ${ms(summary.warmMountMs)} ` +
        `(${ms(summary.mountMs)} as the page's very first React render)`,
    );
    print(
      `  draw the visible window on scroll, ${samples.length} scrolls, ` +
        `~${summary.arrowsPerWindow} arrows each (median / p95 / best; target < ${FRAME_MS} ms):`,
    );
    const line = (label: string, s: Stats) =>
      print(`    ${label.padEnd(44)} ${ms(s.median).padStart(9)} / ${ms(s.p95)} / ${ms(s.min)}`);
    line("render and commit (React, synchronous)", summary.commit);
    line("… plus style and layout (forced)", summary.layout);
    line("… until the next frame (waits for vsync)", summary.frame);
    line("   (the same wait with nothing to draw)", summary.idleFrame);
    print(
      `  a new message arriving at the bottom, one at a time ` +
        `(${result.appendMs.length}; median / p95 / best):`,
    );
    line("derive it, lay out, draw and follow", summary.append);
    return summary;
  } finally {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

function stats(xs: readonly number[]) {
  return { min: quantile(xs, 0), median: quantile(xs, 0.5), p95: quantile(xs, 0.95) };
}

// Run alone: `npx tsx bench/ui/diagram.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const browser = await chromium.launch(launchOptions());
  try {
    console.log(`Chromium ${browser.version()}, node ${process.version}`);
    await benchDiagram(browser);
  } finally {
    await browser.close();
  }
}
