/**
 * The diagram as files: a standalone SVG (colours inline, fonts generic, no script, no external
 * reference, so it renders in any viewer) and the Mermaid text. Every text in the SVG is escaped
 * XML; characters XML cannot hold at all become U+FFFD.
 */
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import {
  ROOT_TEXT,
  type SvgNode,
  drawArrow,
  drawBand,
  drawLifelines,
  drawSpan,
  lifelineHeads,
} from "./draw.ts";
import { badgeText, eventText, headText, latencyText } from "./labels.ts";
import { layoutDiagram, visibleWindow } from "./layout.ts";
import { BOTTOM, ROW_HEIGHT, TOP } from "./model.ts";
import { PALETTES, type Theme } from "./palette.ts";

/** Rows drawn at most: beyond this the file says what it leaves out. */
export const EXPORT_MAX_ROWS = 5_000;
const HEADER = 30;
const NOTE = 26;

// Outside XML 1.0's Char production: C0 controls but tab/newline/return, lone surrogates,
// U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text or an attribute value as XML: markup characters escaped, impossible characters replaced. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "\ufffd").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const attrName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function markup(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${attrName(k)}="${escapeXml(String(v))}"`)
    .join("");
  const inner =
    node.text !== undefined ? escapeXml(node.text) : (node.children ?? []).map(markup).join("");
  return inner === "" ? `<${node.tag}${attrs}/>` : `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

const group = (title: string, children: SvgNode[]) =>
  `<g><title>${escapeXml(title)}</title>${children.map(markup).join("")}</g>`;

export interface SvgExportOptions {
  lang: Language;
  theme?: Theme;
  width?: number;
  maxRows?: number;
}

export interface SvgExport {
  svg: string;
  /** Rows drawn, and rows there are: fewer drawn when the session is longer than the cap. */
  shown: number;
  total: number;
}

export function toSvgDocument(rows: readonly ExchangeRow[], options: SvgExportOptions): SvgExport {
  const { lang } = options;
  const colors = PALETTES[options.theme ?? "light"];
  const model = layoutDiagram(rows, options.width === undefined ? {} : { width: options.width });
  const shown = Math.min(rows.length, options.maxRows ?? EXPORT_MAX_ROWS);
  const body = TOP + shown * ROW_HEIGHT + BOTTOM;
  const capped = shown < rows.length;
  const height = HEADER + body + (capped ? NOTE : 0);
  const window = visibleWindow(model, 0, shown * ROW_HEIGHT + TOP, 0);

  const parts: string[] = [];
  for (const { x, key } of lifelineHeads(model)) {
    parts.push(
      markup({
        tag: "text",
        attrs: { x, y: 19, fontSize: 12, fontWeight: 600, fill: colors.text },
        text: t(key, lang),
      }),
    );
  }

  const drawing: string[] = drawLifelines(model, colors, body).map(markup);
  for (const span of window.spans) {
    const latency = span.latencyMs === undefined ? undefined : latencyText(span.latencyMs, lang);
    drawing.push(...drawSpan(model, span, colors, latency).map(markup));
  }
  for (const shape of window.shapes) {
    if (shape.index >= shown) break;
    if (shape.type === "band") {
      const text = shape.detail
        ? `${eventText(shape.event, lang)}: ${shape.detail}`
        : eventText(shape.event, lang);
      drawing.push(group(shape.accessibleLabel, drawBand(model, shape, colors, text)));
    } else {
      const badges = shape.badges.map((b) => badgeText(b, shape, lang));
      const nodes = drawArrow(model, shape, colors, headText(shape, lang), badges, {
        hitArea: false,
      });
      drawing.push(group(shape.accessibleLabel, nodes));
    }
  }
  parts.push(
    `<g transform="translate(0,${HEADER})"><svg width="${model.width}" height="${body}" overflow="hidden">${drawing.join("")}</svg></g>`,
  );
  if (capped) {
    parts.push(
      markup({
        tag: "text",
        attrs: { x: 12, y: height - 9, textAnchor: "start", fill: colors.muted },
        text: t("diagram.exportNote", lang, { shown, n: rows.length }),
      }),
    );
  }

  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${model.width}" height="${height}" ` +
    `viewBox="0 0 ${model.width} ${height}" font-family="${escapeXml(ROOT_TEXT.fontFamily)}" ` +
    `font-size="${ROOT_TEXT.fontSize}" text-anchor="${ROOT_TEXT.textAnchor}">` +
    `<title>${escapeXml(accessibleName("diagram.title"))}</title>` +
    `<rect width="100%" height="100%" fill="${colors.background}"/>` +
    parts.join("") +
    `</svg>\n`;
  return { svg, shown, total: rows.length };
}
