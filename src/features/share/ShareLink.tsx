/**
 * "Copy link" with its "Include the session" option, and the panel that follows a click: the
 * link in a read-only field (to copy by hand if the clipboard refused), its warnings, and the
 * shorter link without the session when this one is too long.
 */
import { Checkbox, ToolbarButton } from "../../ui/Controls.tsx";
import { sizeLabel } from "../../i18n/format.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { ShareOutcome } from "./useShareLink.ts";

interface ShareLinkProps {
  lang: Language;
  withSession: boolean;
  onWithSession: (value: boolean) => void;
  onShare: () => void;
  outcome: ShareOutcome | undefined;
  onMessageOnly: () => void;
  onClose: () => void;
  /** Which controls show here; the rest are in the header's menu. The panel always shows here. */
  inline?: "all" | "button" | "none";
}

export function ShareLink(props: ShareLinkProps) {
  const { lang, outcome } = props;
  const inline = props.inline ?? "all";
  return (
    // With nothing inline, the panel hangs from the header itself (its positioned ancestor).
    <div className={inline === "none" ? "contents" : "relative flex items-center gap-2"}>
      {inline === "all" && (
        <span className="text-xs whitespace-nowrap">
          <Checkbox
            name={accessibleName("share.includeSession")}
            label={t("share.includeSession", lang)}
            checked={props.withSession}
            onChange={props.onWithSession}
          />
        </span>
      )}
      {inline !== "none" && (
        <ToolbarButton
          aria-label={accessibleName("share.copyLink")}
          title={t("share.copyLinkTitle", lang)}
          onClick={props.onShare}
          className="whitespace-nowrap"
        >
          {t("share.copyLink", lang)}
        </ToolbarButton>
      )}
      {outcome && (
        <div
          role="group"
          aria-label={accessibleName("share.panel")}
          className="absolute top-full right-0 z-20 mt-1 flex w-[28rem] max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Outcome outcome={outcome} lang={lang} onMessageOnly={props.onMessageOnly} />
          <button
            type="button"
            onClick={props.onClose}
            className="self-end rounded px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
          >
            {t("share.close", lang)}
          </button>
        </div>
      )}
    </div>
  );
}

function Outcome(props: { outcome: ShareOutcome; lang: Language; onMessageOnly: () => void }) {
  const { outcome, lang } = props;
  if (outcome.type === "failed") {
    return <p role="alert">{t(`share.fail.${outcome.reason}`, lang)}</p>;
  }
  const size = sizeLabel(outcome.url.length, lang);
  const { warnings, messageOnly } = outcome.result;
  return (
    <>
      <p role="status">
        {outcome.type === "copied"
          ? t("share.copied", lang, { size })
          : t("share.copyFailed", lang)}
      </p>
      <input
        readOnly
        aria-label={accessibleName("share.link")}
        value={outcome.url}
        onFocus={(event) => event.target.select()}
        className="w-full rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
      />
      {warnings.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-amber-800 dark:text-amber-200">
          {warnings.map((w) => (
            <li key={w}>{t(`share.warn.${w}`, lang, { size })}</li>
          ))}
        </ul>
      )}
      {messageOnly && (
        <ToolbarButton
          aria-label={accessibleName("share.messageOnly")}
          onClick={props.onMessageOnly}
          className="self-start text-xs"
        >
          {t("share.messageOnly", lang)}
        </ToolbarButton>
      )}
    </>
  );
}
