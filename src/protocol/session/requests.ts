/**
 * The session's memory of requests: those awaiting a reply and those already answered, each kept
 * per sender (client ids and server ids are separate spaces) and capped, oldest forgotten first.
 * A request whose sender is unknown lives in a third space that may match either side.
 */
import type { RequestId } from "../check/types.ts";
import type { ProtocolVersion } from "../versions.ts";
import type { Sender } from "./types.ts";

type Space = "c" | "s" | "u";

export interface PendingRequest {
  id: RequestId;
  method: string;
  sender?: Sender;
  version: ProtocolVersion;
  seq: number;
  progressToken?: string | number;
  /** For `tools/call`: the tool's name, to judge the reply's structuredContent. */
  toolName?: string;
  /** Asked to run as a task (2025-11-25): the reply is the task, not the method's result. */
  task?: boolean;
  /** For `tools/list`: whether it asked for a later page (its tools add to the known ones). */
  paged?: boolean;
  cancelled: boolean;
}

export interface FinishedRequest {
  method: string;
}

const spaceOf = (sender: Sender | undefined): Space =>
  sender === "client" ? "c" : sender === "server" ? "s" : "u";

const idKey = (id: RequestId): string => (typeof id === "number" ? `n${id}` : `s${id}`);

const tokenKey = (token: string | number): string =>
  typeof token === "number" ? `n${token}` : `s${token}`;

/** Spaces a request from `sender` may share ids with. */
function sameSenderSpaces(sender: Sender | undefined): Space[] {
  if (sender === undefined) return ["u", "c", "s"];
  return [spaceOf(sender), "u"];
}

export class RequestBook {
  private readonly pending = new Map<string, PendingRequest>();
  private readonly finished = new Map<string, FinishedRequest>();
  private readonly tokens = new Map<string, string>();
  private seq = 0;
  /** Set once the pending cap forced the session to forget a request. */
  overflowed = false;

  constructor(
    private readonly maxPending: number,
    private readonly maxFinished: number,
  ) {}

  get size(): number {
    return this.pending.size;
  }

  /** The pending request a new request from `sender` with this id would collide with. */
  findPendingFromSender(id: RequestId, sender: Sender | undefined): PendingRequest | undefined {
    for (const space of sameSenderSpaces(sender)) {
      const hit = this.pending.get(space + idKey(id));
      if (hit) return hit;
    }
    return undefined;
  }

  findFinishedFromSender(id: RequestId, sender: Sender | undefined): FinishedRequest | undefined {
    for (const space of sameSenderSpaces(sender)) {
      const hit = this.finished.get(space + idKey(id));
      if (hit) return hit;
    }
    return undefined;
  }

  /** The pending request a reply sent by `replier` answers (the oldest when ambiguous). */
  findForReply(id: RequestId, replier: Sender | undefined): PendingRequest | undefined {
    const requester = replier === "client" ? "server" : replier === "server" ? "client" : undefined;
    let best: PendingRequest | undefined;
    for (const space of sameSenderSpaces(requester)) {
      const hit = this.pending.get(space + idKey(id));
      if (hit && (!best || hit.seq < best.seq)) best = hit;
    }
    return best;
  }

  findFinishedForReply(id: RequestId, replier: Sender | undefined): FinishedRequest | undefined {
    const requester = replier === "client" ? "server" : replier === "server" ? "client" : undefined;
    return this.findFinishedFromSender(id, requester);
  }

  /**
   * Records a request awaiting its reply. Returns true when the cap made the session forget the
   * oldest pending request for the first time.
   */
  add(entry: Omit<PendingRequest, "seq" | "cancelled">): boolean {
    const key = spaceOf(entry.sender) + idKey(entry.id);
    this.remove(key);
    this.finished.delete(key);
    // One fixed shape for every entry keeps the hot lookups monomorphic.
    const stored: PendingRequest = {
      id: entry.id,
      method: entry.method,
      sender: entry.sender,
      version: entry.version,
      seq: this.seq++,
      progressToken: entry.progressToken,
      toolName: entry.toolName,
      task: entry.task,
      paged: entry.paged,
      cancelled: false,
    };
    this.pending.set(key, stored);
    if (entry.progressToken !== undefined) this.tokens.set(tokenKey(entry.progressToken), key);
    let firstOverflow = false;
    while (this.pending.size > this.maxPending) {
      const oldest = this.pending.keys().next().value as string;
      this.remove(oldest);
      if (!this.overflowed) firstOverflow = true;
      this.overflowed = true;
    }
    return firstOverflow;
  }

  /** Moves a pending request to the answered ones. */
  finish(entry: PendingRequest): void {
    const key = spaceOf(entry.sender) + idKey(entry.id);
    this.remove(key);
    this.finished.set(key, { method: entry.method });
    while (this.finished.size > this.maxFinished) {
      this.finished.delete(this.finished.keys().next().value as string);
    }
  }

  /** The pending request that asked for progress with this token. */
  byProgressToken(token: string | number): PendingRequest | undefined {
    const key = this.tokens.get(tokenKey(token));
    return key === undefined ? undefined : this.pending.get(key);
  }

  list(): PendingRequest[] {
    return [...this.pending.values()];
  }

  private remove(key: string): void {
    const old = this.pending.get(key);
    if (!old) return;
    this.pending.delete(key);
    if (old.progressToken !== undefined) {
      const tk = tokenKey(old.progressToken);
      if (this.tokens.get(tk) === key) this.tokens.delete(tk);
    }
  }
}
