/**
 * The installable, offline site: a web manifest and a service worker made by vite-plugin-pwa
 * (Workbox) at build time. The worker precaches every file of the build (the hashed chunks,
 * Monaco's chunk, fonts and workers, the icons, the lessons inside the chunks) and answers from
 * that cache first: a return visit reads nothing from the network, and Chromium keeps compiled
 * code for the modules run from that cache (made on their first run there, for ES modules). A new build installs in the background and waits:
 * the page offers "Reload to update" (src/features/offline), and never reloads by itself.
 *
 * Only the site's own files are answered: a request to another origin (a remote MCP server) or
 * to a path the denylist names (the dev proxy) goes to the network as if no worker were there.
 * The page registers the worker from its own code (`virtual:pwa-register`), so the strict
 * Content-Security-Policy needs no inline script for it. `vite` dev gets no worker.
 */
import type { Plugin } from "vite";
import { type ManifestOptions, VitePWA } from "vite-plugin-pwa";
import { ICONS, ICON_SOURCE } from "./icons.ts";

export interface OfflineOptions {
  /** Paths of the site the worker must never answer nor cache (matched against path + query). */
  denylist: RegExp[];
}

/** The largest file precached: Monaco's chunk is about 3.5 MB before compression. */
const MAX_PRECACHED_BYTES = 8 * 1024 * 1024;

/** Every file of the build that the page may ask for (the plugin adds the manifest itself). */
export const PRECACHED = "**/*.{html,js,css,ttf,woff2,svg,png,json}";

export const MANIFEST: Partial<ManifestOptions> = {
  name: "MCP Playground",
  short_name: "MCP Playground",
  description:
    "Write raw MCP JSON-RPC messages, validate them against the spec, watch the exchange.",
  // Relative to the manifest, which sits beside index.html: the app works from any sub-path.
  id: "./",
  start_url: "./",
  scope: "./",
  display: "standalone",
  background_color: "#f1f5f9",
  theme_color: "#0284c7",
  icons: [
    ...ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
    { src: ICON_SOURCE, sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
};

export function offline(options: OfflineOptions): Plugin[] {
  return VitePWA({
    // The page shows the offer and asks the waiting worker to take over (skipWaiting).
    registerType: "prompt",
    // Registered by the page's own module (virtual:pwa-register): no inline script.
    injectRegister: false,
    manifest: MANIFEST,
    // The glob below takes the icons already; listing them twice would precache them twice.
    includeManifestIcons: false,
    workbox: {
      globPatterns: [PRECACHED],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
      // A navigation anywhere in the app's scope gets the precached page (offline too)…
      navigateFallback: "index.html",
      // …but never these: the dev proxy answers them, and only over the network.
      navigateFallbackDenylist: options.denylist,
      // The first visit's page is controlled at once: chunks it loads later come from the cache.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // No runtime caching: what is not in the build (other origins, the proxy) is not touched.
      runtimeCaching: [],
    },
    devOptions: { enabled: false },
  });
}
