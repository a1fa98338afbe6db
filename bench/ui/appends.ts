/**
 * The main thread's time per message when a session grows one message at a time to 10,000
 * messages, in headless Chromium on the production build: the deriver run in the page (how the
 * page derived before the derive worker) against the derive worker's share on the main thread
 * (the new entry posted, the changed rows received and put in place). The diagram benchmark
 * page measures (`?appends`); this drives it. `npx tsx bench/ui/appends.ts` runs it alone.
 */
import { rm } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { launchOptions } from "../../e2e/chrome.ts";
import { PAGE, buildPage, measure, ms, quantile } from "./diagram.ts";
import { serveStatic } from "./serve.ts";

export interface AppendsSummary {
  messages: number;
  here: Summary;
  worker: Summary;
  post: Summary;
  receive: Summary;
}

interface Summary {
  mean: number;
  median: number;
  p95: number;
  max: number;
  total: number;
}

function summary(xs: readonly number[]): Summary {
  const total = xs.reduce((a, b) => a + b, 0);
  return {
    mean: total / xs.length,
    median: quantile(xs, 0.5),
    p95: quantile(xs, 0.95),
    max: Math.max(...xs),
    total,
  };
}

export async function benchAppends(
  browser: Browser,
  { messages = 10_000, print = (line: string) => console.log(line) } = {},
): Promise<AppendsSummary> {
  const outDir = await buildPage();
  // Cross-origin isolated: the page's clock then ticks in microseconds, not 0.1 ms.
  const server = await serveStatic(outDir, {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-embedder-policy": "require-corp",
  });
  try {
    const result = await measure(browser, `${server.url}${PAGE}?appends&messages=${messages}`);
    if (result.error || !result.appends) {
      throw new Error(`the appends benchmark failed: ${result.error ?? "no result"}`);
    }
    if (!result.isolated) throw new Error("the page is not cross-origin isolated: a coarse clock");
    const { hereMs, postMs, receiveMs } = result.appends;
    const out = {
      messages,
      here: summary(hereMs),
      worker: summary(postMs.map((p, i) => p + (receiveMs[i] ?? 0))),
      post: summary(postMs),
      receive: summary(receiveMs),
    };
    const n = messages.toLocaleString("en-US");
    const load = loadavg()
      .map((x) => x.toFixed(1))
      .join(" ");
    print(
      `\nA session growing to ${n} messages, one at a time: the main thread's time per message ` +
        `(load average ${load} on ${availableParallelism()} CPUs; mean, then median / p95 / max)`,
    );
    const line = (label: string, s: Summary) =>
      print(
        `  ${label.padEnd(44)} ${(s.mean * 1000).toFixed(0).padStart(5)} µs   ` +
          `${ms(s.median)} / ${ms(s.p95)} / ${ms(s.max)}   (${ms(s.total)} in all)`,
      );
    line("derived in the page (before)", out.here);
    line("derive worker: post + receive rows (after)", out.worker);
    line("  the new entry posted (postMessage)", out.post);
    line("  the changed rows received and put in place", out.receive);
    return out;
  } finally {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/ui/appends.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const browser = await chromium.launch(launchOptions());
  try {
    console.log(`Chromium ${browser.version()}, node ${process.version}`);
    await benchAppends(browser);
  } finally {
    await browser.close();
  }
}
