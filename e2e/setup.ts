/**
 * Global setup of the browser tests: build the app as it ships, serve the build with `vite
 * preview` under a sub-path (the build must work from any sub-path of a static host), and start
 * ONE headless Chromium that every test file connects to (a fresh context per test).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserServer } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import type { TestProject } from "vitest/node";
import { chromeExecutable, launchOptions } from "./chrome.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The app's URL, ending with the sub-path and a slash, e.g. http://127.0.0.1:4321/playground/ */
    appUrl: string;
    /** Where the shared Chromium listens (playwright `chromium.connect`). */
    wsEndpoint: string;
    /** The build under test, as it ships (what `vite preview` serves). */
    outDir: string;
  }
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SUB_PATH = "/playground/";

export default async function setup(project: TestProject) {
  // Fail first and clearly if the browser is missing: a skipped browser suite hides regressions.
  const executablePath = chromeExecutable();

  const outDir = await mkdtemp(join(tmpdir(), "mcp-playground-e2e-"));
  let server: PreviewServer | undefined;
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    // A temp outDir, so a concurrent `vite build` into dist/ cannot change the app under test.
    await build({ root: ROOT, logLevel: "error", build: { outDir, emptyOutDir: true } });
    server = await preview({
      root: ROOT,
      logLevel: "warn",
      base: SUB_PATH,
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
    });
    const address = server.httpServer.address();
    if (address === null || typeof address === "string") throw new Error("preview: no TCP port");
    browser = await chromium.launchServer(launchOptions(executablePath));
    project.provide("appUrl", `http://127.0.0.1:${address.port}${SUB_PATH}`);
    project.provide("wsEndpoint", browser.wsEndpoint());
    project.provide("outDir", outDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
