/**
 * Log checks: what the session since the exercise was opened shows, read from the rows the page
 * derives (kinds, the method a reply answers, outcomes, error codes, `isError`, and the ties that
 * say what overlapped: a request sent while another with its id was pending, a request cancelled
 * before its reply) and, for pointer tests, the texts of the log's entries. An element of a
 * batch counts as a message of its own. Only rows from `since` on count: entries logged before
 * the exercise opened, and entries restored from elsewhere (a reload, a link, a file), never do.
 */
import { getAtPointer } from "../protocol/pointer.ts";
import type { ExchangeRow, MemberRow, MessageRow } from "../protocol/exchange/rows.ts";
import type { MessageEntry, ServerEventKind } from "../protocol/exchange/types.ts";
import type { Key, Language } from "../i18n/strings.ts";
import { testPointer } from "./pointer.ts";
import type { CheckOutcome } from "./outcome.ts";
import type { LogCheck, MessageMatch, Words } from "./types.ts";
import { joinWords, kindName, shownValue, words } from "./words.ts";

/** The session as the checks see it; rows and entries are those of one log. */
export interface LogView {
  rows: readonly ExchangeRow[];
  /** The entries' texts (the page's rows come without them). */
  entries: readonly Pick<MessageEntry, "seq" | "text">[];
  /** Only rows from this seq on count: the log since the exercise was opened. */
  since?: number;
}

/** A message of the log that a match is tested on: a row, or one element of a batch row. */
interface Candidate {
  row: MessageRow;
  facts: MessageRow | MemberRow;
  /** The element's pointer prefix ("" for a whole message). */
  prefix: string;
}

export function checkLogChecks(checks: readonly LogCheck[], log: LogView): CheckOutcome[] {
  const since = log.since ?? 0;
  const rows = log.rows.filter((r) => r.seq >= since);
  const values = parsedTexts(log);
  const messages = rows.filter((r): r is MessageRow => r.type === "message");
  const candidates = rows.flatMap((row): Candidate[] => {
    if (row.type !== "message") return [];
    const whole = { row, facts: row, prefix: "" };
    const members = (row.members ?? []).map((m) => ({ row, facts: m, prefix: `/${m.index}` }));
    return [whole, ...members].filter((c) => !refused(c, messages));
  });
  const matching = (match: MessageMatch) =>
    candidates.filter((c) => matches(match, c, values(c.row)));

  const outcomes = checks.map((check): CheckOutcome => {
    let pass: boolean;
    switch (check.type) {
      case "has":
        pass = matching(check.message).length > 0;
        break;
      case "after": {
        const first = matching(check.first)[0];
        pass = first !== undefined && matching(check.then).some((c) => c.row.seq > first.row.seq);
        break;
      }
      case "event":
        pass = rows.some((r) => r.type === "event" && r.event === check.event);
        break;
    }
    return pass ? { pass } : { pass, says: check.says ?? failing(check) };
  });
  return withNoReplyNote(checks, outcomes, candidates);
}

/**
 * When the session lacks a reply the task wants and the learner sent a request's method
 * without an `id`, the one thing wrong is that: a notification gets no reply (not "no -32601
 * yet"). Said on the first failing check that waits for a reply from the server.
 */
function withNoReplyNote(
  checks: readonly LogCheck[],
  outcomes: CheckOutcome[],
  candidates: readonly Candidate[],
): CheckOutcome[] {
  const sent = candidates.filter(
    (c) => c.row.flow === "out" && c.facts.kind === "notification" && c.facts.method,
  );
  const asRequest = sent.find((c) => !c.facts.method?.startsWith("notifications/"));
  if (!asRequest) return outcomes;
  const method = asRequest.facts.method ?? "";
  const wantsReply = (m: MessageMatch) =>
    m.flow === "in" && (m.kind === "reply" || m.outcome !== undefined || m.errorCode !== undefined);
  const at = outcomes.findIndex((o, i) => {
    const check = checks[i];
    if (o.pass || !check) return false;
    return check.type === "has"
      ? wantsReply(check.message)
      : check.type === "after" && wantsReply(check.then);
  });
  if (at < 0) return outcomes;
  const note: CheckOutcome = {
    pass: false,
    says: words("learn.check.noReplyToNotification", { method }),
  };
  return outcomes.map((o, i) => (i === at ? note : o));
}

/**
 * A message the learner sent that the server did not take as one: a request it answered with
 * -32600, or text the core finds invalid that the server answered with an error it could tie to
 * no request (no `id` or `"id": null`, as the gift server answers `"jsonrpc": 2.0`). A refused
 * `notifications/initialized` does not finish a handshake. Invalid messages the server did take
 * (a request reusing an open id gets its reply) still count.
 */
function refused(c: Candidate, rows: readonly MessageRow[]): boolean {
  if (c.row.flow !== "out") return false;
  if (c.facts.pairSeq !== undefined) {
    const reply = rows.find((r) => r.seq === c.facts.pairSeq);
    const facts =
      c.facts.pairMember === undefined
        ? reply
        : reply?.members?.find((m) => m.index === c.facts.pairMember);
    return facts?.errorCode === INVALID_REQUEST;
  }
  if (c.facts.valid) return false;
  return rows.some(
    (r) => r.flow === "in" && r.seq > c.row.seq && r.outcome === "error" && r.id == null,
  );
}

const INVALID_REQUEST = -32600;

/** The parsed text of a row's message (once per row), from the entries or the row itself. */
function parsedTexts(log: LogView): (row: MessageRow) => unknown {
  const texts = new Map(log.entries.map((e) => [e.seq, e.text]));
  const cache = new Map<number, unknown>();
  return (row) => {
    if (cache.has(row.seq)) return cache.get(row.seq);
    let value: unknown;
    try {
      value = JSON.parse(texts.get(row.seq) ?? row.text) as unknown;
    } catch {
      value = undefined;
    }
    cache.set(row.seq, value);
    return value;
  };
}

function matches(match: MessageMatch, c: Candidate, value: unknown): boolean {
  const f = c.facts;
  if (c.row.flow !== match.flow) return false;
  if (match.kind !== undefined && f.kind !== match.kind) return false;
  if (match.method !== undefined && f.method !== match.method) return false;
  if (match.outcome !== undefined && f.outcome !== match.outcome) return false;
  if (match.errorCode !== undefined && f.errorCode !== match.errorCode) return false;
  if (match.toolError !== undefined && (f.toolError === true) !== match.toolError) return false;
  if (match.duplicateId !== undefined && (f.duplicateId === true) !== match.duplicateId) {
    return false;
  }
  const cancelled = f.cancelledBy !== undefined;
  if (match.cancelledInFlight !== undefined && cancelled !== match.cancelledInFlight) return false;
  if (match.pointer) {
    const message = c.prefix === "" ? value : getAtPointer(value, c.prefix);
    if (!testPointer(message, match.pointer.path, match.pointer.test).pass) return false;
  }
  return true;
}

function failing(check: LogCheck): Words {
  switch (check.type) {
    case "has":
      return words("learn.check.has", (lang) => ({ match: describeMatch(check.message)[lang] }));
    case "after":
      return words("learn.check.after", (lang) => ({
        first: describeMatch(check.first)[lang],
        then: describeMatch(check.then)[lang],
      }));
    case "event":
      return words("learn.check.event", (lang) => ({ event: eventName(check.event, lang) }));
  }
}

const EVENT_KEYS: Record<ServerEventKind, Key> = {
  started: "event.started",
  crashed: "event.crashed",
  restarted: "event.restarted",
  "transport-error": "event.transport-error",
  "target-changed": "event.target-changed",
  stopped: "event.stopped",
  "stdout-stray": "event.stdout-stray",
};

/** The event's name as the session list shows it, without its explanation after a colon. */
const eventName = (event: ServerEventKind, lang: Language) =>
  words(EVENT_KEYS[event])[lang].split(":")[0] ?? event;

/** "message from the server answering `tools/call` with the error code -32601". */
export function describeMatch(match: MessageMatch): Words {
  const parts: Words[] = [words(match.flow === "out" ? "learn.match.out" : "learn.match.in")];
  const kind = match.kind ?? (match.outcome !== undefined ? "reply" : undefined);
  if (kind !== undefined) {
    const outcome = kind === "reply" ? match.outcome : undefined;
    parts.push(words("learn.match.kind", (lang) => ({ kind: kindName(kind, outcome)(lang) })));
  }
  if (match.method !== undefined) {
    const key = kind === "reply" ? "learn.match.replyTo" : "learn.match.method";
    parts.push(words(key, { method: match.method }));
  }
  if (match.errorCode !== undefined) {
    parts.push(words("learn.match.errorCode", { code: match.errorCode }));
  }
  if (match.toolError) parts.push(words("learn.match.toolError"));
  if (match.duplicateId) parts.push(words("learn.match.duplicateId"));
  if (match.cancelledInFlight) parts.push(words("learn.match.cancelledInFlight"));
  if (match.pointer) {
    const { path, test } = match.pointer;
    const at = { path: path === "" ? "/" : path };
    if (test.op === "exists") parts.push(words("learn.match.exists", at));
    else if (test.op === "absent") parts.push(words("learn.match.absent", at));
    else if (test.op === "means" || test.op === "mentions") {
      const value = [test.meaning.en[0], test.meaning.ru[0]].map((w) => shownValue(w)).join(" / ");
      parts.push(words("learn.match.equals", { ...at, value }));
    } else if (test.op === "equals") {
      parts.push(words("learn.match.equals", { ...at, value: shownValue(test.value) }));
    } else parts.push(words("learn.match.matches", at));
  }
  return joinWords(parts);
}
