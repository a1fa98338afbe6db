/**
 * A structural diff of two JSON values, for comparing a recorded reply with a replayed one.
 * Differences that say nothing about the server's behaviour are ignored: request ids (they are
 * remapped), progress tokens, session ids, and timestamps (by key name, or when both values are
 * ISO date-times). Arrays compare index by index, which keeps the report predictable.
 */
import { joinPointer } from "../protocol/pointer.ts";
import { isRecord } from "./guards.ts";

export interface JsonDifference {
  /** JSON pointer of the value that differs. */
  path: string;
  /** `changed`: another value; `type`: another JSON type; `added`/`removed`: only in the replay / only in the recording. */
  change: "changed" | "type" | "added" | "removed";
  recorded?: unknown;
  replayed?: unknown;
}

export interface DiffOptions {
  /** Pointers ignored (exact), e.g. "/id" of a reply. */
  ignorePaths?: readonly string[];
  /** Keys ignored at any depth (compared case-insensitively); replaces the default list. */
  ignoreKeys?: readonly string[];
  /** Two ISO date-time strings count as equal (default true). */
  ignoreTimestamps?: boolean;
  /** Stop after this many differences (default 200). */
  maxDifferences?: number;
}

export const DEFAULT_IGNORED_KEYS: readonly string[] = [
  "progressToken",
  "sessionId",
  "session_id",
  "mcp-session-id",
  "timestamp",
  "createdAt",
  "updatedAt",
  "lastModified",
  "lastUpdatedAt",
  "modifiedAt",
  "expiresAt",
];

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const typeOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

export function diffJson(
  recorded: unknown,
  replayed: unknown,
  options: DiffOptions = {},
): { differences: JsonDifference[]; truncated: boolean } {
  const ignorePaths = new Set(options.ignorePaths ?? []);
  const ignoreKeys = new Set(
    (options.ignoreKeys ?? DEFAULT_IGNORED_KEYS).map((k) => k.toLowerCase()),
  );
  const timestamps = options.ignoreTimestamps ?? true;
  const max = options.maxDifferences ?? 200;
  const differences: JsonDifference[] = [];
  let truncated = false;

  const add = (d: JsonDifference) => {
    if (differences.length < max) differences.push(d);
    else truncated = true;
  };

  const walk = (a: unknown, b: unknown, path: string): void => {
    if (truncated || ignorePaths.has(path)) return;
    const ta = typeOf(a);
    const tb = typeOf(b);
    if (ta !== tb) {
      add({ path, change: "type", recorded: a, replayed: b });
      return;
    }
    if (ta === "array") {
      const xs = a as unknown[];
      const ys = b as unknown[];
      for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
        const p = joinPointer(path, i);
        if (i >= ys.length) add({ path: p, change: "removed", recorded: xs[i] });
        else if (i >= xs.length) add({ path: p, change: "added", replayed: ys[i] });
        else walk(xs[i], ys[i], p);
      }
      return;
    }
    if (ta === "object" && isRecord(a) && isRecord(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        if (ignoreKeys.has(key.toLowerCase())) continue;
        const p = joinPointer(path, key);
        if (!Object.hasOwn(b, key)) add({ path: p, change: "removed", recorded: a[key] });
        else if (!Object.hasOwn(a, key)) add({ path: p, change: "added", replayed: b[key] });
        else walk(a[key], b[key], p);
      }
      return;
    }
    if (Object.is(a, b) || a === b) return;
    if (timestamps && typeof a === "string" && typeof b === "string") {
      if (ISO_DATE_TIME.test(a) && ISO_DATE_TIME.test(b)) return;
    }
    add({ path, change: "changed", recorded: a, replayed: b });
  };

  walk(recorded, replayed, "");
  return { differences, truncated };
}
