/**
 * "Check this server": runs the report card against the page's target and shows the card, with
 * its exports. The run's messages become the session, so "Show message" selects a verdict's
 * message in the session list and on the diagram. Everything arrives through props.
 */
import { useState } from "react";
import type { ProbeTarget } from "../../client/probe/index.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
// Not the probe's index: the page imports no check code (the run is in its worker).
import { cardJUnit, cardJson } from "../../probe/report.ts";
import type { Card } from "../../probe/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import { download } from "../../ui/download.ts";
import { ProbeCard } from "./ProbeCard.tsx";
import type { ProbeState } from "./useProbe.ts";

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

const fileName = (card: Card, ext: string) =>
  `report-card-${new Date(card.startedAt).toISOString().slice(0, 19).replace(/[:T]/g, "-")}.${ext}`;

export function ProbePanel(props: {
  lang: Language;
  target: ProbeTarget | undefined;
  version: ProtocolVersion;
  state: ProbeState;
  onRun: (target: ProbeTarget, version: ProtocolVersion, tools: readonly string[]) => void;
  onShow: (seq: number) => void;
}) {
  const { lang, target, state } = props;
  const [tools, setTools] = useState("");
  const running = state.phase === "running";
  const names = tools
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return (
    <section
      aria-label={accessibleName("probe.region")}
      className="flex flex-col gap-1.5 rounded-md border border-slate-200 p-2 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={small}
          aria-label={accessibleName("probe.run")}
          title={t("probe.runTitle", lang)}
          disabled={running || !target}
          onClick={() => target && props.onRun(target, props.version, names)}
        >
          {t("probe.run", lang)}
        </button>
        <label className="flex items-center gap-1 text-xs" title={t("probe.toolsHint", lang)}>
          {t("probe.tools", lang)}
          <input
            type="text"
            aria-label={accessibleName("probe.tools")}
            value={tools}
            onChange={(event) => setTools(event.target.value)}
            placeholder={t("probe.toolsHint", lang)}
            className="w-40 rounded border border-slate-300 px-1 text-xs dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
      </div>
      {running && <p role="status">{t("probe.running", lang, { step: state.step })}</p>}
      {state.phase === "failed" && (
        <p role="alert">{t("probe.failed", lang, { error: state.error })}</p>
      )}
      {state.phase === "done" && (
        <>
          <div className="flex flex-wrap gap-1.5">
            <button
              type="button"
              className={small}
              aria-label={accessibleName("probe.exportJson")}
              onClick={() =>
                download(fileName(state.card, "json"), "application/json", cardJson(state.card))
              }
            >
              {t("probe.exportJson", lang)}
            </button>
            <button
              type="button"
              className={small}
              aria-label={accessibleName("probe.exportJunit")}
              onClick={() =>
                download(fileName(state.card, "xml"), "application/xml", cardJUnit(state.card))
              }
            >
              {t("probe.exportJunit", lang)}
            </button>
          </div>
          <ProbeCard card={state.card} lang={lang} onShow={props.onShow} />
        </>
      )}
    </section>
  );
}
