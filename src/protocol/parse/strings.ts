/** Small helpers over JSON string literals already known to be valid. */

/** Offset just after the closing quote of the string literal whose opening quote is at `quote`. */
export function stringEnd(text: string, quote: number): number {
  // The closing quote is the first one not preceded by an odd run of backslashes.
  let q = text.indexOf('"', quote + 1);
  while (q !== -1 && text.charCodeAt(q - 1) === 92) {
    let b = q - 2;
    while (text.charCodeAt(b) === 92) b--;
    if ((q - b) % 2 === 1) break;
    q = text.indexOf('"', q + 1);
  }
  return q === -1 ? text.length : q + 1;
}

/** The decoded value of the valid string literal text[start, end) (quotes included). */
export function decodeString(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (raw.indexOf("\\") === -1) return raw;
  return JSON.parse(`"${raw}"`) as string;
}
