/**
 * What the report card's tests share: a run of the card against a URL, its verdicts read back,
 * the table of faults each caught by the check named for it, and the loopback HTTP plumbing of
 * the servers made wrong on purpose (`faulty.testkit.ts`, `faulty-modern.testkit.ts`).
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import type { ProtocolVersion } from "../protocol/versions.ts";
import type { CheckId } from "./catalog.ts";
import type { ToolChoice } from "./checks/call.ts";
import { deriveInProcess } from "./derive.ts";
import { hostRequest } from "../transport/http/host-request.ts";
import { httpWire } from "./http.ts";
import { runProbe } from "./run.ts";
import { exitStatusOf } from "./score.ts";
import type { Card, CheckResult, CheckStatus } from "./types.ts";

/** The card of a run over HTTP at `url` (the default version unless one is given). */
export async function probe(
  url: string,
  options: { version?: ProtocolVersion; tools?: ToolChoice; probeUnknownTool?: boolean } = {},
): Promise<Card> {
  const wire = httpWire({ url, hostRequest });
  return runProbe({
    target: url,
    open: wire.open,
    wire,
    derive: deriveInProcess,
    timeoutMs: 10_000,
    ...(options.version ? { version: options.version } : {}),
    ...(options.tools ? { tools: options.tools } : {}),
    ...(options.probeUnknownTool ? { probeUnknownTool: true } : {}),
  });
}

export const check = (card: Card, id: CheckId): CheckResult => {
  const found = card.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

/** The text of the first entry a check points at. */
export function firstEntryText(card: Card, id: CheckId): string {
  const seq = check(card, id).entries[0];
  const entry = seq === undefined ? undefined : card.log[seq];
  return entry?.type === "message" ? entry.text : "";
}

/** The checks that neither passed nor were left out as not applicable. */
export const notPassedOrNotApplicable = (card: Card): CheckResult[] =>
  card.checks.filter((c) => c.status !== "passed" && c.status !== "not-applicable");

/** A server a fault table starts, one fault at a time. */
export interface FaultyTarget {
  url: string;
  /** The tools called by name. */
  called: string[];
  close(): Promise<void>;
}

/** One row of a fault table: the fault, the check that catches it, and what it points at. */
export interface FaultCase<F> {
  fault: keyof F & string;
  id: CheckId;
  status: CheckStatus;
  /** What the first message the check points at shows. */
  shows: RegExp;
}

/**
 * One test per row: the server made wrong by that fault alone is caught by the check named for
 * it, which points at the message that shows the fault; no tool is called, and a failure makes
 * the exit status 1.
 */
export function eachFaultCaught<F>(
  cases: readonly FaultCase<F>[],
  start: (faults: F) => Promise<FaultyTarget>,
  run: (url: string) => Promise<Card>,
): void {
  for (const { fault, id, status, shows } of cases) {
    it(`${fault}: caught by ${id}, linked to its message`, async () => {
      const server = await start({ [fault]: true } as F);
      try {
        const card = await run(server.url);
        expect(check(card, id).status).toBe(status);
        expect(firstEntryText(card, id)).toMatch(shows);
        expect(server.called).toEqual([]);
        if (status === "failed") expect(exitStatusOf(card.checks)).toBe(1);
      } finally {
        await server.close();
      }
    }, 60_000);
  }
}

/** Answers with `status`, the CORS headers, `extra`, and `body` as JSON when there is one. */
export type Reply = (
  res: ServerResponse,
  status: number,
  body?: unknown,
  extra?: Record<string, string>,
) => void;

export function replyWith(cors: Record<string, string>): Reply {
  return (res, status, body, extra = {}) => {
    res.writeHead(status, {
      ...cors,
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...extra,
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
}

/** Answers a CORS preflight: 204 with the methods and request headers allowed. */
export function preflight(
  res: ServerResponse,
  cors: Record<string, string>,
  methods: string,
  headers: string,
): void {
  res.writeHead(204, {
    ...cors,
    "Access-Control-Allow-Methods": methods,
    "Access-Control-Allow-Headers": headers,
  });
  res.end();
}

/** The request's body read as JSON; undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<{ value: unknown } | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    return undefined;
  }
}

/** A string header of the request (undefined when absent or repeated). */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * Serves `handle` on 127.0.0.1 and a free port, at `/mcp`; a request it fails on gets a bare
 * 500. Closing drops the open connections too (a listen stream would keep it open).
 */
export async function listenOnLoopback(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/**
 * A request a page of another site could have sent after a DNS rebinding: a Host that is not
 * the loopback, or an Origin that is not a loopback page. The test servers refuse it (403), as
 * the spec asks, unless made wrong on purpose (`noOriginCheck`).
 */
export function foreignRequest(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? "").replace(/:\d+$/, "");
  if (!LOOPBACK_NAMES.includes(host)) return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return !LOOPBACK_NAMES.includes(new URL(origin).hostname);
  } catch {
    return true;
  }
}

/** Refuses a foreign request with 403 (see `foreignRequest`); true when it did. */
export function refusedForeign(req: IncomingMessage, res: ServerResponse, off?: boolean): boolean {
  if (off || !foreignRequest(req)) return false;
  res.statusCode = 403;
  res.end();
  return true;
}
