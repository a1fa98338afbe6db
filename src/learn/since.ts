/**
 * Which part of the session log an exercise's checks count: kept apart from the checker so the
 * page can decide it without loading the checker (it runs in the learn worker).
 */

/** A place in the log: a session and a seq in it. */
export interface LogMark {
  sessionId: number;
  seq: number;
}

/**
 * The first seq a log check counts, for an exercise opened at `opened`, in the session the log
 * is now (`liveFrom`: its first entry logged in this page load). In the session it was opened
 * in, the entries from the opening on; in a later one (a new session, or one restored from
 * storage, a link or a file), only the entries logged live: restored ones never count.
 */
export const countsFrom = (opened: LogMark, now: { sessionId: number; liveFrom: number }) =>
  now.sessionId === opened.sessionId ? opened.seq : now.liveFrom;
