/**
 * A menu button and its menu (the WAI-ARIA menu button pattern): the button says whether the
 * menu is open (`aria-expanded`); in the menu the arrow keys, Home and End move between items;
 * Escape or Tab closes it and focus returns to the button. Items are plain data, so the menu
 * holds commands, an on/off choice and groups of one-of choices, and nothing else.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export type MenuEntry =
  | { type: "item"; name: string; label: string; onSelect: () => void; dialog?: boolean }
  | { type: "check"; name: string; label: string; checked: boolean; onChange: (v: boolean) => void }
  | {
      type: "radios";
      /** The group's name, stable English. */
      name: string;
      label: string;
      value: string;
      options: readonly { value: string; label: string; name?: string; lang?: string }[];
      onChange: (value: string) => void;
    };

export interface MenuProps {
  /** The button's and the menu's accessible name (stable English). */
  name: string;
  /** What the button shows. */
  label: ReactNode;
  /** Its tooltip, in the page's language. */
  title: string;
  entries: readonly MenuEntry[];
}

const itemClass =
  "flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800";

function Mark({ on, round }: { on: boolean; round?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-4 shrink-0 items-center justify-center border border-slate-400 ${round ? "rounded-full" : "rounded-sm"} ${on ? "border-sky-600 bg-sky-600 text-white" : ""}`}
    >
      {on ? (round ? "●" : "✓") : ""}
    </span>
  );
}

export function Menu(props: MenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () =>
    Array.from(
      menu.current?.querySelectorAll<HTMLElement>(
        '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]',
      ) ?? [],
    );
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={props.name}
        title={props.title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center justify-center rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {props.label}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={props.name}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="absolute top-full right-0 z-30 mt-1 max-h-[calc(100dvh-4rem)] w-64 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {props.entries.map((entry) => {
            if (entry.type === "item") {
              return (
                <button
                  key={entry.name}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-label={entry.name}
                  aria-haspopup={entry.dialog ? "dialog" : undefined}
                  className={itemClass}
                  onClick={() => {
                    close();
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              );
            }
            if (entry.type === "check") {
              return (
                <button
                  key={entry.name}
                  type="button"
                  role="menuitemcheckbox"
                  tabIndex={-1}
                  aria-label={entry.name}
                  aria-checked={entry.checked}
                  className={itemClass}
                  onClick={() => entry.onChange(!entry.checked)}
                >
                  <Mark on={entry.checked} />
                  {entry.label}
                </button>
              );
            }
            return (
              <div
                key={entry.name}
                role="group"
                aria-label={entry.name}
                className="mt-1 border-t border-slate-100 pt-1 first:mt-0 first:border-t-0 first:pt-0 dark:border-slate-800"
              >
                <div aria-hidden="true" className="px-2 py-1 text-xs font-medium text-slate-500">
                  {entry.label}
                </div>
                {entry.options.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    role="menuitemradio"
                    tabIndex={-1}
                    lang={option.lang}
                    aria-label={option.name}
                    aria-checked={entry.value === option.value}
                    className={itemClass}
                    onClick={() => entry.onChange(option.value)}
                  >
                    <Mark on={entry.value === option.value} round />
                    {option.label}
                  </button>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
