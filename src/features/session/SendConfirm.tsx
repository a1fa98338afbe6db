/** Asks before an invalid message is sent: "Send anyway" or "Cancel" (Escape cancels too). */
import { Dialog } from "../../ui/Dialog.tsx";
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { PendingConfirm } from "./useSend.ts";

interface SendConfirmProps {
  pending: PendingConfirm | undefined;
  lang: Language;
  onAccept: () => void;
  onCancel: () => void;
  /** The send shortcut ("Ctrl+Enter"), which confirms here too. */
  keys: string;
}

export function SendConfirm({ pending, lang, onAccept, onCancel, keys }: SendConfirmProps) {
  return (
    <Dialog
      open={pending !== undefined}
      label={accessibleName("send.confirmTitle")}
      onClose={onCancel}
      loading={null}
      failed={null}
      className="w-[min(30rem,calc(100%-2rem))]"
    >
      {/* Cancel has the focus (the safe choice); the send shortcut again means "send anyway". */}
      <div
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onAccept();
          }
        }}
        className="rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 className="text-base font-semibold">{t("send.confirmTitle", lang)}</h2>
        <p className="mt-2 text-sm">{tn("send.confirmBody.n", pending?.errors ?? 0, lang)}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("send.confirmHint", lang)}
        </p>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t("send.confirmKeys", lang, { keys })}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            aria-label={accessibleName("send.cancel")}
            onClick={onCancel}
            className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
          >
            {t("send.cancel", lang)}
          </button>
          <button
            type="button"
            aria-label={accessibleName("send.anyway")}
            onClick={onAccept}
            className="rounded-md bg-rose-600 px-3 py-1 text-sm font-medium text-white hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {t("send.anyway", lang)}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
