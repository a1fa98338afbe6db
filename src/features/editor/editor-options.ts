/** The editor's fixed configuration: options, themes, the model URI, reserved keys. */
import { accessibleName } from "../../i18n/strings.ts";
import { monaco } from "./monaco-setup.ts";

/** One model for the one message; the JSON service matches the schema to it by this URI. */
export const MODEL_URI = "inmemory://mcp-playground/message.json";

export const EDITOR_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  ariaLabel: accessibleName("editor.label"),
  // The hidden text area (rather than Chromium's EditContext) takes a pasted or inserted block
  // of text verbatim, without auto-indenting each line; tests and assistive tools rely on it.
  editContext: false,
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  tabSize: 2,
  insertSpaces: true,
  detectIndentation: false,
  wordWrap: "on",
  fixedOverflowWidgets: true,
  scrollBeyondLastLine: false,
  renderLineHighlight: "line",
  // Monaco dims the last line's number after a final newline on Linux, below the contrast
  // a line number needs (axe flags it): drawn like every other line number everywhere.
  renderFinalNewline: "on",
  // In JSON every key and value is a string: completion must come up inside strings too.
  quickSuggestions: { other: true, comments: false, strings: true },
  // Completion offers the schema's names only, never words picked up from the text.
  wordBasedSuggestions: "off",
  suggest: { showWords: false },
  hover: { delay: 300 },
  lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.OnCode },
  // Pasted text stays as pasted: the checker judges exactly what the user wrote.
  formatOnPaste: false,
  formatOnType: false,
  unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: true },
  // Colour swatches and links are noise in protocol messages.
  colorDecorators: false,
  links: false,
};

export const THEMES = { light: "mcp-light", dark: "mcp-dark" } as const;

let themesDefined = false;

/** Monaco's own light and dark themes, with the background of the app's panes. */
export function defineThemes(): void {
  if (themesDefined) return;
  themesDefined = true;
  monaco.editor.defineTheme(THEMES.light, {
    base: "vs",
    inherit: true,
    rules: [],
    colors: { "editor.background": "#ffffff" },
  });
  monaco.editor.defineTheme(THEMES.dark, {
    base: "vs-dark",
    inherit: true,
    rules: [],
    colors: { "editor.background": "#0f172a" },
  });
}

/**
 * Ctrl/Cmd+Enter is reserved for "Send" (a later feature, handled outside the editor): Monaco's
 * own binding (insert line below) is removed so the key press reaches the page.
 */
export function freeReservedKeys(): monaco.IDisposable {
  return monaco.editor.addKeybindingRules([
    {
      keybinding: monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter,
      command: "-editor.action.insertLineAfter",
    },
  ]);
}
