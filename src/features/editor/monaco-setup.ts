/**
 * Monaco, bundled with the app: only the editor API, the JSON language and the editor features
 * the message editor uses (no other language, no CDN). Imported only by the lazily loaded
 * editor, so none of it is part of the first paint.
 *
 * `@monaco-editor/react` is given this instance (`loader.config({ monaco })`), so its loader
 * never injects a script: its default CDN path stays unused and nothing is fetched elsewhere.
 */
import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor/editor";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import { registerJsonLanguage, setJsonSchemas } from "./json-language.ts";
// The editor features the message editor offers; nothing else of Monaco's is loaded.
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/codeAction/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/gotoLine/register";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/smartSelect/register";
import "monaco-editor/features/snippet/register";
import "monaco-editor/features/suggest/register";
// Monaco 0.57's suggest entry registers the inline variant only; the suggest widget itself:
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/toggleTabFocusMode/register";
import "monaco-editor/features/wordOperations/register";

// The JSON worker is created by json-language.ts; this one serves the editor's own worker
// (minimal edits after formatting, and the like).
self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

registerJsonLanguage();
loader.config({ monaco });

export { monaco, setJsonSchemas };
