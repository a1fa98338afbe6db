/**
 * Where the message editor goes. The plain text area is there from the first paint, so typing
 * can start at once; Monaco's chunks are fetched after that paint and, once loaded, Monaco
 * replaces the text area (same text, from the store). If Monaco fails, the text area stays.
 */
import { type ComponentType, type Ref, useEffect, useRef, useState } from "react";
import { editorDeferred, loadMessageEditor } from "./preload.ts";
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
  const [loaded, setLoaded] = useState<{ Editor: LoadedEditor; focus: boolean } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  // The text area's caret, read when Monaco appears (keys typed until then included).
  const caret = useRef(0);
  // Monaco's own texts (menus, widgets) take the language the editor loads in: Monaco builds
  // most of them once, when its chunk runs, so a later switch applies from the next visit.
  const initialLanguage = useRef(props.language);

  useEffect(() => {
    if (!wanted) {
      editorDeferred();
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the first paint (with the text area) happens before the fetch.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // The editor chunk and Monaco's JSON worker are fetched together (see preload.ts).
        loadMessageEditor(initialLanguage.current).then(
          (module) => {
            if (!live) return;
            // Typing in the text area as Monaco arrives: Monaco takes the focus and the caret.
            const focus = area.current !== null && document.activeElement === area.current;
            setLoaded({ Editor: module.default, focus });
          },
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

  const plain = (
    <TextareaEditor
      value={props.value}
      onChange={props.onChange}
      ref={ref}
      areaRef={area}
      onCaret={(offset) => (caret.current = offset)}
      wrap={plainFirst}
    />
  );
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
  if (!loaded) return plain;
  const { Editor, focus } = loaded;
  return (
    <Boundary fallback={plain}>
      <Editor {...props} focusAt={focus ? () => caret.current : undefined} ref={ref} />
    </Boundary>
  );
}
