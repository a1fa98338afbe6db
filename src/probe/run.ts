/**
 * One run of the report card against a server: the checks in order over one log, then every
 * message judged by the core (through `derive`, so the page can do it in its derive worker),
 * then the card.
 */
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import type { ExchangeRow } from "../protocol/exchange/rows.ts";
import {
  DEFAULT_PROTOCOL_VERSION,
  MODERN_VERSION,
  type ProtocolVersion,
} from "../protocol/versions.ts";
import { now } from "../transport/types.ts";
import { CHECK_IDS, definitionOf, inEra, onTransport } from "./catalog.ts";
import { checkCalls, type ToolChoice } from "./checks/call.ts";
import {
  checkInvalidParams,
  checkMalformed,
  checkMissingResource,
  checkUnknownMethod,
} from "./checks/errors.ts";
import {
  checkBeforeInitialize,
  checkNegotiation,
  checkPing,
  openMain,
} from "./checks/lifecycle.ts";
import { checkLists } from "./checks/lists.ts";
import {
  checkAnnotations,
  checkToolNames,
  checkToolSchemas,
  checkUiLinks,
} from "./checks/tools.ts";
import {
  checkContentTypes,
  checkCors,
  checkGetStream,
  checkNotificationAccepted,
  checkSessionEnd,
  checkSessionId,
} from "./checks/transport.ts";
import { checkModernNegotiation, openDiscover } from "./checks/discover.ts";
import { checkSseCors, checkSsePosts, checkSseSession, checkSseStream } from "./checks/sse.ts";
import { checkErrorIds, checkStateless } from "./checks/stateless.ts";
import { type StdioRun, checkStdio } from "./checks/stdio.ts";
import { checkUnknownTool } from "./checks/unknown-tool.ts";
import { checkRebinding } from "./checks/rebinding.ts";
import { checkWire } from "./checks/wire.ts";
import type { OpenTransport, ProbeConnection } from "./connection.ts";
import {
  type AuthAdvice,
  authorizationOf,
  authorizationStop,
  noteRefusal,
} from "./authorization.ts";
import { RunContext, note } from "./context.ts";
import type { HttpWire } from "./http.ts";
import { ProbeLog } from "./log.ts";
import { scoreOf } from "./score.ts";
import type { Card, CardAuthorization, CardTransport, CheckResult } from "./types.ts";

export type Derive = (
  entries: readonly ExchangeEntry[],
  version: ProtocolVersion,
) => Promise<readonly ExchangeRow[]> | readonly ExchangeRow[];

export interface ProbeOptions {
  /** What the card names as its target (a URL, "gift server"). */
  target: string;
  /** Opens a connection; over HTTP, `wire.open`. */
  open: OpenTransport;
  /** Over HTTP: the records and raw requests of the transport checks. */
  wire?: HttpWire;
  /** Over stdio: what each server process did (`stdioWire` in `stdio.ts` for Node). */
  stdio?: StdioRun;
  version?: ProtocolVersion;
  /** Judges the log with the core's session rules (see `derive.ts` for Node). */
  derive: Derive;
  /** Tools the user chose to call, with their arguments or `generate`. */
  tools?: ToolChoice;
  /** Call a tool name the server does not list (the user's opt-in: a server may act on any name). */
  probeUnknownTool?: boolean;
  /** How long each answer is awaited. Default 15 s. */
  timeoutMs?: number;
  /** Told after each step (for a progress line). */
  onProgress?: (step: string) => void;
  /** The grant the run's token came from (issuer, scope: never the token). */
  authorization?: CardAuthorization;
  /** Where a note on a server that wants authorization sends the user. Default `cli`. */
  authAdvice?: AuthAdvice;
}

/** The notes of a run that stopped at its first answer. */
const STOPS = new Set(["authorization-stop", "authorization-stop-refused", "older-versions-only"]);

export async function runProbe(options: ProbeOptions): Promise<Card> {
  const startedAt = now();
  const log = new ProbeLog();
  const version = options.version ?? DEFAULT_PROTOCOL_VERSION;
  const ctx = new RunContext(log, options.open, options.timeoutMs ?? 15_000, options.wire, version);
  const progress = options.onProgress ?? (() => undefined);
  if (options.wire && version === MODERN_VERSION) options.wire.modernVersion = version;
  let calledTools: string[];
  try {
    calledTools =
      version === MODERN_VERSION
        ? await runModernChecks(ctx, options, progress)
        : await runChecks(ctx, options, progress);
  } finally {
    for (const connection of ctx.connections) connection.close();
  }
  const httpTransport = options.wire && transportOf(options.wire, ctx);
  const transport: CardTransport | undefined = options.stdio ? "stdio" : httpTransport;
  if (options.stdio) {
    // After every connection closed: the shutdown of each process is part of the verdict.
    progress("stdio");
    await checkStdio(ctx, options.stdio);
  }
  progress("judging every message");
  const first = ctx.results.get(ctx.modern ? "lifecycle.discover" : "lifecycle.initialize");
  const stopped = first?.notes.some((n) => STOPS.has(n.key)) === true;
  // A run that stopped at its first answer (authorization, a version the server does not speak)
  // judges no message by the rules of a version that was never spoken.
  if (stopped) ctx.set("wire.schema-valid", "could-not-run", [], [note("not-reached")]);
  else checkWire(ctx, await options.derive(log.entries, ctx.version));
  for (const id of CHECK_IDS) {
    if (definitionOf(id).stdio === true && !options.stdio) {
      ctx.set(id, "not-applicable", [], [note("not-stdio")]);
    } else if (httpTransport && !onTransport(id, httpTransport)) {
      // Another transport's rule: whatever ran before the transport was known does not count.
      ctx.results.delete(id);
      ctx.set(
        id,
        "not-applicable",
        [],
        [note(httpTransport === "sse" ? "streamable-only" : "sse-only")],
      );
    } else if (!ctx.results.has(id) && !inEra(id, ctx.version)) {
      ctx.set(id, "not-applicable", [], [note(ctx.modern ? "legacy-only" : "modern-only")]);
    } else if (!ctx.results.has(id)) {
      const http = definitionOf(id).http === true;
      ctx.set(
        id,
        http && !options.wire ? "not-applicable" : "could-not-run",
        [],
        [note(http && !options.wire ? "not-http" : "not-reached")],
      );
    }
  }
  const checks: CheckResult[] = CHECK_IDS.map((id) => ctx.results.get(id) as CheckResult);
  // A page's card also says what to do about a refusal (Authorize, then run again); the CLI's
  // stop note already names the header the server asked for.
  const advice = options.authAdvice ?? "cli";
  if (!stopped || advice !== "cli") noteRefusal(checks, options.wire, advice);
  const authorization = authorizationOf(options.wire, options.authorization);
  return {
    format: 1,
    target: options.target,
    version: ctx.version,
    ...(transport && { transport }),
    startedAt,
    finishedAt: now(),
    checks,
    score: scoreOf(checks, ctx.version),
    calledTools,
    log: log.entries,
    http: (options.wire?.records ?? [])
      .filter((r) => r.method !== "POST" || r.body === undefined || r.purpose === "rebinding")
      .map(({ body: _body, ...record }) => record),
    ...(authorization && { authorization }),
  };
}

/** The transport the run spoke: what the main connection settled on, or what was asked for. */
function transportOf(wire: HttpWire, ctx: RunContext): "streamable-http" | "sse" | undefined {
  const settled = ctx.main?.info.transport;
  if (settled === "sse" || settled === "streamable-http") return settled;
  return wire.transport === "auto" ? undefined : wire.transport;
}

async function runChecks(
  ctx: RunContext,
  options: ProbeOptions,
  progress: (step: string) => void,
): Promise<string[]> {
  progress("initialize");
  const opened = await openMain(ctx);
  const wire = options.wire;
  const main = ctx.main;
  if (wire) wire.used = transportOf(wire, ctx);
  if (wire && stoppedForAuthorization(ctx, wire, "lifecycle.initialize")) return [];
  if (!opened || !main) {
    // A stream that names no usable endpoint leaves nothing to run; the transport checks say why.
    if (wire?.used === "sse" && main) await checkSseTransport(ctx, wire, main);
    return [];
  }
  const initText = main.firstText;
  const initialized = ctx.log.entries.findLast(
    (e) =>
      e.type === "message" && e.flow === "out" && e.text.includes('"notifications/initialized"'),
  );
  await checkPing(ctx, main);
  const called = await checkServer(ctx, main, options, progress);
  if (wire?.used === "sse") {
    progress("lifecycle");
    // The lifecycle's "SHOULD NOT" about requests before initialize binds the client only.
    ctx.set("lifecycle.before-initialize", "not-applicable", [], [note("before-init-client-rule")]);
    await checkNegotiation(ctx);
    progress("transport");
    await checkSseTransport(ctx, wire, main);
    await checkRebinding(ctx, wire, initText, "initialize");
    await checkSseCors(ctx, wire, main);
    return called;
  }
  if (wire) {
    progress("transport");
    if (initialized?.type === "message")
      checkNotificationAccepted(ctx, initialized.text, initialized.seq);
    checkSessionId(ctx, main, initText);
    await checkGetStream(ctx, wire, main);
    checkContentTypes(ctx, wire);
    const rebinding = await checkRebinding(ctx, wire, initText, "initialize");
    await checkCors(ctx, wire, initText, rebinding.originAccepted);
    await checkSessionEnd(ctx, wire, main);
  }
  progress("lifecycle");
  await checkBeforeInitialize(ctx);
  await checkNegotiation(ctx);
  return called;
}

/**
 * A 401 or 403 to the first request ends the run at once: its first check could not run and
 * says why (the header asked for); every other check is left as not reached.
 */
function stoppedForAuthorization(
  ctx: RunContext,
  wire: HttpWire,
  first: "lifecycle.initialize" | "lifecycle.discover",
): boolean {
  const stop = authorizationStop(wire);
  if (!stop) return false;
  const entries = ctx.results.get(first)?.entries ?? [];
  ctx.results.delete(first);
  ctx.set(first, "could-not-run", entries, [stop]);
  return true;
}

/** HTTP+SSE: the stream, the POSTs of the main connection, and an endpoint per stream. */
async function checkSseTransport(
  ctx: RunContext,
  wire: HttpWire,
  main: ProbeConnection,
): Promise<void> {
  await checkSseStream(ctx, wire);
  checkSsePosts(ctx, wire, main);
  checkSseSession(ctx);
}

/**
 * 2026-07-28: `server/discover` instead of initialize, every request carrying its `_meta`; no
 * session, no GET stream, no ping; the stateless rules checked as the official suite does.
 */
async function runModernChecks(
  ctx: RunContext,
  options: ProbeOptions,
  progress: (step: string) => void,
): Promise<string[]> {
  progress("server/discover");
  const opened = await openDiscover(ctx);
  if (options.wire) options.wire.used = transportOf(options.wire, ctx);
  if (options.wire && stoppedForAuthorization(ctx, options.wire, "lifecycle.discover")) return [];
  if (!opened) return [];
  const main = ctx.main;
  if (!main) return [];
  const called = await checkServer(ctx, main, options, progress);
  progress("stateless rules");
  await checkStateless(ctx, main);
  progress("lifecycle");
  await checkModernNegotiation(ctx);
  checkErrorIds(ctx);
  const wire = options.wire;
  if (wire) {
    progress("transport");
    checkContentTypes(ctx, wire);
    const rebinding = await checkRebinding(ctx, wire, main.firstText, "server/discover");
    await checkCors(ctx, wire, main.firstText, rebinding.originAccepted);
  }
  return called;
}

/** What every era shares: the lists, the tools, the error answers, the tools chosen to call. */
async function checkServer(
  ctx: RunContext,
  main: ProbeConnection,
  options: ProbeOptions,
  progress: (step: string) => void,
): Promise<string[]> {
  progress("lists");
  await checkLists(ctx, main);
  checkToolNames(ctx);
  checkToolSchemas(ctx);
  checkAnnotations(ctx);
  await checkUiLinks(ctx, main);
  progress("errors");
  await checkUnknownMethod(ctx, main);
  await checkInvalidParams(ctx, main);
  await checkMissingResource(ctx, main);
  await checkMalformed(ctx, main);
  await checkUnknownTool(ctx, main, options.probeUnknownTool === true);
  progress("tools chosen to call");
  return checkCalls(ctx, main, options.tools ?? {});
}
