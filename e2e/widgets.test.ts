/**
 * The Apps lane: the playground as a widget host. The gift server's widget in both flavours
 * (MCP Apps and window.openai), its traffic in the session and the diagram beside the server's
 * (Widget ↔ Host ↔ Server), the host's rules (an app-hidden tool refused, nothing of the
 * playground within the widget's reach), and an official MCP Apps example server over HTTP.
 */
import type { FrameLocator } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, startAppsExample } from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { widgetDocument, widgetFrame } from "./widget.ts";

const app = usePlayground();

/** The exchange of the test running now: a failed test prints what its diagram held. */
let current: Exchange | undefined;
// Registered after usePlayground's: it runs first, while the page is still open.
afterEach(async (context) => {
  const x = current;
  current = undefined;
  if (context.task.result?.state === "fail" && x) console.error(await x.diagnosis());
});

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** The JSON of the message an arrow stands for, as the message view shows it. */
async function messageOf(x: Exchange, label: string | RegExp): Promise<Record<string, unknown>> {
  const arrow =
    typeof label === "string"
      ? x.arrows(label).last()
      : x.diagram().getByRole("button", { name: label }).last();
  await arrow.click();
  const shown = x.page.getByRole("document", { name: "Message text", exact: true });
  return JSON.parse(await shown.innerText()) as Record<string, unknown>;
}

/** Initialize, tools/list, suggest_gifts, then "Open widget" on its reply. */
async function giftWidget() {
  const p = await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
  current = x;
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor();
  await x.send(request(2, "tools/list"));
  await x.arrows("reply tools/list id 2").waitFor();
  await x.send(
    request(3, "tools/call", {
      name: "suggest_gifts",
      arguments: { occasion: "birthday", budget: 50 },
    }),
  );
  const reply = x.arrows("reply tools/call id 3");
  await reply.waitFor();
  await reply.click();
  await x.button("Open widget").click();
  return { p, x, page: p.page };
}

/** Presses "More ideas" in the widget; checks the three lanes carry the same call and its result. */
async function moreIdeas(x: Exchange, widget: FrameLocator) {
  await widget.getByRole("heading", { name: "Gift ideas" }).waitFor();
  await expect.poll(() => widget.getByRole("listitem").count()).toBeGreaterThan(0);
  // Before the widget asks anything: the host sent the call's input and result (after initialized).
  // The last of each: a widget reopened in the other flavour shakes hands again.
  await x.arrows("widget notification ui/notifications/initialized").last().waitFor();
  await x.arrows("widget notification ui/notifications/tool-input").last().waitFor();
  await x.arrows("widget notification ui/notifications/tool-result").last().waitFor();
  const labels = await x.arrowLabels();
  const at = (prefix: string) => labels.findLastIndex((l) => l.startsWith(prefix));
  expect(at("widget notification ui/notifications/initialized")).toBeLessThan(
    at("widget notification ui/notifications/tool-input"),
  );

  const before = await widget.getByRole("list").innerText();
  await widget.getByRole("button", { name: "More ideas" }).click();
  // The widget asked and was answered: its list drawn again for the higher budget. (Waited for
  // here, so a click the widget lost and a diagram that did not show the call fail apart.)
  await expect
    .poll(() => widget.getByRole("list").innerText(), { message: "the widget's new ideas" })
    .not.toBe(before);
  // The diagram draws only the rows in its window; once, on a loaded machine, the call was not
  // drawn in 90 s (not reproduced since; the widget's size notifications vary in number, so the
  // call may lie past the window): End brings the last rows into view before they are read.
  await x.diagram().focus();
  await x.page.keyboard.press("End");
  // Widget → Host, Host → Server, Server → Host, Host → Widget.
  await x.arrows("widget request tools/call").waitFor();
  const toServer = x
    .diagram()
    .getByRole("button", { name: /^request tools\/call id "widget-host-\d+"/ });
  await toServer.last().waitFor();
  await x
    .diagram()
    .getByRole("button", { name: /^reply tools\/call id "widget-host-\d+"/ })
    .last()
    .waitFor();
  await x.arrows("widget reply tools/call").waitFor();

  const fromWidget = await messageOf(x, "widget request tools/call");
  const toServerMessage = await messageOf(x, /^request tools\/call id "widget-host-\d+"/);
  expect((toServerMessage.params as { arguments: unknown }).arguments).toEqual(
    (fromWidget.params as { arguments: unknown }).arguments,
  );
  expect((fromWidget.params as { arguments: { budget: number } }).arguments).toEqual({
    occasion: "birthday",
    budget: 75,
  });
  // The widget shows the new ideas (a budget of $75 finds dearer gifts) and stays valid.
  await expect.poll(() => widget.getByRole("listitem").count()).toBeGreaterThan(0);
  const lane = await x.arrowLabels();
  expect(lane.filter((l) => l.startsWith("widget ") && l.includes("invalid"))).toEqual([]);
}

describe("the gift server's widget", () => {
  test("MCP Apps: the ideas, More ideas through the host, Widget ↔ Host ↔ Server in the session and the diagram", async () => {
    const { p, x, page } = await giftWidget();
    await moreIdeas(x, widgetFrame(page));
    // Three lifelines, and the session marks the widget's rows.
    const heads = await page.locator("[aria-hidden=true] > span").allInnerTexts();
    expect(heads).toEqual(expect.arrayContaining(["Widget", "Host", "Server"]));
    const rows = (await x.sessionRows().allInnerTexts()).join("\n");
    expect(rows).toMatch(/Widget → Host[\s\S]*widget[\s\S]*tools\/call/);
    // The filter hides the widget lane: two lifelines again.
    await page.getByRole("checkbox", { name: "Widget lane", exact: true }).uncheck();
    await expect.poll(() => x.arrows("widget request tools/call").count()).toBe(0);
    await page.getByRole("checkbox", { name: "Widget lane", exact: true }).check();
    await x.arrows("widget request tools/call").waitFor();
    expect(await p.cspViolations()).toEqual([]);
  });

  test("window.openai: the same widget on the Apps SDK API, More ideas through the same bridge", async () => {
    const { x, page } = await giftWidget();
    await widgetFrame(page).getByRole("heading", { name: "Gift ideas" }).waitFor();
    await page
      .getByRole("combobox", { name: "Widget API", exact: true })
      .selectOption({ label: "Apps SDK (window.openai)" });
    const widget = widgetFrame(page);
    await expect
      .poll(async () =>
        (await widgetDocument(page)).evaluate(
          () => typeof (globalThis as { openai?: unknown }).openai,
        ),
      )
      .toBe("object");
    await moreIdeas(x, widget);
    // The new flavour's frame loaded the sandbox once: one handshake, not one per load.
    const handshakes = x
      .diagram()
      .getByRole("button", { name: /^widget request ui\/initialize id "openai-1"/ });
    expect(await handshakes.count()).toBe(1);
    // The shim introduced itself in ui/initialize (found with the session's search).
    await page
      .getByRole("searchbox", { name: "Search session", exact: true })
      .fill('"appInfo":{"name":"window.openai"');
    await expect.poll(() => x.sessionRows().count()).toBe(1);
    await x.sessionRows().first().click();
    const shown = page.getByRole("document", { name: "Message text", exact: true });
    const init = JSON.parse(await shown.innerText()) as { method: string };
    expect(init.method).toBe("ui/initialize");
  });

  test("a call to an app-hidden tool is refused, and the widget cannot reach the playground", async () => {
    const { x, page } = await giftWidget();
    await widgetFrame(page).getByRole("heading", { name: "Gift ideas" }).waitFor();
    await page
      .getByRole("combobox", { name: "Widget API", exact: true })
      .selectOption({ label: "Apps SDK (window.openai)" });
    await widgetFrame(page).getByRole("heading", { name: "Gift ideas" }).waitFor();
    const doc = await widgetDocument(page);
    await expect
      .poll(() => doc.evaluate(() => typeof (globalThis as { openai?: unknown }).openai))
      .toBe("object");
    const refused = await doc.evaluate(async () => {
      const openai = (
        globalThis as unknown as {
          openai: { callTool(n: string, a: unknown): Promise<unknown> };
        }
      ).openai;
      try {
        await openai.callTool("draft_congratulation", { recipient: "mom", occasion: "birthday" });
        return "called";
      } catch (error) {
        return String((error as Error).message);
      }
    });
    expect(refused).toMatch(/not for apps.*visibility/);
    // The refusal is in the log as the host's error reply; nothing went to the server.
    await x
      .diagram()
      .getByRole("button", { name: /^widget reply tools\/call id "openai-\d+".*error/ })
      .waitFor();
    const labels = await x.arrowLabels();
    expect(labels.filter((l) => /^request tools\/call/.test(l) && !l.includes("id 3"))).toEqual([]);

    // An opaque origin: no storage, no DOM, no cookies of the playground.
    const reach = await doc.evaluate(() => {
      const g = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
        parent: { localStorage: { getItem(key: string): string | null } };
        top: { document: unknown };
        origin: string;
      };
      const attempt = (f: () => unknown) => {
        try {
          f();
          return "reached";
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: g.origin,
        own: attempt(() => g.localStorage.getItem("mcp-playground")),
        parent: attempt(() => g.parent.localStorage.getItem("mcp-playground")),
        top: attempt(() => g.top.document),
      };
    });
    expect(reach).toEqual({
      origin: "null",
      own: "SecurityError",
      parent: "SecurityError",
      top: "SecurityError",
    });
    // The playground's storage is there all the same.
    const kept = await page.evaluate(() =>
      (
        globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
      ).localStorage.getItem("mcp-playground"),
    );
    expect(kept).not.toBeNull();
  });
});

describe("an MCP Apps server the project did not write", () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startAppsExample();
  });
  afterAll(async () => {
    await server?.close();
  });

  test("server-basic-vanillajs over HTTP: its get-time widget opens and calls its tool through the host", async () => {
    if (!server) throw new Error("server-basic-vanillajs did not start");
    const p = await app.open();
    await p.waitForEditorReady();
    const x = new Exchange(p);
    current = x;
    const page = p.page;
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
    await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(server.url);
    await x.button("Connect").click();
    const connection = page.getByRole("status", { name: "Connection", exact: true });
    await expect.poll(() => connection.innerText()).toMatch(/Connected to /);
    await x.button("Initialize").click();
    await x.arrows("reply initialize").waitFor();
    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();
    await x.send(request(3, "tools/call", { name: "get-time", arguments: {} }));
    const reply = x.arrows("reply tools/call id 3");
    await reply.waitFor();
    await reply.click();
    await x.button("Open widget").click();

    const widget = widgetFrame(page);
    await widget.getByRole("button", { name: "Get Server Time" }).click();
    await x.arrows("widget request tools/call").waitFor();
    await x
      .diagram()
      .getByRole("button", { name: /^reply tools\/call id "widget-host-\d+"/ })
      .last()
      .waitFor();
    await x.arrows("widget reply tools/call").waitFor();
    await expect.poll(() => widget.locator("#server-time").innerText()).toMatch(/\d{4}-\d\d-\d\d/);
    // Its messages are MCP Apps as the schema has them.
    const lane = await x.arrowLabels();
    expect(lane.filter((l) => l.startsWith("widget ") && l.includes("invalid"))).toEqual([]);

    // The widget check: the MCP Apps key, its resource read, the right MIME type.
    await x.button("Check widget").click();
    const report = page.getByRole("list", { name: "Widget check", exact: true });
    await expect
      .poll(() => report.innerText())
      .toMatch(/resources\/read ui:\/\/get-time\/mcp-app\.html: a page of \d+ characters/);
    expect(await report.innerText()).toMatch(
      /fine · MCP Apps \(ui\/\*\) · MIME type text\/html;profile=mcp-app/,
    );
    expect(await p.cspViolations()).toEqual([]);
  });
});
