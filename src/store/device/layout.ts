/**
 * What the device keeps of the page's layout (local storage): the sizes of the panes, one list
 * of fractions per arrangement (`desktop:editor+findings|session+message|diagram`), so sizes made
 * for one arrangement never land on another. Read before the first paint; untrusted like every
 * record: a list is kept only if each size is a finite fraction and together they fill the whole.
 */
import { readLocal } from "./local.ts";

/** Arrangement key → the sizes of its parts, fractions that add up to 1. */
export type PaneSizes = Readonly<Record<string, readonly number[]>>;

/** At most this many arrangements are kept: keys come from code, but the record is untrusted. */
const MAX_KEYS = 64;
const MAX_KEY_LENGTH = 200;
const MAX_PARTS = 12;

function sizesOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length < 2 || value.length > MAX_PARTS) return undefined;
  if (!value.every((n): n is number => typeof n === "number" && Number.isFinite(n) && n > 0))
    return undefined;
  const sum = value.reduce((a, b) => a + b, 0);
  return Math.abs(sum - 1) < 0.01 ? value.map((n) => n / sum) : undefined;
}

/** The well-formed entries of a stored `sizes` field. */
export function readPaneSizes(stored: unknown): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return out;
  for (const [key, value] of Object.entries(stored).slice(0, MAX_KEYS)) {
    const sizes = key.length <= MAX_KEY_LENGTH ? sizesOf(value) : undefined;
    if (sizes) out[key] = sizes;
  }
  return out;
}

export const loadPaneSizes = (): Record<string, number[]> =>
  readPaneSizes(readLocal("layout")?.sizes);
