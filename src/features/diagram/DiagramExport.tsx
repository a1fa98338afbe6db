/** "Export Mermaid" and "Export SVG": the diagram as files, saved through the browser. */
import { useState } from "react";
import { ToolbarButton } from "../../app/Controls.tsx";
import { type Language, t } from "../../i18n/strings.ts";
import { toMermaid } from "../../protocol/exchange/mermaid.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { toSvgDocument } from "./export.ts";
import { diagramName } from "./names.ts";
import type { Theme } from "./palette.ts";

export interface DiagramExportProps {
  rows: readonly ExchangeRow[];
  lang: Language;
  /** Colours of the SVG file (light unless given). */
  theme?: Theme;
  /** File name without extension. */
  fileName?: string;
}

/** Hands `text` to the browser as a file download. */
function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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

  return (
    <div className="flex min-w-0 items-center gap-2">
      <span role="status" className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400">
        {status}
      </span>
      <ToolbarButton
        aria-label={diagramName("diagram.exportMermaid")}
        onClick={exportMermaid}
        className="shrink-0 py-0.5 text-xs"
      >
        {t("diagram.exportMermaid", lang)}
      </ToolbarButton>
      <ToolbarButton
        aria-label={diagramName("diagram.exportSvg")}
        onClick={exportSvg}
        className="shrink-0 py-0.5 text-xs"
      >
        {t("diagram.exportSvg", lang)}
      </ToolbarButton>
    </div>
  );
}
