/**
 * Bytes for a URL: raw deflate through the platform's CompressionStream (Node 20 and every
 * current browser have it, so no library is needed) and base64url without padding.
 * Inflating untrusted input is capped and stops as soon as the cap is passed: the input is fed
 * in small slices and the output counted as it comes, so a small "zip bomb" is refused after
 * about `maxBytes` plus one slice's worth of output instead of being inflated whole.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n =
      ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out +=
      ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
    if (rest === 2) out += ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

/** The bytes of base64url text (no padding), or undefined when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? (DECODE[c] as number) : -1;
    if (v < 0) return undefined;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  // The unused low bits of the last character must be zero: another encoder's output, or a
  // tampered link, is refused rather than read two ways.
  if ((acc & ((1 << bits) - 1)) !== 0) return undefined;
  return out;
}

export const compressionAvailable = (): boolean =>
  typeof CompressionStream === "function" && typeof DecompressionStream === "function";

async function collect(readable: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  return concat(chunks, size);
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Raw deflate (RFC 1951) at the platform's default level. */
export async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new CompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  const done = collect(stream.readable);
  // Errors surface through `done`; these promises only need to be observed.
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  return done;
}

export type InflateResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "too-large" | "corrupt" | "unsupported"; produced: number };

/** Input fed per write: deflate expands at most ~1032×, so one slice yields at most ~1 MB. */
const SLICE = 1024;

/** Raw inflate of untrusted bytes, refusing more than `maxBytes` of output. */
export async function inflateRaw(
  bytes: Uint8Array<ArrayBuffer>,
  maxBytes: number,
): Promise<InflateResult> {
  if (!compressionAvailable()) return { ok: false, reason: "unsupported", produced: 0 };
  const stream = new DecompressionStream("deflate-raw");
  const writer = stream.writable.getWriter();
  const reader = (stream.readable as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let over = false;

  const reading = (async (): Promise<boolean> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      produced += value.byteLength;
      if (produced > maxBytes) {
        over = true;
        await reader.cancel().catch(() => undefined);
        return false;
      }
      chunks.push(value);
    }
  })().catch(() => false);

  const writing = (async () => {
    for (let i = 0; i < bytes.length && !over; i += SLICE) {
      await writer.write(bytes.subarray(i, i + SLICE));
    }
    if (!over) await writer.close();
  })().catch(() => undefined);

  const [finished] = await Promise.all([reading, writing]);
  if (over) return { ok: false, reason: "too-large", produced };
  if (!finished) return { ok: false, reason: "corrupt", produced };
  return { ok: true, bytes: concat(chunks, produced) };
}
