/**
 * The Apps lane: the playground as a widget host. The gift server's widget in both flavours
 * (MCP Apps and window.openai), its traffic in the session and the diagram beside the server's,
 * the host's rules (app-hidden tools refused, no reach into the playground), and an official
 * MCP Apps example server over HTTP.
 */
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";

const app = usePlayground();

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** The widget's own document: inside the sandbox page's frame, inside the widget frame. */
const widgetFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Widget frame"]').frameLocator("iframe");

async function giftWidget() {
  const p = await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
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

describe("the gift server's widget", () => {
  test("MCP Apps: the ideas, More ideas through the host, the lanes in the session", async () => {
    const { p, x, page } = await giftWidget();
    const widget = widgetFrame(page);
    await widget.getByRole("heading", { name: "Gift ideas" }).waitFor();
    await expect.poll(() => widget.getByRole("listitem").count()).toBeGreaterThan(0);
    await widget.getByRole("button", { name: "More ideas" }).click();
    const rows = async () => (await x.sessionRows().allInnerTexts()).join("\n");
    await expect.poll(rows).toMatch(/widget\s*tools\/call/);
    console.log(await rows());
    expect(await p.cspViolations()).toEqual([]);
  });
});
