/**
 * Keeping the session across reloads: the exchange log is written to the key-value store
 * (IndexedDB, else localStorage, else memory) a moment after it changes and when the page is
 * hidden, and read back, untrusted, on the next visit. A failed write (a full disk) is put in
 * the store for the UI to explain; the session itself goes on.
 */
import { readEntries } from "../share/entries.ts";
import type { KeyValueStore } from "../share/result.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { MAX_ENTRIES } from "./exchange.ts";
import { usePlayground } from "./index.ts";

export const SESSION_KEY = "session/current";
const FORMAT = 1;

/** The stored session's entries (checked field by field), or none. */
export async function readStoredSession(store: KeyValueStore): Promise<ExchangeEntry[]> {
  const got = await store.get(SESSION_KEY);
  if (!got.ok || typeof got.value !== "object" || got.value === null) return [];
  const { format, entries } = got.value as { format?: unknown; entries?: unknown };
  if (format !== FORMAT || !Array.isArray(entries)) return [];
  return readEntries(entries, { headers: true, maxEntries: MAX_ENTRIES }).entries;
}

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
        ? await store.set(SESSION_KEY, { format: FORMAT, entries })
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
