/**
 * Which requests are still open, per sender: client ids and server ids are separate spaces (a
 * client request pairs with a server reply and vice versa), and `1` and `"1"` are different ids.
 * Two open requests may share an id (a mistake the deriver flags); replies then answer them
 * oldest first, as a server working in order would.
 */
import type { RequestId } from "../check/types.ts";

export type Side = "client" | "server";

/** A request or batch element: the row's seq, and the element's index for batches. */
export interface Target {
  seq: number;
  member?: number;
}

export interface OpenRequest extends Target {
  method: string;
  at: number;
  /** The request's progress token, keyed as in `tokenKey`. */
  token?: string;
}

export const otherSide = (side: Side): Side => (side === "client" ? "server" : "client");

const idKey = (side: Side, id: RequestId): string =>
  `${side === "client" ? "c" : "s"}${typeof id === "number" ? "n" : "s"}${id}`;

const tokenKey = (side: Side, token: string | number): string => idKey(side, token);

export class PairBook {
  private readonly open = new Map<string, OpenRequest[]>();
  private readonly tokens = new Map<string, OpenRequest>();
  /** The latest request of each sender and id, answered or not (what a late cancel names). */
  private readonly sent = new Map<string, Target>();

  /** Whether `side` has an open request with this id. */
  isOpen(side: Side, id: RequestId): boolean {
    return this.open.has(idKey(side, id));
  }

  /** Records a request from `side` awaiting its reply. */
  add(
    side: Side,
    id: RequestId,
    request: Target & { method: string; at: number },
    progressToken?: string | number,
  ): void {
    const key = idKey(side, id);
    const entry: OpenRequest = {
      seq: request.seq,
      member: request.member,
      method: request.method,
      at: request.at,
      token: undefined,
    };
    if (progressToken !== undefined) {
      const tk = tokenKey(side, progressToken);
      entry.token = tk;
      // The first open holder keeps a token used twice (the core flags the second one).
      if (!this.tokens.has(tk)) this.tokens.set(tk, entry);
    }
    const queue = this.open.get(key);
    if (queue) queue.push(entry);
    else this.open.set(key, [entry]);
    this.sent.set(key, entry);
  }

  /** Closes and returns the oldest open request of `side` with this id, if any. */
  take(side: Side, id: RequestId): OpenRequest | undefined {
    const key = idKey(side, id);
    const queue = this.open.get(key);
    const first = queue?.shift();
    if (!first) return undefined;
    if (queue?.length === 0) this.open.delete(key);
    if (first.token !== undefined && this.tokens.get(first.token) === first) {
      this.tokens.delete(first.token);
    }
    return first;
  }

  /** The oldest open request of `side` with this id, left open. */
  peek(side: Side, id: RequestId): OpenRequest | undefined {
    return this.open.get(idKey(side, id))?.[0];
  }

  /** The latest request of `side` with this id, open or answered. */
  last(side: Side, id: RequestId): Target | undefined {
    return this.sent.get(idKey(side, id));
  }

  /** The open request of `side` that asked for progress with this token. */
  byToken(side: Side, token: string | number): OpenRequest | undefined {
    return this.tokens.get(tokenKey(side, token));
  }

  /** Forgets everything (the server went away) and returns the requests that were open, oldest first. */
  drain(): OpenRequest[] {
    const all = [...this.open.values()]
      .flat()
      .sort((a, b) => a.seq - b.seq || (a.member ?? 0) - (b.member ?? 0));
    this.open.clear();
    this.tokens.clear();
    this.sent.clear();
    return all;
  }
}
