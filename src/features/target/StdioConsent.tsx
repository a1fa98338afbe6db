/**
 * The consent before a typed command starts: its exact argument list, working folder and env
 * names (never values). Nothing starts until "Start it".
 */
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { inert } from "../../transport/stdio/inert.ts";
import type { StdioConsent } from "./useStdio.ts";

export function StdioConsentDialog(props: {
  consent: StdioConsent | undefined;
  lang: Language;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { consent, lang } = props;
  return (
    <ConfirmDialog
      open={consent !== undefined}
      title={t("stdio.consent.title", lang)}
      body={t("stdio.consent.body", lang)}
      confirm={t("stdio.consent.start", lang)}
      cancel={t("stdio.consent.cancel", lang)}
      onConfirm={props.onAccept}
      onCancel={props.onCancel}
      names={{
        title: accessibleName("stdio.consent.title"),
        confirm: accessibleName("stdio.consent.start"),
        cancel: accessibleName("stdio.consent.cancel"),
      }}
      width="w-[min(36rem,calc(100%-2rem))]"
    >
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
    </ConfirmDialog>
  );
}
