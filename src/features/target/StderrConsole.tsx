/**
 * The stdio server's stderr: a console of its own (the spec lets a server log there, and a
 * client must not take it for protocol), folded by default, capped, inert text only, with an
 * Export that downloads it as .txt. Never an error.
 */
import { useMemo, useState } from "react";
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import { usePlayground } from "../../store/index.ts";
import { inertLines } from "../../transport/stdio/index.ts";
import { download } from "../../ui/download.ts";

const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/**
 * The console as the store has it: it reads stderr itself, so a flush (up to ten a second)
 * redraws this console only, never the panes around the setup.
 */
export function StoredStderr({ lang }: { lang: Language }) {
  const text = usePlayground((s) => s.stderr);
  const dropped = usePlayground((s) => s.stderrDropped);
  const clear = usePlayground((s) => s.clearStderr);
  return <StderrConsole lang={lang} text={text} dropped={dropped} onClear={clear} />;
}

export function StderrConsole(props: {
  lang: Language;
  text: string;
  dropped: number;
  onClear: () => void;
}) {
  const { lang, text, dropped } = props;
  // Up to the cap's 256 KB made inert: only while the console is open, once per text.
  const [open, setOpen] = useState(false);
  const shown = useMemo(() => (open ? inertLines(text) : ""), [open, text]);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded border border-slate-200 dark:border-slate-700"
    >
      <summary className="cursor-pointer px-2 py-0.5 text-slate-700 dark:text-slate-200">
        {t("stdio.stderr", lang)}
        {text !== "" && ` (${text.length})`}
      </summary>
      <div className="flex flex-col gap-1 border-t border-slate-200 p-1.5 dark:border-slate-700">
        {dropped > 0 && (
          <p className="text-slate-500 dark:text-slate-400">
            {tn("stdio.stderr.dropped.n", dropped, lang)}
          </p>
        )}
        {open && (
          <pre
            role="log"
            aria-label={accessibleName("stdio.stderr")}
            tabIndex={0}
            className="max-h-48 overflow-auto font-mono text-[11px] break-all whitespace-pre-wrap text-slate-800 dark:text-slate-200"
          >
            {shown === "" ? t("stdio.stderr.empty", lang) : shown}
          </pre>
        )}
        <div className="flex gap-1.5">
          <button
            type="button"
            aria-label={accessibleName("stdio.stderr.export")}
            disabled={text === ""}
            onClick={() => download("stderr.txt", "text/plain;charset=utf-8", text)}
            className={button}
          >
            {t("stdio.stderr.export", lang)}
          </button>
          <button
            type="button"
            aria-label={accessibleName("stdio.stderr.clear")}
            disabled={text === "" && dropped === 0}
            onClick={props.onClear}
            className={button}
          >
            {t("stdio.stderr.clear", lang)}
          </button>
        </div>
      </div>
    </details>
  );
}
