/**
 * The "Saved sessions" dialog's content: save the current session under a name, and open,
 * rename or delete the saved ones (all of them, after a question). Data and actions by props.
 */
import { useState } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { SavedSessionSummary } from "../../store/device/library.ts";
import type { LibraryMessage } from "./useLibrary.ts";

const small =
  "rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:hover:bg-slate-800";
const field =
  "min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900";

export interface SavedSessionsProps {
  lang: Language;
  items: readonly SavedSessionSummary[];
  memory: boolean;
  message: LibraryMessage | undefined;
  onSave: (name: string) => void;
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  onClear: () => void;
  onClose: () => void;
}

export function SavedSessions(props: SavedSessionsProps) {
  const { lang } = props;
  const [name, setName] = useState(() =>
    t("saved.defaultName", lang, { date: new Date().toLocaleString(lang) }),
  );
  return (
    <div className="flex max-h-[85vh] flex-col gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <div className="flex items-center gap-3">
        <h2 className="text-base font-semibold">{t("saved.title", lang)}</h2>
        <button type="button" onClick={props.onClose} className={`${small} ml-auto`}>
          {t("share.close", lang)}
        </button>
      </div>
      {props.memory && (
        <p className="text-xs text-amber-800 dark:text-amber-200">{t("saved.memory", lang)}</p>
      )}
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave(name);
        }}
      >
        <input
          aria-label={accessibleName("saved.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={field}
        />
        <button type="submit" aria-label={accessibleName("saved.save")} className={small}>
          {t("saved.save", lang)}
        </button>
      </form>
      {props.message && (
        <p
          role="status"
          className={`text-xs ${props.message.tone === "error" ? "text-rose-700 dark:text-rose-300" : ""}`}
        >
          {t(props.message.key, lang, props.message.args)}
        </p>
      )}
      <ul
        aria-label={accessibleName("saved.title")}
        className="min-h-0 flex-1 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800"
      >
        {props.items.length === 0 && (
          <li className="py-2 text-sm text-slate-500">{t("saved.none", lang)}</li>
        )}
        {props.items.map((item) => (
          <Item key={item.id} item={item} {...props} />
        ))}
      </ul>
      {props.items.length > 0 && (
        <button
          type="button"
          aria-label={accessibleName("saved.clear")}
          onClick={props.onClear}
          className={`${small} self-start`}
        >
          {t("saved.clear", lang)}
        </button>
      )}
    </div>
  );
}

function Item(props: SavedSessionsProps & { item: SavedSessionSummary }) {
  const { item, lang } = props;
  const [editing, setEditing] = useState<string | undefined>(undefined);
  return (
    <li aria-label={item.name} className="flex items-center gap-2 py-2 text-sm">
      {editing === undefined ? (
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{item.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t("saved.summary", lang, {
              messages: item.messages,
              version: item.version,
              date: new Date(item.savedAt).toLocaleString(lang),
            })}
          </p>
        </div>
      ) : (
        <form
          className="flex min-w-0 flex-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            props.onRename(item.id, editing);
            setEditing(undefined);
          }}
        >
          <input
            aria-label={accessibleName("saved.name")}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            className={field}
          />
          <button type="submit" className={small}>
            {t("saved.rename", lang)}
          </button>
        </form>
      )}
      <button
        type="button"
        aria-label={accessibleName("saved.open")}
        onClick={() => props.onOpen(item.id)}
        className={small}
      >
        {t("saved.open", lang)}
      </button>
      {editing === undefined && (
        <button
          type="button"
          aria-label={accessibleName("saved.rename")}
          onClick={() => setEditing(item.name)}
          className={small}
        >
          {t("saved.rename", lang)}
        </button>
      )}
      <button
        type="button"
        aria-label={accessibleName("saved.delete")}
        onClick={() => props.onDelete(item.id)}
        className={small}
      >
        {t("saved.delete", lang)}
      </button>
    </li>
  );
}
