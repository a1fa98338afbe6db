/**
 * The frames of the panes whose content comes from the session's chunk, loaded after the first
 * paint: the workbench places empty frames at once, and the session area renders into them
 * (portals) once it is there, so the page's layout never waits for it.
 */
import { useMemo, useState } from "react";

export const SESSION_PANES = ["session", "message", "diagram"] as const;
export type SessionPaneId = (typeof SESSION_PANES)[number];
/** The editor's frame too: the report card's and authorization's drawer covers it. */
export type FramedPaneId = SessionPaneId | "editor";
export type Frames = Readonly<Partial<Record<FramedPaneId, HTMLElement | null>>>;

export function useFrames() {
  const [frames, setFrames] = useState<Frames>({});
  const frameRefs = useMemo(() => {
    const ref = (id: FramedPaneId) => (el: HTMLDivElement | null) =>
      setFrames((f) => (f[id] === el ? f : { ...f, [id]: el }));
    return {
      session: ref("session"),
      message: ref("message"),
      diagram: ref("diagram"),
      editor: ref("editor"),
    };
  }, []);
  return { frames, frameRefs };
}
