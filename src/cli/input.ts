/**
 * Reading inputs: a whole file for one message, or a stream of lines for a session, so a log of
 * any size is read in constant memory.
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import type { InputFormat } from "./args.ts";

export interface InputMessage {
  /** The file's 1-based line the message starts on. */
  line: number;
  text: string;
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

/** Fails early with a readable reason when a file cannot be read. */
async function ensureReadable(file: string): Promise<void> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
  } catch (error) {
    throw new InputError(describe(error));
  }
}

/** The whole input as one message. */
export async function readWhole(file: string, stdin: Readable): Promise<InputMessage> {
  if (file === "-") {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return { line: 1, text: Buffer.concat(chunks).toString("utf8") };
  }
  await ensureReadable(file);
  try {
    return { line: 1, text: await readFile(file, "utf8") };
  } catch (error) {
    throw new InputError(describe(error));
  }
}

/** The input's non-blank lines, one message each, read as a stream. */
export async function* readLines(file: string, stdin: Readable): AsyncGenerator<InputMessage> {
  let input: Readable;
  if (file === "-") input = stdin;
  else {
    await ensureReadable(file);
    input = createReadStream(file, { encoding: "utf8" });
  }
  let failure: unknown;
  const lines = createInterface({ input, crlfDelay: Infinity });
  input.once("error", (error) => {
    failure = error;
    lines.close();
  });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      if (!/\S/.test(text)) continue;
      yield { line, text };
    }
  } finally {
    lines.close();
    if (file !== "-") input.destroy();
  }
  if (failure !== undefined) throw new InputError(describe(failure));
}
