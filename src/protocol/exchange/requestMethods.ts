/**
 * The methods of the requests a session holds, by id, for judging a reply written outside the
 * session (the editor): a reply's result is checked against the method of the request it
 * answers, and without one only its envelope can be. Plain data, so it crosses to a worker.
 */
import type { MessageContext, RequestId } from "../check/types.ts";
import type { ExchangeRow, MessageFacts } from "./rows.ts";

/** Methods by the JSON text of the request's id; `in`: the server's requests, `out`: the client's. */
export interface RequestMethods {
  in: Readonly<Record<string, string>>;
  out: Readonly<Record<string, string>>;
}

export const NO_REQUESTS: RequestMethods = { in: {}, out: {} };

const idKey = (id: RequestId) => JSON.stringify(id);

/** The server lane's requests of `rows` (batch elements too); a reused id names its latest. */
export function requestMethodsOf(rows: readonly ExchangeRow[]): RequestMethods {
  const found = { in: {} as Record<string, string>, out: {} as Record<string, string> };
  const note = (facts: MessageFacts, flow: "in" | "out") => {
    if (facts.kind === "request" && facts.method !== undefined && facts.id != null) {
      found[flow][idKey(facts.id)] = facts.method;
    }
  };
  for (const row of rows) {
    if (row.type !== "message" || row.lane !== undefined) continue;
    note(row, row.flow);
    for (const member of row.members ?? []) note(member, row.flow);
  }
  return found;
}

/**
 * The context a reply in the editor is judged in. The editor writes what the client sends, so
 * a reply there first answers the server's request with that id; else it is a reply the user
 * pasted to check, answering the client's own request.
 */
export function replyContext(requests: RequestMethods): MessageContext {
  return {
    requestMethod: (id) => {
      const key = idKey(id);
      if (Object.hasOwn(requests.in, key)) return requests.in[key];
      return Object.hasOwn(requests.out, key) ? requests.out[key] : undefined;
    },
  };
}

const isMethodTable = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((method) => typeof method === "string");

export function isRequestMethods(value: unknown): value is RequestMethods {
  if (typeof value !== "object" || value === null) return false;
  const { in: inbound, out } = value as Record<string, unknown>;
  return isMethodTable(inbound) && isMethodTable(out);
}

/** Whether two tables say the same (a new row that is not a request changes nothing). */
export function sameRequestMethods(a: RequestMethods, b: RequestMethods): boolean {
  const same = (x: Readonly<Record<string, string>>, y: Readonly<Record<string, string>>) => {
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => y[k] === x[k]);
  };
  return a === b || (same(a.in, b.in) && same(a.out, b.out));
}
