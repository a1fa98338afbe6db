/**
 * The `send` a replay runs with: each client message goes out through the session (so it is
 * logged like any sent message), and the server's messages are collected until the exchange
 * settles: every request sent so far is answered and the server has been quiet a moment, or the
 * server asks the client something (the next step may be the answer), or the time is up. What
 * arrives between steps belongs to the next one. No React, no DOM: tests drive it with fakes.
 */
import type { ReplaySend } from "../../share/replay.ts";

/** What a replay needs of the session: sending as is, and seeing what the server sends. */
export interface ReplayConnection {
  /** False when the message could not be sent (the session logs why). */
  send(text: string): Promise<boolean>;
  watch(watcher: (text: string) => void): () => void;
}

export interface ReplaySenderOptions {
  signal?: AbortSignal;
  /** The longest wait for the replies of one step. */
  timeoutMs?: number;
  /** How long the server must be quiet, with nothing pending, for a step to be over. */
  quietMs?: number;
}

export const REPLAY_TIMEOUT_MS = 15_000;
export const REPLAY_QUIET_MS = 150;

type Part = { method?: unknown; id?: unknown };

function parts(text: string): Part[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(value) ? value : [value];
  return items.filter((v): v is Part => typeof v === "object" && v !== null);
}

const idKey = (id: unknown) =>
  typeof id === "string" || typeof id === "number" ? `${typeof id}:${id}` : undefined;

export function replaySender(
  connection: ReplayConnection,
  options: ReplaySenderOptions = {},
): { send: ReplaySend; close(): void } {
  const { signal } = options;
  const timeoutMs = options.timeoutMs ?? REPLAY_TIMEOUT_MS;
  const quietMs = options.quietMs ?? REPLAY_QUIET_MS;
  const inbox: string[] = [];
  const pending = new Set<string>();
  let asked = false;
  let wake: (() => void) | undefined;

  const unwatch = connection.watch((text) => {
    inbox.push(text);
    for (const part of parts(text)) {
      const key = idKey(part.id);
      if (key === undefined) continue;
      if (typeof part.method === "string") asked = true;
      else pending.delete(key);
    }
    wake?.();
  });

  const settle = () =>
    new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(deadline);
        clearTimeout(quiet);
        wake = undefined;
        signal?.removeEventListener("abort", finish);
        resolve();
      };
      const deadline = setTimeout(() => {
        // Replies that never came are not waited for again.
        pending.clear();
        finish();
      }, timeoutMs);
      const check = () => {
        clearTimeout(quiet);
        if (signal?.aborted || asked) return finish();
        if (pending.size === 0) quiet = setTimeout(finish, quietMs);
      };
      wake = check;
      signal?.addEventListener("abort", finish);
      check();
    });

  const send: ReplaySend = async (text) => {
    asked = false;
    const ids: string[] = [];
    for (const part of parts(text)) {
      const key = idKey(part.id);
      if (key !== undefined && typeof part.method === "string") ids.push(key);
    }
    for (const key of ids) pending.add(key);
    if (!(await connection.send(text))) {
      for (const key of ids) pending.delete(key);
      throw new Error("The message could not be sent.");
    }
    await settle();
    return inbox.splice(0);
  };

  return { send, close: unwatch };
}
