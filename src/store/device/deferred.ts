/**
 * Local records written at most every so often and when the page is hidden or left, so typing in
 * a megabyte message does not serialize it on every keystroke. A text over the quota stays in
 * memory only (the previous kept record stays) instead of breaking the edit.
 */
import { type LocalKind, writeLocal } from "./local.ts";
import type { Fields } from "./record.ts";

/** Writes of `kind` at most every `delayMs`, and at once when the page is hidden or left. */
export function deferredWriter(kind: LocalKind, delayMs = 300): (fields: Fields) => void {
  let pending: Fields | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const fields = pending;
    pending = undefined;
    writeLocal(kind, fields);
  };
  if (typeof window !== "undefined") {
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
  return (fields) => {
    pending = fields;
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
}
