/**
 * The consent before a typed command starts: its exact argument list, working folder and env
 * names (never values). Nothing starts until "Start it".
 */
import { Dialog } from "../../ui/Dialog.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { inert } from "../../transport/stdio/inert.ts";
import type { StdioConsent } from "./useStdio.ts";

const box =
  "flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100";
const button =
  "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500";
const secondary = `${button} border border-slate-300 dark:border-slate-700`;
const primary = `${button} bg-sky-700 text-white hover:bg-sky-800`;

export function StdioConsentDialog(props: {
  consent: StdioConsent | undefined;
  lang: Language;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { consent, lang } = props;
  return (
    <Dialog
      open={consent !== undefined}
      label={accessibleName("stdio.consent.title")}
      onClose={props.onCancel}
      loading={null}
      failed={null}
      className="w-[min(36rem,calc(100%-2rem))]"
    >
      <div className={box}>
        <h2 className="text-base font-semibold">{t("stdio.consent.title", lang)}</h2>
        <p className="text-sm">{t("stdio.consent.body", lang)}</p>
        <p className="text-sm">{t("stdio.consent.argv", lang)}</p>
        <ol
          aria-label={t("stdio.consent.argv", lang)}
          className="max-h-48 list-decimal overflow-auto rounded border border-slate-200 py-1 pr-2 pl-8 font-mono text-xs dark:border-slate-700"
        >
          {consent?.argv.map((part, i) => (
            <li key={i} className="break-all whitespace-pre-wrap">
              {part === "" ? '""' : inert(part, 4000)}
            </li>
          ))}
        </ol>
        <p className="text-sm break-all">
          {t("stdio.consent.cwd", lang, {
            cwd: consent?.cwd ? inert(consent.cwd, 1000) : t("stdio.consent.cwdDefault", lang),
          })}
        </p>
        <p className="text-sm break-all">
          {consent?.envNames.length
            ? t("stdio.consent.env", lang, { names: inert(consent.envNames.join(", "), 2000) })
            : t("stdio.consent.noEnv", lang)}
        </p>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            aria-label={accessibleName("stdio.consent.cancel")}
            onClick={props.onCancel}
            className={secondary}
          >
            {t("stdio.consent.cancel", lang)}
          </button>
          <button
            type="button"
            aria-label={accessibleName("stdio.consent.start")}
            onClick={props.onAccept}
            className={primary}
          >
            {t("stdio.consent.start", lang)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
