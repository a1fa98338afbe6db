/** The widget lane in the diagram: a third lifeline left of the host, its own brackets and labels. */
import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { toMermaid } from "../../protocol/exchange/mermaid.ts";
import type { ExchangeEntry, Flow } from "../../protocol/exchange/types.ts";
import { lifelineHeads } from "./draw.ts";
import { layoutDiagram, visibleWindow } from "./layout.ts";
import type { ArrowShape } from "./model.ts";

let seq = 0;
const entry = (flow: Flow, value: unknown, lane?: "widget"): ExchangeEntry => ({
  type: "message",
  seq: seq++,
  flow,
  at: seq * 5,
  text: JSON.stringify({ jsonrpc: "2.0", ...(value as object) }),
  ...(lane ? { lane } : {}),
});
const call = { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 75 } };

function log(): ExchangeEntry[] {
  seq = 0;
  return [
    entry("in", { id: 1, method: "tools/call", params: call }, "widget"),
    entry("out", { id: "widget-host-1", method: "tools/call", params: call }),
    entry("in", { id: "widget-host-1", result: { content: [] } }),
    entry("out", { id: 1, result: { content: [] } }, "widget"),
    entry("out", { method: "ui/notifications/tool-result", params: { content: [] } }, "widget"),
  ];
}

describe("the widget lane in the diagram", () => {
  it("draws Widget, Host and Server; the widget's arrows between the first two", () => {
    const rows = deriveExchange(log(), "2025-11-25");
    const model = layoutDiagram(rows, { width: 640 });
    const { xWidget, xClient, xServer } = model;
    if (xWidget === undefined) throw new Error("no widget lifeline");
    expect(xWidget).toBeLessThan(xClient);
    expect(xClient).toBeLessThan(xServer);
    expect(lifelineHeads(model).map((h) => h.key)).toEqual([
      "diagram.widget",
      "diagram.host",
      "diagram.server",
    ]);
    const shapes = visibleWindow(model, 0, model.height, 0).shapes as ArrowShape[];
    expect(shapes.map((s) => [s.x1, s.x2])).toEqual([
      [xWidget, xClient],
      [xClient, xServer],
      [xServer, xClient],
      [xClient, xWidget],
      [xClient, xWidget],
    ]);
    expect(shapes.map((s) => s.accessibleLabel.split(",")[0])).toEqual([
      "widget request tools/call id 1",
      'request tools/call id "widget-host-1"',
      'reply tools/call id "widget-host-1"',
      "widget reply tools/call id 1",
      "widget notification ui/notifications/tool-result",
    ]);
    // The widget's request has its bracket beside the widget's lifeline.
    const span = model.spans.find((s) => s.requestSeq === 0);
    expect(span?.side).toBe("widget");
    expect(span?.x).toBeLessThan(xWidget);
    expect(span?.replySeq).toBe(3);
  });

  it("keeps two lifelines without widget rows, and Mermaid names the widget", () => {
    const serverOnly = deriveExchange(
      log().filter((e) => !("lane" in e)),
      "2025-11-25",
    );
    expect(layoutDiagram(serverOnly).xWidget).toBeUndefined();
    const mermaid = toMermaid(deriveExchange(log(), "2025-11-25"));
    expect(mermaid).toContain("participant W as Widget");
    expect(mermaid).toContain("W->>C: tools/call");
    expect(mermaid).toContain("C->>S: tools/call");
  });
});
