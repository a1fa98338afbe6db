/**
 * The exchange benchmark: `ping` through the gift server's Web Worker beside a bare echo worker
 * measured in the same page and run (round-trip median and p99, messages per second with many in
 * flight). The target: the gift server's round trip within 2x of the echo's.
 */
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { build } from "vite";
import type { ExchangeBenchResult } from "./exchange-result.ts";
import { serveStatic } from "./serve.ts";

const PAGE = fileURLToPath(new URL("./exchange", import.meta.url));

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

export async function benchExchange(browser: Browser, outDir: string): Promise<void> {
  await build({
    root: PAGE,
    configFile: false,
    base: "./",
    logLevel: "error",
    worker: { format: "es" },
    build: { outDir, emptyOutDir: true },
  });
  const server = await serveStatic(outDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => "runExchangeBench" in globalThis);
    const rounds = Number(process.env.EXCHANGE_BENCH_ROUNDS ?? 2000);
    const burst = Number(process.env.EXCHANGE_BENCH_BURST ?? 5000);
    const r = await page.evaluate(
      ([rounds, burst]) =>
        (
          globalThis as unknown as {
            runExchangeBench(rounds: number, burst: number): Promise<ExchangeBenchResult>;
          }
        ).runExchangeBench(rounds, burst),
      [rounds, burst] as const,
    );
    const median = (xs: number[]) => quantile(xs, 0.5);
    const p99 = (xs: number[]) => quantile(xs, 0.99);
    console.log(
      `\nThe gift server in its Web Worker: ping round trip (${rounds} each, interleaved, in samples of 10)`,
    );
    console.log(
      `  bare echo worker     median ${fmt(median(r.echo.latencies))}, p99 ${fmt(p99(r.echo.latencies))}`,
    );
    console.log(
      `  gift server worker   median ${fmt(median(r.gift.latencies))}, p99 ${fmt(p99(r.gift.latencies))}` +
        `   (${(median(r.gift.latencies) / median(r.echo.latencies)).toFixed(2)}x echo median, ` +
        `${(p99(r.gift.latencies) / p99(r.echo.latencies)).toFixed(2)}x echo p99; target within 2x)`,
    );
    console.log(`  ${burst.toLocaleString("en-US")} pings in flight:`);
    console.log(
      `    bare echo worker   ${Math.round(r.echo.throughput).toLocaleString("en-US")} msg/s`,
    );
    console.log(
      `    gift server worker ${Math.round(r.gift.throughput).toLocaleString("en-US")} msg/s` +
        `   (${(r.gift.throughput / r.echo.throughput).toFixed(2)}x echo)`,
    );
  } finally {
    await context.close();
    await server.close();
  }
}
