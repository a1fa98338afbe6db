/**
 * `npm run gen:icons`: draws the PNG icons from `public/icons/icon.svg` in headless Chromium
 * (the one the browser tests use) and writes them beside it. Run it after changing the SVG and
 * commit the PNGs: building the site then needs no browser.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { launchOptions } from "../e2e/chrome.ts";
import { ICONS, ICON_SOURCE, MASKABLE_SCALE, backgroundOf } from "../src/build/icons.ts";

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));

async function main() {
  const svg = await readFile(PUBLIC + ICON_SOURCE, "utf8");
  const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const browser = await chromium.launch(launchOptions());
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const maskable = icon.purpose === "maskable";
      const side = maskable ? Math.round(icon.size * MASKABLE_SCALE) : icon.size;
      const background = maskable ? backgroundOf(svg) : "transparent";
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;height:100vh;background:${background}">` +
          `<img src="${image}" width="${side}" height="${side}"></body>`,
      );
      await page
        .locator("img")
        .evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
      const png = await page.screenshot({ omitBackground: !maskable });
      await writeFile(PUBLIC + icon.src, png);
      console.log(`${icon.src}: ${icon.size}×${icon.size}, ${png.length} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
