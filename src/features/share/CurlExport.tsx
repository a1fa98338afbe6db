/**
 * "Copy as curl" for a message POSTed to a remote server: the command that sends it again as it
 * went (address, session id, protocol headers, the user's headers), secrets masked unless "Show
 * secrets" is ticked. The revealed command lives in this component only: never in the store, a
 * link, an export or a log.
 */
import { useMemo, useState } from "react";
import { Checkbox } from "../../ui/Controls.tsx";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import { curlForSent } from "../../share/curl.ts";
import { copyText } from "../../ui/clipboard.ts";

interface CurlExportProps {
  /** The message as sent, byte for byte. */
  text: string;
  http: HttpDetail;
  /** The target's headers as this page holds them now (to put back masked secrets). */
  known: Readonly<Record<string, string>>;
  /** The target speaks the 2024-11-05 HTTP+SSE transport. */
  legacy: boolean;
  lang: Language;
}

/** What the last press of the button put on the clipboard. */
interface Copied {
  command: string;
  ok: boolean;
}

const button =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

export function CurlExport({ text, http, known, legacy, lang }: CurlExportProps) {
  const [reveal, setReveal] = useState(false);
  const [copied, setCopied] = useState<Copied | undefined>(undefined);
  const masked = useMemo(() => curlForSent(text, http, known), [text, http, known]);
  const shown = useMemo(
    () => (reveal ? curlForSent(text, http, known, { reveal }) : masked),
    [text, http, known, reveal, masked],
  );

  const copy = async () => {
    if (!shown.ok) return;
    const { command } = shown;
    setCopied({ command, ok: await copyText(command) });
  };

  return (
    <div className="mt-1.5 flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label={accessibleName("curl.copy")}
          title={t("curl.copyTitle", lang)}
          disabled={!shown.ok}
          onClick={() => void copy()}
          className={`${button} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          {t("curl.copy", lang)}
        </button>
        <Checkbox
          name={accessibleName("curl.reveal")}
          label={t("curl.reveal", lang)}
          checked={reveal}
          onChange={setReveal}
        />
      </div>
      {!shown.ok ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {t(`curl.fail.${shown.reason}`, lang)}
        </p>
      ) : (
        copied && (
          <>
            <p role="status" className="text-slate-600 dark:text-slate-300">
              {copiedText(copied, shown, revealable(masked), lang)}
            </p>
            {shown.unknown.length > 0 && (
              <p className="text-amber-800 dark:text-amber-200">
                {t("curl.unknown", lang, { names: shown.unknown.join(", ") })}
              </p>
            )}
            {shown.dropped.length > 0 && (
              <p className="text-amber-800 dark:text-amber-200">
                {t("curl.dropped", lang, { names: shown.dropped.join(", ") })}
              </p>
            )}
            {legacy && (
              <p className="text-slate-600 dark:text-slate-300">{t("curl.legacy", lang)}</p>
            )}
            <textarea
              readOnly
              aria-label={accessibleName("curl.command")}
              value={shown.command}
              rows={Math.min(12, shown.command.split("\n").length)}
              spellCheck={false}
              onFocus={(event) => event.target.select()}
              className="w-full resize-y rounded border border-slate-300 bg-slate-50 p-1.5 font-mono text-[11px] leading-snug text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
            />
          </>
        )
      )}
    </div>
  );
}

type CurlOk = Extract<ReturnType<typeof curlForSent>, { ok: true }>;

/** Whether "Show secrets" puts anything in (masked values the page still knows). */
function revealable(masked: ReturnType<typeof curlForSent>): boolean {
  return masked.ok && masked.masked.some((name) => !masked.unknown.includes(name));
}

function copiedText(
  copied: Copied,
  shown: CurlOk,
  /** Something in the command is masked unless revealed. */
  hasSecrets: boolean,
  lang: Language,
): string {
  if (copied.command !== shown.command) return t("curl.changed", lang);
  if (!copied.ok) return t("curl.notCopied", lang);
  // Headers masked because the page does not know them are listed apart.
  const masked = shown.masked.filter((name) => !shown.unknown.includes(name));
  if (masked.length > 0) return t("curl.copied", lang, { names: masked.join(", ") });
  return hasSecrets ? t("curl.copiedSecrets", lang) : t("curl.copiedAll", lang);
}
