/**
 * What keeps the store's state on this device as it changes. The session: its log is written to
 * the key-value store (IndexedDB, else localStorage, else memory) a moment after it changes and
 * when the page is hidden, and read back, untrusted, on the next visit; a failed write (a full
 * disk) is put in the store for the UI to explain, the session itself goes on. The target: read
 * into the store once at start, before a link in the address is opened (so the link is judged
 * against the headers the page really holds), and written back on every change.
 */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { usePlayground } from "../index.ts";
import type { KeyValueStore } from "./kv.ts";
import { toRecord } from "./record.ts";
import { SESSION_KEY } from "./session.ts";
import {
  keptTarget,
  loadHeaders,
  loadRecent,
  loadTarget,
  saveHeaders,
  saveRecent,
  saveTarget,
} from "./target.ts";

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
        ? await store.set(SESSION_KEY, toRecord({ entries }))
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

/** Restores the kept target into the store and keeps it; returns the function that stops. */
export function keepTarget(): () => void {
  const s = usePlayground.getState();
  s.setRecentUrls(loadRecent());
  const headers = loadHeaders();
  if (headers !== undefined) s.setRemote({ headers, rememberHeaders: true });
  const kept = loadTarget();
  if (kept.remote) s.setRemote(kept.remote);
  if (kept.kind) s.setTargetKind(kept.kind);
  return usePlayground.subscribe((state, previous) => {
    if (state.recentUrls !== previous.recentUrls) saveRecent(state.recentUrls);
    const { remote } = state;
    // Typing in Headers rewrites the same small record: cheaper than comparing fields.
    if (state.targetKind !== previous.targetKind || remote !== previous.remote)
      saveTarget(keptTarget(state.targetKind, remote));
    if (
      remote.rememberHeaders !== previous.remote.rememberHeaders ||
      (remote.rememberHeaders && remote.headers !== previous.remote.headers)
    ) {
      saveHeaders(remote.rememberHeaders ? remote.headers : undefined);
    }
  });
}
