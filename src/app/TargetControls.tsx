/**
 * The session pane's target controls: the setup folded into one line once connected, and the
 * report card and the authorization panel, which open over the workbench in a dialog rather
 * than between the session's title bar and its list (where they took the list's room).
 */
import type { ReactNode } from "react";
import { SetupFold } from "../features/target/SetupFold.tsx";
import type { SetupLine } from "../features/target/setupSummary.ts";
import { type Language, accessibleName, t } from "../i18n/strings.ts";
import { Dialog } from "../ui/Dialog.tsx";

export type SidePanel = "report" | "auth";

const opener =
  "shrink-0 rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const asking =
  "shrink-0 rounded border border-sky-700 bg-sky-700 px-2 py-0.5 text-xs font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-500";

export function TargetControls(props: {
  lang: Language;
  line: SetupLine;
  /** The target's own setup (its panel, the gift server's controls). */
  setup: ReactNode;
  /** The report card's panel, and the authorization panel (remote targets only). */
  report: ReactNode;
  auth: ReactNode | undefined;
  /** The server asks for authorization: its opener stands out. */
  authAsks: boolean;
  open: SidePanel | undefined;
  onOpen: (panel: SidePanel | undefined) => void;
}) {
  const { lang, open, onOpen } = props;
  return (
    <>
      <SetupFold
        lang={lang}
        summary={props.line.summary}
        connected={props.line.connected}
        problem={props.line.problem}
        actions={
          <>
            <button
              type="button"
              aria-label={accessibleName("setup.report")}
              aria-haspopup="dialog"
              title={t("setup.reportTitle", lang)}
              onClick={() => onOpen("report")}
              className={opener}
            >
              {t("setup.report", lang)}
            </button>
            {props.auth !== undefined && (
              <button
                type="button"
                aria-label={accessibleName("setup.auth")}
                aria-haspopup="dialog"
                title={t("setup.authTitle", lang)}
                onClick={() => onOpen("auth")}
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

function PanelDialog(props: {
  lang: Language;
  open: boolean;
  /** The dialog's stable (English) name, and its visible title. */
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { lang } = props;
  return (
    <Dialog
      open={props.open}
      label={props.name}
      onClose={props.onClose}
      loading={null}
      failed={null}
      className="w-[min(44rem,calc(100%-1rem))]"
    >
      <div className="flex max-h-[min(46rem,calc(100dvh-2rem))] flex-col rounded-lg border border-slate-200 bg-white text-sm text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
          <h2 className="min-w-0 flex-1 truncate text-base font-semibold">{props.title}</h2>
          <button
            type="button"
            aria-label={accessibleName("setup.close")}
            onClick={props.onClose}
            className={opener}
          >
            {t("setup.close", lang)}
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto p-2">{props.children}</div>
      </div>
    </Dialog>
  );
}
