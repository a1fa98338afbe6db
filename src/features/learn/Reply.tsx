/**
 * The server's latest reply since the exercise opened, shown with the task: on a phone the
 * session is a tab away, and a server exercise is worked on by what comes back.
 */
import { type Language, t } from "../../i18n/strings.ts";
import { type LogMark, countsFrom } from "../../learn/since.ts";
import { usePlayground } from "../../store/index.ts";

const MAX_SHOWN = 1200;

export function Reply({ from, lang }: { from: LogMark | undefined; lang: Language }) {
  const text = usePlayground((s) => {
    if (!from) return undefined;
    const since = countsFrom(from, s);
    for (let i = s.entries.length - 1; i >= 0; i--) {
      const e = s.entries[i];
      if (!e || e.seq < since) break;
      if (e.type === "message" && e.flow === "in" && !e.probe) return e.text;
    }
    return undefined;
  });
  // Nothing yet: one line, so the task and Check keep their room.
  if (text === undefined) {
    return (
      <figure aria-label={t("learn.reply", lang)}>
        <figcaption className="text-xs text-slate-500 dark:text-slate-400">
          {t("learn.noReply", lang)}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="flex flex-col gap-1" aria-label={t("learn.reply", lang)}>
      <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {t("learn.reply", lang)}
      </figcaption>
      <pre className="max-h-28 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-800">
        {text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text}
      </pre>
    </figure>
  );
}
