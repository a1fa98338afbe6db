/**
 * The plain text area shown until Monaco has loaded (and if it never does): the user can type
 * from the first paint. It implements the same handle as Monaco's editor, with the browser's
 * own undo kept where the browser allows it.
 */
import { type Ref, type RefObject, useImperativeHandle, useRef } from "react";
import type { MessageEditorHandle } from "./types.ts";
import { accessibleName } from "../../i18n/strings.ts";
import type { TextEdit } from "../../protocol/types.ts";
import { formatJson } from "../../protocol/parse/format.ts";
import { applyEdit, offsetsOf } from "./textEdits.ts";

interface TextareaEditorProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<MessageEditorHandle>;
  /** The element itself, for whoever replaces it (whether it has the focus). */
  areaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Where the caret is after each edit or move (an offset in the text). */
  onCaret?: (offset: number) => void;
  /** Wrap long lines (a phone: a one-line message stays readable without scrolling sideways). */
  wrap?: boolean;
}

export function TextareaEditor(props: TextareaEditorProps) {
  const { value, onChange, ref, areaRef, onCaret } = props;
  const own = useRef<HTMLTextAreaElement>(null);
  const area = areaRef ?? own;

  useImperativeHandle(ref, () => {
    /** Replaces offsets start..end as if typed (undoable); falls back to setting the text. */
    const replace = (start: number, end: number, text: string) => {
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(start, end);
      // execCommand is the only way to edit a text area with its undo history kept.
      if (!document.execCommand("insertText", false, text)) {
        onChange(el.value.slice(0, start) + text + el.value.slice(end));
      }
    };
    const replaceRange = (edit: TextEdit) => {
      const el = area.current;
      if (!el) return onChange(applyEdit(value, edit));
      const { start, end } = offsetsOf(el.value, edit.range);
      replace(start, end, edit.text);
    };
    const replaceAll = (text: string) => {
      if (area.current) replace(0, area.current.value.length, text);
      else onChange(text);
    };
    return {
      applyFix: (finding) => finding.fix && replaceRange(finding.fix.edit),
      reveal: (range) => {
        const el = area.current;
        if (!el) return;
        const { start, end } = offsetsOf(el.value, range);
        el.focus();
        el.setSelectionRange(start, end);
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
        el.scrollTop = Math.max(0, (range.start.line - 3) * lineHeight);
      },
      format: () => {
        const formatted = area.current ? formatJson(area.current.value) : undefined;
        if (formatted !== undefined) replaceAll(formatted);
      },
      replaceAll,
      focus: () => area.current?.focus(),
    };
  }, [value, onChange, area]);

  return (
    <textarea
      ref={area}
      aria-label={accessibleName("editor.label")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onSelect={(event) => onCaret?.(event.currentTarget.selectionEnd)}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      wrap={props.wrap ? "soft" : "off"}
      className={`h-full w-full resize-none bg-transparent p-4 font-mono text-[13px] leading-5 text-slate-800 outline-none dark:text-slate-200 ${props.wrap ? "whitespace-pre-wrap wrap-anywhere" : ""}`}
    />
  );
}
