/** A localStorage stand-in on globalThis, as the page has one; returns what it holds. */
import type { StringStorage } from "../../src/store/device/kv.ts";

export function fakeLocalStorage(): Map<string, string> {
  const data = new Map<string, string>();
  const storage: StringStorage = {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  (globalThis as { localStorage?: StringStorage }).localStorage = storage;
  return data;
}
