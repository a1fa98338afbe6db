/**
 * Everything the server sends passes here on its way to raw text. Replies to the requests of a
 * batch wait for each other and leave together as one array, as JSON-RPC prescribes;
 * notifications and server requests made meanwhile go out on their own.
 */
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/server";
import type { ErrorReply } from "./framing.ts";
import { ordered } from "./json.ts";

export type Outgoing = JSONRPCMessage | ErrorReply;

interface Batch {
  waiting: Set<RequestId>;
  replies: Outgoing[];
}

const replyId = (m: Outgoing): RequestId | undefined => {
  const o = m as Record<string, unknown>;
  const isReply = Object.hasOwn(o, "result") || Object.hasOwn(o, "error");
  return isReply && (typeof o.id === "string" || typeof o.id === "number") ? o.id : undefined;
};

export class Outbox {
  private batches: Batch[] = [];
  private closed = false;

  constructor(private readonly write: (text: string) => void) {}

  /**
   * Starts a batch: `replies` are already known (invalid items), `waiting` are the ids of its
   * requests whose replies are to come.
   */
  openBatch(replies: Outgoing[], waiting: RequestId[]): void {
    const batch = { waiting: new Set(waiting), replies: [...replies] };
    this.batches.push(batch);
    this.settle(batch);
  }

  send(message: Outgoing): void {
    const id = replyId(message);
    const batch = id === undefined ? undefined : this.batches.find((b) => b.waiting.has(id));
    if (batch && id !== undefined) {
      batch.waiting.delete(id);
      batch.replies.push(message);
      this.settle(batch);
      return;
    }
    this.emit(JSON.stringify(ordered(message)));
  }

  /** A cancelled request gets no reply: its batch stops waiting for it. */
  forget(id: RequestId): void {
    for (const batch of [...this.batches]) {
      if (batch.waiting.delete(id)) this.settle(batch);
    }
  }

  close(): void {
    this.closed = true;
    this.batches = [];
  }

  private settle(batch: Batch): void {
    if (batch.waiting.size > 0) return;
    this.batches = this.batches.filter((b) => b !== batch);
    // A batch of notifications only (or of cancelled requests) gets no reply at all.
    if (batch.replies.length > 0) this.emit(JSON.stringify(batch.replies.map(ordered)));
  }

  private emit(text: string): void {
    if (!this.closed) this.write(text);
  }
}
