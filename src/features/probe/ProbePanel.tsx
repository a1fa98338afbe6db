/**
 * "Check this server": runs the report card against the page's target and shows the card, with
 * its exports (JSON, JUnit, a link). The run's messages become the session, so "Show message"
 * selects a verdict's message in the session list and on the diagram. A card opened from a
 * link says so. Everything arrives through props but the link's outcome.
 */
import { useEffect, useRef, useState } from "react";
import type { ProbeTarget } from "../../client/probe/index.ts";
import { sizeLabel } from "../../i18n/format.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
// Not the probe's index: the page imports no check code (the run is in its worker).
import { cardJUnit, cardJson } from "../../probe/report.ts";
import type { Card } from "../../probe/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import { download } from "../../ui/download.ts";
import { ProbeCard } from "./ProbeCard.tsx";
import { type CardLinkOutcome, useCardLink } from "./useCardLink.ts";
import type { ProbeState } from "./useProbe.ts";

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

const fileName = (card: Card, ext: string) =>
  `report-card-${new Date(card.startedAt).toISOString().slice(0, 19).replace(/[:T]/g, "-")}.${ext}`;

/** Scrolls the pane that holds `el` so that `el` starts at its top; the page itself stays. */
function scrollToTop(el: HTMLElement): void {
  let box = el.parentElement;
  while (
    box &&
    !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))
  )
    box = box.parentElement;
  if (box) box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top;
}

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
  const link = useCardLink();
  const running = state.phase === "running";
  // A card from a link is what its reader came for: brought into view (on a phone it is below
  // the session's toolbar and list).
  const region = useRef<HTMLElement>(null);
  const sharedCard = state.phase === "done" && state.shared === true ? state.card : undefined;
  useEffect(() => {
    if (sharedCard && region.current) scrollToTop(region.current);
  }, [sharedCard]);
  const names = tools
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return (
    <section
      ref={region}
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
            <button
              type="button"
              className={small}
              aria-label={accessibleName("probe.copyLink")}
              title={t("probe.copyLinkTitle", lang)}
              onClick={() => void link.copy(state.card)}
            >
              {t("probe.copyLink", lang)}
            </button>
          </div>
          {link.outcome?.card === state.card && <LinkOutcome outcome={link.outcome} lang={lang} />}
          {state.shared && (
            <p className="text-xs break-words text-slate-600 dark:text-slate-300">
              {t("probe.shared", lang, {
                target: state.card.target,
                date: new Date(state.card.startedAt).toLocaleString(lang),
                version: state.card.version,
              })}
            </p>
          )}
          <ProbeCard card={state.card} lang={lang} onShow={props.onShow} />
        </>
      )}
    </section>
  );
}

function LinkOutcome(props: { outcome: CardLinkOutcome; lang: Language }) {
  const { outcome, lang } = props;
  if (outcome.type === "failed") {
    return (
      <p role="alert" className="text-xs">
        {t(outcome.reason === "too-large" ? "probe.linkTooLarge" : "probe.linkUnsupported", lang)}
      </p>
    );
  }
  const size = sizeLabel(outcome.url.length, lang);
  return (
    <div className="flex flex-col gap-1 text-xs">
      <p role="status">
        {outcome.type === "copied"
          ? t("probe.linkCopied", lang, { size })
          : t("probe.linkNotCopied", lang)}
      </p>
      <input
        readOnly
        aria-label={accessibleName("probe.link")}
        value={outcome.url}
        onFocus={(event) => event.target.select()}
        className="w-full rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
      />
      {outcome.long && (
        <p className="text-amber-800 dark:text-amber-200">{t("probe.linkLong", lang, { size })}</p>
      )}
    </div>
  );
}
