/**
 * The report card's link in the static build: a card made against a loopback server opens in
 * a fresh browser as the same card over the same session, its failure's "Show message" selects
 * the message in the list and on the diagram (also when a search hid it at first), and nothing
 * reaches the server; server text with markup in a card link shows as text; a card link of a
 * newer format is refused in words.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { startFaultyServer } from "../src/probe/faulty.testkit.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { reportCard } from "./setupLine.ts";
import { PHONE } from "./responsive.ts";

const app = usePlayground();

const MARKUP = '<img src=x onerror="alert(1)"><b id="injected">bold</b>';

/** A card link made by hand (zlib, not the page's codec): the run's two messages and `card`. */
function linkOf(card: unknown): string {
  const wire = {
    text: "{}",
    version: "2025-11-25",
    target: "gift",
    session: [
      ["o", 0, 0, '{"jsonrpc":"2.0","id":1,"method":"probe/no-such-method"}'],
      ["i", 1, 1, '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"<i>x</i>"}}'],
    ],
    card,
  };
  return `${app.appUrl}#v1:${deflateRawSync(Buffer.from(JSON.stringify(wire))).toString("base64url")}`;
}

describe("the report card's link", () => {
  test("opens the card and its session in a fresh browser, sending nothing to the server", async () => {
    const server = await startFaultyServer({ internalErrorForUnknown: true });
    try {
      const p = await app.open();
      await p.waitForEditorReady();
      await p.page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
      await p.page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
      const card = await reportCard(p);
      await card.getByRole("button", { name: "Check this server", exact: true }).click();
      const score = card.getByRole("status", { name: "Score", exact: true });
      await score.waitFor({ timeout: 60_000 });
      const scoreText = await score.innerText();
      expect(scoreText).toContain("A MUST failed.");
      await card.getByRole("button", { name: "Copy card link", exact: true }).click();
      const link = await card.getByRole("textbox", { name: "Card link", exact: true }).inputValue();
      expect(link.startsWith(`${new URL(app.appUrl).origin}/`)).toBe(true);
      expect(link).toMatch(/#v1:[A-Za-z0-9_-]+$/);
      const payload = inflateRawSync(Buffer.from(link.split("#v1:")[1] ?? "", "base64url"));
      expect(JSON.parse(payload.toString("utf8"))).toMatchObject({ card: { format: 1 } });

      // A fresh browser: no storage, no session, nothing of the first one.
      const asked = server.methods.length;
      const q = await app.open();
      await q.page.goto(link);
      await q.waitForEditorReady();
      const y = new Exchange(q);
      const shared = q.page.getByRole("region", { name: "Report card", exact: true });
      const sharedScore = shared.getByRole("status", { name: "Score", exact: true });
      await sharedScore.waitFor();
      expect(await sharedScore.innerText()).toBe(scoreText);
      await shared
        .getByText(/^A shared card of http:\/\/127\.0\.0\.1:\d+\/mcp, checked /)
        .waitFor();
      await q.page.getByText(/Opened from a shared link\. Nothing was sent/).waitFor();
      const failed = shared.locator('[data-check="errors.unknown-method"]');
      expect(await failed.innerText()).toMatch(/^failed/);
      expect(await failed.innerText()).toContain("The error code is -32603; expected -32601.");
      expect(await shared.locator('[data-check="lifecycle.ping"]').innerText()).toMatch(/^passed/);

      // The run's traffic is the session: the failure's message in the list and on the diagram.
      await failed.getByRole("button", { name: "Show message: errors.unknown-method" }).click();
      const selected = y.session().locator('[aria-selected="true"]');
      await selected.waitFor();
      expect(await selected.innerText()).toContain("probe/no-such-method");
      const pressed = y.diagram().locator('[role="button"][aria-pressed="true"]');
      await pressed.waitFor();
      expect(await pressed.getAttribute("aria-label")).toMatch(/-32603/);

      // Shown while a search hides it, the message comes into view on the diagram when the
      // search is cleared, though new rows alone keep the diagram at its latest.
      const search = q.page.getByRole("searchbox", { name: "Search session", exact: true });
      await search.fill("initialize");
      await y.arrows("request initialize").first().click();
      await expect.poll(() => pressed.getAttribute("aria-label")).toMatch(/initialize/);
      await failed.getByRole("button", { name: "Show message: errors.unknown-method" }).click();
      await expect.poll(() => pressed.count()).toBe(0);
      await search.fill("");
      await pressed.waitFor({ timeout: 15_000 });
      expect(await pressed.getAttribute("aria-label")).toMatch(/-32603/);

      // The controls keep their English names; the words follow the language.
      await q.page.getByRole("combobox", { name: "Language", exact: true }).selectOption("ru");
      const copy = shared.getByRole("button", { name: "Copy card link", exact: true });
      await expect.poll(() => copy.innerText()).toBe("Скопировать ссылку на табель");
      expect(await failed.innerText()).toMatch(/^не пройдено/);

      // Nothing went to the card's server: not from the page, not from a worker.
      await q.page.waitForTimeout(1000);
      const origin = new URL(server.url).origin;
      expect(q.requests.filter((r) => r.startsWith(origin))).toEqual([]);
      expect(q.foreignRequests(new URL(app.appUrl).origin)).toEqual([]);
      expect(server.methods.length).toBe(asked);
    } finally {
      await server.close();
    }
  }, 120_000);

  test("the gift server's card: opened elsewhere, every check passed over the run's session, nothing sent", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const card = await reportCard(p);
    await card.getByRole("button", { name: "Check this server", exact: true }).click();
    const score = card.getByRole("status", { name: "Score", exact: true });
    await score.waitFor({ timeout: 60_000 });
    expect(await score.innerText()).toMatch(/Score 100% .*Every MUST passed\./);
    const count = (page: typeof p.page) =>
      page
        .getByRole("region", { name: "Session", exact: true })
        .getByText(/^\d+ messages?$/)
        .innerText();
    const messages = await count(p.page);
    expect(Number.parseInt(messages, 10)).toBeGreaterThan(20);
    await card.getByRole("button", { name: "Copy card link", exact: true }).click();
    const link = await card.getByRole("textbox", { name: "Card link", exact: true }).inputValue();

    const q = await app.open();
    await q.page.goto(link);
    await q.waitForEditorReady();
    const y = new Exchange(q);
    const shared = q.page.getByRole("region", { name: "Report card", exact: true });
    const sharedScore = shared.getByRole("status", { name: "Score", exact: true });
    await sharedScore.waitFor();
    expect(await sharedScore.innerText()).toMatch(/Score 100% .*Every MUST passed\./);
    await shared.getByText(/^A shared card of gift server, checked /).waitFor();
    expect(await shared.locator('[data-check="lifecycle.initialize"]').innerText()).toMatch(
      /^passed/,
    );
    await y.arrows("reply initialize").first().waitFor();
    // The gift server starts as usual; the session holds the run's messages and no more.
    await expect.poll(() => y.serverStatus().innerText()).toMatch(/ready/);
    await expect.poll(() => count(q.page)).toBe(messages);
    await q.page.waitForTimeout(1000);
    expect(await count(q.page)).toBe(messages);
    expect(q.foreignRequests(new URL(app.appUrl).origin)).toEqual([]);

    // On a phone, in Russian: the link opens on the session tab with its card in view.
    const phone = await app.open({ viewport: PHONE, touch: true, locale: "ru-RU" });
    await phone.page.goto(link);
    const tab = phone.page.getByRole("tab", { name: "Сессия", exact: true });
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    const phoneScore = phone.page
      .getByRole("region", { name: "Report card", exact: true })
      .getByRole("status", { name: "Score", exact: true });
    await expect.poll(() => phoneScore.innerText()).toMatch(/^Оценка 100%/);
    await expect
      .poll(async () => {
        const box = await phoneScore.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
  }, 120_000);

  test("server text with markup in a card link shows as plain text", async () => {
    const p = await app.open();
    const dialogs: string[] = [];
    p.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await p.page.goto(
      linkOf({
        format: 1,
        target: MARKUP,
        version: "2025-11-25",
        startedAt: 1_700_000_000_000,
        finishedAt: 1_700_000_001_000,
        checks: [
          {
            id: "errors.unknown-method",
            status: "failed",
            entries: [1],
            notes: [{ key: "wrong-code", params: { code: MARKUP, expected: "-32601" } }],
          },
        ],
        calledTools: [],
        http: [],
      }),
    );
    await p.waitForEditorReady();
    const card = p.page.getByRole("region", { name: "Report card", exact: true });
    const failed = card.locator('[data-check="errors.unknown-method"]');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(`The error code is ${MARKUP}; expected -32601.`);
    expect(await card.innerText()).toContain(`A shared card of ${MARKUP}`);
    expect(await p.page.locator("img[src=x], #injected").count()).toBe(0);
    expect(dialogs).toEqual([]);
  }, 60_000);

  test("a card link of a newer format is refused in words; the page works as usual", async () => {
    const p = await app.open();
    await p.page.goto(linkOf({ format: 2, checks: "<img src=x onerror=alert(1)>" }));
    await p.waitForEditorReady();
    const alert = p.page.getByRole("alert").filter({ hasText: "This link could not be opened" });
    await alert.waitFor();
    expect(await alert.innerText()).toContain("made by a newer version of the playground");
    const card = await reportCard(p);
    await card.getByRole("button", { name: "Check this server", exact: true }).waitFor();
    expect(await card.getByRole("status", { name: "Score", exact: true }).count()).toBe(0);
    expect(await p.page.locator("img[src=x]").count()).toBe(0);
  }, 60_000);
});
