/** The first visit's offer: start learning, or go straight to the workbench. */
import { type Language, t } from "../../i18n/strings.ts";
import { ToolbarButton } from "../../ui/Controls.tsx";

export function LearnOffer(props: { lang: Language; onAnswer: (learn: boolean) => void }) {
  const { lang } = props;
  return (
    <section
      aria-labelledby="learn-offer-title"
      className="flex flex-wrap items-center gap-3 border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm dark:border-sky-900 dark:bg-sky-950"
    >
      <h2 id="learn-offer-title" className="font-semibold">
        {t("learn.offer.title", lang)}
      </h2>
      <p className="min-w-0 flex-1 basis-64 [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
        {t("learn.offer.body", lang)}
      </p>
      <ToolbarButton onClick={() => props.onAnswer(true)}>
        {t("learn.offer.start", lang)}
      </ToolbarButton>
      <ToolbarButton onClick={() => props.onAnswer(false)}>
        {t("learn.offer.workbench", lang)}
      </ToolbarButton>
    </section>
  );
}
