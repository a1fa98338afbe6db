/**
 * How records written by older builds are read today. `MIGRATIONS[n][kind]` turns a `kind`
 * record of format n into one of format n + 1 (undefined: unreadable), so a record of any past
 * format reaches the current one step by step. Every kind has a step for every format: a test
 * checks that the table has no hole.
 *
 * Format 1 is everything written before the device format existed, when each kind had a shape
 * of its own; format 2 gave them one: `{format, ...fields}`.
 */
import { isRecord } from "../../share/guards.ts";
import type { RecordKind } from "./kinds.ts";

type Step = (old: unknown) => unknown;

const asIs: Step = (old) => (isRecord(old) ? old : undefined);

export const MIGRATIONS: Readonly<Record<number, Readonly<Record<RecordKind, Step>>>> = {
  1: {
    // The settings were zustand's persisted state: {state: {text, version, language, theme}, version: 1}.
    settings: (old) => (isRecord(old) && isRecord(old.state) ? old.state : undefined),
    // {kind, remote: {url, transport, timeoutS, viaProxy}}: the fields stay.
    target: asIs,
    // A bare array of URLs.
    recent: (old) => (Array.isArray(old) ? { urls: old } : undefined),
    // The headers text as is (not JSON).
    headers: (old) => (typeof old === "string" ? { text: old } : undefined),
    // {format: 1, entries}: only that format was ever read.
    session: (old) => (isRecord(old) && old.format === 1 ? old : undefined),
    // {format: 1, items} and {format: 1, id, name, …, entries}: read whatever their format said.
    "library-index": asIs,
    "library-item": asIs,
    // The lessons' progress came with format 2: nothing older to read.
    progress: () => undefined,
    // The pane sizes came with format 2: nothing of format 1 is one.
    layout: () => undefined,
    // Remembered authorization grants came with format 2.
    auth: () => undefined,
  },
};
