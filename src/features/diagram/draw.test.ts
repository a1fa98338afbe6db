import { describe, expect, it } from "vitest";
import { type SvgNode, drawArrow } from "./draw.ts";
import { layoutDiagram } from "./layout.ts";
import type { ArrowShape } from "./model.ts";
import { PALETTES } from "./palette.ts";

const model = layoutDiagram([], { width: 360 });

const arrow = (label: string, badges: ArrowShape["badges"]): ArrowShape => ({
  type: "arrow",
  seq: 0,
  index: 0,
  y: 20,
  x1: model.xServer,
  x2: model.xClient,
  kind: "reply",
  line: "dashed",
  head: "filled",
  tone: "toolError",
  label,
  badges,
  flagged: false,
  accessibleLabel: "",
  related: [],
});

/** The texts drawn, each as the words of its spans. */
const texts = (nodes: SvgNode[]) =>
  nodes
    .filter((n) => n.tag === "text")
    .map((n) => n.text ?? (n.children ?? []).map((c) => c.text ?? "").join(""));

describe("an arrow's label", () => {
  it("keeps its badges beside it when both fit", () => {
    const nodes = drawArrow(model, arrow("ping #1", ["toolError"]), PALETTES.light, "ping #1", [
      "tool error",
    ]);
    expect(texts(nodes)).toEqual(["ping #1 · tool error"]);
  });

  it("puts the badges under the arrow rather than cut the method name or the id", () => {
    const label = "notifications/initialized";
    const nodes = drawArrow(model, arrow(label, ["error"]), PALETTES.light, label, [
      "error -32601",
    ]);
    expect(texts(nodes)).toEqual([label, "error -32601"]);
    expect(texts(nodes).some((t) => t.includes("…"))).toBe(false);
  });

  it("cuts only a label longer than the whole arrow", () => {
    const label = "x".repeat(200);
    const [text] = texts(drawArrow(model, arrow(label, []), PALETTES.light, label, []));
    expect(text?.endsWith("…")).toBe(true);
  });
});
