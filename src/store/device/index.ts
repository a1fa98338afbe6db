/**
 * Everything the playground keeps on this device, in one record format (`record.ts`) with one
 * version number and a migration table (`migrations.ts`): the settings and the target in local
 * storage (read synchronously at start), the current session and the saved sessions in a
 * key-value store (IndexedDB, else localStorage, else memory; failures are results, never
 * exceptions). Everything read back is untrusted and checked field by field.
 *
 * "Saved sessions" dialog (`library.ts`: imported on its own, by the dialog's lazily loaded chunk,
 * so the page's first chunk does not carry it)
 *   const lib = createSessionLibrary(await deviceStore());  // store.kind "memory" → say
 *                                                           // sessions last until the tab closes
 *   lib.list() → SavedSessionSummary[] (name, savedAt, messages, events, version), newest first
 *   lib.save({ name, entries, version, text, target }) · lib.open(id) → { session, dropped }
 *   lib.rename(id, name) · lib.delete(id) · lib.clear() → how many were deleted
 *   Every call resolves to { ok: true, value } or { ok: false, reason: LibraryFailure, detail }
 *   ("quota" | "unavailable" | "invalid-value" | "failed" | "not-found" | "corrupt" | "invalid-name").
 */
import { type KeyValueStore, openStore } from "./backends.ts";

export {
  type KeyValueStore,
  type OpenStoreOptions,
  STORAGE_FAILURES,
  type StorageFailure,
  type StorageResult,
  type StoreKind,
  memoryStore,
  openStore,
} from "./backends.ts";
export { keepSession, keepTarget } from "./keep.ts";
export { DEVICE_FORMAT } from "./record.ts";
export { readStoredSession } from "./session.ts";
export { MAX_RECENT, withRecent } from "./target.ts";
export { loadGrants, saveGrants } from "./auth.ts";

let opened: Promise<KeyValueStore> | undefined;

/** The page's key-value store: the best this browser has, opened once. */
export const deviceStore = (): Promise<KeyValueStore> => (opened ??= openStore());
