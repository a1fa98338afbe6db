/** The kept session as stored: its key, its shape, and reading it back (untrusted). No DOM. */
import { readEntries } from "../share/entries.ts";
import type { KeyValueStore } from "../share/result.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { MAX_ENTRIES } from "./exchange.ts";

export const SESSION_KEY = "session/current";
export const SESSION_FORMAT = 1;

/** The stored session's entries (checked field by field), or none. */
export async function readStoredSession(store: KeyValueStore): Promise<ExchangeEntry[]> {
  const got = await store.get(SESSION_KEY);
  if (!got.ok || typeof got.value !== "object" || got.value === null) return [];
  const { format, entries } = got.value as { format?: unknown; entries?: unknown };
  if (format !== SESSION_FORMAT || !Array.isArray(entries)) return [];
  return readEntries(entries, { headers: true, maxEntries: MAX_ENTRIES }).entries;
}
