/**
 * A tiny asynchronous key-value store: IndexedDB when the browser gives it, else localStorage,
 * else memory (kept only while the page is open; `kind` tells the UI so it can say so).
 * Failures are results, never exceptions: a full disk is `{ ok: false, reason: "quota" }`.
 * Values must be JSON data. What comes back is untrusted (another build, another tab, or a
 * user's edits wrote it): callers validate it.
 */

import {
  type KeyValueStore,
  type StorageFailure,
  type StorageResult,
  type StringStorage,
  ok,
  storageFailure,
} from "./kv.ts";
import { type IdbFactoryLike, indexedDbStore } from "./idb.ts";

export * from "./kv.ts";
export { type IdbFactoryLike, indexedDbStore } from "./idb.ts";

/** JSON text of a value, or the failure: a value that JSON cannot hold is refused up front. */
function toJson(
  value: unknown,
): { ok: true; text: string } | { ok: false; reason: StorageFailure; detail: string } {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return { ok: false, reason: "invalid-value", detail: "Not JSON data." };
    return { ok: true, text };
  } catch (error) {
    return { ok: false, reason: "invalid-value", detail: String(error) };
  }
}

const sortedKeys = (keys: Iterable<string>, prefix: string) =>
  [...keys].filter((k) => k.startsWith(prefix)).sort();

/**
 * A store in memory. `quotaBytes` (UTF-16 units of the JSON text, summed) makes it refuse
 * writes like a full browser store would.
 */
export function memoryStore(options: { quotaBytes?: number } = {}): KeyValueStore {
  const data = new Map<string, string>();
  let used = 0;
  return {
    kind: "memory",
    get: (key) => {
      const text = data.get(key);
      return Promise.resolve(ok(text === undefined ? undefined : (JSON.parse(text) as unknown)));
    },
    set: (key, value) => {
      const json = toJson(value);
      if (!json.ok) return Promise.resolve(json);
      const next = used - (data.get(key)?.length ?? 0) + json.text.length;
      if (options.quotaBytes !== undefined && next > options.quotaBytes) {
        return Promise.resolve({ ok: false, reason: "quota", detail: "Memory quota exceeded." });
      }
      data.set(key, json.text);
      used = next;
      return Promise.resolve(ok(undefined));
    },
    delete: (key) => {
      used -= data.get(key)?.length ?? 0;
      data.delete(key);
      return Promise.resolve(ok(undefined));
    },
    keys: (prefix = "") => Promise.resolve(ok(sortedKeys(data.keys(), prefix))),
  };
}

/** A store in Web Storage, every key under `namespace` so the app's other keys are untouched. */
export function webStorageStore(storage: StringStorage, namespace: string): KeyValueStore {
  const attempt = <T>(work: () => T): Promise<StorageResult<T>> => {
    try {
      return Promise.resolve(ok(work()));
    } catch (error) {
      return Promise.resolve(storageFailure(error));
    }
  };
  return {
    kind: "localstorage",
    get: (key) =>
      attempt(() => {
        const text = storage.getItem(namespace + key);
        if (text === null) return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          // Edited or damaged by hand: the same as a wrong value, which callers reject.
          return text;
        }
      }),
    set: (key, value) => {
      const json = toJson(value);
      if (!json.ok) return Promise.resolve(json);
      return attempt(() => storage.setItem(namespace + key, json.text));
    },
    delete: (key) => attempt(() => storage.removeItem(namespace + key)),
    keys: (prefix = "") =>
      attempt(() => {
        const all: string[] = [];
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(namespace)) all.push(key.slice(namespace.length));
        }
        return sortedKeys(all, prefix);
      }),
  };
}

export interface OpenStoreOptions {
  /** Database name, and the localStorage key prefix (with a ":" after it). */
  name?: string;
  /** The IndexedDB factory; `null` skips IndexedDB. Defaults to the global one, if any. */
  indexedDB?: IdbFactoryLike | null;
  /** The Web Storage to fall back on; `null` skips it. Defaults to the global localStorage. */
  localStorage?: StringStorage | null;
  /** How long to wait for IndexedDB before falling back. */
  timeoutMs?: number;
}

/** A global that may be missing, or throw when touched (sandboxed frames, disabled storage). */
function globalOf<T>(name: string): T | null {
  try {
    return ((globalThis as Record<string, unknown>)[name] as T | undefined) ?? null;
  } catch {
    return null;
  }
}

const PROBE = "\u0000probe";

/**
 * The best store this environment has: IndexedDB if a database opens, else localStorage if a
 * write goes through, else memory. Never fails; `kind` says which one it is.
 */
export async function openStore(options: OpenStoreOptions = {}): Promise<KeyValueStore> {
  const name = options.name ?? "mcp-playground";
  const idb =
    options.indexedDB === undefined ? globalOf<IdbFactoryLike>("indexedDB") : options.indexedDB;
  if (idb) {
    const store = indexedDbStore(idb, name, { timeoutMs: options.timeoutMs });
    const probe = await store.keys(PROBE);
    if (probe.ok) return store;
  }
  const web =
    options.localStorage === undefined
      ? globalOf<StringStorage>("localStorage")
      : options.localStorage;
  if (web) {
    const store = webStorageStore(web, `${name}:`);
    // A quota error here still means storage works; only a refused write means it does not.
    const probe = await store.set(PROBE, 1);
    if (probe.ok || probe.reason === "quota") {
      await store.delete(PROBE);
      return store;
    }
  }
  return memoryStore();
}
