/** "Export Mermaid", "Export SVG" and "Export PNG": the diagram as files, saved through the browser. */
import { useState } from "react";
import { ToolbarButton } from "../../ui/Controls.tsx";
import { download } from "../../ui/download.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { toMermaid } from "../../protocol/exchange/mermaid.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { toSvgDocument } from "./export.ts";
import type { Theme } from "./palette.ts";

export interface DiagramExportProps {
  rows: readonly ExchangeRow[];
  lang: Language;
  /** Colours of the SVG file (light unless given). */
  theme?: Theme;
  /** File name without extension. */
  fileName?: string;
}

export function DiagramExport({
  rows,
  lang,
  theme = "light",
  fileName = "mcp-exchange",
}: DiagramExportProps) {
  const [status, setStatus] = useState("");

  const exportMermaid = () => {
    if (rows.length === 0) return setStatus(t("diagram.exportEmpty", lang));
    const file = `${fileName}.mmd`;
    download(file, "text/plain;charset=utf-8", toMermaid(rows));
    setStatus(t("diagram.exported", lang, { file }));
  };

  const exportSvg = () => {
    if (rows.length === 0) return setStatus(t("diagram.exportEmpty", lang));
    const file = `${fileName}.svg`;
    const { svg, shown, total } = toSvgDocument(rows, { lang, theme });
    download(file, "image/svg+xml;charset=utf-8", svg);
    const saved = t("diagram.exported", lang, { file });
    setStatus(
      shown < total ? `${saved} ${t("diagram.exportNote", lang, { shown, n: total })}` : saved,
    );
  };

  const exportPng = async () => {
    if (rows.length === 0) return setStatus(t("diagram.exportEmpty", lang));
    const file = `${fileName}.png`;
    const { svg, shown, total } = toSvgDocument(rows, { lang, theme });
    try {
      download(file, "image/png", await svgToPng(svg));
    } catch (error) {
      return setStatus(t("diagram.exportPngFailed", lang, { error: String(error) }));
    }
    const saved = t("diagram.exported", lang, { file });
    setStatus(
      shown < total ? `${saved} ${t("diagram.exportNote", lang, { shown, n: total })}` : saved,
    );
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center justify-end gap-1.5">
      <span role="status" className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400">
        {status}
      </span>
      <ToolbarButton
        aria-label={accessibleName("diagram.exportMermaid")}
        onClick={exportMermaid}
        className="shrink-0 py-0.5 text-xs"
      >
        {t("diagram.exportMermaid", lang)}
      </ToolbarButton>
      <ToolbarButton
        aria-label={accessibleName("diagram.exportSvg")}
        onClick={exportSvg}
        className="shrink-0 py-0.5 text-xs"
      >
        {t("diagram.exportSvg", lang)}
      </ToolbarButton>
      <ToolbarButton
        aria-label={accessibleName("diagram.exportPng")}
        onClick={() => void exportPng()}
        className="shrink-0 py-0.5 text-xs"
      >
        {t("diagram.exportPng", lang)}
      </ToolbarButton>
    </div>
  );
}

/** Browsers cap a canvas near 16k pixels a side (and its area): larger diagrams are scaled down. */
const MAX_SIDE = 16_000;
const MAX_AREA = 120_000_000;

/** The SVG document drawn on a canvas at twice its size (sharper on dense screens), as PNG. */
async function svgToPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || 800;
    const height = image.naturalHeight || 600;
    const scale = Math.min(
      2,
      MAX_SIDE / width,
      MAX_SIDE / height,
      Math.sqrt(MAX_AREA / (width * height)),
    );
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.floor(width * scale));
    canvas.height = Math.max(1, Math.floor(height * scale));
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("empty canvas"))),
        "image/png",
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
