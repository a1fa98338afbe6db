/**
 * The stdio target in the browser: the page served by the local bridge (src/bridge) talks to
 * the reference servers over stdio — server-everything offered on the command line (chosen and
 * started at once), server-filesystem typed by the user and started only after the consent —
 * and everything is drawn on the diagram. Served without a bridge, the choice says how to get
 * one.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Bridge } from "../src/bridge/server.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";
import { everything, filesystemArgv, startStdioBridge } from "./stdio.ts";

const app = usePlayground();
let bridge: Bridge | undefined;
let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mcp-stdio-e2e-"));
  await writeFile(join(folder, "hello-from-disk.txt"), "hi\n");
  bridge = await startStdioBridge([everything()], "everything");
});
afterAll(async () => {
  await bridge?.close();
  await rm(folder, { recursive: true, force: true });
});

/** What the session and the diagram hold, printed when a step fails (to see why). */
async function dumped<T>(x: Exchange, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const rows = await x
      .sessionRows()
      .allInnerTexts()
      .catch(() => []);
    const notes = await x
      .diagram()
      .getByRole("note")
      .allInnerTexts()
      .catch(() => []);
    console.error(
      `rows:\n${rows.map((r) => r.replace(/\n/g, " ")).join("\n")}\nnotes: ${notes.join(" | ")}`,
    );
    throw error;
  }
}

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

describe("a stdio server through the local bridge", () => {
  test("the offered server-everything starts at once: Initialize, tools/list, tools/call, a multi-line message sent minified, Stop and Restart drawn", async () => {
    if (!bridge) throw new Error("the bridge did not start");
    const origin = new URL(bridge.url).origin;
    const p = await app.open({ url: bridge.url });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const page = p.page;
    await dumped(x, async () => {
      // Running, the setup folds into its line (which names the command first); opened again.
      const proc = page.getByRole("status", { name: "Process", exact: true });
      await expect.poll(() => proc.innerText()).toMatch(/Running: pid \d+\./);
      await openSetup(p);
      const target = page.getByRole("combobox", { name: "Target", exact: true });
      await expect.poll(() => target.inputValue()).toBe("stdio");
      await x.bands(/^server started: pid \d+: .*server-everything/).waitFor();

      await x.button("Initialize").click();
      await x.arrows("reply initialize").waitFor();
      await x.arrows("notification notifications/initialized").waitFor();
      const initializeReplies = async () =>
        (await x.arrowLabels()).filter((label) => label.startsWith("reply initialize id "));
      const [first] = await initializeReplies();
      await x.send(request(12, "tools/list"));
      await x.arrows("reply tools/list id 12").waitFor();
      await x.send(
        request(13, "tools/call", { name: "echo", arguments: { message: "over stdio" } }),
      );
      await x.arrows("reply tools/call id 13").waitFor();

      // A message with line breaks cannot go over stdio: refused, explained, sent minified.
      await x.send(JSON.stringify(JSON.parse(request(14, "tools/list")), null, 2));
      const refusal = page.getByRole("dialog", { name: "One line per message over stdio" });
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain("MUST NOT contain a line break");
      await x.button("Send minified").click();
      await x.arrows("reply tools/list id 14").waitFor();
      // Its reply proves it went as one line: the bridge and the server take nothing else.
      const shown = page.getByRole("document", { name: "Message text", exact: true });
      await x.arrows("reply tools/call id 13").click();
      await expect.poll(() => shown.innerText()).toContain("over stdio");
      // A chosen message holds the diagram; back to following the latest rows.
      const latest = x.button("Jump to the latest");
      if ((await latest.count()) > 0) await latest.click();

      // Stop ends the process, the session stays; Restart starts another, drawn as such.
      await x.button("Stop").click();
      await expect.poll(() => proc.innerText()).toMatch(/^Ended (with exit code|by signal)/);
      await x.bands(/^server stopped: The process .*\(stopped from the page\)/).waitFor();
      expect(await x.sessionRows().count()).toBeGreaterThan(8);
      await x.button("Restart").click();
      // Running again, the setup folds again: opened, its own line counts the restart.
      await expect.poll(() => proc.innerText()).toMatch(/Running: pid \d+\./);
      await openSetup(p);
      await expect.poll(() => proc.innerText()).toMatch(/^Running: pid \d+\. 1 restart so far\./);
      await x.bands(/^server restarted: pid \d+/).waitFor();
      // The new process answers its own initialize (another id: the handshake avoids used ones).
      await x.button("Initialize").click();
      await expect
        .poll(async () => (await initializeReplies()).filter((label) => label !== first))
        .toHaveLength(1);

      // stderr is a console of its own, never a message.
      const log = page.getByRole("log", { name: "Server log (stderr)", exact: true });
      await openSetup(p);
      await page.getByText("Server log (stderr)").click();
      await expect.poll(() => log.innerText()).toContain("Starting default (STDIO) server...");
      const rows = (await x.sessionRows().allInnerTexts()).join("\n");
      expect(rows).not.toContain("Starting default");
      // Export hands the console over as a .txt file.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        x.button("Export .txt").click(),
      ]);
      expect(download.suggestedFilename()).toBe("stderr.txt");
      const saved = join(folder, "stderr-export.txt");
      await download.saveAs(saved);
      expect(await readFile(saved, "utf8")).toContain("Starting default (STDIO) server...");
      expect(p.foreignRequests(origin)).toEqual([]);
    });
  });

  test("a typed command starts only after the consent, which names env without values; server-filesystem lists the folder", async () => {
    if (!bridge) throw new Error("the bridge did not start");
    const p = await app.open({ url: bridge.url });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const page = p.page;
    await dumped(x, async () => {
      const proc = page.getByRole("status", { name: "Process", exact: true });
      await expect.poll(() => proc.innerText()).toMatch(/Running: pid \d+\./);
      await openSetup(p);

      await page
        .getByRole("combobox", { name: "Server", exact: true })
        .selectOption({ label: "Type a command…" });
      const [command, ...args] = filesystemArgv(folder);
      await page.getByRole("textbox", { name: "Command", exact: true }).fill(command ?? "");
      await page
        .getByRole("textbox", { name: "Arguments (one per line)", exact: true })
        .fill(args.join("\n"));
      await x.button("Add variable").click();
      const secret = "env-secret-value-9137";
      await page.getByRole("textbox", { name: "Variable name", exact: true }).fill("MY_TOKEN");
      // A password field: the value is never shown.
      await page.getByLabel("Variable value", { exact: true }).fill(secret);
      expect(await page.getByLabel("Variable value", { exact: true }).getAttribute("type")).toBe(
        "password",
      );

      // The running server-everything is replaced only once the consent is given.
      await x.button("Stop").click();
      await expect.poll(() => proc.innerText()).toMatch(/^Ended/);
      await x.button("Start").click();
      const consent = page.getByRole("dialog", { name: "Start this program?" });
      await consent.waitFor();
      const asked = await consent.innerText();
      for (const part of [command ?? "", ...args]) expect(asked).toContain(part);
      expect(asked).toContain("MY_TOKEN");
      expect(asked).not.toContain(secret);
      await x.button("Start it").click();
      await expect.poll(() => proc.innerText()).toMatch(/Running: pid \d+\./);
      await x.bands(/server-filesystem/).waitFor();

      await x.button("Initialize").click();
      await x.arrows("reply initialize").waitFor();
      await x.send(request(12, "tools/list"));
      await x.arrows("reply tools/list id 12").waitFor();
      await x.send(
        request(13, "tools/call", { name: "list_directory", arguments: { path: folder } }),
      );
      await x.arrows("reply tools/call id 13").click();
      const shown = page.getByRole("document", { name: "Message text", exact: true });
      await expect.poll(() => shown.innerText()).toContain("hello-from-disk.txt");

      // The env value is nowhere the page keeps or shows.
      const kept = await page.evaluate(() => {
        const s = (globalThis as unknown as { localStorage: Record<string, string> }).localStorage;
        return Object.values(s);
      });
      for (const value of kept) expect(value).not.toContain(secret);
      expect(await page.locator("body").innerText()).not.toContain(secret);
    });
  });
});

describe("served without a bridge", () => {
  test("the stdio choice says plainly how to get one, after one question to the page's server", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    // A page no bridge serves asks nothing at start: the one question comes with the choice.
    expect(p.requests.filter((url) => url.includes("__mcp-bridge/"))).toHaveLength(0);
    const page = p.page;
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("stdio");
    const status = page.getByRole("status").filter({ hasText: "No local bridge" });
    await status.waitFor();
    expect(await status.innerText()).toContain("npx mcp-playground -- <command>");
    expect(p.requests.filter((url) => url.includes("__mcp-bridge/"))).toHaveLength(1);
    // In Russian too, the option and the way to get a bridge.
    await p.switchLanguage("ru");
    const option = page.getByRole("combobox", { name: "Target", exact: true }).locator("option");
    await expect.poll(() => option.allInnerTexts()).toContain("Ваш сервер (stdio)");
    const ru = page.getByRole("status").filter({ hasText: "Локального моста нет" });
    expect(await ru.innerText()).toContain("npx mcp-playground -- <команда>");
    expect(p.requests.filter((url) => url.includes("__mcp-bridge/"))).toHaveLength(1);
  });
});
