/**
 * How the user picks what the workbench shows. On a phone: a tab bar (one group of panes at a
 * time, tabs at least 44 px high). Elsewhere: a toolbar that shows one pane alone (maximised)
 * and brings all of them back.
 */
import { type KeyboardEvent, useRef } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { ToolbarButton } from "../../ui/Controls.tsx";
import type { Arrangement } from "./arrange.ts";
import { type Pane, paneDomId } from "./Workbench.tsx";

interface TabBarProps {
  panes: readonly Pane[];
  arrangement: Arrangement;
  tab: string | undefined;
  onTab: (id: string) => void;
  lang: Language;
}

/** The phone's tabs: one per group of the arrangement, named by its first pane. */
export function TabBar({ panes, arrangement, tab, onTab, lang }: TabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const ids = arrangement.map((group) => group[0] ?? "");
  const current = ids.includes(tab ?? "") ? tab : ids[0];
  const titleOf = (id: string) => panes.find((p) => p.id === id)?.title ?? id;
  const onKeyDown = (event: KeyboardEvent) => {
    const i = ids.indexOf(current ?? "");
    const next =
      event.key === "ArrowRight"
        ? (i + 1) % ids.length
        : event.key === "ArrowLeft"
          ? (i - 1 + ids.length) % ids.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? ids.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onTab(ids[next] ?? "");
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t("panes.tabs", lang)}
      onKeyDown={onKeyDown}
      className="sticky bottom-0 z-20 flex shrink-0 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      {ids.map((id) => {
        const selected = id === current;
        return (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={selected}
            aria-controls={paneDomId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onTab(id)}
            className={`min-h-11 min-w-0 flex-1 border-t-2 px-1 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500 ${
              selected
                ? "border-sky-600 text-sky-800 dark:border-sky-400 dark:text-sky-200"
                : "border-transparent text-slate-600 dark:text-slate-300"
            }`}
          >
            {/* Wrapped, never cut: «Замечания», «Диаграмма» must read whole at 390 px. */}
            <span className="block text-xs leading-tight [overflow-wrap:anywhere]">
              {titleOf(id)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

interface MaximizeBarProps {
  panes: readonly Pane[];
  maximized: string | undefined;
  onMaximize: (id: string | undefined) => void;
  lang: Language;
}

/** One toggle per pane: pressed, it fills the workbench; pressed again, all panes come back. */
export function MaximizeBar({ panes, maximized, onMaximize, lang }: MaximizeBarProps) {
  return (
    <div
      role="toolbar"
      aria-label={accessibleName("panes.label")}
      className="ml-auto flex flex-wrap items-center gap-1 text-xs"
    >
      <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
        {t("panes.label", lang)}
      </span>
      {panes.map((pane) => (
        <ToolbarButton
          key={pane.id}
          aria-pressed={maximized === pane.id}
          title={t(maximized === pane.id ? "panes.restore" : "panes.maximize", lang, {
            pane: pane.title,
          })}
          onClick={() => onMaximize(maximized === pane.id ? undefined : pane.id)}
          className="px-2 py-0.5 text-xs aria-pressed:border-sky-600 aria-pressed:bg-sky-50 dark:aria-pressed:border-sky-400 dark:aria-pressed:bg-sky-950"
        >
          {pane.title}
        </ToolbarButton>
      ))}
    </div>
  );
}
