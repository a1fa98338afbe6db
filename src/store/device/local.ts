/**
 * Local storage, for the small records read synchronously at start (the settings before the
 * first paint, the target before a link is opened). Failures never reach the caller: storage
 * that is full, disabled or blocked (private mode, a sandboxed frame) only means the record
 * lasts this visit. Typed without the DOM, so Node tests run it with a fake.
 */
import type { StringStorage } from "./kv.ts";
import { LOCAL_KEYS, type RecordKind } from "./kinds.ts";
import { type Fields, fromRecord, toRecord } from "./record.ts";

export type LocalKind = keyof typeof LOCAL_KEYS;

function storage(): StringStorage | undefined {
  try {
    return (globalThis as { localStorage?: StringStorage }).localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Local storage holds text: a value that is a JSON object or array is read as that, anything
 * else as its text (the shapes of before the device format include plain text).
 */
function parse(text: string): unknown {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null ? value : text;
  } catch {
    return text;
  }
}

/** The fields of the `kind` record kept here, migrated; undefined when absent or unreadable. */
export function readLocal(kind: LocalKind & RecordKind): Fields | undefined {
  try {
    const text = storage()?.getItem(LOCAL_KEYS[kind]);
    return text == null ? undefined : fromRecord(kind, parse(text));
  } catch {
    return undefined;
  }
}

/** Keeps `fields` as the `kind` record, or (`undefined`) forgets it. */
export function writeLocal(kind: LocalKind, fields: Fields | undefined): void {
  try {
    const key = LOCAL_KEYS[kind];
    if (fields === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(toRecord(fields)));
  } catch {
    // Full or refused: the record lasts this visit only.
  }
}
