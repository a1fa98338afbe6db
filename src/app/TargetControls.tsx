/**
 * The session pane's target controls: the setup folded into one line once connected, and the
 * report card and the authorization panel, which open in a drawer over the editor's pane
 * rather than between the session's title bar and its list (where they took the list's room).
 */
import { type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { SetupFold } from "../features/target/SetupFold.tsx";
import type { SetupLine } from "../features/target/setupSummary.ts";
import { type Language, accessibleName, t } from "../i18n/strings.ts";

export type SidePanel = "report" | "auth";

const opener =
  "shrink-0 rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const asking =
  "shrink-0 rounded border border-sky-700 bg-sky-700 px-2 py-0.5 text-xs font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500";

export function TargetControls(props: {
  lang: Language;
  line: SetupLine;
  /** Which target the line is about (its kind): a switch neither folds nor opens the setup. */
  identity: string;
  /** The target's own setup (its panel, the gift server's controls). */
  setup: ReactNode;
  /** The report card's panel, and the authorization panel (remote targets only). */
  report: ReactNode;
  auth: ReactNode | undefined;
  /** The server asks for authorization: its opener stands out. */
  authAsks: boolean;
  open: SidePanel | undefined;
  onOpen: (panel: SidePanel | undefined) => void;
  /** The pane the drawer covers (the editor's, a phone's session pane); else the window's right. */
  host: HTMLElement | undefined;
}) {
  const { lang, open, onOpen } = props;
  return (
    <>
      <SetupFold
        lang={lang}
        summary={props.line.summary}
        connected={props.line.connected}
        problem={props.line.problem}
        identity={props.identity}
        actions={
          <>
            <button
              type="button"
              aria-label={accessibleName("setup.report")}
              aria-haspopup="dialog"
              aria-expanded={open === "report"}
              title={t("setup.reportTitle", lang)}
              onClick={() => onOpen(open === "report" ? undefined : "report")}
              className={opener}
            >
              {t("setup.report", lang)}
            </button>
            {props.auth !== undefined && (
              <button
                type="button"
                aria-label={accessibleName("setup.auth")}
                aria-haspopup="dialog"
                aria-expanded={open === "auth"}
                title={t("setup.authTitle", lang)}
                onClick={() => onOpen(open === "auth" ? undefined : "auth")}
                className={props.authAsks ? asking : opener}
              >
                {t("setup.auth", lang)}
              </button>
            )}
          </>
        }
      >
        {props.setup}
      </SetupFold>
      <PanelDialog
        lang={lang}
        open={open === "report"}
        host={props.host}
        name={accessibleName("setup.report")}
        title={t("setup.report", lang)}
        onClose={() => onOpen(undefined)}
      >
        {props.report}
      </PanelDialog>
      {props.auth !== undefined && (
        <PanelDialog
          lang={lang}
          open={open === "auth"}
          host={props.host}
          name={accessibleName("setup.auth")}
          title={t("setup.auth", lang)}
          onClose={() => onOpen(undefined)}
        >
          {props.auth}
        </PanelDialog>
      )}
    </>
  );
}

/**
 * A drawer over the editor's pane (a phone's over the session's pane; where that pane is not
 * shown, at the window's right edge): not modal, so the session list, the selected message and
 * the diagram stay in view and usable beside it ("Show message" selects there; a phone's drawer
 * steps aside for it). Focus moves in on open and
 * back to where it was on close; Escape closes it. Kept mounted while closed, so a half-typed
 * client id or a card's link outcome survives.
 */
function PanelDialog(props: {
  lang: Language;
  open: boolean;
  host: HTMLElement | undefined;
  /** The drawer's stable (English) name, and its visible title. */
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { lang, open, onClose } = props;
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    // In a pane that scrolls (a phone's), the drawer sits at its top: brought into view.
    box.current?.parentElement?.scrollTo({ top: 0 });
    heading.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);
  const drawer = (
    <section
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-label={props.name}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      className={`${props.host ? "absolute inset-0 z-20 rounded-[inherit]" : "fixed inset-y-0 right-0 z-40 w-[max(24rem,38vw)] max-w-full border-l shadow-2xl"} flex flex-col border-slate-200 bg-white text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 truncate text-base font-semibold focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {props.title}
        </h2>
        <button
          type="button"
          aria-label={accessibleName("setup.close")}
          onClick={onClose}
          className={opener}
        >
          {t("setup.close", lang)}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">{props.children}</div>
    </section>
  );
  return props.host ? createPortal(drawer, props.host) : drawer;
}
