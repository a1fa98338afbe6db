/**
 * "Export" (a small menu: the session as JSON Lines, the report, the diagram as Mermaid),
 * "Import" (a file input), "Saved sessions" and "Replay" in the session pane's header, with a
 * status line and the import's warnings. Everything arrives through props.
 */
import { useRef, useState } from "react";
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { ExportChoice, FilesStatus } from "./useSessionFiles.ts";

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

const CHOICES: readonly {
  kind: ExportChoice;
  key: "files.exportSession" | "files.exportReport" | "files.exportMermaid";
}[] = [
  { kind: "session", key: "files.exportSession" },
  { kind: "report", key: "files.exportReport" },
  { kind: "diagram", key: "files.exportMermaid" },
];

export function SessionFiles(props: {
  lang: Language;
  onExport: (kind: ExportChoice) => void;
  onImport: (file: File) => void;
  onSaved: () => void;
  onReplay: () => void;
}) {
  const { lang } = props;
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="relative flex max-w-full shrink-0 flex-wrap gap-1.5">
      <button
        type="button"
        aria-label={accessibleName("files.export")}
        aria-haspopup="menu"
        aria-expanded={open}
        title={t("files.exportTitle", lang)}
        onClick={() => setOpen(!open)}
        className={small}
      >
        {t("files.export", lang)}
      </button>
      {open && (
        <div
          role="menu"
          aria-label={accessibleName("files.export")}
          onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
          className="absolute top-full left-0 z-20 mt-1 flex w-56 flex-col rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {CHOICES.map((c) => (
            <button
              key={c.kind}
              type="button"
              role="menuitem"
              aria-label={accessibleName(c.key)}
              onClick={() => {
                setOpen(false);
                props.onExport(c.kind);
              }}
              className="px-3 py-1 text-left text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
            >
              {t(c.key, lang)}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        aria-label={accessibleName("files.import")}
        title={t("files.importTitle", lang)}
        onClick={() => input.current?.click()}
        className={small}
      >
        {t("files.import", lang)}
      </button>
      <button
        type="button"
        aria-label={accessibleName("saved.title")}
        aria-haspopup="dialog"
        onClick={props.onSaved}
        className={small}
      >
        {t("saved.title", lang)}
      </button>
      <button
        type="button"
        aria-label={accessibleName("replay.button")}
        aria-haspopup="dialog"
        title={t("replay.buttonTitle", lang)}
        onClick={props.onReplay}
        className={small}
      >
        {t("replay.button", lang)}
      </button>
      <input
        ref={input}
        type="file"
        aria-label={accessibleName("files.importFile")}
        accept=".jsonl,.json,.ndjson,.log,.txt,application/json"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) props.onImport(file);
        }}
      />
    </span>
  );
}

/** What the last export or import did, with the import's warnings. */
export function FilesStatusLine(props: { status: FilesStatus | undefined; lang: Language }) {
  const { status, lang } = props;
  if (!status) return null;
  const text =
    status.n !== undefined && status.key === "files.imported.n"
      ? tn(status.key, status.n, lang, status.args)
      : t(status.key, lang, status.args);
  return (
    <div
      role="status"
      aria-label={accessibleName("files.status")}
      className={`border-b border-slate-200 px-3 py-1 text-xs dark:border-slate-800 ${
        status.tone === "error"
          ? "text-rose-800 dark:text-rose-200"
          : "text-slate-700 dark:text-slate-300"
      }`}
    >
      <p>{text}</p>
      {status.warnings && status.warnings.length > 0 && (
        <ul className="list-disc pl-5">
          {status.warnings.map((w) => (
            <li key={w.code}>{t(`import.warn.${w.code}`, lang, { count: w.count })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
