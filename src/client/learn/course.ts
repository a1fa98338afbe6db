/**
 * The page's side of the learn worker: asks for the course and for grades, one promise per
 * request. No DOM types: the worker is reached through `spawn`. A worker that dies fails what
 * it was asked and is started afresh on the next request.
 */
import type { Grade } from "../../learn/grade.ts";
import type { Lesson } from "../../learn/types.ts";
import { type GradeRequest, type LearnRequest, isLearnAnswer } from "./protocol.ts";

export interface LearnChannel {
  post(request: LearnRequest): void;
  terminate(): void;
}

export type LearnSpawn = (onAnswer: (data: unknown) => void, onDeath: () => void) => LearnChannel;

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class Course {
  private channel: LearnChannel | undefined;
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly spawn: LearnSpawn) {}

  lessons(): Promise<readonly Lesson[]> {
    return this.ask({ type: "course", seq: ++this.seq }) as Promise<readonly Lesson[]>;
  }

  grade(request: GradeRequest): Promise<Grade> {
    return this.ask({ type: "grade", seq: ++this.seq, ...request }) as Promise<Grade>;
  }

  dispose(): void {
    this.channel?.terminate();
    this.channel = undefined;
    this.failAll("closed");
  }

  private ask(request: LearnRequest): Promise<unknown> {
    const channel = (this.channel ??= this.spawn(
      (data) => this.onAnswer(data),
      () => this.onDeath(),
    ));
    return new Promise((resolve, reject) => {
      this.waiting.set(request.seq, { resolve, reject });
      channel.post(request);
    });
  }

  private onAnswer(data: unknown): void {
    if (!isLearnAnswer(data)) return;
    const waiting = this.waiting.get(data.seq);
    if (!waiting) return;
    this.waiting.delete(data.seq);
    if (data.type === "failed") waiting.reject(new Error(data.detail));
    else waiting.resolve(data.type === "course" ? data.lessons : data.grade);
  }

  private onDeath(): void {
    this.channel?.terminate();
    this.channel = undefined;
    this.failAll("the checker stopped");
  }

  private failAll(detail: string): void {
    for (const w of this.waiting.values()) w.reject(new Error(detail));
    this.waiting.clear();
  }
}
