/**
 * Named saved sessions on top of the key-value store. Each session is one record
 * (`sessions/item/<id>`); a small index (`sessions/index`) lists them without reading every
 * log. The index is checked against the stored keys on each listing and rebuilt from the records
 * when they disagree (another tab saved meanwhile, or a write was cut short). Every record is
 * validated on read: storage is untrusted too.
 */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { countEntries, readEntries } from "../../share/entries.ts";
import {
  checkHttpUrl,
  cut,
  isFiniteNumber,
  isRecord,
  isVersionChoice,
  isWholeNumber,
} from "../../share/guards.ts";
import type { LinkTarget } from "../../share/link.ts";
import type { KeyValueStore, StorageFailure } from "./kv.ts";
import { STORE_KEYS } from "./kinds.ts";
import { fromRecord, toRecord } from "./record.ts";

export const SESSION_LIMITS = {
  /** Entries kept per saved session (the log itself keeps at most this many). */
  maxEntries: 100_000,
  maxNameLength: 120,
} as const;

export interface SavedSessionSummary {
  id: string;
  name: string;
  /** Epoch ms. */
  savedAt: number;
  messages: number;
  events: number;
  version: VersionChoice;
}

export interface SavedSession extends SavedSessionSummary {
  entries: ExchangeEntry[];
  /** The editor text when it was saved. */
  text?: string;
  target?: LinkTarget;
}

export interface SaveInput {
  name: string;
  entries: readonly ExchangeEntry[];
  version: VersionChoice;
  text?: string;
  target?: LinkTarget;
}

export type LibraryFailure = StorageFailure | "not-found" | "corrupt" | "invalid-name";
export type LibraryResult<T> =
  { ok: true; value: T } | { ok: false; reason: LibraryFailure; detail: string };

export interface SessionLibrary {
  /** Newest first. */
  list(): Promise<LibraryResult<SavedSessionSummary[]>>;
  save(input: SaveInput): Promise<LibraryResult<SavedSessionSummary>>;
  /** `dropped`: entries of the stored record that were malformed and left out. */
  open(id: string): Promise<LibraryResult<{ session: SavedSession; dropped: number }>>;
  rename(id: string, name: string): Promise<LibraryResult<SavedSessionSummary>>;
  delete(id: string): Promise<LibraryResult<void>>;
  /** Deletes every saved session; the value is how many there were. */
  clear(): Promise<LibraryResult<number>>;
}

const INDEX = STORE_KEYS["library-index"];
const ITEM = STORE_KEYS["library-item"];

/** A name as stored: whitespace runs become one space, cut to the maximum length. */
export function cleanName(name: string): string {
  return cut(name.replace(/\s+/gu, " ").trim(), SESSION_LIMITS.maxNameLength);
}

function readSummary(value: unknown): SavedSessionSummary | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, savedAt, messages, events, version } = value;
  if (typeof id !== "string" || !/^[\w-]{1,64}$/.test(id)) return undefined;
  if (typeof name !== "string" || !isFiniteNumber(savedAt)) return undefined;
  if (!isWholeNumber(messages) || !isWholeNumber(events) || !isVersionChoice(version))
    return undefined;
  return { id, name: cleanName(name), savedAt, messages, events, version };
}

function readTarget(value: unknown): LinkTarget | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === "gift") return { kind: "gift" };
  const url = value.kind === "remote" ? checkHttpUrl(value.url) : undefined;
  return url?.ok ? { kind: "remote", url: url.url } : undefined;
}

function readRecord(stored: unknown): { session: SavedSession; dropped: number } | undefined {
  const value = fromRecord("library-item", stored);
  const summary = readSummary(value);
  if (!summary || !isRecord(value) || !Array.isArray(value.entries)) return undefined;
  const read = readEntries(value.entries as unknown[], {
    headers: true,
    maxEntries: SESSION_LIMITS.maxEntries,
  });
  const counts = countEntries(read.entries);
  const session: SavedSession = { ...summary, ...counts, entries: read.entries };
  if (typeof value.text === "string") session.text = value.text;
  const target = readTarget(value.target);
  if (target) session.target = target;
  return { session, dropped: read.dropped + read.capped };
}

const summaryOf = (s: SavedSessionSummary): SavedSessionSummary => ({
  id: s.id,
  name: s.name,
  savedAt: s.savedAt,
  messages: s.messages,
  events: s.events,
  version: s.version,
});

const newestFirst = (a: SavedSessionSummary, b: SavedSessionSummary) =>
  b.savedAt - a.savedAt || a.id.localeCompare(b.id);

function randomId(): string {
  const uuid = (globalThis.crypto as { randomUUID?: () => string } | undefined)?.randomUUID;
  // randomUUID exists only in secure contexts; a plain-http page gets the fallback.
  if (uuid) return uuid.call(globalThis.crypto);
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function createSessionLibrary(
  store: KeyValueStore,
  options: { now?: () => number; newId?: () => string } = {},
): SessionLibrary {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;

  /** The index, reconciled with the records actually stored. */
  async function summaries(): Promise<LibraryResult<SavedSessionSummary[]>> {
    const keys = await store.keys(ITEM);
    if (!keys.ok) return keys;
    const ids = new Set(keys.value.map((k) => k.slice(ITEM.length)));
    const index = await store.get(INDEX);
    if (!index.ok) return index;
    const items = fromRecord("library-index", index.value)?.items;
    const stored = Array.isArray(items) ? items : [];
    const listed = new Set<string>();
    const summaries: SavedSessionSummary[] = [];
    for (const item of stored as unknown[]) {
      const summary = readSummary(item);
      if (summary && !listed.has(summary.id)) summaries.push(summary);
      if (summary) listed.add(summary.id);
    }
    if (listed.size === ids.size && [...ids].every((id) => listed.has(id))) {
      return { ok: true, value: summaries.sort(newestFirst) };
    }
    const rebuilt: SavedSessionSummary[] = [];
    for (const id of ids) {
      const record = await store.get(ITEM + id);
      if (!record.ok) return record;
      const read = readRecord(record.value);
      if (read && read.session.id === id) rebuilt.push(summaryOf(read.session));
    }
    rebuilt.sort(newestFirst);
    // Best effort: a failed write only means the next listing rebuilds again.
    await writeIndex(rebuilt);
    return { ok: true, value: rebuilt };
  }

  const writeIndex = (items: readonly SavedSessionSummary[]) =>
    store.set(INDEX, toRecord({ items: items.map(summaryOf) }));

  async function open(
    id: string,
  ): Promise<LibraryResult<{ session: SavedSession; dropped: number }>> {
    const record = await store.get(ITEM + id);
    if (!record.ok) return record;
    if (record.value === undefined) {
      return { ok: false, reason: "not-found", detail: `No saved session ${id}.` };
    }
    const read = readRecord(record.value);
    if (!read || read.session.id !== id) {
      return { ok: false, reason: "corrupt", detail: `The saved session ${id} is unreadable.` };
    }
    return { ok: true, value: read };
  }

  return {
    list: summaries,

    async save(input) {
      const name = cleanName(input.name);
      if (!name) return { ok: false, reason: "invalid-name", detail: "The name is empty." };
      // The index is read before the record is written, so the new record does not look like
      // one the index missed (which would rebuild it from every record).
      const current = await summaries();
      if (!current.ok) return current;
      const entries = input.entries.slice(-SESSION_LIMITS.maxEntries);
      const summary: SavedSessionSummary = {
        id: newId(),
        name,
        savedAt: now(),
        ...countEntries(entries),
        version: input.version,
      };
      const record: Record<string, unknown> = { ...summary, entries };
      if (input.text !== undefined) record.text = input.text;
      const target = readTarget(input.target);
      if (target) record.target = target;
      const written = await store.set(ITEM + summary.id, toRecord(record));
      if (!written.ok) return written;
      const indexed = await writeIndex([summary, ...current.value]);
      if (!indexed.ok) {
        // Without its index entry the record would reappear on the next rebuild: undo it.
        await store.delete(ITEM + summary.id);
        return indexed;
      }
      return { ok: true, value: summary };
    },

    open,

    async rename(id, newName) {
      const name = cleanName(newName);
      if (!name) return { ok: false, reason: "invalid-name", detail: "The name is empty." };
      const opened = await open(id);
      if (!opened.ok) return opened;
      // The record is written back as read (validated), under its new name.
      const session = { ...opened.value.session, name };
      const written = await store.set(ITEM + id, toRecord({ ...session }));
      if (!written.ok) return written;
      const summary = summaryOf(session);
      const current = await summaries();
      if (!current.ok) return current;
      const indexed = await writeIndex(current.value.map((s) => (s.id === id ? summary : s)));
      return indexed.ok ? { ok: true, value: summary } : indexed;
    },

    async delete(id) {
      const current = await summaries();
      if (!current.ok) return current;
      const removed = await store.delete(ITEM + id);
      if (!removed.ok) return removed;
      return writeIndex(current.value.filter((s) => s.id !== id));
    },

    async clear() {
      const keys = await store.keys(ITEM);
      if (!keys.ok) return keys;
      for (const key of keys.value) {
        const removed = await store.delete(key);
        if (!removed.ok) return removed;
      }
      const index = await store.delete(INDEX);
      return index.ok ? { ok: true, value: keys.value.length } : index;
    },
  };
}
