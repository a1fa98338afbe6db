/** Room kept for the session and sequence-diagram panes of the next milestone. */
import { type Language, t } from "../i18n/strings.ts";

export function ReservedPanes({ lang }: { lang: Language }) {
  return (
    <div className="grid h-full min-h-0 grid-cols-2 gap-3">
      {(["session.title", "diagram.title"] as const).map((key) => (
        <section
          key={key}
          aria-label={t(key, lang)}
          className="flex min-h-0 flex-col rounded-lg border border-dashed border-slate-300 px-4 py-3 dark:border-slate-700"
        >
          <h2 className="text-sm font-semibold text-slate-500 dark:text-slate-400">
            {t(key, lang)}
          </h2>
          <p className="mt-1 text-xs text-slate-400 dark:text-slate-500">
            {t("panes.reserved", lang)}
          </p>
        </section>
      ))}
    </div>
  );
}
