/**
 * Keeping the session across reloads: the exchange log is written to the key-value store
 * (IndexedDB, else localStorage, else memory) a moment after it changes and when the page is
 * hidden, and read back, untrusted, on the next visit. A failed write (a full disk) is put in
 * the store for the UI to explain; the session itself goes on.
 */
import type { KeyValueStore } from "../share/result.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { usePlayground } from "./index.ts";
import { SESSION_FORMAT, SESSION_KEY } from "./stored.ts";

export { SESSION_KEY, readStoredSession } from "./stored.ts";

/** The log is worth keeping when it has a message; events alone are the server's own doing. */
const hasMessages = (entries: readonly ExchangeEntry[]) =>
  entries.some((e) => e.type === "message");

/**
 * Writes the log `delayMs` after its last change (and at once when the page is hidden).
 * Returns the function that stops watching.
 */
export function keepSession(store: KeyValueStore, delayMs = 500): () => void {
  const state = usePlayground.getState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    const entries = state().entries;
    writing = writing.then(async () => {
      const result = hasMessages(entries)
        ? await store.set(SESSION_KEY, { format: SESSION_FORMAT, entries })
        : await store.delete(SESSION_KEY);
      state().setStorage({ problem: result.ok ? undefined : result.reason });
    });
  };
  const unsubscribe = usePlayground.subscribe((now, before) => {
    if (now.entries === before.entries) return;
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(write, delayMs);
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden") write();
  };
  window.addEventListener("pagehide", write);
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    write();
    unsubscribe();
    window.removeEventListener("pagehide", write);
    document.removeEventListener("visibilitychange", onHidden);
  };
}
