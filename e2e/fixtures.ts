/**
 * Per-file wiring of the browser tests: connect to the Chromium started by the global setup
 * once per file, and give each test a fresh context (no shared storage, cookies or cache).
 */
import { chromium, type Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { Playground, type OpenOptions } from "./playground.ts";

export function usePlayground() {
  const appUrl = inject("appUrl");
  const wsEndpoint = inject("wsEndpoint");
  let browser: Browser | undefined;
  const opened: Playground[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(wsEndpoint);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    appUrl,
    /** Opens the app (or `url`, another server of the build) in a fresh browser context. */
    async open(options: OpenOptions & { url?: string } = {}): Promise<Playground> {
      if (!browser) throw new Error("the browser is not connected");
      const playground = await Playground.open(browser, options.url ?? appUrl, options);
      opened.push(playground);
      return playground;
    },
  };
}
