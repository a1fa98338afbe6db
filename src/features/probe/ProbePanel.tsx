/**
 * "Check this server": runs the report card against the page's target and shows the card, with
 * its exports (JSON, JUnit, a link). The run's messages become the session, so "Show message"
 * selects a verdict's message in the session list and on the diagram. A card opened from a
 * link says so. Everything arrives through props but the link's outcome.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { ProbeTarget } from "../../client/probe/index.ts";
import { sizeLabel } from "../../i18n/format.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
// Not the probe's index: the page imports no check code (the run is in its worker).
import { cardJUnit, cardJson } from "../../probe/report.ts";
import { type OfferedTool, type ToolChoice, choiceOf, prefillOf } from "../../probe/choice.ts";
import type { Card } from "../../probe/types.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import { download } from "../../ui/download.ts";
import { offeredTools, targetKey } from "./offer.ts";
import { ProbeCard } from "./ProbeCard.tsx";
import { ToolPicker } from "./ToolPicker.tsx";
import { type CardLinkOutcome, useCardLink } from "./useCardLink.ts";
import type { ProbeState } from "./useProbe.ts";
import type { ToolChoiceState } from "./useToolChoice.ts";

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
  /** The session: where this target's tools were listed when no card of it did. */
  entries: readonly ExchangeEntry[];
  /** The tools checked to call (held above the panel, so they outlive it). */
  choice: ToolChoiceState;
  onRun: (target: ProbeTarget, version: ProtocolVersion, tools: ToolChoice) => void;
  onShow: (seq: number) => void;
}) {
  const { lang, target, state, entries, choice } = props;
  const link = useCardLink();
  const key = targetKey(target);
  const { view } = choice;
  useEffect(() => view(key), [view, key]);
  const lastCard = state.phase === "done" ? state.card : undefined;
  const kind = target?.kind;
  const url = target?.kind === "remote" ? target.url : undefined;
  const name = target?.kind === "stdio" ? target.name : undefined;
  const tools = useMemo(() => {
    if (kind === undefined) return undefined;
    const where =
      kind === "stdio" && name !== undefined
        ? { kind, name }
        : kind === "remote" && url !== undefined
          ? { kind, url }
          : { kind: "gift" as const };
    return offeredTools(where, lastCard, entries);
  }, [kind, url, name, lastCard, entries]);
  // Only tools the server lists now are run; one it no longer lists stays unchecked.
  const checked = useMemo(() => {
    const all = choice.checked(key);
    const listed = new Set(tools?.map((tool) => tool.name));
    return new Map([...all].filter(([name]) => listed.has(name)));
  }, [choice, key, tools]);
  const [blocked, setBlocked] = useState(false);
  const outcome = choiceOf(checked);
  const invalid = outcome.ok ? [] : outcome.invalid;
  const runChecks = () => {
    if (!target) return;
    setBlocked(!outcome.ok);
    if (outcome.ok) props.onRun(target, props.version, outcome.choice);
  };
  const toggle = (tool: OfferedTool, on: boolean) =>
    choice.toggle(key, tool.name, on ? prefillOf(tool) : undefined);
  const running = state.phase === "running";
  // A card from a link is what its reader came for: brought into view (on a phone it is below
  // the session's toolbar and list).
  const region = useRef<HTMLElement>(null);
  const sharedCard = state.phase === "done" && state.shared === true ? state.card : undefined;
  useEffect(() => {
    if (sharedCard && region.current) scrollToTop(region.current);
  }, [sharedCard]);
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
          onClick={runChecks}
        >
          {t("probe.run", lang)}
        </button>
      </div>
      {target && (
        <ToolPicker
          lang={lang}
          tools={tools}
          checked={checked}
          onToggle={toggle}
          onEdit={(name, text) => choice.edit(key, name, text)}
          onNone={() => choice.clear(key)}
          buttonClass={small}
        />
      )}
      {blocked && invalid.length > 0 && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {t("probe.toolsBlocked", lang, { tools: invalid.join(", ") })}
        </p>
      )}
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
