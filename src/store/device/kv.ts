/**
 * The key-value store's contract and its failures, shared by every backend, and the part of Web
 * Storage the backends use.
 */

export const STORAGE_FAILURES = [
  "quota", // the browser's storage quota is used up
  "unavailable", // storage is disabled or blocked (private mode, policy, sandbox)
  "invalid-value", // the value cannot be stored (not JSON data)
  "failed", // anything else
] as const;
export type StorageFailure = (typeof STORAGE_FAILURES)[number];

export type StorageResult<T> =
  { ok: true; value: T } | { ok: false; reason: StorageFailure; detail: string };

export type StoreKind = "indexeddb" | "localstorage" | "memory";

export interface KeyValueStore {
  readonly kind: StoreKind;
  /** The value, or `undefined` when the key is absent. */
  get(key: string): Promise<StorageResult<unknown>>;
  set(key: string, value: unknown): Promise<StorageResult<void>>;
  delete(key: string): Promise<StorageResult<void>>;
  /** Keys starting with `prefix` (all keys without one), sorted. */
  keys(prefix?: string): Promise<StorageResult<string[]>>;
}

export const ok = <T>(value: T): StorageResult<T> => ({ ok: true, value });

/** The failure an exception stands for (DOMException names differ between browsers). */
export function storageFailure(error: unknown): {
  ok: false;
  reason: StorageFailure;
  detail: string;
} {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null | undefined;
  const name = typeof e?.name === "string" ? e.name : "";
  const detail = typeof e?.message === "string" && e.message ? e.message : name || String(error);
  let reason: StorageFailure = "failed";
  if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || e?.code === 22) {
    reason = "quota";
  } else if (
    ["SecurityError", "InvalidStateError", "NotAllowedError", "UnknownError"].includes(name)
  ) {
    reason = "unavailable";
  } else if (name === "DataCloneError" || error instanceof TypeError) {
    reason = "invalid-value";
  }
  return { ok: false, reason, detail };
}

/** The part of the Web Storage API used here (a fake in tests, `localStorage` in the app). */
export interface StringStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
