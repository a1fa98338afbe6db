/** Under the editor: the Send button, its shortcut, and the editor's own keys. */
import { type Language, accessibleName, t } from "../../i18n/strings.ts";

interface SendBarProps {
  lang: Language;
  /** "Ctrl+Enter" or "⌘+Enter". */
  keys: string;
  onSend: () => void;
}

export function SendBar({ lang, keys, onSend }: SendBarProps) {
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 px-3 py-1.5 dark:border-slate-800">
      <button
        type="button"
        aria-label={accessibleName("send.button")}
        aria-keyshortcuts={keys === "Ctrl+Enter" ? "Control+Enter" : "Meta+Enter"}
        title={t("send.title", lang, { keys })}
        onClick={onSend}
        className="flex shrink-0 items-center gap-1.5 rounded-md bg-sky-700 px-3 py-1 text-sm font-medium text-white shadow-xs hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
          <path d="M3 20.5v-17L22 12 3 20.5Zm2-3.1L16.9 12 5 6.6v3.9l6 1.5-6 1.5v3.9Z" />
        </svg>
        {t("send.button", lang)}
      </button>
      {/* Keyboard shortcuts mean nothing on a touch screen. */}
      <span className="shrink-0 text-xs text-slate-500 [@media(pointer:coarse)]:hidden dark:text-slate-400">
        {t("send.keys", lang, { keys })}
      </span>
      <span
        className="min-w-0 truncate text-xs text-slate-500 [@media(pointer:coarse)]:hidden dark:text-slate-400"
        title={t("editor.keys", lang)}
      >
        {t("editor.keys", lang)}
      </span>
    </div>
  );
}
