/** Closeness of names, for did-you-mean: edit distance and word-level equivalence. */

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up with
 * `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  if (rows[0].length <= n)
    rows = [new Int32Array(n * 2 + 2), new Int32Array(n * 2 + 2), new Int32Array(n * 2 + 2)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** Rows reused by editDistance (it runs on the error path of many messages). */
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

/** The largest distance still worth a suggestion for a word of this length. */
export function suggestionLimit(word: string): number {
  return word.length <= 3 ? 1 : word.length <= 8 ? 2 : 3;
}

/** Synonyms folded onto the word MCP uses, for word-level comparison. */
const WORD_SYNONYMS = new Map<string, string>(
  Object.entries({
    execute: "call",
    exec: "call",
    run: "call",
    invoke: "call",
    fetch: "read",
    getall: "list",
    all: "list",
    notification: "notifications",
    notify: "notifications",
  }),
);

/**
 * The words of a name, lower-cased, singular and sorted: "list_tools", "listTools" and
 * "tools/list" all become "list tool".
 */
export function wordKey(name: string): string {
  let key = wordKeys.get(name);
  if (key === undefined) {
    key = name
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 0)
      .map((w) => WORD_SYNONYMS.get(w) ?? w)
      .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
      .sort()
      .join(" ");
    if (wordKeys.size >= 4096) wordKeys.clear();
    wordKeys.set(name, key);
  }
  return key;
}

/** Word keys already computed: the candidates (methods, schema keys) recur on every message. */
const wordKeys = new Map<string, string>();

/**
 * The candidate closest to `word`: same words first (in any order or spelling), then a small
 * edit distance or a candidate that `word` abbreviates ("warn" for "warning"). Undefined when
 * none is close.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const key = wordKey(word);
  const lower = word.toLowerCase();
  const limit = suggestionLimit(word);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    let score: number;
    if (candidate.toLowerCase() === lower) score = 0;
    else if (key !== "" && wordKey(candidate) === key) score = 0.5;
    else if (lower.length >= 3 && candidate.toLowerCase().startsWith(lower)) score = 1.5;
    else {
      const d = editDistance(lower, candidate.toLowerCase(), limit);
      if (d > limit) continue;
      score = d;
    }
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
