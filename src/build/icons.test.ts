import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICONS, ICON_SOURCE, backgroundOf } from "./icons.ts";
import { MANIFEST } from "./pwa.ts";

const PUBLIC = new URL("../../public/", import.meta.url);

/** Width and height from a PNG's header chunk (IHDR, right after the signature). */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("the app's icons", () => {
  it("are committed at the sizes the manifest names (npm run gen:icons draws them)", () => {
    for (const icon of ICONS) {
      expect(pngSize(readFileSync(new URL(icon.src, PUBLIC)))).toEqual([icon.size, icon.size]);
    }
  });

  it("include what Chromium wants to install the app: a 192 and a 512 PNG, and a maskable one", () => {
    const icons = MANIFEST.icons ?? [];
    const png = icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    // Relative: the manifest sits beside index.html, wherever the site is served from.
    for (const icon of icons) expect(icon.src).not.toMatch(/^\/|:/);
  });

  it("bleed the SVG's own background when maskable", () => {
    const svg = readFileSync(new URL(ICON_SOURCE, PUBLIC), "utf8");
    expect(backgroundOf(svg)).toBe(MANIFEST.theme_color);
    expect(() => backgroundOf("<svg><circle/></svg>")).toThrow(/no <rect fill/);
  });
});
