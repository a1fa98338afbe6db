/**
 * Schedules judging: small texts on the main thread after a short debounce, large ones in a
 * worker; the newest request always wins. No DOM types: the worker is reached through `spawn`,
 * so tests drive this with a fake channel and fake timers.
 */
import type { VersionChoice } from "../../protocol/versions.ts";
import type { RequestMethods } from "../../protocol/exchange/requestMethods.ts";
import { type StopCause, stoppedReport } from "./failure.ts";
import { LatestWins, type Ticket } from "./latest.ts";
import { type CheckRequest, type JudgedReport, isWorkerAnswer } from "./protocol.ts";

export interface Channel {
  post(request: CheckRequest): void;
  terminate(): void;
}

/** Starts a worker; it calls `onAnswer` with each message and `onDeath` if it crashes. */
export type Spawn = (onAnswer: (data: unknown) => void, onDeath: () => void) => Channel;

export interface JudgingOptions {
  spawn: Spawn;
  /** Judges on this thread (the core is loaded on first use). */
  judgeHere(text: string, choice: VersionChoice, requests?: RequestMethods): Promise<JudgedReport>;
  /** Texts longer than this (UTF-16 units) go to the worker. */
  threshold?: number;
  debounceMs?: number;
  /** How long the worker may take on a text of this length before it is stopped. */
  timeoutMs?(length: number): number;
}

export interface Judged {
  report: JudgedReport;
  text: string;
  choice: VersionChoice;
  requests: RequestMethods | undefined;
}

interface Job {
  text: string;
  choice: VersionChoice;
  /** The session's requests: a reply is judged against the method it answers. */
  requests: RequestMethods | undefined;
}

export const WORKER_THRESHOLD = 64 * 1024;
export const DEBOUNCE_MS = 60;
/** 10 s, plus 2 s per MB: a 20 MB text is judged in well under a second where it works at all. */
export const defaultTimeout = (length: number) => 10_000 + (2_000 * length) / (1024 * 1024);

export class Judging {
  private readonly latest = new LatestWins<Job>();
  private channel: Channel | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly options: JudgingOptions,
    private readonly onJudged: (judged: Judged) => void,
  ) {}

  submit(text: string, choice: VersionChoice, requests?: RequestMethods): void {
    if (this.disposed) return;
    const ticket = this.latest.next({ text, choice, requests });
    clearTimeout(this.debounce);
    if (text.length > (this.options.threshold ?? WORKER_THRESHOLD)) {
      const now = this.latest.enqueue(ticket);
      if (now) this.send(now);
      return;
    }
    this.debounce = setTimeout(
      () => this.judgeHere(ticket),
      this.options.debounceMs ?? DEBOUNCE_MS,
    );
  }

  /** Starts the worker ahead of the first large text (its code takes a moment to load). */
  prewarm(): void {
    if (!this.disposed) this.channel ??= this.spawn();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.debounce);
    clearTimeout(this.watchdog);
    this.channel?.terminate();
    this.channel = undefined;
  }

  private judgeHere(ticket: Ticket<Job>): void {
    const { text, choice, requests } = ticket.payload;
    this.options.judgeHere(text, choice, requests).then(
      (report) => this.accept(ticket, report),
      () => this.accept(ticket, stoppedReport(text.length, choice, "failed")),
    );
  }

  private accept(ticket: Ticket<Job>, report: JudgedReport): void {
    if (this.disposed || !this.latest.isLatest(ticket.seq)) return;
    const { text, choice, requests } = ticket.payload;
    this.onJudged({ report, text, choice, requests });
  }

  private send(ticket: Ticket<Job>): void {
    const { text, choice, requests } = ticket.payload;
    this.channel ??= this.spawn();
    clearTimeout(this.watchdog);
    const limit = (this.options.timeoutMs ?? defaultTimeout)(text.length);
    this.watchdog = setTimeout(() => this.died("timeout", limit), limit);
    this.channel.post({
      type: "check",
      seq: ticket.seq,
      text,
      version: choice,
      ...(requests && { requests }),
    });
  }

  /** A new worker; what a replaced one still says is ignored. */
  private spawn(): Channel {
    const channel: Channel = this.options.spawn(
      (data) => this.channel === channel && this.answered(data),
      () => this.channel === channel && this.died("crashed"),
    );
    return channel;
  }

  private answered(data: unknown): void {
    if (this.disposed || !isWorkerAnswer(data)) return;
    clearTimeout(this.watchdog);
    const { accepted, next } = this.latest.settle(data.seq);
    if (accepted) {
      const { text, choice } = accepted.payload;
      const report =
        data.type === "report" ? data.report : stoppedReport(text.length, choice, "failed");
      this.accept(accepted, report);
    }
    if (next) this.send(next);
  }

  /** The worker crashed or ran out of time: start a fresh one and re-run the newest request. */
  private died(cause: StopCause, limitMs = 0): void {
    if (this.disposed) return;
    clearTimeout(this.watchdog);
    this.channel?.terminate();
    this.channel = undefined;
    const { rerun, giveUp } = this.latest.fail(cause === "crashed");
    if (rerun) this.send(rerun);
    if (giveUp) {
      const { text, choice } = giveUp.payload;
      this.accept(giveUp, stoppedReport(text.length, choice, cause, Math.round(limitMs / 1000)));
    }
  }
}
