/** The screen class (desktop, tablet, phone) and the pointer, following the browser's queries. */
import { useSyncExternalStore } from "react";
import { type ScreenClass, screenOf } from "./arrange.ts";

const QUERIES = ["(min-width: 1024px)", "(min-width: 768px)", "(pointer: coarse)"];

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

const width = () =>
  window.matchMedia("(min-width: 1024px)").matches
    ? 1024
    : window.matchMedia("(min-width: 768px)").matches
      ? 768
      : 0;

export function useScreenClass(): ScreenClass {
  return screenOf(useSyncExternalStore(subscribe, width, () => 1024));
}

/** True on a touch screen without a mouse: the plain text area serves better than Monaco there. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia("(pointer: coarse)").matches,
    () => false,
  );
}
