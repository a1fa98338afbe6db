/**
 * The template library: every message of the selected version, searchable and grouped, each
 * inserted with an id that the editor text does not use yet. Focus stays in the search box;
 * arrows move through the list, Enter inserts, Escape closes.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { type Language, accessibleName } from "../../i18n/index.ts";
import { useT } from "../../ui/useT.ts";
import { nextId, templatesFor } from "../../protocol/templates/index.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import { DirectionBadge } from "./DirectionBadge.tsx";
import { type Entry, GROUP_TITLES, libraryGroups } from "./library.ts";

export interface TemplateLibraryProps {
  version: ProtocolVersion;
  language: Language;
  /** Receives the chosen message as pretty-printed JSON. */
  onInsert: (text: string) => void;
  onClose: () => void;
  /** The editor's text, to pick an id it does not use. */
  currentText: string;
}

export default function TemplateLibrary(props: TemplateLibraryProps) {
  const { version, language, onInsert, onClose, currentText } = props;
  const T = useT(language);
  const [query, setQuery] = useState("");
  const [activeKey, setActiveKey] = useState<string>();
  const searchRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef(new Map<string, HTMLElement>());
  const listId = useId();

  const groups = useMemo(
    () => libraryGroups(templatesFor(version), query, language),
    [version, query, language],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.entries), [groups]);
  const active = flat.find((e) => e.key === activeKey) ?? flat[0];
  const id = useMemo(() => nextId(currentText), [currentText]);
  const preview = useMemo(() => active?.template.build({ id }), [active, id]);
  const count = new Set(flat.map((e) => e.template.id)).size;

  useEffect(() => searchRef.current?.focus(), []);
  useEffect(() => {
    if (active) optionRefs.current.get(active.key)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const choose = (entry: Entry | undefined) => {
    if (entry) onInsert(entry.template.build({ id }));
  };

  const move = (to: number) => {
    const next = flat[Math.max(0, Math.min(flat.length - 1, to))];
    if (next) setActiveKey(next.key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = active ? flat.indexOf(active) : -1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(at + 1),
      ArrowUp: () => move(at - 1),
      PageDown: () => move(at + 8),
      PageUp: () => move(at - 8),
      Enter: () => choose(active),
      Escape: onClose,
    };
    // Home and End stay with the search box's caret.
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const optionId = (entry: Entry) => `${listId}-${flat.indexOf(entry)}`;

  return (
    <div
      onKeyDown={onKeyDown}
      className="flex h-[min(40rem,85vh)] w-[min(60rem,100%)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="text-base font-semibold">{T("templates.title")}</h2>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {version}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {T.n("templates.count.n", count)}
        </span>
        <button
          type="button"
          onClick={onClose}
          className="ml-auto rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {T("common.close")}
        </button>
      </div>
      <div className="border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <input
          ref={searchRef}
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveKey(undefined);
          }}
          aria-label={accessibleName("templates.search")}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active) : undefined}
          placeholder={T("templates.searchPlaceholder")}
          spellCheck={false}
          autoComplete="off"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      <div className="flex min-h-0 flex-1">
        <div
          id={listId}
          role="listbox"
          aria-label={T("templates.resultsLabel", { version })}
          // Focusable, so the keyboard can scroll it too; the dialog's keys move the choice.
          tabIndex={0}
          aria-activedescendant={active ? optionId(active) : undefined}
          className="min-h-0 flex-1 overflow-y-auto px-2 py-2"
        >
          {groups.length === 0 && (
            <p className="px-2 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
              {T("templates.noMatch", { query })}
            </p>
          )}
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
              <div
                id={`${listId}-${group.key}`}
                className="sticky top-0 bg-white/95 px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900/95 dark:text-slate-400"
              >
                {T(GROUP_TITLES[group.key])}
              </div>
              {group.entries.map((entry) => {
                const selected = entry === active;
                return (
                  <div
                    key={entry.key}
                    id={optionId(entry)}
                    ref={(el) => {
                      if (el) optionRefs.current.set(entry.key, el);
                      else optionRefs.current.delete(entry.key);
                    }}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => !selected && setActiveKey(entry.key)}
                    onClick={() => choose(entry)}
                    className={`cursor-pointer rounded-md px-2 py-1.5 ${
                      selected
                        ? "bg-sky-100 ring-1 ring-sky-400 dark:bg-sky-900/40 dark:ring-sky-600"
                        : "hover:bg-slate-50 dark:hover:bg-slate-800/60"
                    }`}
                  >
                    <div className="flex items-baseline gap-2">
                      <span className="font-mono text-[13px] text-slate-900 dark:text-slate-100">
                        {entry.template.method}
                      </span>
                      <span className="truncate text-sm text-slate-700 dark:text-slate-300">
                        {entry.title}
                      </span>
                      <DirectionBadge direction={entry.template.direction} language={language} />
                    </div>
                    <div className="mt-0.5 text-xs leading-snug text-slate-600 dark:text-slate-400">
                      {entry.description}
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {preview !== undefined && (
          <pre className="hidden min-h-0 w-[45%] overflow-auto border-l border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800 md:block dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200">
            {preview}
          </pre>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-1.5 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {T("templates.keysHint")}
      </div>
    </div>
  );
}
