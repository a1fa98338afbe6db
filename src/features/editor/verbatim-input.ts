/**
 * Text inserted in one go rather than typed key by key (dictation, autofill, an emoji picker,
 * automation's `insertText`) goes in verbatim, as a paste does. Monaco would otherwise replay it
 * character by character through auto-closing and auto-indent, so `{"a":{}}` would gain extra
 * brackets and indentation. Single keystrokes and IME composition are left to Monaco.
 */
import type { monaco } from "./monaco-setup.ts";

export function insertBlocksVerbatim(
  editor: monaco.editor.IStandaloneCodeEditor,
): monaco.IDisposable {
  const node = editor.getDomNode();
  if (!node) return { dispose() {} };
  const onBeforeInput = (event: InputEvent) => {
    const text = event.data;
    if (event.inputType !== "insertText" || event.isComposing || !text) return;
    // One user-perceived character (an emoji is two UTF-16 units) is a keystroke.
    if ([...text].length < 2) return;
    event.preventDefault();
    editor.trigger("keyboard", "paste", { text, pasteOnNewLine: false, multicursorText: null });
  };
  node.addEventListener("beforeinput", onBeforeInput, true);
  return { dispose: () => node.removeEventListener("beforeinput", onBeforeInput, true) };
}
