/**
 * The target's setup, folded into one line once the session's target is connected: what it is
 * connected to, its state, and the button that opens the setup again. It opens by itself when
 * the target is not connected or has a problem, and folds by itself when it becomes connected;
 * the user's own choice holds until the next such change. Any kind of target fits: the line is
 * fed by props (`what`, `state`), the setup is the children. Actions that open elsewhere (the
 * report card, authorization) sit at the line's end in both states.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { SetupSummary, SetupTone } from "./setupSummary.ts";

const DOT: Record<SetupTone, string> = {
  ok: "bg-emerald-500",
  busy: "bg-amber-400 animate-pulse",
  problem: "bg-rose-500",
  idle: "bg-slate-400",
};

export function SetupFold(props: {
  lang: Language;
  summary: SetupSummary;
  /** The target is connected: the setup folds when this becomes true. */
  connected: boolean;
  /** The target has a problem (failed, issues, crashed): the setup opens when this becomes true. */
  problem: boolean;
  /**
   * Which target this is (its kind): choosing another in the open setup does not fold it, even
   * when the other is connected already (the gift server is).
   */
  identity?: string;
  /** Buttons shown at the line's end whether folded or open. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { lang, summary, connected, problem, identity } = props;
  const [open, setOpen] = useState(() => !connected || problem);
  const was = useRef({ connected, problem, identity });
  useEffect(() => {
    const before = was.current;
    was.current = { connected, problem, identity };
    if (problem && !before.problem) setOpen(true);
    else if (identity !== before.identity) return;
    else if (!connected && before.connected) setOpen(true);
    else if (connected && !problem && (!before.connected || before.problem)) setOpen(false);
  }, [connected, problem, identity]);
  const setupId = useId();
  return (
    <div role="group" aria-label={accessibleName("setup.region")}>
      {/* One line; on a narrow pane the actions wrap under it rather than crush what it says. */}
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 px-3 py-0.5 text-xs dark:border-slate-800">
        {!open && (
          <p
            role="status"
            aria-label={summary.statusName}
            title={summary.detail}
            className="flex min-w-[min(8rem,100%)] flex-1 basis-0 items-center gap-1.5 text-slate-700 dark:text-slate-200"
          >
            <span
              aria-hidden="true"
              className={`size-2 shrink-0 rounded-full ${DOT[summary.tone]}`}
            />
            {/* Seen: the short line; heard: the whole status, as the open setup says it. */}
            <span aria-hidden="true" className="min-w-0 truncate">
              <span className="font-medium">{summary.what}</span>
              {" · "}
              <span
                className={summary.tone === "problem" ? "text-rose-700 dark:text-rose-300" : ""}
              >
                {summary.state}
              </span>
            </span>
            <span className="sr-only">{summary.detail}</span>
          </p>
        )}
        {open && <span className="min-w-0 flex-1 basis-0" />}
        <button
          type="button"
          aria-label={accessibleName("setup.toggle")}
          aria-expanded={open}
          aria-controls={setupId}
          onClick={() => setOpen(!open)}
          className="shrink-0 rounded px-1.5 py-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {t("setup.toggleText", lang)} <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </button>
        {props.actions && <span className="flex shrink-0 gap-1.5">{props.actions}</span>}
      </div>
      <div id={setupId} hidden={!open}>
        {props.children}
      </div>
    </div>
  );
}
