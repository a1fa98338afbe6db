/**
 * A widget's lease on the session (`SessionController.lease()`): what the widget host may do
 * with the server, bound to the connection and the session it was opened in. Once either
 * changes, nothing more is sent or logged for it: a widget opened on one server can never reach
 * another, nor write into a later session.
 */

/** Why a lease ended: another target, the same target connected afresh, a new session, or the
 * widgets' share of the session's log spent. */
export type LeaseEnd = "target" | "reconnect" | "session" | "share";

/** Thrown by a lease's request once it has ended: nothing was sent. */
export class LeaseEnded extends Error {
  constructor(readonly why: LeaseEnd) {
    super(
      why === "share"
        ? "The widgets' share of this session's log is spent: nothing more is sent for them."
        : "The widget belongs to an earlier connection or session: its request was not sent.",
    );
    this.name = "LeaseEnded";
  }
}

export interface WidgetLease {
  /** Whether the connection and the session are still the ones the widget was opened in. */
  live(): boolean;
  /**
   * Sends `text` (a request with `id`) on the lease's own connection and waits for its reply:
   * the reply, or undefined when it could not be sent or none came in time. Throws
   * `LeaseEnded` once the lease has ended: nothing is sent then.
   */
  request(
    text: string,
    id: number | string,
    timeoutMs: number,
  ): Promise<Record<string, unknown> | undefined>;
  /** Logs one widget-lane message, unless the lease has ended (then it is dropped). */
  record(flow: "in" | "out", text: string): void;
  /** Logs what happened to the widget's traffic (a message refused), as a transport error. */
  note(detail: string): void;
  /** Calls `listener` once, when the lease ends; returns how to stop listening. */
  onEnd(listener: (why: LeaseEnd) => void): () => void;
}

/** What the controller gives a lease. */
export interface LeaseCore {
  live(): boolean;
  /** Counts `entries` against the widgets' share; false (and every lease ended) when spent. */
  spend(entries: number): boolean;
  request(
    text: string,
    id: number | string,
    timeoutMs: number,
  ): Promise<Record<string, unknown> | undefined>;
  record(flow: "in" | "out", text: string): void;
  note(detail: string): void;
  onEnd(listener: (why: LeaseEnd) => void): () => void;
}

export function openLease(core: LeaseCore): WidgetLease {
  let ended: LeaseEnd | undefined;
  const stop = core.onEnd((why) => (ended = why));
  const check = (entries: number) => {
    if (ended === undefined && !core.live()) ended = "session";
    if (ended === undefined && !core.spend(entries)) ended ??= "share";
    if (ended !== undefined) stop();
    return ended === undefined;
  };
  return {
    live: () => ended === undefined && core.live(),
    request: (text, id, timeoutMs) => {
      // A request and its reply: two entries of the log.
      if (!check(2)) return Promise.reject(new LeaseEnded(ended ?? "session"));
      return core.request(text, id, timeoutMs);
    },
    record: (flow, text) => {
      if (check(1)) core.record(flow, text);
    },
    note: (detail) => {
      if (check(1)) core.note(detail);
    },
    onEnd: (listener) => {
      if (ended !== undefined) {
        listener(ended);
        return () => undefined;
      }
      return core.onEnd(listener);
    },
  };
}
