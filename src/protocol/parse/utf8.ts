/**
 * Bytes to text, strictly: a message given as bytes (a file, standard input) is UTF-8 or it is
 * not read. A lenient decoder turns bad bytes into U+FFFD, and a message with them inside a
 * string would pass as valid; here the first bad byte is an error (`json.invalid-utf8`): its
 * byte offset in the message, its line and column the finding's range.
 */
import type { Finding } from "../types.ts";
import { LineIndex } from "./line-index.ts";
import { message } from "./messages.ts";

/** The well-formed byte sequences of UTF-8 (RFC 3629, table 3-7 of the Unicode standard). */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] as number;
  if (lead < 0x80) return 1;
  const next = (k: number, low = 0x80, high = 0xbf) => {
    const b = bytes[at + k];
    return b !== undefined && b >= low && b <= high;
  };
  if (lead >= 0xc2 && lead <= 0xdf) return next(1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    // No overlong forms (E0 80–9F) and no surrogates (ED A0–BF).
    const [low, high] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return next(1, low, high) && next(2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    // No overlong forms (F0 80–8F) and nothing past U+10FFFF (F4 90–BF).
    const [low, high] = lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return next(1, low, high) && next(2) && next(3) ? 4 : 0;
  }
  // A continuation byte without a lead, C0, C1, F5–FF: never in UTF-8.
  return 0;
}

/** The offset of the first byte that does not begin a well-formed UTF-8 character, or -1. */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length;) {
    // ASCII, the common case, a byte at a time without a call.
    if ((bytes[at] as number) < 0x80) {
      at++;
      continue;
    }
    const length = sequenceLength(bytes, at);
    if (length === 0) return at;
    at += length;
  }
  return -1;
}

/** The bad bytes to show: the broken sequence from its first byte, at most four, in hex. */
function badBytes(bytes: Uint8Array, at: number): string {
  const shown = [bytes[at] as number];
  for (let k = at + 1; k < Math.min(bytes.length, at + 4); k++) {
    const b = bytes[k] as number;
    if (b < 0x80 || b > 0xbf) break;
    shown.push(b);
  }
  return shown.map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
}

export type Utf8Result = { ok: true; text: string } | { ok: false; findings: Finding[] };

/**
 * `bytes` as text when they are UTF-8 (a byte order mark is kept, as the parser expects),
 * else the finding at the first bad byte. `byteOffset` is where `bytes` start in their file,
 * so the offset said is the file's.
 */
export function decodeUtf8(bytes: Uint8Array, byteOffset = 0): Utf8Result {
  const bad = invalidUtf8Offset(bytes);
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  if (bad < 0) return { ok: true, text: decoder.decode(bytes) };
  const before = decoder.decode(bytes.subarray(0, bad));
  const lines = new LineIndex(before);
  const start = lines.positionAt(before.length);
  // The position is the finding's range (a caller may move it to its file's lines).
  const args = { offset: byteOffset + bad, bytes: badBytes(bytes, bad) };
  const finding: Finding = {
    severity: "error",
    code: "json.invalid-utf8",
    message: message("json.invalid-utf8", args),
    args,
    path: "",
    range: { start, end: { line: start.line, column: start.column + 1 } },
  };
  return { ok: false, findings: [finding] };
}
