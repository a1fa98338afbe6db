/**
 * `npx tsx bench/ui/run.ts`: how fast the playground is ready in headless Chromium, beside two
 * pages measured in the same run — the floor (a minimal Vite + React page) and the MCP
 * Inspector's web UI — all three built as they ship and served the same way. Ratios, not
 * absolute times, are what compare across machines. UI_BENCH_LOADS sets the loads per page.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { launchOptions } from "../../e2e/chrome.ts";
import { buildPages } from "./build.ts";
import { type Fetched, kb, logScripts, waves } from "./network.ts";
import { MARKERS, type MarkName, type ProbeApi, installProbe } from "./probe.ts";
import { serveStatic } from "./serve.ts";
import { latency } from "./latency.ts";
import { benchAppends } from "./appends.ts";
import { benchDiagram } from "./diagram.ts";
import { benchExchange } from "./exchange.ts";

const LOADS = Number(process.env.UI_BENCH_LOADS ?? 5);

interface Load {
  /** ms since navigation for each mark reached. */
  marks: Partial<Record<MarkName, number>>;
  scripts: Fetched[];
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};
const ms = (x: number) => `${Math.round(x).toLocaleString("en-US")} ms`;

const marksOf = (page: Page) =>
  page.evaluate(() => (globalThis as { __uiBench?: ProbeApi }).__uiBench?.marks ?? {});

async function waitForMark(page: Page, name: MarkName, timeout = 120_000) {
  await page.waitForFunction(
    (name) => (globalThis as { __uiBench?: ProbeApi }).__uiBench?.marks[name] !== undefined,
    name,
    { timeout, polling: 20 },
  );
}

/** A fresh context (cold cache), the probe installed, nothing but loopback reachable. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The Inspector tries its proxy on localhost (refused: fine); nothing may leave the machine.
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) =>
    route.abort(),
  );
  await context.addInitScript(installProbe, { ...MARKERS });
  const page = await context.newPage();
  return { context, page, scripts: logScripts(page) };
}

/** One load; `until` drives the page until what is measured has happened. */
async function load(browser: Browser, url: string, until: (page: Page) => Promise<void>) {
  const { context, page, scripts } = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await until(page);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const marks = await marksOf(page);
    return { marks, scripts: await scripts.collect(timeOrigin) } satisfies Load;
  } finally {
    await context.close();
  }
}

/** Our page: type into the plain text area as soon as it exists, then into Monaco. */
async function untilEditors(page: Page) {
  await waitForMark(page, "editor");
  await page.locator('[aria-label="Message editor"]').first().focus();
  await page.keyboard.type(MARKERS.editor);
  await page.waitForFunction(
    (m) => {
      const w = globalThis as unknown as {
        __uiBench: ProbeApi;
        document: { querySelector(s: string): { textContent: string | null } | null };
        performance: { now(): number };
      };
      // Typed into Monaco already (it won the race): the character shows in its lines.
      const lines = w.document.querySelector(".monaco-editor .view-lines")?.textContent ?? "";
      if (w.__uiBench.marks.typedEditor === undefined && lines.includes(m)) {
        w.__uiBench.marks.typedEditor = w.performance.now();
      }
      return w.__uiBench.marks.typedEditor !== undefined;
    },
    MARKERS.editor,
    { polling: 20, timeout: 120_000 },
  );
  await waitForMark(page, "monaco");
  await page.locator('[aria-label="Message editor"][aria-roledescription="editor"]').focus();
  await page.keyboard.type(MARKERS.monaco);
  await waitForMark(page, "typedMonaco");
}

/** The pages' loads interleaved (floor, Inspector, ours, floor, …): a machine that slows down
 *  during the run slows all three alike. */
async function interleaved(runs: (() => Promise<Load>)[]): Promise<Load[][]> {
  const loads: Load[][] = runs.map(() => []);
  for (let i = 0; i < LOADS; i++) {
    for (const [k, run] of runs.entries()) loads[k]?.push(await run());
    process.stdout.write(`  load ${i + 1} of ${LOADS} done\n`);
  }
  return loads;
}

const jsBefore = (l: Load, t: number) => l.scripts.filter((s) => s.end <= t);
const gz = (fs: readonly Fetched[]) => fs.reduce((n, f) => n + f.gzipBytes, 0);

async function main() {
  const chromeVersion = await (async () => {
    const b = await chromium.launch(launchOptions());
    const v = b.version();
    await b.close();
    return v;
  })();
  console.log(
    `MCP Playground UI benchmark — Chromium ${chromeVersion}, node ${process.version}, ` +
      `median of ${LOADS} fresh loads (cold cache) each, loopback static server`,
  );
  const pages = await buildPages();
  const servers = await Promise.all(
    [pages.app, pages.floor, pages.inspector].map((dir) => serveStatic(dir)),
  );
  const [app, floor, inspector] = servers as [
    (typeof servers)[0],
    (typeof servers)[0],
    (typeof servers)[0],
  ];
  const browser = await chromium.launch(launchOptions());
  try {
    const [floorLoads = [], inspectorLoads = [], appLoads = []] = await interleaved([
      () => load(browser, floor.url, (p) => waitForMark(p, "floor")),
      () => load(browser, inspector.url, (p) => waitForMark(p, "connect")),
      () => load(browser, app.url, untilEditors),
    ]);

    const floorMs = median(floorLoads.map((l) => l.marks.floor ?? NaN));
    const inspectorMs = median(inspectorLoads.map((l) => l.marks.connect ?? NaN));
    const textareaMs = median(appLoads.map((l) => l.marks.typedEditor ?? NaN));
    const monacoMs = median(appLoads.map((l) => l.marks.typedMonaco ?? NaN));
    const ratio = (x: number) =>
      `${(x / floorMs).toFixed(2)}x floor, ${(x / inspectorMs).toFixed(2)}x Inspector`;

    console.log("\nTime from navigation to a page ready for the user (median)");
    console.log(`  floor: Vite + React, root rendered        ${ms(floorMs).padStart(9)}`);
    console.log(`  MCP Inspector: "Connect" button shows     ${ms(inspectorMs).padStart(9)}`);
    console.log(
      `  playground: text area accepts typing      ${ms(textareaMs).padStart(9)}   (${ratio(textareaMs)})`,
    );
    console.log(
      `  playground: Monaco accepts typing         ${ms(monacoMs).padStart(9)}   (${ratio(monacoMs)})`,
    );
    const appeared = (m: MarkName) => ms(median(appLoads.map((l) => l.marks[m] ?? NaN)));
    console.log(
      `  (editor elements appear: text area ${appeared("editor")}, Monaco ${appeared("monaco")})`,
    );

    console.log("\nJavaScript fetched before the page was ready (gzipped, first load)");
    const before = (loads: Load[], mark: MarkName) => {
      const l = loads[0] as Load;
      return jsBefore(l, l.marks[mark] ?? Infinity);
    };
    const sum = (fs: Fetched[]) => `${kb(gz(fs))} in ${fs.length} file(s)`;
    const names = (fs: Fetched[]) => fs.map((f) => `${f.name} ${kb(f.gzipBytes)}`).join(", ");
    const row = (label: string, fs: Fetched[]) => console.log(`  ${label.padEnd(40)} ${sum(fs)}`);
    row("floor: root rendered", before(floorLoads, "floor"));
    row("Inspector: Connect shows", before(inspectorLoads, "connect"));
    const paint = before(appLoads, "editor");
    row("playground: first paint, text area shown", paint);
    console.log(`    ${names(paint)}; budget 150 KB`);

    const first = appLoads[0] as Load;
    const early = new Set(paint);
    const later = first.scripts.filter((s) => !early.has(s));
    console.log(
      `\nAfter the first paint: ${later.length} JS files, ${kb(gz(later))} gzipped, fetched in ` +
        `${waves(later).length} wave(s) (a wave starts once an earlier fetch has finished)`,
    );
    for (const [i, wave] of waves(later).entries()) {
      const files = wave.map(
        (f) => `${f.name} ${kb(f.gzipBytes)} @${Math.round(f.start)}–${Math.round(f.end)} ms`,
      );
      console.log(`  wave ${i + 1}: ${files.join(", ")}`);
    }
    const monacoParts = later.filter(
      (f) => /monaco|editor|\.worker/i.test(f.name) && !/validation/.test(f.name),
    );
    const overlapping = monacoParts.every((f) =>
      monacoParts.some((g) => g !== f && g.start < f.end && f.start < g.end),
    );
    console.log(
      `  Monaco's chunks (${monacoParts.map((f) => f.name).join(", ") || "none found"}): ` +
        (monacoParts.length < 2
          ? "one file, nothing to parallelise"
          : overlapping
            ? "fetched in parallel"
            : "NOT all in parallel"),
    );

    console.log("\nValidation latency: keystroke to findings panel updated (median)");
    for (const size of [1024, 1024 * 1024]) {
      const result = await latency(browser, app.url, size);
      console.log(`  ${kb(size).padStart(10)} message  ${result}`);
    }

    await benchExchange(browser, join(pages.temp, "exchange"));
    await benchDiagram(browser);
    await benchAppends(browser);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    await rm(pages.temp, { recursive: true, force: true });
  }
}

await main();
