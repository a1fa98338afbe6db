/** Sharing and keeping work: reload, links (opened without sending), export/import, replay. */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { decodeLink, encodeLink } from "../src/share/link.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

async function ready(p: Playground) {
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
  return x;
}

/** A session with the handshake and one tools/list, and a text left in the editor. */
async function recorded(version = "2025-06-18") {
  const p = await app.open();
  const x = await ready(p);
  await p.chooseVersion(version);
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor();
  await x.send(request(2, "tools/list"));
  await x.arrows("reply tools/list id 2").waitFor();
  await p.setText(request(3, "prompts/list"));
  return x;
}

describe("keeping and sharing work", () => {
  test("a reload keeps the editor text and the session; the server starts afresh", async () => {
    const x = await recorded();
    const arrows = await x.arrowLabels();
    const text = await x.playground.text();
    // The session is written a moment after it changes.
    await x.page.waitForTimeout(1200);
    await x.page.reload();
    await ready(x.playground);
    await x.arrows("reply tools/list id 2").waitFor();
    expect(await x.arrowLabels()).toEqual(arrows);
    expect(await x.playground.text()).toBe(text);
    expect(await x.playground.versionPicker().inputValue()).toBe("2025-06-18");
    await expect.poll(() => x.page.getByText(/previous session was restored/).count()).toBe(1);
  });

  test("Copy link opens the same text, version and session in a fresh browser, sending nothing", async () => {
    const x = await recorded("2025-03-26");
    const arrows = await x.arrowLabels();
    const rows = await x.sessionRows().count();
    const text = await x.playground.text();
    await x.page.getByRole("checkbox", { name: "Include the session", exact: true }).check();
    await x.button("Copy link").click();
    const link = await x.page.getByRole("textbox", { name: "Link", exact: true }).inputValue();
    expect(link).toMatch(/#v1:/);

    const q = await app.open();
    const before = q.requests.length;
    await q.page.goto(link);
    const y = await ready(q);
    await y.arrows("reply tools/list id 2").waitFor();
    expect(await q.text()).toBe(text);
    expect(await q.versionPicker().inputValue()).toBe("2025-03-26");
    await q.page
      .getByRole("status")
      .getByText(/Nothing was sent/)
      .waitFor();
    // Nothing sent: the restored rows and arrows, then only the fresh server's start (listed
    // when the session's panes are built, after the editor), and nothing after it.
    await expect.poll(() => y.sessionRows().count()).toBe(rows + 1);
    await q.page.waitForTimeout(1000);
    expect(await y.arrowLabels()).toEqual(arrows);
    expect(await y.sessionRows().count()).toBe(rows + 1);
    expect(q.foreignRequests(new URL(app.appUrl).origin)).toEqual([]);
    expect(q.requests.length).toBeGreaterThan(before);
    // The hash is gone, so a reload does not open the link again.
    expect(new URL(q.page.url()).hash).toBe("");
  });

  test("a link carries a remote target without its headers; it never points one's headers at another server", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const page = p.page;
    const target = page.getByRole("combobox", { name: "Target", exact: true });
    const url = page.getByRole("combobox", { name: "Server URL", exact: true });
    const headers = page.getByRole("textbox", { name: "Headers", exact: true });
    const server = "http://127.0.0.1:9/mcp";
    await target.selectOption("remote");
    await url.fill(server);
    await headers.fill("Authorization: Bearer link-secret-123456");
    await page.getByRole("checkbox", { name: "Include the session", exact: true }).uncheck();
    await new Exchange(p).button("Copy link").click();
    const link = await page.getByRole("textbox", { name: "Link", exact: true }).inputValue();
    const decoded = await decodeLink(new URL(link).hash);
    expect(decoded.ok && decoded.state.target).toEqual({ kind: "remote", url: server });
    expect(JSON.stringify(decoded)).not.toContain("link-secret");

    // Opened elsewhere: the server chosen, its URL filled, nothing sent to it.
    const q = await app.open();
    await q.page.goto(link);
    await q.waitForEditorReady();
    const qTarget = q.page.getByRole("combobox", { name: "Target", exact: true });
    await expect.poll(() => qTarget.inputValue()).toBe("remote");
    const qUrl = q.page.getByRole("combobox", { name: "Server URL", exact: true });
    expect(await qUrl.inputValue()).toBe(server);
    await q.page.getByText(/it is now the target\. Nothing was sent to it/).waitFor();
    const qHeaders = q.page.getByRole("textbox", { name: "Headers", exact: true });
    expect(await qHeaders.inputValue()).toBe("");
    expect(q.requests.filter((r) => r.startsWith("http://127.0.0.1:9/"))).toEqual([]);

    // With headers for that server, a link naming another one leaves the target as it is.
    await qHeaders.fill("Authorization: Bearer mine-0123456789");
    const other = await encodeLink({
      text: "{}",
      version: "2025-11-25",
      target: { kind: "remote", url: "http://other.test/mcp" },
    });
    if (!other.ok) throw new Error(other.reason);
    await q.page.goto(`${app.appUrl}#${other.hash}`);
    await q.page.getByText(/Your target was left as it is/).waitFor();
    expect(await qUrl.inputValue()).toBe(server);
    // The headers stay (shown as typed or masked, depending on focus).
    expect(await qHeaders.inputValue()).toMatch(/^Authorization: Bearer \S+6789$/);

    // Remembered headers count too when the link opens a new page: they are read before it.
    await q.page.getByRole("checkbox", { name: "Remember headers on this device" }).check();
    await q.page.waitForTimeout(500);
    const fresh = await q.context.newPage();
    await fresh.goto(`${app.appUrl}#${other.hash}`);
    await fresh.getByText(/Your target was left as it is/).waitFor({ timeout: 90_000 });
    const rUrl = fresh.getByRole("combobox", { name: "Server URL", exact: true });
    expect(await rUrl.inputValue()).toBe(server);
  });

  test("a damaged link explains itself and the page opens as usual", async () => {
    const p = await app.open();
    await p.page.goto(`${app.appUrl}#v1:!!not-a-link!!`);
    const x = await ready(p);
    const alert = p.page.getByRole("alert").filter({ hasText: "could not be opened" });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/damaged|cut short/);
    await x.send(request(1, "ping"));
    await x.arrows("reply ping id 1").waitFor();
  });

  test("a link percent-encoded by a chat app opens; one damaged in its encoding explains itself", async () => {
    const made = await encodeLink({
      text: request(9, "tools/list"),
      version: "2025-06-18",
      target: { kind: "gift" },
    });
    if (!made.ok) throw new Error(made.reason);
    const encoded = [...made.hash].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
    const p = await app.open();
    await p.page.goto(`${app.appUrl}#${encoded}`);
    await ready(p);
    await p.page
      .getByRole("status")
      .getByText(/Nothing was sent/)
      .waitFor();
    expect(await p.text()).toBe(request(9, "tools/list"));
    expect(await p.versionPicker().inputValue()).toBe("2025-06-18");

    const q = await app.open();
    await q.page.goto(`${app.appUrl}#${encoded.slice(0, -1)}`);
    await ready(q);
    const alert = q.page.getByRole("alert").filter({ hasText: "could not be opened" });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/damaged|cut short/);
  });

  test("a session exported as JSON Lines imports as the same session; PNG export works", async () => {
    const x = await recorded();
    const rows = await x.sessionRows().allInnerTexts();
    const dir = await mkdtemp(join(tmpdir(), "mcp-share-"));
    const file = join(dir, "session.jsonl");
    const downloading = x.page.waitForEvent("download");
    await x.button("Export").click();
    await x.page.getByRole("menuitem", { name: "Session (JSON Lines)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mcp-session-.*\.jsonl$/);
    await download.saveAs(file);
    expect((await readFile(file, "utf8")).split("\n")[0]).toContain("mcp-playground-session");

    const png = x.page.waitForEvent("download");
    await x.button("Export PNG").click();
    expect((await png).suggestedFilename()).toMatch(/\.png$/);

    // Into a fresh page that has a message already: it asks before replacing.
    const q = await app.open();
    const y = await ready(q);
    await y.send(request(1, "ping"));
    await y.arrows("reply ping id 1").waitFor();
    await q.page.getByLabel("Import file", { exact: true }).setInputFiles(file);
    await q.page.getByRole("dialog", { name: "Replace the current session?" }).waitFor();
    await y.button("Replace").click();
    await y.arrows("reply tools/list id 2").waitFor();
    await expect.poll(() => y.sessionRows().count()).toBe(rows.length + 1);
    const imported = await y.sessionRows().allInnerTexts();
    expect(imported.slice(0, rows.length)).toEqual(rows);
    expect(await y.arrows("reply ping id 1").count()).toBe(0);
  });

  test("Saved sessions: save, rename, open over another session (its target too), delete all after asking", async () => {
    const x = await recorded();
    const arrows = await x.arrowLabels();
    // Saved with a remote target (its address only): opening the session chooses it again.
    const target = x.page.getByRole("combobox", { name: "Target", exact: true });
    const url = x.page.getByRole("combobox", { name: "Server URL", exact: true });
    // The session has begun: the target's setup is one line, opened to change it.
    await openSetup(x.playground);
    await target.selectOption("remote");
    await url.fill("http://127.0.0.1:9/mcp");
    await x.button("Saved sessions").click();
    const dialog = x.page.getByRole("dialog", { name: "Saved sessions" });
    await dialog.getByRole("textbox", { name: "Session name" }).fill("tools");
    await dialog.getByRole("button", { name: "Save session" }).click();
    await dialog.getByRole("listitem", { name: "tools" }).waitFor();
    await dialog.getByRole("button", { name: "Rename" }).click();
    await dialog
      .getByRole("listitem")
      .getByRole("textbox", { name: "Session name" })
      .fill("listing");
    await dialog.getByRole("listitem").getByRole("button", { name: "Rename" }).click();
    await dialog.getByRole("listitem", { name: "listing" }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    await target.selectOption("gift");
    await x.button("New session").click();
    await expect.poll(() => x.arrows("reply tools/list id 2").count()).toBe(0);
    await x.button("Saved sessions").click();
    await dialog.getByRole("button", { name: "Open" }).click();
    await x.arrows("reply tools/list id 2").waitFor();
    expect(await x.arrowLabels()).toEqual(arrows);
    expect(await target.inputValue()).toBe("remote");
    expect(await url.inputValue()).toBe("http://127.0.0.1:9/mcp");

    await x.button("Saved sessions").click();
    await dialog.getByRole("button", { name: "Delete all" }).click();
    await x.page.getByRole("dialog", { name: "Delete every saved session?" }).waitFor();
    await x.page
      .getByRole("dialog", { name: "Delete every saved session?" })
      .getByRole("button", { name: "Delete all" })
      .click();
    await dialog.getByText("No saved sessions yet.").waitFor();
  });

  test("a link over 8 KB is said to be long; the message-only link opens the text without the session", async () => {
    const p = await app.open();
    const x = await ready(p);
    // Text that does not compress: the session's link grows past the warning's length.
    let noise = "";
    for (let i = 0; noise.length < 16_000; i++) noise += Math.random().toString(36).slice(2);
    await x.send(request(1, "ping", { _meta: { noise } }));
    await x.arrows("reply ping id 1").waitFor();
    const text = request(2, "tools/list");
    await p.setText(text);
    await p.page.getByRole("checkbox", { name: "Include the session", exact: true }).check();
    await x.button("Copy link").click();
    const field = p.page.getByRole("textbox", { name: "Link", exact: true });
    const long = await field.inputValue();
    expect(long.length).toBeGreaterThan(8000);
    await p.page.getByText(/The link is long/).waitFor();

    await x.button("Copy the message only").click();
    await expect.poll(() => field.inputValue()).not.toBe(long);
    const short = await field.inputValue();
    expect(short).toMatch(/#v1:/);
    expect(short.length).toBeLessThan(2000);

    const q = await app.open();
    await q.page.goto(short);
    const y = await ready(q);
    expect(await q.text()).toBe(text);
    // No session came with it: only the fresh server's start is listed (when the session's
    // panes are built, after the editor), and nothing after it.
    await expect.poll(() => y.sessionRows().count()).toBe(1);
    await q.page.waitForTimeout(500);
    expect(await y.arrows("request ping").count()).toBe(0);
    expect(await y.sessionRows().count()).toBe(1);
  });

  test("a rejected link's banner speaks Russian on a Russian page", async () => {
    const p = await app.open({ locale: "ru-RU" });
    await p.page.goto(`${app.appUrl}#v1:!!not-a-link!!`);
    await p.waitForEditorReady();
    const alert = p.page.getByRole("alert").filter({ hasText: "Эту ссылку не удалось открыть" });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/повреждена или обрезана/);
    expect(await alert.innerText()).not.toMatch(/could not be opened|damaged/);
    await p.page.getByRole("button", { name: "Dismiss", exact: true }).click();
    await alert.waitFor({ state: "hidden" });
  });
});
