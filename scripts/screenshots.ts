/**
 * `npx tsx scripts/screenshots.ts`: the README's screenshots. Builds the app as it ships, serves
 * it with `vite preview`, plays the lecture's exchange in headless Chromium at a phone's, a
 * tablet's and a laptop's size, and writes docs/screenshots/*.png.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, preview } from "vite";
import { launchOptions } from "../e2e/chrome.ts";
import { Exchange } from "../e2e/exchange.ts";
import { Playground } from "../e2e/playground.ts";
import { DESKTOP, PHONE, TABLET, lectureFlow, tab } from "../e2e/responsive.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(ROOT, "docs", "screenshots");

const SHOTS = [
  { name: "desktop-1280x720", viewport: DESKTOP, theme: "light" },
  { name: "tablet-820x1180", viewport: TABLET, theme: "dark" },
  { name: "phone-390x844", viewport: PHONE, theme: "light" },
] as const;

/** Presses a notice's button; on a tablet or a phone, once the notices' line is opened. */
async function answerNotice(p: Playground, name: string) {
  const button = p.page.getByRole("button", { name, exact: true });
  const line = p.page.getByRole("button", { name: "Notices", exact: true });
  for (;;) {
    if (await button.isVisible()) break;
    if ((await line.isVisible()) && (await line.getAttribute("aria-expanded")) === "false") {
      await line.click();
    }
    await p.page.waitForTimeout(100);
  }
  await button.click();
}

const outDir = await mkdtemp(join(tmpdir(), "mcp-playground-shots-"));
await build({ root: ROOT, logLevel: "error", build: { outDir, emptyOutDir: true } });
const server = await preview({
  root: ROOT,
  logLevel: "warn",
  build: { outDir },
  preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
});
const browser = await chromium.launch(launchOptions());
try {
  const address = server.httpServer.address();
  if (address === null || typeof address === "string") throw new Error("preview: no TCP port");
  const url = `http://127.0.0.1:${address.port}/`;
  for (const shot of SHOTS) {
    const phone = shot.viewport === PHONE;
    const p = await Playground.open(browser, url, {
      viewport: shot.viewport,
      colorScheme: shot.theme,
      touch: phone,
    });
    if (!phone) await p.waitForEditorReady();
    // A returning user's page: the first visit's offer answered, the offline notice read.
    await answerNotice(p, "Open the workbench");
    await answerNotice(p, "Got it");
    const x = new Exchange(p);
    const show = async (pane: string) => {
      if (phone) await tab(p, pane).click();
    };
    await lectureFlow(x, show);
    // The phone shows its diagram; the others, the whole workbench after the last reply.
    await p.page.waitForTimeout(500);
    await p.page.screenshot({ path: join(OUT, `${shot.name}.png`) });
    console.log(`docs/screenshots/${shot.name}.png`);
    await p.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
