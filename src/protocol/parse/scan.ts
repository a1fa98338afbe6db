/**
 * The fast pass over text that JSON.parse has already accepted: it checks the nesting depth and
 * finds duplicate keys and unsafe integers, without building anything per value. Positions of
 * every value are only computed later, on demand (see tree.ts).
 */
import { decodeString, stringEnd } from "./strings.ts";

export interface ScanResult {
  /** True when containers are nested deeper than the allowed depth. */
  tooDeep: boolean;
  /** Offsets of duplicate keys in the same object, as pairs (earlier key, next equal key). */
  duplicates: number[] | null;
  /** Integer literals beyond Number.MAX_SAFE_INTEGER, as pairs (start, end). */
  unsafe: number[] | null;
}

/** Objects with more keys than this use a Map to find duplicates instead of comparing pairs. */
const LINEAR_KEYS = 24;

// Scratch buffers shared by all scans: parsing is synchronous, so one scan runs at a time.
/** Keys of the open objects, three numbers each: start offset, end offset, has escapes (0/1). */
let keys = new Int32Array(3 * 256);
/** Per open container: the index in `keys` where its keys start, or -1 for arrays. */
let bases = new Int32Array(64);
/** Per open container with many keys: decoded key -> offset of its last occurrence. */
const maps: (Map<string, number> | undefined)[] = [];

function grow(array: Int32Array, needed: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

function keyText(at: number, text: string): string {
  return decodeString(text, keys[at] as number, keys[at + 1] as number);
}

/** Scans valid JSON text from `from` (after a BOM, if any). */
export function scanValid(text: string, from: number, maxDepth: number): ScanResult {
  const length = text.length;
  let duplicates: number[] | null = null;
  let unsafe: number[] | null = null;
  let depth = 0;
  let keyCount = 0; // used length of `keys`
  let inObject = false;
  let expectKey = false;
  maps.length = 0;
  let nextBackslash = -1; // offset of the first backslash at or after some earlier key
  let i = from;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c <= 32) {
      // Whitespace (the text is valid, so nothing else is this low outside strings). Runs of
      // spaces, as in indentation, get a tighter loop.
      i++;
      while (text.charCodeAt(i) === 32) i++;
    } else if (c === 34) {
      if (!expectKey) {
        i = stringEnd(text, i);
        continue;
      }
      expectKey = false;
      const end = stringEnd(text, i);
      // Whether the key has escapes: is the next backslash of the text inside it?
      if (nextBackslash < i) {
        nextBackslash = text.indexOf("\\", i);
        if (nextBackslash === -1) nextBackslash = length;
      }
      const escaped = nextBackslash < end ? 1 : 0;
      const base = bases[depth - 1] as number;
      let map = maps[depth - 1];
      if (map === undefined && keyCount - base >= 3 * LINEAR_KEYS) {
        map = new Map();
        for (let k = base; k < keyCount; k += 3) map.set(keyText(k, text), keys[k] as number);
        maps[depth - 1] = map;
      }
      if (map !== undefined) {
        const name = decodeString(text, i, end);
        const previous = map.get(name);
        if (previous !== undefined) (duplicates ??= []).push(previous, i);
        map.set(name, i);
      } else {
        const size = end - i;
        for (let k = keyCount - 3; k >= base; k -= 3) {
          const start = keys[k] as number;
          let same: boolean;
          if ((escaped | (keys[k + 2] as number)) === 0) {
            if ((keys[k + 1] as number) - start !== size) continue;
            let j = 1;
            while (j < size && text.charCodeAt(i + j) === text.charCodeAt(start + j)) j++;
            same = j === size;
          } else {
            same = keyText(k, text) === decodeString(text, i, end);
          }
          if (same) {
            (duplicates ??= []).push(start, i);
            break;
          }
        }
        if (keyCount + 3 > keys.length) keys = grow(keys, keyCount + 3);
        keys[keyCount] = i;
        keys[keyCount + 1] = end;
        keys[keyCount + 2] = escaped;
        keyCount += 3;
      }
      i = end;
    } else if (c === 44) {
      expectKey = inObject;
      i++;
    } else if (c === 58) {
      i++;
    } else if (c === 123 || c === 91) {
      if (depth >= maxDepth) return { tooDeep: true, duplicates: null, unsafe: null };
      if (depth >= bases.length) bases = grow(bases, depth + 1);
      inObject = expectKey = c === 123;
      bases[depth++] = inObject ? keyCount : -1;
      i++;
    } else if (c === 125 || c === 93) {
      depth--;
      if (c === 125) {
        keyCount = bases[depth] as number;
        if (maps[depth] !== undefined) maps[depth] = undefined;
      }
      inObject = depth > 0 && (bases[depth - 1] as number) >= 0;
      expectKey = false;
      i++;
    } else if (c === 116 || c === 110) {
      i += 4; // true, null
    } else if (c === 102) {
      i += 5; // false
    } else {
      const start = i++;
      let integer = true;
      while (i < length) {
        const d = text.charCodeAt(i);
        if (d >= 48 && d <= 57) i++;
        else if (d === 46 || d === 101 || d === 69 || d === 43 || d === 45) {
          integer = false;
          i++;
        } else break;
      }
      // MAX_SAFE_INTEGER has 16 digits, so shorter literals are always safe.
      if (integer && i - start >= 16) {
        const raw = text.slice(start, i);
        if (Math.abs(Number(raw)) > Number.MAX_SAFE_INTEGER) (unsafe ??= []).push(start, i);
      }
    }
  }
  return { tooDeep: false, duplicates, unsafe };
}
