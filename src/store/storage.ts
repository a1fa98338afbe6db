/**
 * localStorage, written at most every 300 ms and when the page is hidden or left, so typing in
 * a megabyte message does not serialize it on every keystroke. A text over the quota is kept in
 * memory only (the previous saved state stays) instead of breaking the edit.
 */
import type { PersistStorage, StorageValue } from "zustand/middleware";

export function deferredStorage<S>(): PersistStorage<S> {
  let pending: { name: string; value: StorageValue<S> } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const { name, value } = pending;
    pending = undefined;
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage disabled: nothing to do but keep working.
    }
  };
  if (typeof window !== "undefined") {
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
  return {
    getItem: (name) => {
      try {
        const raw = localStorage.getItem(name);
        return raw === null ? null : (JSON.parse(raw) as StorageValue<S>);
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      pending = { name, value };
      clearTimeout(timer);
      timer = setTimeout(flush, 300);
    },
    removeItem: (name) => {
      pending = undefined;
      try {
        localStorage.removeItem(name);
      } catch {
        // Storage disabled.
      }
    },
  };
}
