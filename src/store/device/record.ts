/**
 * The one format of everything the playground keeps on this device: a JSON object whose
 * `format` is the device format's version and whose other fields are the record's own, e.g.
 * `{"format": 2, "entries": […]}`. A record written by an older build is brought up to date on
 * read, step by step, by the migration table; one written by a newer build (a higher `format`)
 * is not understood here and reads as absent. What comes back is still untrusted (another tab,
 * another build or the user's own edits wrote it): each kind's reader checks it field by field.
 */
import { isRecord } from "../../share/guards.ts";
import type { RecordKind } from "./kinds.ts";
import { MIGRATIONS } from "./migrations.ts";

/** The version of the device format; a change to any kind's fields bumps it (with a migration). */
export const DEVICE_FORMAT = 2;

export type Fields = Record<string, unknown>;

/** `fields` as a record of the current format. */
export function toRecord(fields: Fields): Fields {
  const { format: _ignored, ...own } = fields;
  return { format: DEVICE_FORMAT, ...own };
}

/**
 * The version a stored value was written in. Format 1 is every shape from before the device
 * format: some carried `format: 1`, others no version at all (a bare array, a plain string).
 */
function versionOf(stored: unknown): number {
  const format = isRecord(stored) ? stored.format : undefined;
  return typeof format === "number" && Number.isInteger(format) && format > 1 ? format : 1;
}

/** The fields of a stored `kind` record, migrated to the current format; undefined if unreadable. */
export function fromRecord(kind: RecordKind, stored: unknown): Fields | undefined {
  if (stored === undefined || stored === null) return undefined;
  let version = versionOf(stored);
  if (version > DEVICE_FORMAT) return undefined;
  let value: unknown = stored;
  for (; version < DEVICE_FORMAT && value !== undefined; version++) {
    const step = MIGRATIONS[version]?.[kind];
    if (!step) throw new Error(`No migration of ${kind} records from format ${version}.`);
    value = step(value);
  }
  if (!isRecord(value)) return undefined;
  const { format: _format, ...fields } = value;
  return fields;
}
