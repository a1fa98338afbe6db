/**
 * Replacing values inside a message's raw text without reformatting it: the user's layout,
 * key order and spacing stay as they were; only the replaced values' characters change.
 */
import { type ParseSuccess, parseJson } from "../protocol/parse/index.ts";
import { LineIndex } from "../protocol/parse/line-index.ts";

export interface TextChange {
  /** JSON pointer of the value to replace. */
  pointer: string;
  /** The new value (serialized with JSON.stringify). */
  value: unknown;
}

/** `text` with each pointed value replaced; pointers that are absent are ignored. */
export function replaceValues(doc: ParseSuccess, changes: readonly TextChange[]): string {
  if (changes.length === 0) return doc.text;
  const lines = new LineIndex(doc.text);
  const spans: { start: number; end: number; text: string }[] = [];
  for (const change of changes) {
    const range = doc.locate(change.pointer);
    if (!range) continue;
    spans.push({
      start: lines.offsetAt(range.start),
      end: lines.offsetAt(range.end),
      text: JSON.stringify(change.value),
    });
  }
  // From the end, so earlier offsets stay valid.
  spans.sort((a, b) => b.start - a.start);
  let out = doc.text;
  for (const s of spans) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

/** The parsed document of a text, or undefined when it is not JSON. */
export function parseDoc(text: string): ParseSuccess | undefined {
  const doc = parseJson(text);
  return doc.ok ? doc : undefined;
}
