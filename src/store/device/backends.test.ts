import { describe, expect, it } from "vitest";
import type {
  IdbDatabaseLike,
  IdbFactoryLike,
  IdbObjectStoreLike,
  IdbOpenRequestLike,
  IdbRequestLike,
  IdbTransactionLike,
} from "./idb.ts";
import {
  type KeyValueStore,
  type StringStorage,
  indexedDbStore,
  memoryStore,
  openStore,
  storageFailure,
  webStorageStore,
} from "./backends.ts";

const named = (name: string) => Object.assign(new Error(`${name} thrown`), { name });

/** Web Storage over a Map, with an optional quota (in characters) and a switch to refuse all. */
class FakeStorage implements StringStorage {
  readonly data = new Map<string, string>();
  refuse = false;
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    if (this.refuse) throw named("SecurityError");
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.refuse) throw named("SecurityError");
    const used = [...this.data].reduce(
      (n, [key, val]) => n + (key === k ? 0 : key.length + val.length),
      0,
    );
    if (used + k.length + v.length > this.quota) throw named("QuotaExceededError");
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

class FakeRequest<T = unknown> implements IdbRequestLike<T> {
  result = undefined as T;
  error: unknown = null;
  onsuccess: (() => void) | null = null;
  onerror: (() => void) | null = null;
}

class FakeOpenRequest extends FakeRequest<IdbDatabaseLike> implements IdbOpenRequestLike {
  onupgradeneeded: (() => void) | null = null;
  onblocked: (() => void) | null = null;
}

/**
 * An IndexedDB with the semantics the adapter relies on: requests answer asynchronously, a
 * transaction commits when its requests are done, and a quota error aborts it with its writes
 * rolled back.
 */
class FakeIdb implements IdbFactoryLike {
  readonly databases = new Map<string, { names: Set<string>; data: Map<string, unknown> }>();
  opens = 0;
  mode: "ok" | "error" | "blocked" | "silent" | "throw" = "ok";
  quota = Infinity;
  readonly dbs: FakeDb[] = [];

  open(name: string): IdbOpenRequestLike {
    this.opens++;
    if (this.mode === "throw") throw named("SecurityError");
    const request = new FakeOpenRequest();
    setTimeout(() => {
      if (this.mode === "silent") return;
      if (this.mode === "blocked") return request.onblocked?.();
      if (this.mode === "error") {
        request.error = named("UnknownError");
        return request.onerror?.();
      }
      const fresh = !this.databases.has(name);
      if (fresh) this.databases.set(name, { names: new Set(), data: new Map() });
      const { names, data } = this.databases.get(name)!;
      const db = new FakeDb(this, names, data);
      this.dbs.push(db);
      request.result = db;
      if (fresh) request.onupgradeneeded?.();
      request.onsuccess?.();
    });
    return request;
  }
}

class FakeDb implements IdbDatabaseLike {
  closed = false;
  onversionchange: (() => void) | null = null;
  readonly objectStoreNames = { contains: (n: string) => this.names.has(n) };
  constructor(
    readonly factory: FakeIdb,
    readonly names: Set<string>,
    readonly data: Map<string, unknown>,
  ) {}
  createObjectStore(name: string) {
    this.names.add(name);
  }
  close() {
    this.closed = true;
  }
  transaction(store: string): IdbTransactionLike {
    if (this.closed) throw named("InvalidStateError");
    if (!this.names.has(store) && this.data.size === 0 && this.names.size === 0)
      this.names.add(store);
    return new FakeTx(this);
  }
}

class FakeTx implements IdbTransactionLike {
  error: unknown = null;
  oncomplete: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private readonly work: (() => boolean)[] = [];
  constructor(private readonly db: FakeDb) {
    setTimeout(() => this.commit());
  }
  private commit() {
    const backup = new Map(this.db.data);
    for (const step of this.work) {
      if (step()) continue;
      this.db.data.clear();
      for (const [k, v] of backup) this.db.data.set(k, v);
      this.onerror?.();
      this.onabort?.();
      return;
    }
    this.oncomplete?.();
  }
  private request<T>(run: (r: FakeRequest<T>) => void): FakeRequest<T> {
    const r = new FakeRequest<T>();
    this.work.push(() => {
      run(r);
      if (r.error) {
        this.error = r.error;
        r.onerror?.();
        return false;
      }
      r.onsuccess?.();
      return true;
    });
    return r;
  }
  abort() {}
  objectStore(): IdbObjectStoreLike {
    const data = this.db.data;
    const size = () => [...data.values()].reduce<number>((n, v) => n + JSON.stringify(v).length, 0);
    return {
      get: (key) => this.request((r) => (r.result = structuredClone(data.get(key)))),
      put: (value, key) => {
        const copy = structuredClone(value); // throws DataCloneError like the real one
        return this.request((r) => {
          data.set(key, copy);
          if (size() > this.db.factory.quota) r.error = named("QuotaExceededError");
        });
      },
      delete: (key) => this.request(() => data.delete(key)),
      getAllKeys: () => this.request<unknown[]>((r) => (r.result = [...data.keys()])),
    };
  }
}

/** The same contract, whatever the backend. */
async function contract(store: KeyValueStore) {
  expect(await store.get("a")).toEqual({ ok: true, value: undefined });
  expect(await store.set("sessions/1", { name: "one", n: [1, 2] })).toEqual({
    ok: true,
    value: undefined,
  });
  expect(await store.set("sessions/2", "two")).toMatchObject({ ok: true });
  expect(await store.set("other", 3)).toMatchObject({ ok: true });
  expect(await store.get("sessions/1")).toEqual({ ok: true, value: { name: "one", n: [1, 2] } });
  expect(await store.keys("sessions/")).toEqual({ ok: true, value: ["sessions/1", "sessions/2"] });
  expect(await store.keys()).toEqual({ ok: true, value: ["other", "sessions/1", "sessions/2"] });
  expect(await store.delete("sessions/1")).toMatchObject({ ok: true });
  expect(await store.delete("missing")).toMatchObject({ ok: true });
  expect(await store.get("sessions/1")).toEqual({ ok: true, value: undefined });
  expect(await store.keys("sessions/")).toEqual({ ok: true, value: ["sessions/2"] });
}

describe("memory store", () => {
  it("keeps the contract", () => contract(memoryStore()));

  it("reports a full quota and keeps the previous value", async () => {
    const store = memoryStore({ quotaBytes: 20 });
    expect(await store.set("k", "short")).toMatchObject({ ok: true });
    expect(await store.set("k", "x".repeat(50))).toMatchObject({ ok: false, reason: "quota" });
    expect(await store.get("k")).toEqual({ ok: true, value: "short" });
  });

  it("refuses values that are not JSON data", async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await memoryStore().set("k", cyclic)).toMatchObject({
      ok: false,
      reason: "invalid-value",
    });
    expect(await memoryStore().set("k", undefined)).toMatchObject({
      ok: false,
      reason: "invalid-value",
    });
  });

  it("hands out copies, not its own objects", async () => {
    const store = memoryStore();
    const value = { list: [1] };
    await store.set("k", value);
    value.list.push(2);
    const read = await store.get("k");
    expect(read).toEqual({ ok: true, value: { list: [1] } });
  });
});

describe("web storage store", () => {
  it("keeps the contract, under its namespace only", async () => {
    const storage = new FakeStorage();
    storage.setItem("theme", "dark");
    await contract(webStorageStore(storage, "mcp:"));
    expect(storage.getItem("theme")).toBe("dark");
    expect([...storage.data.keys()].sort()).toEqual(["mcp:other", "mcp:sessions/2", "theme"]);
  });

  it("turns browser exceptions into results", async () => {
    const storage = new FakeStorage(30);
    const store = webStorageStore(storage, "p:");
    expect(await store.set("k", "x".repeat(100))).toMatchObject({ ok: false, reason: "quota" });
    storage.refuse = true;
    expect(await store.get("k")).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await store.set("k", 1)).toMatchObject({ ok: false, reason: "unavailable" });
  });

  it("returns text that is not JSON as it is, for the caller to reject", async () => {
    const storage = new FakeStorage();
    storage.setItem("p:k", "{broken");
    expect(await webStorageStore(storage, "p:").get("k")).toEqual({ ok: true, value: "{broken" });
  });
});

describe("IndexedDB store", () => {
  it("keeps the contract", () => contract(indexedDbStore(new FakeIdb(), "db")));

  it("reports a quota error from the aborted transaction, with the write rolled back", async () => {
    const idb = new FakeIdb();
    idb.quota = 100;
    const store = indexedDbStore(idb, "db");
    expect(await store.set("k", "small")).toMatchObject({ ok: true });
    expect(await store.set("big", "x".repeat(500))).toMatchObject({ ok: false, reason: "quota" });
    expect(await store.keys()).toEqual({ ok: true, value: ["k"] });
  });

  it("refuses values that cannot be cloned", async () => {
    const store = indexedDbStore(new FakeIdb(), "db");
    expect(await store.set("k", { f: () => 1 })).toMatchObject({
      ok: false,
      reason: "invalid-value",
    });
  });

  it.each([
    ["error", "unavailable"],
    ["blocked", "unavailable"],
    ["silent", "unavailable"],
    ["throw", "unavailable"],
  ] as const)(
    "answers an open that fails (%s) with %s instead of hanging",
    async (mode, reason) => {
      const idb = new FakeIdb();
      idb.mode = mode;
      const store = indexedDbStore(idb, "db", { timeoutMs: 50 });
      expect(await store.get("k")).toMatchObject({ ok: false, reason });
      // A later call tries again rather than keeping the failure.
      idb.mode = "ok";
      expect(await store.get("k")).toEqual({ ok: true, value: undefined });
    },
  );

  it("opens once, lets another tab upgrade, and reopens after", async () => {
    const idb = new FakeIdb();
    const store = indexedDbStore(idb, "db");
    await store.set("a", 1);
    await store.set("b", 2);
    expect(idb.opens).toBe(1);
    idb.dbs[0]?.onversionchange?.();
    expect(idb.dbs[0]?.closed).toBe(true);
    expect(await store.get("a")).toEqual({ ok: true, value: 1 });
    expect(idb.opens).toBe(2);
  });

  it("recovers from a connection closed behind its back", async () => {
    const idb = new FakeIdb();
    const store = indexedDbStore(idb, "db");
    await store.set("a", 1);
    idb.dbs[0]?.close();
    expect(await store.get("a")).toEqual({ ok: true, value: 1 });
    expect(idb.opens).toBe(2);
  });
});

describe("openStore", () => {
  it("prefers IndexedDB", async () => {
    const store = await openStore({ indexedDB: new FakeIdb(), localStorage: new FakeStorage() });
    expect(store.kind).toBe("indexeddb");
  });

  it("falls back to localStorage when IndexedDB fails, and to memory when both do", async () => {
    const broken = new FakeIdb();
    broken.mode = "error";
    const storage = new FakeStorage();
    const web = await openStore({ indexedDB: broken, localStorage: storage, timeoutMs: 50 });
    expect(web.kind).toBe("localstorage");
    await web.set("k", 1);
    expect(storage.getItem("mcp-playground:k")).toBe("1");
    expect(storage.length).toBe(1); // the probe is gone
    storage.refuse = true;
    const memory = await openStore({ indexedDB: broken, localStorage: storage, timeoutMs: 50 });
    expect(memory.kind).toBe("memory");
  });

  it("keeps a full localStorage: it works, it is only full", async () => {
    const store = await openStore({ indexedDB: null, localStorage: new FakeStorage(0) });
    expect(store.kind).toBe("localstorage");
  });

  it("uses memory where there is no storage at all (Node)", async () => {
    expect((await openStore()).kind).toBe("memory");
  });
});

describe("storageFailure", () => {
  it("recognizes quota errors of every browser", () => {
    expect(storageFailure(named("QuotaExceededError")).reason).toBe("quota");
    expect(storageFailure(named("NS_ERROR_DOM_QUOTA_REACHED")).reason).toBe("quota");
    expect(storageFailure({ name: "Error", code: 22 }).reason).toBe("quota");
    expect(storageFailure(named("SecurityError")).reason).toBe("unavailable");
    expect(storageFailure("weird").reason).toBe("failed");
  });
});
