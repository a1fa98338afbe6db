/**
 * Offline and installable: after a first visit the service worker has every file of the build,
 * so the page reloads and works with no network at all (its host taken down, the browser
 * offline); a new build is found, offered, and taken only when the user says so, with the
 * editor's text kept. The build is served by the test itself, under a sub-path, so it can go
 * away or change.
 */
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, inject, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";
import { PING, TOOLS_CALL_MISNAMED } from "./messages.ts";
import type { Playground } from "./playground.ts";
import { type StaticHost, serveBuild } from "./static.ts";

const app = usePlayground();
const outDir = inject("outDir");

const hosts: StaticHost[] = [];
const temps: string[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function host(dir: string): Promise<StaticHost> {
  const served = await serveBuild(dir);
  hosts.push(served);
  return served;
}

/** Every file of a build directory, relative to it, with forward slashes. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

interface SwGlobals {
  navigator: {
    serviceWorker: {
      controller: { scriptURL: string } | null;
      ready: Promise<{ update(): Promise<void>; waiting: unknown }>;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
  document: { head: { innerHTML: string } };
  __firstPage?: boolean;
}

/** The URL of the worker controlling the page, or "" when none does. */
const controller = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as SwGlobals).navigator.serviceWorker.controller?.scriptURL ?? "",
  );

/** What the page's caches hold, as paths under the site (the revision query left out). */
const cachedPaths = (page: Page, site: string) =>
  page.evaluate(async (site) => {
    const w = globalThis as unknown as SwGlobals;
    const paths: string[] = [];
    for (const name of await w.caches.keys()) {
      for (const request of await (await w.caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.href.startsWith(site))
          paths.push(url.pathname.slice(new URL(site).pathname.length));
      }
    }
    return paths.sort();
  }, site);

/** The first visit, until the worker controls the page and the page says it works offline. */
async function firstVisit(site: StaticHost): Promise<Playground> {
  const p = await app.open({ url: site.url });
  await p.waitForEditorReady();
  await expect.poll(() => controller(p.page)).toBe(`${site.url}sw.js`);
  await p.page.getByRole("status").filter({ hasText: "now work offline" }).waitFor();
  return p;
}

/**
 * A second build of the same site, as a deploy would bring it: the page itself changed (a mark
 * in its head), so the worker's list of files carries the page's new revision.
 */
async function secondBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "mcp-playground-build2-"));
  temps.push(dir);
  await cp(outDir, dir, { recursive: true });
  const page = (await readFile(join(outDir, "index.html"), "utf8")).replace(
    "<head>",
    "<head>\n    <!-- the second build -->",
  );
  await writeFile(join(dir, "index.html"), page);
  const revision = createHash("md5").update(page).digest("hex");
  const sw = await readFile(join(outDir, "sw.js"), "utf8");
  const updated = sw.replace(
    /(\{\s*"?url"?:\s*"index\.html",\s*"?revision"?:\s*")[0-9a-f]+"/,
    (_, start: string) => `${start}${revision}"`,
  );
  if (updated === sw) throw new Error("sw.js lists no index.html revision to change");
  await writeFile(join(dir, "sw.js"), updated);
  return dir;
}

describe("offline and installable", () => {
  test("the first visit caches every file of the build; then, with no network, the page reloads and the editor, findings, Send, the diagram work; a remote server is said to be out of reach", async () => {
    const site = await host(outDir);
    const p = await firstVisit(site);
    const page = p.page;

    // Installable: the page names its manifest, which names the icons a browser installs.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await fetch(new URL(manifestUrl ?? "", site.url))).json()) as {
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "./", display: "standalone" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );

    // Every file of the build is in the cache (Monaco's chunks and workers included), but the
    // worker's own scripts, which the browser keeps itself.
    const built = (await filesOf(outDir)).filter((f) => !/^(sw|workbox-[\w-]+)\.js$/.test(f));
    for (const part of [
      /^index\.html$/,
      /^manifest\.webmanifest$/,
      /^icons\/icon-512\.png$/,
      /^assets\/MessageEditor-[\w-]+\.js$/,
      /^assets\/editor\.worker-[\w-]+\.js$/,
      /^assets\/json\.worker-[\w-]+\.js$/,
      /^assets\/codicon-[\w-]+\.ttf$/,
    ])
      expect(built.filter((file) => part.test(file))).toHaveLength(1);
    expect(await cachedPaths(page, site.url)).toEqual(built);

    // Cache first: a return visit asks its host for nothing but the worker's own scripts (the
    // browser's check for a new build).
    const before = site.requests.length;
    await page.reload();
    await p.waitForEditorReady();
    await p.setText(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
    await expect.poll(() => new Exchange(p).serverStatus().innerText()).toMatch(/ready/);
    expect(
      site.requests
        .slice(before)
        .filter((path) => !/^\/playground\/(sw|workbox-[\w-]+)\.js$/.test(path)),
    ).toEqual([]);

    // No network at all: the host is gone and the browser is offline.
    await site.close();
    await p.context.setOffline(true);
    await page.reload();
    await p.waitForEditorReady();
    expect(await p.text()).toBe(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
    await p.applyFirstFix();
    await expect.poll(() => p.text()).toContain('"name"');

    const x = new Exchange(p);
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.send(PING);
    await x.arrows("reply ping id 7").waitFor();
    expect(await x.sessionRows().count()).toBeGreaterThanOrEqual(4);

    // A remote server cannot be reached, and the page says why in plain words.
    await openSetup(p);
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
    await page
      .getByRole("combobox", { name: "Server URL", exact: true })
      .fill("http://127.0.0.1:9/mcp");
    await x.button("Connect").click();
    const issues = page.getByRole("list", { name: "Connection problems", exact: true });
    await expect.poll(() => issues.innerText()).toMatch(/This device is offline/);
    await p.switchLanguage("ru");
    await expect.poll(() => issues.innerText()).toMatch(/Это устройство не в сети/);
  });

  test("a new build is found while the user edits, offered, and taken only on their word, with the text kept", async () => {
    const site = await host(outDir);
    const p = await firstVisit(site);
    const page = p.page;
    const dismiss = page.getByRole("button", { name: "Got it", exact: true });
    await dismiss.click();

    await p.setText(TOOLS_CALL_MISNAMED);
    await page.evaluate(() => ((globalThis as unknown as SwGlobals).__firstPage = true));

    // The new build is deployed; the page's next check for it (hourly while open) finds it.
    site.deploy(await secondBuild());
    await page.evaluate(async () => {
      const registration = await (globalThis as unknown as SwGlobals).navigator.serviceWorker.ready;
      await registration.update();
    });
    const offer = page.getByRole("status").filter({ hasText: "A new version" });
    await offer.waitFor();
    const reload = page.getByRole("button", { name: "Reload to update", exact: true });

    // Offered, not forced: the same page goes on, and the user goes on editing.
    expect(await page.evaluate(() => (globalThis as unknown as SwGlobals).__firstPage)).toBe(true);
    expect(await p.text()).toBe(TOOLS_CALL_MISNAMED);
    await p.setText(PING);
    await expect.poll(() => p.kindBadge().innerText()).toMatch(/request/i);
    expect(await page.evaluate(() => (globalThis as unknown as SwGlobals).__firstPage)).toBe(true);
    expect(
      await page.evaluate(() => (globalThis as unknown as SwGlobals).document.head.innerHTML),
    ).not.toContain("the second build");

    await reload.click();
    await expect
      .poll(() =>
        page.evaluate(() => (globalThis as unknown as SwGlobals).__firstPage ?? "reloaded"),
      )
      .toBe("reloaded");
    await p.waitForEditorReady();
    expect(
      await page.evaluate(() => (globalThis as unknown as SwGlobals).document.head.innerHTML),
    ).toContain("the second build");
    expect(await p.text()).toBe(PING);
    expect(await offer.count()).toBe(0);
  });
});
