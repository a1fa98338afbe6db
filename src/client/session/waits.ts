/**
 * The controller's waits for replies (the handshake's, a widget's requests): each by its id,
 * settled by the reply with that id, by its timeout, or all at once when the session changes.
 */

type Reply = Record<string, unknown>;

interface Wait {
  resolve(reply: Reply | undefined): void;
  timer: ReturnType<typeof setTimeout>;
}

export class ReplyWaits {
  private readonly waits = new Map<string, Wait>();

  /** The reply with `id`, or undefined after `timeoutMs`; an older wait for `id` gets none. */
  wait(id: number | string, timeoutMs: number): Promise<Reply | undefined> {
    const key = idKey(id);
    this.waits.get(key)?.resolve(undefined);
    return new Promise<Reply | undefined>((resolve) => {
      const timer = setTimeout(() => this.settle(id, undefined), timeoutMs);
      this.waits.set(key, { resolve, timer });
    });
  }

  /** Resolves the wait for the reply `text` is, if any (only read while someone waits). */
  answer(text: string): void {
    if (this.waits.size === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    const reply = value as Reply;
    if ("method" in reply) return;
    const id = reply.id;
    if (typeof id === "number" || typeof id === "string") this.settle(id, reply);
  }

  settle(id: number | string, reply: Reply | undefined): void {
    const key = idKey(id);
    const wait = this.waits.get(key);
    if (!wait) return;
    clearTimeout(wait.timer);
    this.waits.delete(key);
    wait.resolve(reply);
  }

  /** Every wait ends without a reply. */
  endAll(): void {
    const waits = [...this.waits.values()];
    this.waits.clear();
    for (const wait of waits) {
      clearTimeout(wait.timer);
      wait.resolve(undefined);
    }
  }
}

/** 1 and "1" are different ids. */
const idKey = (id: number | string) => `${typeof id}:${id}`;

/** A JSON-RPC error's message, or the error itself as JSON. */
export function errorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = error.message;
    if (typeof message === "string") return message;
  }
  return JSON.stringify(error) ?? "";
}
