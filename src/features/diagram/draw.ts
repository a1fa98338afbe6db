/**
 * Shapes → SVG elements, as plain data. The live diagram turns them into React elements (text as
 * children, so server text stays inert) and the export into markup (text escaped): both draw
 * exactly the same thing. Attribute names are React's (camelCase); the export converts them.
 */
import { clip } from "./labels.ts";
import {
  type ArrowShape,
  type Badge,
  type BandShape,
  type DiagramModel,
  ROW_HEIGHT,
  type Span,
  rowTop,
} from "./model.ts";
import type { Palette } from "./palette.ts";

export interface SvgNode {
  tag: "g" | "line" | "path" | "polygon" | "polyline" | "rect" | "circle" | "text" | "tspan";
  attrs: Record<string, string | number>;
  /** Text content (inert) or child elements. */
  text?: string;
  children?: SvgNode[];
}

const el = (tag: SvgNode["tag"], attrs: SvgNode["attrs"], content?: string | SvgNode[]): SvgNode =>
  typeof content === "string"
    ? { tag, attrs, text: content }
    : content
      ? { tag, attrs, children: content }
      : { tag, attrs };

export const FONT = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Text attributes every drawing sets once on its root (texts inherit them; the few that differ
 * say so): fewer attributes per element is less work for each window drawn.
 */
export const ROOT_TEXT = { fontFamily: FONT, fontSize: 11, textAnchor: "middle" } as const;

/** A generous average glyph width at 11 px, to cut labels before they run off the arrow. */
const CHAR_WIDTH = 6.3;
const HEAD = 8;

type HeadKey =
  | "diagram.widget"
  | "diagram.host"
  | "diagram.client"
  | "diagram.server"
  | "diagram.browser"
  | "diagram.authServer";

/**
 * The lifelines' headings: Widget, Host and Server with a widget lane; else Client and Server;
 * with an authorization lane, the authorization page and the authorization server after them.
 */
export function lifelineHeads(model: DiagramModel): { x: number; key: HeadKey }[] {
  const heads: { x: number; key: HeadKey }[] =
    model.xWidget === undefined
      ? [
          { x: model.xClient, key: "diagram.client" },
          { x: model.xServer, key: "diagram.server" },
        ]
      : [
          { x: model.xWidget, key: "diagram.widget" },
          { x: model.xClient, key: "diagram.host" },
          { x: model.xServer, key: "diagram.server" },
        ];
  if (model.xBrowser !== undefined) heads.push({ x: model.xBrowser, key: "diagram.browser" });
  if (model.xAuth !== undefined) heads.push({ x: model.xAuth, key: "diagram.authServer" });
  return heads;
}

export function drawLifelines(model: DiagramModel, colors: Palette, height: number): SvgNode[] {
  const xs = [model.xWidget, model.xClient, model.xServer, model.xBrowser, model.xAuth].filter(
    (x) => x !== undefined,
  );
  return xs.map((x) =>
    el("line", { x1: x, y1: 0, x2: x, y2: height, stroke: colors.lifeline, strokeWidth: 1 }),
  );
}

const BADGE_TONE: Record<Badge, keyof Palette["tone"] | "muted"> = {
  error: "error",
  toolError: "toolError",
  unmatched: "error",
  duplicateId: "error",
  invalid: "error",
  lost: "error",
  pending: "muted",
  cancelled: "muted",
  probe: "muted",
};

export interface ArrowState {
  /** Drawn bolder: selected, or part of the hovered pair. */
  emphasized?: boolean;
  /** A transparent row-high rectangle, so the whole row can be pointed at (default on). */
  hitArea?: boolean;
}

/** The band behind a selected or highlighted row; drawn under the brackets and arrows. */
export function drawRowBackground(model: DiagramModel, index: number, fill: string): SvgNode {
  return el("rect", { x: 0, y: rowTop(index), width: model.width, height: ROW_HEIGHT, fill });
}

/** The arrow of one message: row background, line, head, markers, label with badges. */
export function drawArrow(
  model: DiagramModel,
  arrow: ArrowShape,
  colors: Palette,
  label: string,
  badges: readonly string[],
  state: ArrowState = {},
): SvgNode[] {
  const { x1, x2, y } = arrow;
  const dir = x2 > x1 ? 1 : -1;
  const tone = colors.tone[arrow.tone];
  const width = state.emphasized ? 2.5 : 1.5;
  const nodes: SvgNode[] = [];
  if (state.hitArea !== false) nodes.push(drawRowBackground(model, arrow.index, "transparent"));
  nodes.push(
    el("line", {
      x1,
      y1: y,
      x2: x2 - dir * (arrow.head === "filled" ? HEAD : 1),
      y2: y,
      stroke: tone,
      strokeWidth: width,
      ...(arrow.line === "dashed" ? { strokeDasharray: "6 4" } : {}),
    }),
  );
  const back = x2 - dir * HEAD;
  if (arrow.head === "filled") {
    nodes.push(
      el("polygon", { points: `${x2},${y} ${back},${y - 4.5} ${back},${y + 4.5}`, fill: tone }),
    );
  } else if (arrow.head === "open") {
    nodes.push(
      el("polyline", {
        points: `${back},${y - 5} ${x2},${y} ${back},${y + 5}`,
        fill: "none",
        stroke: tone,
        strokeWidth: width,
      }),
    );
  } else {
    const d = `M${x2 - 5},${y - 5}L${x2 + 5},${y + 5}M${x2 - 5},${y + 5}L${x2 + 5},${y - 5}`;
    nodes.push(el("path", { d, stroke: tone, strokeWidth: 2, fill: "none" }));
  }
  if (arrow.flagged)
    nodes.push(...marker(x1 + dir * 9, y - 9, "!", colors.tone.error, colors.halo));
  if (arrow.badges.includes("unmatched")) {
    nodes.push(...marker(x2 - dir * 16, y - 9, "?", colors.tone.error, colors.halo));
  } else if (arrow.badges.includes("duplicateId")) {
    nodes.push(...marker(x2 - dir * 16, y - 9, "=", colors.tone.error, colors.halo));
  }

  // The label over the arrow. When it and its badges do not fit together, the badges go under
  // the arrow, so method names and ids stay whole; only a label longer than the arrow is cut.
  const room = Math.floor((Math.abs(x2 - x1) - 44) / CHAR_WIDTH);
  const badgeText = badges.map((b) => ` · ${b}`).join("");
  const together = [...label].length + [...badgeText].length <= room;
  const main = clip(label, Math.max(8, room));
  const badgeSpans = arrow.badges.map((badge, i) => {
    const key = BADGE_TONE[badge];
    const fill = key === "muted" ? colors.muted : colors.tone[key];
    const sep = i === 0 && (!together || main === "") ? "" : " · ";
    return el("tspan", { fill }, `${sep}${badges[i] ?? ""}`);
  });
  const x = (x1 + x2) / 2;
  if (together || badgeSpans.length === 0) {
    nodes.push(
      el("text", { x, y: y - 6, fill: colors.text }, [el("tspan", {}, main), ...badgeSpans]),
    );
  } else {
    nodes.push(el("text", { x, y: y - 6, fill: colors.text }, main));
    nodes.push(el("text", { x, y: y + 13, fontSize: 10, fill: colors.text }, badgeSpans));
  }
  return nodes;
}

function marker(cx: number, cy: number, sign: string, fill: string, text: string): SvgNode[] {
  return [
    el("circle", { cx, cy, r: 5.5, fill }),
    el(
      "text",
      {
        x: cx,
        y: cy + 3.5,
        fontSize: 9,
        fontWeight: 700,
        fill: text,
      },
      sign,
    ),
  ];
}

/** A bracket beside the requester's lifeline, its latency, and ticks for progress and cancels. */
export function drawSpan(
  model: DiagramModel,
  span: Span,
  colors: Palette,
  latency: string | undefined,
  highlighted = false,
): SvgNode[] {
  const lifeline =
    span.side === "server"
      ? model.xServer
      : span.side === "widget"
        ? (model.xWidget ?? model.xClient)
        : model.xClient;
  const out = span.side === "server" ? 1 : -1;
  const stroke = span.state === "lost" ? colors.tone.error : colors.muted;
  const open = span.state === "pending";
  const d = open
    ? `M${lifeline},${span.y0}H${span.x}V${span.y1}`
    : `M${lifeline},${span.y0}H${span.x}V${span.y1}H${lifeline}`;
  const nodes: SvgNode[] = [
    el("path", {
      d,
      fill: "none",
      stroke,
      strokeWidth: highlighted ? 2.5 : 1.25,
      ...(span.state === "answered" ? {} : { strokeDasharray: "4 3" }),
    }),
  ];
  if (span.state === "lost") {
    const { x, y1 } = span;
    nodes.push(
      el("path", {
        d: `M${x - 4},${y1 - 4}L${x + 4},${y1 + 4}M${x - 4},${y1 + 4}L${x + 4},${y1 - 4}`,
        stroke,
        strokeWidth: 2,
      }),
    );
  }
  for (const tick of span.ticks) {
    const color = tick.kind === "progress" ? colors.tone.notification : colors.tone.error;
    nodes.push(
      el("line", {
        x1: span.x,
        y1: tick.y,
        x2: lifeline,
        y2: tick.y,
        stroke: color,
        strokeWidth: 1,
        strokeDasharray: "2 2",
      }),
      el("circle", { cx: span.x, cy: tick.y, r: 2.5, fill: color }),
    );
  }
  if (latency !== undefined) {
    nodes.push(
      el(
        "text",
        {
          // Beside the closing tick: nested brackets end on different rows, so times never meet.
          x: span.x + out * 4,
          y: span.y1 - 4,
          textAnchor: span.side === "server" ? "start" : "end",
          fontSize: 10,
          fill: colors.muted,
          stroke: colors.halo,
          strokeWidth: 3,
          paintOrder: "stroke",
        },
        latency,
      ),
    );
  }
  return nodes;
}

/** An event (crash, restart…) as a band across both lifelines. */
export function drawBand(
  model: DiagramModel,
  band: BandShape,
  colors: Palette,
  text: string,
): SvgNode[] {
  const tone = colors.band[band.event];
  const x = model.xClient - 40;
  const width = model.xServer - model.xClient + 80;
  const room = Math.floor((width - 16) / CHAR_WIDTH);
  return [
    el("rect", {
      x,
      y: rowTop(band.index) + 5,
      width,
      height: ROW_HEIGHT - 10,
      rx: 4,
      fill: tone.fill,
      stroke: tone.stroke,
    }),
    el(
      "text",
      {
        x: x + width / 2,
        y: band.y + 4,
        fontWeight: 600,
        fill: tone.text,
      },
      clip(text, room),
    ),
  ];
}
