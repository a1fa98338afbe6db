/**
 * A link never takes the user's work away behind their back: put into the address of a page
 * that holds work (by the user, or by another site's page that opened this one), it asks first;
 * inside another site's frame, it is not opened at all.
 */
import type { BrowserContext, Page } from "playwright-core";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { learnHash } from "../src/features/learn/link.ts";
import { encodeLink } from "../src/share/link.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();

const LINK_TEXT = '{"jsonrpc":"2.0","id":41,"method":"ping"}';
const MY_TEXT = '{"jsonrpc":"2.0","id":5,"method":"prompts/list"}';

/** A link with a one-message session and a text of its own. */
async function linkHash(): Promise<string> {
  const link = await encodeLink({
    text: LINK_TEXT,
    version: "2025-11-25",
    target: { kind: "gift" },
    session: [{ type: "message", seq: 0, flow: "out", text: LINK_TEXT, at: 1 }],
  });
  if (!link.ok) throw new Error(link.reason);
  return link.hash;
}

/** The page after a handshake with the gift server and a text of the user's own. */
async function withWork(p: Playground) {
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor();
  await p.setText(MY_TEXT);
  return x;
}

/**
 * Another site's page in the same browser: served by the test from another port of this machine
 * (another origin; a loopback one, so the browser lets it frame the playground on loopback).
 */
async function attackerPage(context: BrowserContext, html: string): Promise<Page> {
  const server = createServer((_, res) =>
    res.writeHead(200, { "content-type": "text/html" }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  return page;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const question = (page: Page) => page.getByRole("dialog", { name: "Open the shared link?" });

/** A lesson link with a shared attempt: `#learn/<lesson>/<exercise>/<attempt>`. */
const ATTEMPT = '{"jsonrpc":"2.0","id":777,"method":"tools/call","params":{"tool":"x"}}';
const lessonLink = (attempt = ATTEMPT) =>
  learnHash({ lesson: "tools", exercise: "fix-tool-args", attempt });

/** The editor's text as kept on the device (the settings record), read by a page of the app. */
const keptText = (page: Page) =>
  page.evaluate(() => {
    const storage = (
      globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
    ).localStorage;
    const raw = storage.getItem("mcp-playground");
    return raw === null ? undefined : (JSON.parse(raw) as { text?: string }).text;
  });

const learning = (page: Page | ReturnType<Page["frameLocator"]>) =>
  page.getByRole("button", { name: "Learn", exact: true }).getAttribute("aria-pressed");

describe("links and the user's work", () => {
  test("a link put into the address of a page with work asks first; keeping the work keeps it", async () => {
    const p = await app.open();
    const x = await withWork(p);
    const rows = await x.sessionRows().count();
    const hash = await linkHash();
    const putLink = () =>
      p.page.evaluate((h) => {
        (globalThis as unknown as { location: { hash: string } }).location.hash = h;
      }, hash);

    await putLink();
    await question(p.page).waitFor();
    expect(await question(p.page).innerText()).toMatch(
      /replaces your work here: the session \(\d+ messages\) and the text in the editor/,
    );
    await p.page.getByRole("button", { name: "Keep my work", exact: true }).click();
    await p.page.getByText("The link was not opened: your work is as it was.").waitFor();
    expect(await p.text()).toBe(MY_TEXT);
    expect(await x.sessionRows().count()).toBe(rows);

    await putLink();
    await p.page.getByRole("button", { name: "Open the link", exact: true }).click();
    await expect.poll(() => p.text()).toBe(LINK_TEXT);
    await x.arrows("request ping id 41").waitFor();
    await p.page.getByText(/Opened from a shared link\. Nothing was sent/).waitFor();
  });

  test("a page of another site that opened the playground cannot swap its work without a question", async () => {
    const p = await app.open();
    const attacker = await attackerPage(p.context, "<title>elsewhere</title>");
    const [popup] = await Promise.all([
      p.context.waitForEvent("page"),
      attacker.evaluate((url) => {
        (globalThis as unknown as { opened: unknown }).opened = (
          globalThis as unknown as { open(url: string): unknown }
        ).open(url);
      }, app.appUrl),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    const opened = p.adopt(popup);
    const x = await withWork(opened);

    await attacker.evaluate(
      (url) => {
        const w = (globalThis as unknown as { opened: { location: { href: string } } }).opened;
        w.location.href = url;
      },
      `${app.appUrl}#${await linkHash()}`,
    );
    await question(popup).waitFor();
    await popup.keyboard.press("Escape");
    await popup.getByText("The link was not opened: your work is as it was.").waitFor();
    expect(await opened.text()).toBe(MY_TEXT);
    expect(await x.arrows("request ping id 41").count()).toBe(0);
  });

  test("inside another site's frame, a link is not opened, and the page says why", async () => {
    const p = await app.open();
    const attacker = await attackerPage(
      p.context,
      `<iframe src="${app.appUrl}#${await linkHash()}" width="1280" height="800"></iframe>`,
    );
    const frame = attacker.frameLocator("iframe");
    await frame
      .getByText(/This page is shown inside another site, so it does not open links/)
      .waitFor();
    const status = frame.getByRole("status", { name: "Server status", exact: true });
    await expect.poll(() => status.innerText()).toMatch(/ready/);
    const diagram = frame.getByRole("img", { name: "Sequence diagram", exact: true });
    await diagram
      .getByRole("note", { name: /started/ })
      .first()
      .waitFor();
    expect(await diagram.getByRole("button", { name: /^request ping id 41/ }).count()).toBe(0);
    expect(await frame.getByText(/Opened from a shared link/).count()).toBe(0);
  });

  test("a lesson link with an attempt asks before it replaces the text; keeping it keeps the kept copy too", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.setText(MY_TEXT);
    await expect.poll(() => keptText(p.page)).toBe(MY_TEXT);
    const putLink = () =>
      p.page.evaluate((h) => {
        (globalThis as unknown as { location: { hash: string } }).location.hash = h;
      }, lessonLink());

    await putLink();
    await question(p.page).waitFor();
    expect(await question(p.page).innerText()).toMatch(/the text in the editor/);
    await p.page.getByRole("button", { name: "Keep my work", exact: true }).click();
    await p.page.getByText("The link was not opened: your work is as it was.").waitFor();
    expect(await p.text()).toBe(MY_TEXT);
    expect(await learning(p.page)).toBe("false");
    // Taken off the address: a reload neither asks again nor opens it.
    expect(p.page.url()).not.toContain("#learn");
    expect(await keptText(p.page)).toBe(MY_TEXT);
    await p.page.reload();
    await p.waitForEditorReady();
    expect(await p.text()).toBe(MY_TEXT);
    expect(await question(p.page).count()).toBe(0);

    await putLink();
    await p.page.getByRole("button", { name: "Open the link", exact: true }).click();
    await expect.poll(() => p.text()).toBe(ATTEMPT);
    await expect.poll(() => learning(p.page)).toBe("true");
  });

  test("inside another site's frame, a lesson link is not opened, at load or when that site changes the hash", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.setText(MY_TEXT);
    await expect.poll(() => keptText(p.page)).toBe(MY_TEXT);
    const attacker = await attackerPage(
      p.context,
      `<iframe src="${app.appUrl}#${lessonLink().slice(1)}" width="1280" height="800"></iframe>`,
    );
    const frame = attacker.frameLocator("iframe");
    const framed = frame.getByText(
      /This page is shown inside another site, so it does not open links/,
    );
    await framed.waitFor();
    expect(await learning(frame)).toBe("false");
    await frame
      .getByRole("status")
      .filter({ hasText: /shown inside another site/ })
      .getByRole("button", { name: "Dismiss", exact: true })
      .click();
    await framed.waitFor({ state: "detached" });

    // The framing site changes the hash of the frame it holds: a hashchange inside the page.
    await attacker.evaluate(
      (url) => {
        const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } })
          .document;
        (doc.querySelector("iframe") as { src: string }).src = url;
      },
      `${app.appUrl}${lessonLink(ATTEMPT.replace("777", "778"))}`,
    );
    await framed.waitFor();
    expect(await learning(frame)).toBe("false");
    expect(await frame.getByText('"id":77').count()).toBe(0);
    // Neither the user's page nor the copy kept on the device got the attempt.
    expect(await keptText(p.page)).toBe(MY_TEXT);
    expect(await p.text()).toBe(MY_TEXT);
  });
});
