/** What one judged message (or batch element) says about itself, before any tie to others. */
import type { MessageReport, RequestId } from "../check/types.ts";
import { facts as newFacts } from "./build.ts";
import type { MessageFacts } from "./rows.ts";

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

export const isId = (v: unknown): v is RequestId => typeof v === "string" || typeof v === "number";

export function factsOf(report: MessageReport, value: unknown): MessageFacts {
  const facts = newFacts(report.kind);
  facts.outcome = report.outcome;
  facts.method = report.method;
  facts.id = report.id;
  if (report.kind !== "reply" || !isObject(value)) return facts;
  if (report.outcome === "error" && isObject(value.error)) {
    const { code, message } = value.error;
    if (typeof code === "number") facts.errorCode = code;
    if (typeof message === "string") facts.errorMessage = message;
  } else if (report.outcome === "success" && isObject(value.result)) {
    if (value.result.isError === true) facts.toolError = true;
  }
  return facts;
}

const paramsOf = (value: unknown): Record<string, unknown> | undefined =>
  isObject(value) && isObject(value.params) ? value.params : undefined;

/** The token a request asks progress for (`params._meta.progressToken`). */
export function requestToken(value: unknown): RequestId | undefined {
  const meta = paramsOf(value)?._meta;
  return isObject(meta) && isId(meta.progressToken) ? meta.progressToken : undefined;
}

/** The token a `notifications/progress` reports on. */
export function progressToken(value: unknown): RequestId | undefined {
  const token = paramsOf(value)?.progressToken;
  return isId(token) ? token : undefined;
}

/** The request id a `notifications/cancelled` names. */
export function cancelledId(value: unknown): RequestId | undefined {
  const id = paramsOf(value)?.requestId;
  return isId(id) ? id : undefined;
}

/** UTF-8 length of a string without encoding it (a lone surrogate counts as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
