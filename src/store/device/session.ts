/** The kept session as stored: its key, and reading it back (untrusted). No DOM. */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { readEntries } from "../../share/entries.ts";
import { MAX_ENTRIES } from "../exchange.ts";
import type { KeyValueStore } from "./kv.ts";
import { STORE_KEYS } from "./kinds.ts";
import { fromRecord } from "./record.ts";

export const SESSION_KEY = STORE_KEYS.session;

/** The stored session's entries (checked field by field), or none. */
export async function readStoredSession(store: KeyValueStore): Promise<ExchangeEntry[]> {
  const got = await store.get(SESSION_KEY);
  const entries = got.ok ? fromRecord("session", got.value)?.entries : undefined;
  if (!Array.isArray(entries)) return [];
  return readEntries(entries, { headers: true, maxEntries: MAX_ENTRIES }).entries;
}
