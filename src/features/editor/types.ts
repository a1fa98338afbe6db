/** The contract of the message editor: props in, edits out, a handle for programmatic edits. */
import type { Finding, SourceRange } from "../../protocol/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { Language } from "../../store/index.ts";

export interface MessageEditorProps {
  value: string;
  // Callbacks are properties, not methods: the editor destructures them (no `this` involved).
  onChange: (value: string) => void;
  /** Findings of the text (see `findingsText`), only displayed: markers, hovers, quick fixes. */
  findings: readonly Finding[];
  /** The version whose schema drives completion and hover. */
  version: ProtocolVersion;
  language: Language;
  theme: "light" | "dark";
  /** Translates a finding's message for the markers and the quick-fix titles. */
  describe: (finding: Finding) => string;
  /**
   * The text `findings` were computed for, when that can lag behind `value` (validation
   * debounced or in a worker). While it differs from the editor's text, the markers stay where
   * they are (Monaco moves them with the edits) and no quick fix is offered. Omitted: the
   * findings are taken to be those of `value`.
   */
  findingsText?: string;
  /** Translates a fix's title for the quick-fix menu; omitted: `finding.fix.title`. */
  describeFix?: (finding: Finding) => string;
  /**
   * Given when the editor should take the focus as it appears (the user was typing in the plain
   * text area it replaces): called then, it says where the caret is (an offset in the text).
   * Omitted: the focus stays where it is.
   */
  focusAt?: () => number;
}

/** Programmatic changes, each applied with undo kept (executeEdits + pushUndoStop). */
export interface MessageEditorHandle {
  applyFix(finding: Finding): void;
  reveal(range: SourceRange): void;
  format(): void;
  /** Replaces the whole text (for templates), undoable. */
  replaceAll(text: string): void;
  focus(): void;
}
