/**
 * The app's icons: one SVG source (`public/icons/icon.svg`) and the PNGs made from it by
 * `npm run gen:icons` (committed, so a build needs neither a browser nor the network). Chromium's
 * install criteria want a 192 and a 512 PNG; the maskable one fills its square with the icon's
 * background so a launcher may cut any shape out of it.
 */

export interface Icon {
  /** Under `public/`, as the manifest names it (relative to the manifest, which sits beside index.html). */
  src: string;
  size: number;
  purpose: "any" | "maskable";
}

export const ICON_SOURCE = "icons/icon.svg";

export const ICONS: readonly Icon[] = [
  { src: "icons/icon-192.png", size: 192, purpose: "any" },
  { src: "icons/icon-512.png", size: 512, purpose: "any" },
  { src: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/**
 * How much of a maskable icon's side the SVG takes, centred: a launcher may keep only the circle
 * of 80 % of the side, and the glyph (60 % of the SVG's width, 38 % of its height) stays inside.
 */
export const MASKABLE_SCALE = 0.8;

/** The fill of the SVG's background square: what a maskable icon bleeds to its edges. */
export function backgroundOf(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  if (!fill) throw new Error('the icon\'s SVG has no <rect fill="#…"> background');
  return fill;
}
