/** The message editor's contract: what other features hold of it (its handle). */
export type { MessageEditorHandle, MessageEditorProps } from "./types.ts";
// Light (no Monaco): when the editor's chunk has loaded, for work that should wait for it.
export { editorSettled } from "./preload.ts";
