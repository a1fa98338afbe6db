/**
 * The gift widget: suggest_gifts links both flavours' UI resources, the resources read back as
 * self-contained pages with the right MIME types, and the committed pages are the ones the
 * widget's source builds to.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { GENERATED, widgetModule } from "../../scripts/widget-build.ts";
import { type Harness, type Json, byId, harness, initialize, judge, request } from "./testkit.ts";
import { APPS_MIME, APPS_WIDGET_URI, OPENAI_WIDGET_URI, SKYBRIDGE_MIME } from "./widgets.ts";

let h: Harness;
afterEach(() => h.close());

async function start() {
  h = harness();
  h.send(initialize(1, "2025-11-25"));
  await h.waitFor(byId(1));
  h.send({ jsonrpc: "2.0", method: "notifications/initialized" });
}

describe("the gift widget", () => {
  it("suggest_gifts links the MCP Apps and the Apps SDK resource; draft_congratulation is model-only", async () => {
    await start();
    h.send(request(2, "tools/list"));
    const tools = ((await h.waitFor(byId(2))).result as { tools: Json[] }).tools;
    const suggest = tools.find((t) => t.name === "suggest_gifts");
    expect(suggest?._meta).toMatchObject({
      ui: { resourceUri: APPS_WIDGET_URI, visibility: ["model", "app"] },
      "openai/outputTemplate": OPENAI_WIDGET_URI,
    });
    const draft = tools.find((t) => t.name === "draft_congratulation");
    expect(draft?._meta).toEqual({ ui: { visibility: ["model"] } });
    expect(judge("2025-11-25", h.log).filter((f) => f.startsWith("error"))).toEqual([]);
  });

  it.each([
    [APPS_WIDGET_URI, APPS_MIME, "callServerTool"],
    [OPENAI_WIDGET_URI, SKYBRIDGE_MIME, "openai"],
  ])("%s reads as one self-contained page (%s), no network declared", async (uri, mime, marker) => {
    await start();
    h.send(request(2, "resources/read", { uri }));
    const result = (await h.waitFor(byId(2))).result as { contents: Json[] };
    const [content] = result.contents;
    expect(content).toMatchObject({ uri, mimeType: mime, _meta: { ui: { csp: {} } } });
    const html = String(content?.text);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(marker);
    // Nothing is loaded from elsewhere: one inline script, no src or href to fetch.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\s(src|href)=/);
    h.send(request(3, "resources/list"));
    const listed = ((await h.waitFor(byId(3))).result as { resources: Json[] }).resources;
    expect(listed.find((r) => r.uri === uri)).toMatchObject({ mimeType: mime });
  });

  it("the committed pages are what the widget's source builds to (npm run gen:widget)", async () => {
    expect(readFileSync(GENERATED, "utf8")).toBe(await widgetModule());
  });
});
