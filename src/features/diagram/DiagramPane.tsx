/** The diagram pane: its heading, the export buttons and the diagram itself. */
import { useId } from "react";
import { type Language, t } from "../../i18n/strings.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { DiagramExport } from "./DiagramExport.tsx";
import type { Theme } from "./palette.ts";
import { SequenceDiagram } from "./SequenceDiagram.tsx";

export interface DiagramPaneProps {
  rows: readonly ExchangeRow[];
  selectedSeq?: number;
  onSelect: (seq: number) => void;
  lang: Language;
  /** Colours of the exported SVG; the live diagram follows the page's theme by itself. */
  theme?: Theme;
  /** The replies that carry a UI link, and what opens one's widget. */
  widgetSeqs?: ReadonlySet<number> | undefined;
  onOpenWidget?: ((seq: number) => void) | undefined;
}

export function DiagramPane(props: DiagramPaneProps) {
  const { rows, selectedSeq, onSelect, lang, theme } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <h2
          id={headingId}
          className="max-w-full text-sm font-semibold text-slate-900 dark:text-slate-100"
        >
          {t("diagram.title", lang)}
        </h2>
        <div className="ml-auto min-w-0">
          <DiagramExport rows={rows} lang={lang} {...(theme ? { theme } : {})} />
        </div>
      </div>
      <div className="min-h-0 flex-1">
        <SequenceDiagram
          rows={rows}
          onSelect={onSelect}
          lang={lang}
          widgetSeqs={props.widgetSeqs}
          onOpenWidget={props.onOpenWidget}
          {...(selectedSeq !== undefined ? { selectedSeq } : {})}
        />
      </div>
    </section>
  );
}
