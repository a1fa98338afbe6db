/**
 * Monaco's own texts (find widget, context menu, suggest and hover widgets…) in the UI's
 * language. Monaco looks each text up in a global table by index when it builds a label, so the
 * table must be in place before the editor chunk runs (labels of actions are built then) and
 * before an editor is created (widget texts). English is Monaco's built-in fallback.
 */
import type { Language } from "../../i18n/strings.ts";

interface NlsGlobals {
  _VSCODE_NLS_MESSAGES?: string[];
  _VSCODE_NLS_LANGUAGE?: string;
}

const nls = globalThis as NlsGlobals;
let russian: string[] | undefined;

/** Puts Monaco's table for `language` in place, loading the Russian one (49 KB gzipped). */
export async function loadMonacoMessages(language: Language): Promise<void> {
  if (language === "ru") {
    if (!russian) {
      await import("monaco-editor/nls/lang/ru");
      russian = nls._VSCODE_NLS_MESSAGES;
    }
    nls._VSCODE_NLS_MESSAGES = russian;
    nls._VSCODE_NLS_LANGUAGE = "ru";
  } else {
    delete nls._VSCODE_NLS_MESSAGES;
    delete nls._VSCODE_NLS_LANGUAGE;
  }
}
