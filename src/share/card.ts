/**
 * The report card in a link: the `card` field of a v1 link (`link.ts`), beside the link's
 * session, which is the run's traffic. The field holds what the card is made of, never its
 * log (that is the session) nor its score (computed again from the checks):
 *
 *   { "format": 1, "target": string, "version": "YYYY-MM-DD", "startedAt": number,
 *     "finishedAt": number, "checks": [{ "id", "status", "entries": seq[], "notes": Note[] }],
 *     "calledTools": string[], "http": HttpRecord[], "authorization"?: Authorization,
 *     "transport"?: "streamable-http" | "sse" }
 *   Note = { "key": string, "params"?: { [name]: string | number } }
 *   Authorization = { "source": "grant" | "header", "issuer"?: url, "scope"?: string,
 *     "refreshed"?: number, "refused"?: number }   (how the run was authorized; never a token)
 *
 * Reading is strict, since the card view reads every one of these fields: a card of a newer
 * format is refused, and so is one with a field of the wrong type or over a cap. Only a check
 * this build does not know (a newer build's id or status) is left out, and counted. Entries
 * point into the session and are renumbered with it. Credential headers of the HTTP records
 * are replaced by the mask whichever way the card goes.
 */
import { CHECK_IDS, type CheckId } from "../probe/catalog.ts";
import { scoreOf } from "../probe/score.ts";
import {
  CARD_TRANSPORTS,
  CHECK_STATUSES,
  type Card,
  type CardTransport,
  type CheckNote,
  type CheckResult,
  type CardAuthorization,
  type CheckStatus,
  type HttpRecord,
} from "../probe/types.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { MASK, isSecretHeader } from "../transport/http/wire/mask.ts";
import {
  MAX_URL_LENGTH,
  checkHttpUrl,
  cut,
  isFiniteNumber,
  isRecord,
  isWholeNumber,
  shareableUrl,
} from "./guards.ts";

export const CARD_FORMAT = 1;

export const CARD_LIMITS = {
  checks: 500,
  entriesPerCheck: 10_000,
  notesPerCheck: 200,
  paramsPerNote: 20,
  /** Characters of one note value (server text: an error message, a tool name). */
  paramChars: 2000,
  tools: 1000,
  toolChars: 256,
  httpRecords: 1000,
  headersPerRecord: 100,
  headerChars: 8192,
  errorChars: 2000,
} as const;

/** What reading a card field gives: the card (its log is the session, renumbered) or why not. */
export type CardRead =
  | { ok: true; card: Card; leftOut: number }
  | { ok: false; reason: "newer-version" | "too-large" | "card-malformed"; detail: string };

class Refused extends Error {
  constructor(
    readonly reason: "newer-version" | "too-large" | "card-malformed",
    detail: string,
  ) {
    super(detail);
  }
}

function malformed(detail: string): never {
  throw new Refused("card-malformed", `The report card in the link ${detail}.`);
}

function list(value: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(value)) return malformed(`has ${what} that are not a list`);
  if (value.length > max) {
    throw new Refused("too-large", `The report card in the link has over ${max} ${what}.`);
  }
  return value;
}

/** A card's target as a link may show it: an address without credentials or secret parameters. */
export function shareableTarget(target: string): string {
  if (/^https?:/i.test(target.trim())) return shareableUrl(target) ?? "";
  return cut(target, 200);
}

/** Text with every http(s) address in it made shareable (an error or an event may name one). */
export function scrubUrls(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>()]+/gi, (url) => shareableUrl(url) ?? "");
}

function headersOf(value: unknown, where: string): Record<string, string> {
  if (!isRecord(value)) return malformed(`has ${where} headers that are not an object`);
  const names = Object.keys(value);
  if (names.length > CARD_LIMITS.headersPerRecord) {
    throw new Refused(
      "too-large",
      `The report card in the link has a record with over ${CARD_LIMITS.headersPerRecord} headers.`,
    );
  }
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = value[name];
    if (typeof v !== "string" || name.length > 256) malformed(`has a header that is not text`);
    // Whatever the maker masked or not: a credential's value never travels, not even its tail.
    out[name] = isSecretHeader(name) ? MASK : cut(v, CARD_LIMITS.headerChars);
  }
  return out;
}

/** One HTTP record, rebuilt field by field, credentials masked whole. */
function readRecord(value: unknown, url: (text: unknown) => string | undefined): HttpRecord {
  if (!isRecord(value)) return malformed("has an HTTP record that is not an object");
  const { method, status, error, at } = value;
  if (typeof method !== "string" || !/^[A-Za-z]{1,16}$/.test(method)) {
    return malformed("has an HTTP record without a method");
  }
  const address = url(value.url);
  if (address === undefined) return malformed("has an HTTP record whose address is not http(s)");
  if (!isFiniteNumber(at)) return malformed("has an HTTP record without its time");
  const record: HttpRecord = {
    method,
    url: address,
    requestHeaders: headersOf(value.requestHeaders, "request"),
    at,
  };
  if (status !== undefined) {
    if (!isWholeNumber(status) || status > 999) malformed("has an HTTP status that is no number");
    record.status = status;
  }
  if (value.responseHeaders !== undefined) {
    record.responseHeaders = headersOf(value.responseHeaders, "response");
  }
  if (error !== undefined) {
    if (typeof error !== "string") malformed("has an HTTP error that is not text");
    record.error = scrubUrls(cut(error, CARD_LIMITS.errorChars));
  }
  return record;
}

/**
 * How the run was authorized, field by field: the issuer as a shareable address, the scope cut
 * short, the counts as whole numbers. It holds no token; anything else is not read.
 */
function readAuthorization(value: unknown): CardAuthorization {
  if (!isRecord(value)) return malformed("has an authorization that is not an object");
  const { source, issuer, scope, refreshed, refused } = value;
  if (source !== "grant" && source !== "header") malformed("has an authorization of no known kind");
  const out: CardAuthorization = { source };
  if (issuer !== undefined) {
    const address = typeof issuer === "string" ? shareableUrl(issuer) : undefined;
    if (address === undefined) malformed("has an issuer that is not an http(s) address");
    out.issuer = address;
  }
  if (scope !== undefined) {
    if (typeof scope !== "string") malformed("has a scope that is not text");
    out.scope = cut(scope, CARD_LIMITS.paramChars);
  }
  if (refreshed !== undefined) {
    if (!isWholeNumber(refreshed)) malformed("has a refresh count that is no number");
    out.refreshed = refreshed;
  }
  if (refused !== undefined) {
    if (!isWholeNumber(refused) || refused > 999) malformed("has a refusal that is no status");
    out.refused = refused;
  }
  return out;
}

/** The card's part of a link (its log travels as the link's session). */
export function cardToWire(card: Card): Record<string, unknown> {
  const http: HttpRecord[] = [];
  for (const record of card.http.slice(0, CARD_LIMITS.httpRecords)) {
    try {
      http.push(readRecord(record, (u) => (typeof u === "string" ? shareableUrl(u) : undefined)));
    } catch {
      // A record the link could not hold safely is left out: the view never reads them.
    }
  }
  return {
    format: CARD_FORMAT,
    target: shareableTarget(card.target),
    version: card.version,
    startedAt: card.startedAt,
    finishedAt: card.finishedAt,
    checks: card.checks.map(({ id, status, entries, notes }) => ({ id, status, entries, notes })),
    calledTools: card.calledTools.slice(0, CARD_LIMITS.tools),
    http,
    ...(card.authorization && linkAuthorization(card.authorization)),
    ...(card.transport && { transport: card.transport }),
  };
}

/** The run's authorization as a link holds it; left out when it could not be held safely. */
function linkAuthorization(value: CardAuthorization): { authorization?: CardAuthorization } {
  try {
    return { authorization: readAuthorization(value) };
  } catch {
    return {};
  }
}

function readNote(value: unknown): CheckNote {
  if (!isRecord(value) || typeof value.key !== "string" || !/^[\w.-]{1,100}$/.test(value.key)) {
    return malformed("has a note without a key");
  }
  if (value.params === undefined) return { key: value.key };
  if (!isRecord(value.params)) return malformed("has a note whose values are not an object");
  const names = Object.keys(value.params);
  if (names.length > CARD_LIMITS.paramsPerNote) malformed("has a note with too many values");
  const params: Record<string, string | number> = {};
  for (const name of names) {
    const v = value.params[name];
    if (!/^\w{1,64}$/.test(name)) malformed("has a note value with an odd name");
    if (typeof v === "string") params[name] = cut(v, CARD_LIMITS.paramChars);
    else if (isFiniteNumber(v)) params[name] = v;
    else malformed("has a note value that is neither text nor a number");
  }
  return { key: value.key, params };
}

/** One check, or undefined when this build does not know its id or status (left out). */
function readCheck(value: unknown, index: ReadonlyMap<number, number>): CheckResult | undefined {
  if (!isRecord(value)) return malformed("has a check that is not an object");
  const { id, status } = value;
  if (typeof id !== "string" || typeof status !== "string") {
    return malformed("has a check without an id or a status");
  }
  const entries = list(value.entries, "entries of a check", CARD_LIMITS.entriesPerCheck).map(
    (seq) => {
      if (!isWholeNumber(seq)) return malformed("has a check whose entries are not numbers");
      // An entry the link's session lost (dropped as damaged) is no longer pointed at.
      return index.get(seq);
    },
  );
  const notes = list(value.notes, "notes", CARD_LIMITS.notesPerCheck).map(readNote);
  if (!CHECK_IDS.includes(id as CheckId) || !CHECK_STATUSES.includes(status as CheckStatus)) {
    return undefined;
  }
  return {
    id: id as CheckId,
    status: status as CheckStatus,
    entries: entries.filter((seq): seq is number => seq !== undefined),
    notes,
  };
}

/** A time a `Date` can hold (the card view and its file names make dates of them). */
const isTime = (v: unknown): v is number => isFiniteNumber(v) && Math.abs(v) <= 8.64e15;

function readFormat(value: unknown): void {
  if (value === CARD_FORMAT) return;
  if (isWholeNumber(value) && value > CARD_FORMAT) {
    throw new Refused(
      "newer-version",
      `The report card in the link is of format ${value}; this build reads ${CARD_FORMAT}.`,
    );
  }
  malformed("has no format this build knows");
}

/**
 * The card of a link from its untrusted `card` field and the session the link brought (already
 * read entry by entry). The card's log is that session, numbered from 0 as the page numbers a
 * loaded session, and each check's entries follow the renumbering.
 */
export function readLinkCard(
  value: unknown,
  session: readonly ExchangeEntry[] | undefined,
): CardRead {
  try {
    if (!isRecord(value)) malformed("is not an object");
    const card = value;
    readFormat(card.format);
    if (!session || session.length === 0) malformed("came without its session");
    const log = session.map((e, seq) => ({ ...e, seq }));
    const index = new Map<number, number>();
    session.forEach((e, at) => index.set(e.seq, at));
    const { target, version, startedAt, finishedAt } = card;
    if (typeof target !== "string" || target.length > MAX_URL_LENGTH) {
      malformed("has no target");
    }
    if (typeof version !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(version)) {
      malformed("has no protocol version");
    }
    if (!isTime(startedAt) || !isTime(finishedAt)) malformed("has no times");
    const checks: CheckResult[] = [];
    const seen = new Set<string>();
    let leftOut = 0;
    for (const item of list(card.checks, "checks", CARD_LIMITS.checks)) {
      const check = readCheck(item, index);
      if (!check) {
        leftOut++;
        continue;
      }
      if (seen.has(check.id)) malformed(`has the check ${check.id} twice`);
      seen.add(check.id);
      checks.push(check);
    }
    const calledTools = list(card.calledTools, "called tools", CARD_LIMITS.tools).map((tool) =>
      typeof tool === "string"
        ? cut(tool, CARD_LIMITS.toolChars)
        : malformed("has a tool that is no name"),
    );
    const http = list(card.http, "HTTP records", CARD_LIMITS.httpRecords).map((record) =>
      readRecord(record, (u) => {
        const checked = checkHttpUrl(u);
        return checked.ok ? checked.url : undefined;
      }),
    );
    const authorization =
      card.authorization === undefined ? undefined : readAuthorization(card.authorization);
    const transport = card.transport;
    if (transport !== undefined && !CARD_TRANSPORTS.includes(transport as CardTransport)) {
      malformed("has a transport of no known kind");
    }
    return {
      ok: true,
      card: {
        format: CARD_FORMAT,
        target,
        version,
        startedAt,
        finishedAt,
        checks,
        score: scoreOf(checks, version),
        calledTools,
        log,
        http,
        ...(authorization && { authorization }),
        ...(transport !== undefined && { transport: transport as CardTransport }),
      },
      leftOut,
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, detail: error.message };
    throw error;
  }
}
