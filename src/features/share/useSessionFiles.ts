/**
 * Export and import of the session: files are made from the log (the findings report and the
 * diagram from the rows the derive worker made of it, once they describe the whole log) and
 * downloaded; a file read in is checked by `importSession`, and replaces the session (after
 * asking, when the current one has messages). What happened is kept as a status line with the
 * import's warnings.
 */
import { useCallback, useState } from "react";
import type { Args, Key } from "../../i18n/strings.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { ProtocolVersion, VersionChoice } from "../../protocol/versions.ts";
import type { Derived } from "../../client/exchange/index.ts";
import {
  exportFileName,
  exportJsonLines,
  mermaidFromRows,
  reportFromRows,
  reportText,
} from "../../share/export.ts";
import {
  IMPORT_LIMITS,
  type ImportResult,
  type ImportWarning,
  importSession,
} from "../../share/import.ts";
import { download } from "../../ui/download.ts";

type Imported = Pick<ImportResult, "entries" | "warnings" | "version">;

export type ExportChoice = "session" | "report" | "diagram";

export interface FilesStatus {
  key: Key;
  args?: Args;
  /** A count for plural keys. */
  n?: number;
  warnings?: readonly ImportWarning[];
  tone: "info" | "error";
}

interface Options {
  entries: () => readonly ExchangeEntry[];
  /** The rows of the log once derived (see `useExchangeRows`). */
  rows: () => Promise<Derived>;
  version: VersionChoice;
  /** Puts the imported entries in place of the session (and the file's version in the picker). */
  replace: (entries: readonly ExchangeEntry[], version: ProtocolVersion | undefined) => void;
}

const TYPES: Record<ExportChoice, string> = {
  session: "application/jsonl;charset=utf-8",
  report: "application/json;charset=utf-8",
  diagram: "text/plain;charset=utf-8",
};

/** The report or the diagram as text, from the rows. */
function fromRows(kind: "report" | "diagram", { rows, stopped }: Derived, version: VersionChoice) {
  if (kind === "diagram") return mermaidFromRows(rows);
  const unchecked = stopped ? { uncheckedFrom: stopped.uncheckedFrom } : {};
  return reportText(reportFromRows(rows, { version, ...unchecked }));
}

export function useSessionFiles({ entries, rows, version, replace }: Options) {
  const [status, setStatus] = useState<FilesStatus | undefined>(undefined);
  const [pending, setPending] = useState<{ file: string; imported: Imported } | undefined>(
    undefined,
  );

  const exportAs = useCallback(
    (kind: ExportChoice) => {
      const log = entries();
      if (!log.some((e) => e.type === "message")) {
        return setStatus({ key: "files.empty", tone: "info" });
      }
      const save = (text: string) => {
        const file = exportFileName(kind);
        download(file, TYPES[kind], text);
        setStatus({ key: "files.exported", args: { file }, tone: "info" });
      };
      if (kind === "session") return save(exportJsonLines(log, { version }));
      void rows().then((derived) => save(fromRows(kind, derived, version)));
    },
    [entries, rows, version],
  );

  const finish = useCallback(
    (file: string, imported: Imported) => {
      const { entries: loaded, warnings } = imported;
      replace(loaded, imported.version);
      setStatus({
        key: "files.imported.n",
        n: loaded.length,
        args: { file },
        warnings,
        tone: "info",
      });
    },
    [replace],
  );

  const importFile = useCallback(
    async (file: File) => {
      const name = file.name;
      if (file.size > IMPORT_LIMITS.maxChars) {
        return setStatus({
          key: "files.tooLarge",
          args: { file: name, size: `${Math.round(file.size / 1024 / 1024)} MB` },
          tone: "error",
        });
      }
      let text: string;
      try {
        text = await file.text();
      } catch (error) {
        return setStatus({
          key: "files.readFailed",
          args: { file: name, error: String(error) },
          tone: "error",
        });
      }
      const result = importSession(text);
      if (result.entries.length === 0) {
        return setStatus({
          key: "files.nothing",
          args: { file: name },
          warnings: result.warnings,
          tone: "error",
        });
      }
      if (entries().some((e) => e.type === "message")) setPending({ file: name, imported: result });
      else finish(name, result);
    },
    [entries, finish],
  );

  const confirm = useCallback(() => {
    if (pending) finish(pending.file, pending.imported);
    setPending(undefined);
  }, [pending, finish]);

  return {
    status,
    exportAs,
    importFile,
    pendingFile: pending?.file,
    confirm,
    cancel: () => setPending(undefined),
  };
}
