/**
 * The playground page: the header, the message editor, the findings of its text, and room for
 * the session and diagram panes. State lives in the store; the report is derived from the text.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { FindingsPanel } from "../features/findings/FindingsPanel.tsx";
import { KindBadge } from "../features/findings/KindBadge.tsx";
import type { MessageEditorHandle } from "../features/editor/types.ts";
import { useReport } from "../features/validation/useReport.ts";
import type { Finding } from "../protocol/types.ts";
import { DEFAULT_PROTOCOL_VERSION } from "../protocol/versions.ts";
import { t } from "../i18n/strings.ts";
import { usePlayground } from "../store/index.ts";
import { useCore } from "./core.ts";
import { EditorSlot } from "./EditorSlot.tsx";
import { Header } from "./Header.tsx";
import { ReservedPanes } from "./ReservedPanes.tsx";
import { ChangesDialog, TemplatesDialog } from "./Dialogs.tsx";
import { ToolbarButton } from "./Controls.tsx";
import { useEffectiveTheme } from "./theme.ts";

export function App() {
  const text = usePlayground((s) => s.text);
  const version = usePlayground((s) => s.version);
  const lang = usePlayground((s) => s.language);
  const theme = usePlayground((s) => s.theme);
  const { setText, setVersion, setLanguage, setTheme } = usePlayground.getState();
  const effectiveTheme = useEffectiveTheme(theme);
  const { report, pending, judgedText } = useReport(text, version);
  const editor = useRef<MessageEditorHandle>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [changesOpen, setChangesOpen] = useState(false);
  const judgedVersion =
    report?.version ?? (version === "auto" ? DEFAULT_PROTOCOL_VERSION : version);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Until the core chunk is there, findings (rare so early) show the core's English text.
  const core = useCore();
  const describe = useCallback(
    (f: Finding) => (core ? core.describeFinding(f, lang) : f.message),
    [core, lang],
  );
  const titleOfFix = useCallback(
    (f: Finding) => (core ? core.fixTitle(f, lang) : f.fix?.title) ?? "",
    [core, lang],
  );
  const insertTemplate = useCallback((template: string) => {
    setTemplatesOpen(false);
    editor.current?.replaceAll(template);
    // After the dialog has handed focus back to its opener.
    setTimeout(() => editor.current?.focus());
  }, []);
  const reveal = useCallback((f: Finding) => editor.current?.reveal(f.range), []);
  const applyFix = useCallback((f: Finding) => editor.current?.applyFix(f), []);

  return (
    <div className="flex h-full min-w-[1024px] flex-col">
      <Header
        lang={lang}
        version={version}
        resolvedVersion={report?.version}
        theme={theme}
        setVersion={setVersion}
        setLanguage={setLanguage}
        setTheme={setTheme}
        onFormat={() => editor.current?.format()}
        onTemplates={() => setTemplatesOpen(true)}
        kind={
          <>
            <KindBadge
              report={report}
              pending={pending}
              lang={lang}
              reason={report && (core ? core.describeReason(report, lang) : report.reason)}
            />
            {report?.method && (
              <ToolbarButton
                aria-haspopup="dialog"
                onClick={() => setChangesOpen(true)}
                className="ml-auto shrink-0 py-0.5 text-xs"
              >
                {t("changes.for", lang, { method: report.method })}
              </ToolbarButton>
            )}
          </>
        }
      />
      <main className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_22rem] grid-rows-[minmax(0,1fr)_7rem] gap-3 p-3 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-h-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
          <div className="min-h-0 flex-1">
            <EditorSlot
              ref={editor}
              value={text}
              onChange={setText}
              findings={report?.findings ?? []}
              findingsText={judgedText ?? ""}
              version={judgedVersion}
              language={lang}
              theme={effectiveTheme}
              describe={describe}
              describeFix={titleOfFix}
            />
          </div>
          <p className="border-t border-slate-200 px-3 py-1 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
            {t("editor.keys", lang)}
          </p>
        </div>
        <div className="min-h-0 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
          <FindingsPanel
            report={report}
            pending={pending}
            textLength={text.length}
            lang={lang}
            describe={describe}
            fixTitle={titleOfFix}
            onReveal={reveal}
            onApplyFix={applyFix}
          />
        </div>
        <div className="col-span-2 min-h-0">
          <ReservedPanes lang={lang} />
        </div>
      </main>
      <TemplatesDialog
        open={templatesOpen}
        version={judgedVersion}
        lang={lang}
        currentText={text}
        onInsert={insertTemplate}
        onClose={() => setTemplatesOpen(false)}
      />
      <ChangesDialog
        open={changesOpen}
        method={report?.method}
        version={judgedVersion}
        lang={lang}
        onClose={() => setChangesOpen(false)}
      />
    </div>
  );
}
