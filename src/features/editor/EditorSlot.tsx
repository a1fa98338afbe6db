/**
 * Where the message editor goes. The plain text area is there from the first paint, so typing
 * can start at once; Monaco's chunks are fetched after that paint and, once loaded, Monaco
 * replaces the text area (same text, from the store). If Monaco fails, the text area stays.
 */
import { type ComponentType, type Ref, useEffect, useRef, useState } from "react";
import { loadMessageEditor } from "./preload.ts";
import type { MessageEditorHandle, MessageEditorProps } from "./types.ts";
import { Boundary } from "../../ui/Boundary.tsx";
import { TextareaEditor } from "./TextareaEditor.tsx";
import { ToolbarButton } from "../../ui/Controls.tsx";
import { t } from "../../i18n/strings.ts";

type LoadedEditor = ComponentType<MessageEditorProps & { ref?: Ref<MessageEditorHandle> }>;

type EditorSlotProps = Omit<MessageEditorProps, "onChange" | "describe" | "describeFix"> & {
  onChange: (value: string) => void;
  describe: (finding: Parameters<MessageEditorProps["describe"]>[0]) => string;
  describeFix: (finding: Parameters<MessageEditorProps["describe"]>[0]) => string;
  ref: Ref<MessageEditorHandle>;
  /**
   * Keep the plain text area until the user asks for Monaco (touch screens: the text area works
   * with the on-screen keyboard; the checks and findings are the same).
   */
  plainFirst?: boolean;
};

export function EditorSlot({ ref, plainFirst = false, ...props }: EditorSlotProps) {
  const [wanted, setWanted] = useState(!plainFirst);
  // The loaded component itself rather than `React.lazy`: a lazy component suspends once more
  // on its first render, and React holds a revealed Suspense boundary back for up to 300 ms.
  const [MessageEditor, setMessageEditor] = useState<LoadedEditor | null>(null);
  // Monaco's own texts (menus, widgets) take the language the editor loads in: Monaco builds
  // most of them once, when its chunk runs, so a later switch applies from the next visit.
  const initialLanguage = useRef(props.language);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the first paint (with the text area) happens before the fetch.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // The editor chunk and Monaco's JSON worker are fetched together (see preload.ts).
        loadMessageEditor(initialLanguage.current).then(
          (module) => live && setMessageEditor(() => module.default),
          () => undefined, // Offline and not cached, or a broken chunk: keep the text area.
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted]);

  const plain = <TextareaEditor value={props.value} onChange={props.onChange} ref={ref} />;
  if (!wanted) {
    return (
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-1 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <span>{t("editor.plain", props.language)}</span>
          <ToolbarButton onClick={() => setWanted(true)} className="ml-auto text-xs">
            {t("editor.useFull", props.language)}
          </ToolbarButton>
        </div>
        <div className="min-h-0 flex-1">{plain}</div>
      </div>
    );
  }
  if (!MessageEditor) return plain;
  return (
    <Boundary fallback={plain}>
      <MessageEditor {...props} ref={ref} />
    </Boundary>
  );
}
