/** Closeness of names, for did-you-mean: edit distance and word-level equivalence. */

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up with
 * `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] as number;
}

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
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => WORD_SYNONYMS.get(w) ?? w)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
  return words.sort().join(" ");
}

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
