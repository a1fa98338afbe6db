/**
 * The gift server over stdio, without Node APIs (the script wires it to the process): client
 * text comes in as chunks, is cut into lines (one JSON-RPC message each), and every server text
 * leaves as one line. When the input ends, the requests still being served are answered before
 * the endpoint closes, as the spec's shutdown lets a server finish (the client closes stdin,
 * then waits before it signals).
 */
import { type GiftEndpoint, createGiftEndpoint } from "./endpoint.ts";
import { errorFor } from "./framing.ts";
import { LATEST_LEGACY_VERSION, can } from "./versions.ts";

export interface GiftStdioOptions {
  /** One server message, without its newline (JSON text never holds a raw one). */
  writeLine(line: string): void;
  /** Notices and failures, for stderr: never on the message stream. */
  log(text: string): void;
  /** The longest line read, in UTF-16 units; a longer one is dropped and answered -32700. */
  maxLineChars?: number;
  /** How long the end waits for replies still owed before it closes anyway. */
  drainMs?: number;
}

export interface GiftStdio {
  /** A chunk of stdin, decoded (it may hold several lines, or part of one). */
  feed(chunk: string): void;
  /** stdin ended: answers what is owed (within `drainMs`), then closes the endpoint. */
  end(): Promise<void>;
  /** Closes at once (a signal): owed replies are dropped. */
  close(): Promise<void>;
}

/** Like the HTTP reply cap: 32 Mi characters. */
export const MAX_STDIO_LINE_CHARS = 32 * 1024 * 1024;
const DRAIN_MS = 10_000;

const keyOf = (id: unknown): string | undefined =>
  typeof id === "string" || typeof id === "number" ? JSON.stringify(id) : undefined;

function parsed(text: string): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.filter(
    (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v),
  );
}

/**
 * Which requests each side still owes an answer to: the client's (the server will reply) and the
 * server's own (a reply from the client, which cannot come once stdin has ended).
 */
class Owed {
  readonly client = new Set<string>();
  readonly server = new Set<string>();
  private changed: (() => void) | undefined;

  incoming(text: string): void {
    for (const m of parsed(text)) {
      const key = keyOf(m.id);
      if (typeof m.method === "string") {
        if (key !== undefined) this.client.add(key);
        const params = m.params as Record<string, unknown> | undefined;
        const cancelled = m.method === "notifications/cancelled" && keyOf(params?.requestId);
        if (cancelled) this.client.delete(cancelled);
      } else if (key !== undefined) this.server.delete(key);
    }
    this.changed?.();
  }

  outgoing(text: string): void {
    for (const m of parsed(text)) {
      const key = keyOf(m.id);
      if (key === undefined) continue;
      if (typeof m.method === "string") this.server.add(key);
      else this.client.delete(key);
    }
    this.changed?.();
  }

  /** Resolves once nothing is owed, or the server waits for the client (who can no longer answer). */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.client.size === 0 || this.server.size > 0) {
          this.changed = undefined;
          resolve();
        }
      };
      this.changed = check;
      check();
    });
  }
}

export function createGiftStdio(options: GiftStdioOptions): GiftStdio {
  const max = options.maxLineChars ?? MAX_STDIO_LINE_CHARS;
  const owed = new Owed();
  const endpoint: GiftEndpoint = createGiftEndpoint({
    send: (text) => {
      owed.outgoing(text);
      options.writeLine(text);
    },
    onError: (error) => options.log(`gift server: ${error.message}`),
  });
  let parts: string[] = [];
  let length = 0;
  /** Inside a line that was too long: everything up to the next newline is dropped. */
  let skipping = false;
  let ended = false;

  const take = (line: string) => {
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    // A blank line carries no message: nothing to answer.
    if (text.trim() === "") return;
    owed.incoming(text);
    endpoint.receive(text);
  };

  const tooLong = () => {
    options.log(`gift server: a line longer than ${max} characters was dropped`);
    const policy = { batches: false, errorWithoutId: can.errorWithoutId(LATEST_LEGACY_VERSION) };
    const reply = errorFor(undefined, -32700, "Parse error: the line is too long.", policy);
    options.writeLine(JSON.stringify(reply));
  };

  return {
    feed(chunk) {
      if (ended) return;
      let rest = chunk;
      for (;;) {
        const at = rest.indexOf("\n");
        const piece = at < 0 ? rest : rest.slice(0, at);
        if (!skipping && length + piece.length > max) {
          skipping = true;
          parts = [];
          length = 0;
          tooLong();
        }
        if (!skipping) {
          parts.push(piece);
          length += piece.length;
        }
        if (at < 0) return;
        if (!skipping) take(parts.join(""));
        skipping = false;
        parts = [];
        length = 0;
        rest = rest.slice(at + 1);
      }
    },
    async end() {
      if (ended) return;
      // A last message without its newline is still a message.
      if (!skipping && length > 0) take(parts.join(""));
      ended = true;
      parts = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cap = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.drainMs ?? DRAIN_MS);
      });
      await Promise.race([owed.settled(), cap]);
      clearTimeout(timer);
      await endpoint.close();
    },
    async close() {
      ended = true;
      await endpoint.close();
    },
  };
}
