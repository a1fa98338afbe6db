/** The editor's handle: programmatic edits, each one step of Monaco's undo history. */
import type { Finding } from "../../protocol/types.ts";
import { toMonacoRange } from "./markers.ts";
import type { monaco } from "./monaco-setup.ts";
import type { MessageEditorHandle } from "./types.ts";

type Editor = monaco.editor.IStandaloneCodeEditor;

/** Replaces `range` with `text` between two undo stops, so Ctrl/Cmd+Z undoes exactly this. */
function edit(editor: Editor, source: string, range: monaco.IRange, text: string): void {
  const model = editor.getModel();
  if (!model) return;
  editor.pushUndoStop();
  editor.executeEdits(source, [
    { range: model.validateRange(range), text, forceMoveMarkers: true },
  ]);
  editor.pushUndoStop();
}

/**
 * `current()` is read at call time: the handle outlives neither the editor nor its model.
 * `fixable(finding)` says whether the finding belongs to the editor's current text: a fix
 * computed for an older text would edit the wrong place, so it is not applied.
 */
export function makeHandle(
  current: () => Editor | null,
  fixable: (finding: Finding) => boolean,
): MessageEditorHandle {
  return {
    applyFix(finding) {
      const editor = current();
      if (!editor || !finding.fix || !fixable(finding)) return;
      edit(editor, "mcp-fix", toMonacoRange(finding.fix.edit.range), finding.fix.edit.text);
    },
    reveal(range) {
      const editor = current();
      const model = editor?.getModel();
      if (!editor || !model) return;
      const r = model.validateRange(toMonacoRange(range));
      editor.setSelection(r);
      editor.revealRangeInCenter(r);
      editor.focus();
    },
    format() {
      const action = current()?.getAction("editor.action.formatDocument");
      // Formatting runs in the JSON worker; the action keeps it one undo step.
      if (action) void action.run();
    },
    replaceAll(text) {
      const editor = current();
      const model = editor?.getModel();
      if (!editor || !model) return;
      edit(editor, "mcp-replace", model.getFullModelRange(), text);
      editor.setPosition({ lineNumber: 1, column: 1 });
      editor.revealLine(1);
    },
    focus() {
      current()?.focus();
    },
  };
}
