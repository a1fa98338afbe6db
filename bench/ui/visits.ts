/**
 * Visits to one site in one browser profile on disk (like a user's own, where Chromium keeps
 * compiled code): the first with a cold cache, each next one a new tab once the previous page has
 * settled. What a return visit may reuse is what the site gave the browser: the playground its
 * service worker's cache (Chromium makes compiled code for its modules on their first run from
 * that cache, and uses it from the next visit on), the Inspector the HTTP cache (serve.ts's
 * headers).
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { MARKERS } from "./probe.ts";

/**
 * How each measured profile is opened. Nothing may leave the machine: every request but to
 * loopback goes to a proxy that is not there (the Inspector tries its own proxy on localhost,
 * refused: fine). A proxy rather than request interception, which would turn the HTTP cache off.
 */
export const PROFILE = {
  viewport: { width: 1280, height: 800 },
  proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost" },
} satisfies BrowserContextOptions;

interface SwGlobals {
  navigator: { serviceWorker?: { controller: unknown } };
  localStorage: { getItem(key: string): string | null };
}

/**
 * The playground after its first visit: the editor emptied (a return visit must not start with
 * the markers typed into it already) and kept so, and the service worker in control, which it is
 * only once it has cached every file of the site.
 */
export async function settlePlayground(page: Page): Promise<void> {
  await page.locator('[aria-label="Message editor"][aria-roledescription="editor"]').focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.waitForFunction(
    (markers) => {
      const w = globalThis as unknown as SwGlobals;
      const kept = w.localStorage.getItem("mcp-playground") ?? "";
      return (
        !markers.some((m) => kept.includes(m)) && Boolean(w.navigator.serviceWorker?.controller)
      );
    },
    [MARKERS.editor, MARKERS.monaco],
    { polling: 50, timeout: 120_000 },
  );
}
