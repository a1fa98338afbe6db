/**
 * When the session's panes (list, message, diagram) are built: after the message editor. Monaco's
 * chunk and the session's both hold the main thread for a while as they start, and the text area
 * must take keys meanwhile; the editor is what a user reaches for first. The session's chunk
 * loads and runs at once, while Monaco's larger one is still on its way; the panes are then
 * rendered in a transition, so React yields to typing while it builds them. Where no Monaco is
 * loaded at first (a touch screen), they come at once; a wait never exceeds `LONGEST_WAIT_MS`.
 */
import { startTransition, useEffect, useState } from "react";
import { editorSettled } from "../features/editor/index.ts";

const LONGEST_WAIT_MS = 3_000;

/** `load` fetches the panes' chunk: started at once, so only the drawing waits for the editor. */
export function useSessionWanted(atOnce: boolean, load: () => Promise<unknown>): boolean {
  const [wanted, setWanted] = useState(atOnce);
  useEffect(() => {
    if (wanted) return;
    load().catch(() => undefined); // a failed load is shown where the panes are drawn
    let live = true;
    const show = () => {
      if (live) startTransition(() => setWanted(true));
    };
    void editorSettled().then(show);
    const timer = setTimeout(show, LONGEST_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, load]);
  return wanted;
}
