/**
 * The Monaco floor of the UI benchmark: a page with Monaco alone, set up as the playground sets
 * it up (the same `monaco-editor`, the same editor features, the JSON language and both workers:
 * `monaco-setup.ts`), one JSON model and the editor's options, and nothing else: no React, no
 * store, no checker. The playground's Monaco cannot be ready sooner than this on the same machine.
 */
import { monaco } from "../../../src/features/editor/monaco-setup.ts";

const root = document.getElementById("root");
if (root) {
  const model = monaco.editor.createModel(
    "",
    "json",
    monaco.Uri.parse("inmemory://mcp-playground/message.json"),
  );
  // The playground's options (editor-options.ts) that change what is built or drawn.
  monaco.editor.create(root, {
    model,
    ariaLabel: "Message editor",
    editContext: false,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    wordWrap: "on",
    fixedOverflowWidgets: true,
    scrollBeyondLastLine: false,
    renderFinalNewline: "on",
    quickSuggestions: { other: true, comments: false, strings: true },
    wordBasedSuggestions: "off",
    lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.OnCode },
    colorDecorators: false,
    links: false,
  });
}
