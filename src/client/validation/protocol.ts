/**
 * The messages between the page and the validation worker, shared by both sides so that a
 * change to one is a type error on the other. No DOM or worker types: tests run it in Node.
 */
import type { MessageReport } from "../../protocol/check/types.ts";
import { type VersionChoice, isProtocolVersion } from "../../protocol/versions.ts";
import { type RequestMethods, isRequestMethods } from "../../protocol/exchange/requestMethods.ts";

/** A report as the UI uses it: without the parsed value, which may weigh megabytes. */
export type JudgedReport = Omit<MessageReport, "value" | "items"> & { items?: JudgedReport[] };

/** Page → worker: judge this text; `seq` pairs the answer with its request. */
export interface CheckRequest {
  type: "check";
  seq: number;
  text: string;
  version: VersionChoice;
  /** The session's requests, to judge a reply against the method it answers. */
  requests?: RequestMethods;
}

/** Worker → page. `failed` means the judging threw (the core never should). */
export type WorkerAnswer =
  | { type: "report"; seq: number; report: JudgedReport }
  | { type: "failed"; seq: number; detail: string };

/** Drops parsed values (never cloned across threads, never kept twice). */
export function toJudgedReport(report: MessageReport): JudgedReport {
  const { value: _value, items, ...rest } = report;
  return items ? { ...rest, items: items.map(toJudgedReport) } : rest;
}

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null;

const isSeq = (seq: unknown): seq is number => typeof seq === "number" && Number.isInteger(seq);

export function isCheckRequest(data: unknown): data is CheckRequest {
  return (
    isObject(data) &&
    data.type === "check" &&
    isSeq(data.seq) &&
    typeof data.text === "string" &&
    (data.version === "auto" || isProtocolVersion(data.version)) &&
    (data.requests === undefined || isRequestMethods(data.requests))
  );
}

export function isWorkerAnswer(data: unknown): data is WorkerAnswer {
  if (!isObject(data) || !isSeq(data.seq)) return false;
  if (data.type === "report") return isObject(data.report) && Array.isArray(data.report.findings);
  return data.type === "failed" && typeof data.detail === "string";
}
