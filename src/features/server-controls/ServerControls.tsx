/**
 * What the user can change about the gift server while it runs, and how it is: added latency,
 * strict lifecycle, the second tool, a catalog edit, a crash; the status says starting, ready,
 * crashed or restarting (and is announced when it changes).
 *
 * The settings fold under the status on a short desktop window, where open they would leave the
 * session list a row or two; a tall window or a phone (whose pane scrolls) shows them open.
 */
import { useId, useState } from "react";
import { Checkbox } from "../../ui/Controls.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { MAX_LATENCY_MS, type ServerControls as Controls } from "../../server/controls.ts";
import type { ServerStatus } from "../../client/session/index.ts";

interface ServerControlsProps {
  controls: Controls;
  status: ServerStatus;
  lang: Language;
  onChange: (patch: Partial<Controls>) => void;
  onCrash: () => void;
}

const DOT: Record<ServerStatus, string> = {
  starting: "bg-amber-400 animate-pulse",
  ready: "bg-emerald-500",
  crashed: "bg-rose-500",
  restarting: "bg-amber-400 animate-pulse",
  stopped: "bg-slate-400",
};

const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

const seconds = (ms: number, lang: Language) =>
  t("server.latencyValue", lang, {
    n: new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).format(ms / 1000),
  });

/** A desktop window too short for the settings beside a useful session list. */
const SHORT_DESKTOP = "(min-width: 768px) and (max-height: 799px)";

export function ServerControls({ controls, status, lang, onChange, onCrash }: ServerControlsProps) {
  const [open, setOpen] = useState(() => !window.matchMedia(SHORT_DESKTOP).matches);
  const settingsId = useId();
  return (
    <div
      role="group"
      aria-label={accessibleName("server.controls")}
      className="flex flex-wrap items-center gap-x-3.5 gap-y-1.5 border-b border-slate-200 px-3 py-1.5 text-xs dark:border-slate-800"
    >
      <p
        role="status"
        aria-label={accessibleName("server.status")}
        className="flex items-center gap-1.5 font-medium text-slate-700 dark:text-slate-200"
      >
        <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
        {t("server.label", lang)}: {t(`server.${status}`, lang)}
      </p>
      <button
        type="button"
        aria-label={accessibleName("server.settings")}
        aria-expanded={open}
        aria-controls={settingsId}
        onClick={() => setOpen(!open)}
        className="rounded px-1 py-0.5 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-300 dark:hover:text-white"
      >
        {t("server.settings", lang)} {open ? "▴" : "▾"}
      </button>
      <div id={settingsId} hidden={!open} className="contents">
        <Settings
          controls={controls}
          status={status}
          lang={lang}
          onChange={onChange}
          onCrash={onCrash}
        />
      </div>
    </div>
  );
}

function Settings({ controls, status, lang, onChange, onCrash }: ServerControlsProps) {
  return (
    <>
      <label className="flex items-center gap-1.5 text-slate-600 dark:text-slate-300">
        {t("server.latency", lang)}
        <input
          type="range"
          aria-label={accessibleName("server.latency")}
          aria-valuetext={seconds(controls.latencyMs, lang)}
          min={0}
          max={MAX_LATENCY_MS}
          step={100}
          value={controls.latencyMs}
          onChange={(event) => onChange({ latencyMs: Number(event.target.value) })}
          className="w-24 accent-sky-600"
        />
        <output className="w-10 text-right tabular-nums">
          {seconds(controls.latencyMs, lang)}
        </output>
      </label>
      <Checkbox
        name={accessibleName("server.strict")}
        label={t("server.strict", lang)}
        title={t("server.strictTitle", lang)}
        checked={controls.strictLifecycle}
        onChange={(strictLifecycle) => onChange({ strictLifecycle })}
      />
      <Checkbox
        name={accessibleName("server.giftCards")}
        label={t("server.giftCards", lang)}
        title={t("server.giftCardsTitle", lang)}
        checked={controls.giftCards}
        onChange={(giftCards) => onChange({ giftCards })}
      />
      <span className="flex gap-1.5">
        <button
          type="button"
          aria-label={accessibleName("server.catalog")}
          title={t("server.catalogTitle", lang, { n: controls.catalogRevision })}
          onClick={() => onChange({ catalogRevision: controls.catalogRevision + 1 })}
          className={button}
        >
          {t("server.catalog", lang)}
        </button>
        <button
          type="button"
          aria-label={accessibleName("server.crash")}
          title={t("server.crashTitle", lang)}
          disabled={status !== "ready"}
          onClick={onCrash}
          className={`${button} text-rose-700 dark:text-rose-300`}
        >
          {t("server.crash", lang)}
        </button>
      </span>
    </>
  );
}
