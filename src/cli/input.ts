/**
 * Reading inputs as bytes: a whole file for one message, or a stream of lines for a session, so
 * a log of any size is read in constant memory. One message (a whole input, or one line) may
 * be at most `MAX_MESSAGE_BYTES`: past that, reading stops and the input is unreadable, so an
 * endless source (`/dev/zero`) ends in a sentence, not in an exhausted heap. The nesting depth is
 * counted while reading (`DepthGuard`): a message nested deeper than the parser allows is kept
 * only up to the bracket where the parser would say "too deep", so the same finding comes from a
 * few hundred bytes instead of the whole message. Bytes are decoded by the checker, strictly
 * (`checkBytes`).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { InputFormat } from "./args.ts";
import { DepthGuard } from "./depth.ts";

/** The most one message may be: a whole `.json` input, or one line of a `.jsonl` input. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const LIMIT = `${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB`;

export interface InputMessage {
  /** The file's 1-based line the message starts on. */
  line: number;
  /** Where the message's bytes start in the file. */
  offset: number;
  bytes: Uint8Array;
}

/** How an input is read: by `--format`, else JSONL for stdin and `.jsonl`/`.ndjson` files. */
export function formatOf(file: string, forced: InputFormat | undefined): InputFormat {
  if (forced) return forced;
  if (file === "-") return "jsonl";
  return /\.(jsonl|ndjson)$/i.test(file) ? "jsonl" : "json";
}

export class InputError extends Error {}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  switch (e.code) {
    case "ENOENT":
      return "no such file";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    default:
      return e.message ?? String(error);
  }
}

/** The input as a stream of bytes; fails early with a readable reason for a missing file. */
async function open(file: string, stdin: Readable): Promise<Readable> {
  if (file === "-") return stdin;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
  } catch (error) {
    throw new InputError(describe(error));
  }
  return createReadStream(file);
}

/** Each chunk of `input` as bytes; a read error is an InputError. */
async function* chunks(input: Readable, file: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of input) {
      yield typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    }
  } catch (error) {
    throw new InputError(describe(error));
  } finally {
    if (file !== "-") input.destroy();
  }
}

/** The whole input as one message; reading stops where it is nested too deeply. */
export async function readWhole(file: string, stdin: Readable): Promise<InputMessage> {
  const parts: Buffer[] = [];
  const guard = new DepthGuard();
  let size = 0;
  for await (const chunk of chunks(await open(file, stdin), file)) {
    const cut = guard.feed(chunk);
    if (cut >= 0) {
      parts.push(chunk.subarray(0, cut));
      break;
    }
    size += chunk.length;
    if (size > MAX_MESSAGE_BYTES) {
      throw new InputError(`input too large: over ${LIMIT}, the most one message may be`);
    }
    parts.push(chunk);
  }
  return { line: 1, offset: 0, bytes: Buffer.concat(parts) };
}

const LF = 10;
const CR = 13;

/** Whether a line holds only whitespace (as `\s` sees it), so it is skipped. */
function blank(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b === 32 || (b >= 9 && b <= 13)) continue;
    if (b < 0x80) return false;
    return !/\S/.test(new TextDecoder().decode(bytes));
  }
  return true;
}

/**
 * The input's non-blank lines, one message each, read as a stream. Lines end at LF, CRLF or a
 * lone CR, as in the checker's positions. A line nested too deeply is kept only up to where the
 * parser stops; the rest of it is read past (and counted against the size cap), not kept.
 */
export async function* readLines(file: string, stdin: Readable): AsyncGenerator<InputMessage> {
  let parts: Buffer[] = [];
  let size = 0;
  let line = 1;
  let start = 0;
  let offset = 0;
  /** The previous chunk ended with CR: an LF first in this one belongs to it. */
  let afterCr = false;
  const guard = new DepthGuard();
  /** The line has opened one level too many: nothing more of it is kept. */
  let deep = false;
  const keep = (chunk: Buffer, from: number, to: number) => {
    if (deep) return;
    const cut = guard.feed(chunk, from, to);
    deep = cut >= 0;
    parts.push(chunk.subarray(from, deep ? cut : to));
  };
  const take = (): InputMessage => {
    const bytes = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    const message = { line, offset: start, bytes };
    parts = [];
    size = 0;
    guard.reset();
    deep = false;
    return message;
  };
  for await (const chunk of chunks(await open(file, stdin), file)) {
    let from = 0;
    if (afterCr && chunk[0] === LF) {
      from = 1;
      start++;
    }
    afterCr = false;
    for (let i = from; i < chunk.length; i++) {
      const b = chunk[i];
      if (b !== LF && b !== CR) continue;
      keep(chunk, from, i);
      size += i - from;
      const message = take();
      if (!blank(message.bytes)) yield message;
      if (b === CR && chunk[i + 1] === LF) i++;
      else if (b === CR && i === chunk.length - 1) afterCr = true;
      line++;
      from = i + 1;
      start = offset + from;
    }
    size += chunk.length - from;
    if (size > MAX_MESSAGE_BYTES) {
      throw new InputError(
        `input too large: line ${line} is over ${LIMIT}, the most one message may be`,
      );
    }
    if (from < chunk.length) keep(chunk, from, chunk.length);
    offset += chunk.length;
  }
  if (size > 0) {
    const message = take();
    if (!blank(message.bytes)) yield message;
  }
}
