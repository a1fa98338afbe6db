/** The message editor's contract: what other features hold of it (its handle). */
export type { MessageEditorHandle, MessageEditorProps } from "./types.ts";
