/**
 * The nesting depth of JSON, counted on its bytes while they are read: a line of millions of
 * `[` is refused after the first few hundred bytes, before anything holds or parses the rest.
 * Brackets inside strings do not count (a quote opens a string, a backslash escapes the next
 * byte); a byte of a multi-byte UTF-8 character is never one of the ASCII bytes counted here.
 */
import { DEFAULT_MAX_DEPTH } from "../protocol/parse/index.ts";

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

export class DepthGuard {
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** `max`: the parser's own limit, so the text kept before it fails exactly as the whole would. */
  constructor(private readonly max: number = DEFAULT_MAX_DEPTH) {}

  /**
   * Reads `bytes[from, to)`. Returns the index just after the bracket that opens one level more
   * than allowed (the parser reports "too deep" there, whatever follows), or -1.
   */
  feed(bytes: Uint8Array, from = 0, to = bytes.length): number {
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    for (let i = from; i < to; i++) {
      const b = bytes[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
      } else if (b === QUOTE) {
        inString = true;
      } else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
        if (depth >= this.max) {
          this.depth = depth;
          return i + 1;
        }
        depth++;
      } else if ((b === CLOSE_ARRAY || b === CLOSE_OBJECT) && depth > 0) {
        depth--;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return -1;
  }

  /** For the next message. */
  reset(): void {
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
  }
}
