/**
 * The message editor: Monaco (through `@monaco-editor/react`, given the bundled instance) with
 * completion and hover from the selected version's schema, markers from the checker's findings
 * only, and their fixes as quick fixes.
 *
 * Default export, for `React.lazy`. The handle is exposed through React 19's `ref` prop (no
 * `forwardRef`): `<MessageEditor ref={handleRef} … />`.
 */
import { Editor as MonacoEditor } from "@monaco-editor/react";
import { type Ref, useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from "react";
import { buildEditorSchema, editorSchemaUri } from "../../protocol/schema/editor-schema.ts";
import type { Finding } from "../../protocol/types.ts";
import { registerQuickFixes } from "./code-actions.ts";
import {
  EDITOR_OPTIONS,
  MODEL_URI,
  THEMES,
  defineThemes,
  freeReservedKeys,
} from "./editor-options.ts";
import { MARKER_OWNER, sameFix, toMarkers } from "./markers.ts";
import { monaco, setJsonSchemas } from "./monaco-setup.ts";
import { makeHandle } from "./handle.ts";
import type { MessageEditorHandle, MessageEditorProps } from "./types.ts";
import { insertBlocksVerbatim } from "./verbatim-input.ts";

type Editor = monaco.editor.IStandaloneCodeEditor;

const SEVERITIES = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  hint: monaco.MarkerSeverity.Info,
};

/** Values sent through `onChange` and not yet seen back in `value`: a few, and a few MB at most. */
const MAX_PENDING = 8;
const MAX_PENDING_CHARS = 8_000_000;

function remember(pending: string[], text: string): void {
  pending.push(text);
  let chars = pending.reduce((n, t) => n + t.length, 0);
  while (pending.length > 1 && (pending.length > MAX_PENDING || chars > MAX_PENDING_CHARS)) {
    chars -= pending.shift()!.length;
  }
}

export default function MessageEditor({
  ref,
  value,
  onChange,
  findings,
  findingsText,
  version,
  theme,
  describe,
  describeFix,
  focusAt,
}: MessageEditorProps & { ref?: Ref<MessageEditorHandle> }) {
  const [editor, setEditor] = useState<Editor | null>(null);
  /** The model's text, kept in step with every change (the markers are checked against it). */
  const modelText = useRef(value);
  const pending = useRef<string[]>([]);
  /** Set while `value` from outside is written into the model, so it is not echoed back. */
  const writing = useRef(false);
  /** What the quick-fix provider offers; refreshed with every new set of findings. */
  const fixable = useRef<{ findings: readonly Finding[]; title(f: Finding): string }>({
    findings: [],
    title: (f) => f.fix?.title ?? "",
  });

  const emit = useEffectEvent((text: string) => {
    if (writing.current && text === value) return;
    remember(pending.current, text);
    onChange(text);
  });
  // The text the model starts with; later values reach it through the effect below.
  const [initialText] = useState(value);

  // Completion and hover follow the selected version (set before the model exists, so the
  // JSON worker starts with the right schema).
  useEffect(() => {
    setJsonSchemas([
      { uri: editorSchemaUri(version), fileMatch: [MODEL_URI], schema: buildEditorSchema(version) },
    ]);
  }, [version]);

  // The editor and its model are created by the wrapper (model URI `MODEL_URI`, so the JSON
  // worker matches the schema to it) and disposed by it on unmount; what the message editor
  // adds to them lives as long as the editor does.
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model) return;
    modelText.current = model.getValue();
    const keys = freeReservedKeys();
    const verbatim = insertBlocksVerbatim(editor);
    const changes = model.onDidChangeContent(() => {
      modelText.current = model.getValue();
      emit(modelText.current);
    });
    const fixes = registerQuickFixes(model, {
      currentFindings: () => fixable.current.findings,
      describeFix: (f) => fixable.current.title(f),
    });
    return () => {
      fixes.dispose();
      changes.dispose();
      keys.dispose();
      verbatim.dispose();
    };
  }, [editor]);

  // A value from outside (a template, a reset, another tab): written into the model, undoable.
  useEffect(() => {
    if (!editor) return;
    const seen = pending.current.indexOf(value);
    if (seen >= 0) {
      pending.current.splice(0, seen + 1);
      return;
    }
    if (value === modelText.current) return;
    const model = editor.getModel();
    if (!model) return;
    writing.current = true;
    try {
      editor.pushUndoStop();
      editor.executeEdits("mcp-value", [{ range: model.getFullModelRange(), text: value }]);
      editor.pushUndoStop();
    } finally {
      writing.current = false;
    }
    pending.current = [];
  }, [editor, value]);

  // Markers: the findings of the editor's current text, or the old ones moved along with edits.
  useEffect(() => {
    const model = editor?.getModel();
    if (!model) return;
    const current = (findingsText ?? value) === modelText.current;
    fixable.current = {
      findings: current ? findings : [],
      title: describeFix ?? ((f) => f.fix?.title ?? ""),
    };
    if (!current) return;
    monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(findings, describe, SEVERITIES));
  }, [editor, findings, findingsText, value, describe, describeFix]);

  useImperativeHandle(
    ref,
    () =>
      makeHandle(
        () => editor,
        (f) => fixable.current.findings.some((g) => sameFix(f, g)),
      ),
    [editor],
  );

  return (
    <MonacoEditor
      defaultPath={MODEL_URI}
      defaultLanguage="json"
      defaultValue={initialText}
      options={EDITOR_OPTIONS}
      theme={theme === "dark" ? THEMES.dark : THEMES.light}
      beforeMount={defineThemes}
      onMount={(created) => {
        setEditor(created);
        const model = created.getModel();
        if (focusAt === undefined || !model) return;
        // In the same task as the creation: keys typed meanwhile reach the editor, not the page.
        created.setPosition(model.getPositionAt(focusAt()));
        created.focus();
      }}
      // Monaco is already loaded when this renders: the wrapper's wait is a microtask.
      loading={null}
      className="h-full min-h-0 w-full"
      wrapperProps={{ "data-testid": "message-editor", className: "h-full min-h-0 w-full" }}
    />
  );
}
