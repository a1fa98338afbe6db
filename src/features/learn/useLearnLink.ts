/**
 * Opens the exercise a `#learn/…` link names, at start and when such a link is put into the
 * address later. Only the panel opens; nothing is sent.
 */
import { useEffect } from "react";
import { usePlayground } from "../../store/index.ts";
import { parseLearnHash } from "./link.ts";

export function useLearnLink(): void {
  useEffect(() => {
    const open = () => {
      const link = parseLearnHash(location.hash);
      if (link) usePlayground.getState().openExercise({ ...link, fromLink: true });
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}
