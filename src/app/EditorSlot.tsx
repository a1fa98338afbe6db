/**
 * Where the message editor goes. The plain text area is there from the first paint, so typing
 * can start at once; Monaco's chunks are fetched after that paint and, once loaded, Monaco
 * replaces the text area (same text, from the store). If Monaco fails, the text area stays.
 */
import { type Ref, Suspense, lazy, useEffect, useState } from "react";
import { loadMessageEditor } from "../features/editor/preload.ts";
import type { MessageEditorHandle, MessageEditorProps } from "../features/editor/types.ts";
import { Boundary } from "./Boundary.tsx";
import { TextareaEditor } from "./TextareaEditor.tsx";

// The editor chunk and Monaco's JSON worker are fetched together, not one after the other.
const loadEditor = loadMessageEditor;
const MessageEditor = lazy(loadEditor);

type EditorSlotProps = Omit<MessageEditorProps, "onChange" | "describe" | "describeFix"> & {
  onChange: (value: string) => void;
  describe: (finding: Parameters<MessageEditorProps["describe"]>[0]) => string;
  describeFix: (finding: Parameters<MessageEditorProps["describe"]>[0]) => string;
  ref: Ref<MessageEditorHandle>;
};

export function EditorSlot({ ref, ...props }: EditorSlotProps) {
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the first paint (with the text area) happens before the fetch.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        loadEditor().then(
          () => live && setLoaded(true),
          () => undefined, // Offline and not cached, or a broken chunk: keep the text area.
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  const plain = <TextareaEditor value={props.value} onChange={props.onChange} ref={ref} />;
  if (!loaded) return plain;
  return (
    <Boundary fallback={plain}>
      <Suspense fallback={plain}>
        <MessageEditor {...props} ref={ref} />
      </Suspense>
    </Boundary>
  );
}
