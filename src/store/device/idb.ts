/**
 * The IndexedDB backend of the key-value store. It is written against the few members of the
 * IndexedDB API it uses (declared below), so tests drive it with a small fake factory and the
 * module type-checks without DOM types. A write counts as done only when its transaction
 * completes: quota errors abort the transaction, not the request.
 */
import { type KeyValueStore, type StorageResult, ok, storageFailure } from "./kv.ts";

export interface IdbRequestLike<T = unknown> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}

export interface IdbOpenRequestLike extends IdbRequestLike<IdbDatabaseLike> {
  onupgradeneeded: (() => void) | null;
  onblocked: (() => void) | null;
}

export interface IdbObjectStoreLike {
  get(key: string): IdbRequestLike;
  put(value: unknown, key: string): IdbRequestLike;
  delete(key: string): IdbRequestLike;
  getAllKeys(): IdbRequestLike<unknown[]>;
}

export interface IdbTransactionLike {
  readonly error: unknown;
  objectStore(name: string): IdbObjectStoreLike;
  abort(): void;
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface IdbDatabaseLike {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): unknown;
  transaction(store: string, mode: "readonly" | "readwrite"): IdbTransactionLike;
  close(): void;
  onversionchange: (() => void) | null;
}

export interface IdbFactoryLike {
  open(name: string, version?: number): IdbOpenRequestLike;
}

const STORE = "kv";
const DB_VERSION = 1;

/** Opens (creating on first use) the database; fails on block or timeout instead of hanging. */
export function openDatabase(
  factory: IdbFactoryLike,
  name: string,
  timeoutMs = 3000,
): Promise<StorageResult<IdbDatabaseLike>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: StorageResult<IdbDatabaseLike>) => {
      if (settled) {
        // Opened after we gave up: let it go so it does not block other tabs' upgrades.
        if (result.ok) result.value.close();
        return;
      }
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // Some private modes never answer an open request at all.
    const timer = setTimeout(
      () => settle({ ok: false, reason: "unavailable", detail: "IndexedDB did not answer." }),
      timeoutMs,
    );
    let request: IdbOpenRequestLike;
    try {
      request = factory.open(name, DB_VERSION);
    } catch (error) {
      settle(storageFailure(error));
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    };
    request.onsuccess = () => settle(ok(request.result));
    request.onerror = () => settle(storageFailure(request.error));
    request.onblocked = () =>
      settle({ ok: false, reason: "unavailable", detail: "Another tab holds an older database." });
  });
}

/**
 * A store in the IndexedDB database `name`. The connection is opened on first use and again
 * after another tab asked to upgrade it (this one closes so that tab is not blocked).
 */
export function indexedDbStore(
  factory: IdbFactoryLike,
  name: string,
  options: { timeoutMs?: number } = {},
): KeyValueStore {
  let connection: Promise<StorageResult<IdbDatabaseLike>> | undefined;

  const database = () => {
    connection ??= openDatabase(factory, name, options.timeoutMs).then((result) => {
      if (!result.ok) connection = undefined;
      else {
        result.value.onversionchange = () => {
          result.value.close();
          connection = undefined;
        };
      }
      return result;
    });
    return connection;
  };

  async function run<T>(
    mode: "readonly" | "readwrite",
    work: (store: IdbObjectStoreLike) => IdbRequestLike<T>,
    retry = true,
  ): Promise<StorageResult<T>> {
    const db = await database();
    if (!db.ok) return db;
    let tx: IdbTransactionLike;
    let request: IdbRequestLike<T>;
    try {
      tx = db.value.transaction(STORE, mode);
      request = work(tx.objectStore(STORE));
    } catch (error) {
      // The browser closed the connection (storage cleared, tab in the background): reopen once.
      if ((error as { name?: unknown } | null)?.name === "InvalidStateError") {
        connection = undefined;
        if (retry) return run(mode, work, false);
      }
      return storageFailure(error);
    }
    return new Promise((resolve) => {
      tx.oncomplete = () => resolve(ok(request.result));
      tx.onabort = () => resolve(storageFailure(tx.error ?? request.error));
    });
  }

  return {
    kind: "indexeddb",
    get: (key) => run("readonly", (s) => s.get(key)),
    set: async (key, value) => {
      const result = await run("readwrite", (s) => s.put(value, key));
      return result.ok ? ok(undefined) : result;
    },
    delete: async (key) => {
      const result = await run("readwrite", (s) => s.delete(key));
      return result.ok ? ok(undefined) : result;
    },
    keys: async (prefix = "") => {
      const result = await run("readonly", (s) => s.getAllKeys());
      if (!result.ok) return result;
      const keys = result.value.filter(
        (k): k is string => typeof k === "string" && k.startsWith(prefix),
      );
      return ok(keys.sort());
    },
  };
}
