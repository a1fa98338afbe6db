/**
 * Where the headless Chromium comes from and how it is started, shared by the browser tests and
 * the UI benchmark. Debian's Chromium, never a downloaded one (`npx playwright install` is not
 * used): the machine's package manager keeps it patched.
 */
import { accessSync, constants } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/** No background traffic: the page under test must be the only thing that touches the network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The Chromium binary, or an error that says how to get one. */
export function chromeExecutable(): string {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Browser tests need Chromium, and none is executable at ${path}.\n` +
        `Install it (Debian/Ubuntu: \`apt-get install -y chromium\`) ` +
        `or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return path;
}

export function launchOptions(executablePath = chromeExecutable()): LaunchOptions {
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}
