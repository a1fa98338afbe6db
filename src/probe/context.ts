/** What the checks of one run share: the log, the connections, what the server declared. */
import {
  DEFAULT_PROTOCOL_VERSION,
  MODERN_VERSION,
  type ProtocolVersion,
} from "../protocol/versions.ts";
import { now } from "../transport/types.ts";
import { type CheckId, levelOf } from "./catalog.ts";
import { type Exchange, type OpenTransport, ProbeConnection } from "./connection.ts";
import type { HttpWire } from "./http.ts";
import type { ProbeLog } from "./log.ts";
import type { CheckNote, CheckResult, CheckStatus } from "./types.ts";

/** One item of a list reply and the reply that carried it. */
export interface Listed {
  value: Record<string, unknown>;
  seq: number;
}

export type ListKey = "tools" | "resources" | "resourceTemplates" | "prompts";

export class RunContext {
  readonly results = new Map<CheckId, CheckResult>();
  /** The version the run speaks: what was asked for, then what the server agreed to. */
  version: ProtocolVersion;
  capabilities: Record<string, unknown> = {};
  main: ProbeConnection | undefined;
  readonly listed: Record<ListKey, Listed[]> = {
    tools: [],
    resources: [],
    resourceTemplates: [],
    prompts: [],
  };
  /** What `server/discover` listed (2026-07-28). */
  supportedVersions: string[] = [];
  /** Error answers to the stateless probes: whether each carried its request's id. */
  readonly errorIds: { seq: number; ok: boolean }[] = [];
  /** The reply entries of each list method (every page). */
  readonly listReplies = new Map<ListKey, number[]>();
  readonly connections: ProbeConnection[] = [];

  constructor(
    readonly log: ProbeLog,
    readonly open: OpenTransport,
    readonly timeoutMs: number,
    readonly wire: HttpWire | undefined,
    version: ProtocolVersion = DEFAULT_PROTOCOL_VERSION,
  ) {
    this.version = version;
  }

  /** A new connection (a new session on the server), marked in the log. */
  connect(purpose: string): ProbeConnection {
    this.log.newConnection(`Report card: a new connection (${purpose}).`, now());
    const connection = new ProbeConnection(
      this.log,
      this.open,
      this.timeoutMs,
      this.modern ? modernMeta(this.version) : undefined,
    );
    this.connections.push(connection);
    return connection;
  }

  /** Records a verdict; a check run again keeps its worse verdict and both sets of entries. */
  set(
    id: CheckId,
    status: CheckStatus,
    entries: readonly (number | undefined)[] = [],
    notes: readonly CheckNote[] = [],
  ): void {
    const seqs = entries.filter((e): e is number => e !== undefined);
    const before = this.results.get(id);
    if (before && rank(before.status) >= rank(status)) {
      before.entries.push(...seqs.filter((s) => !before.entries.includes(s)));
      before.notes.push(...notes);
      return;
    }
    this.results.set(id, {
      id,
      status,
      entries: [...seqs, ...(before?.entries.filter((s) => !seqs.includes(s)) ?? [])],
      notes: [...notes, ...(before?.notes ?? [])],
    });
  }

  /** A fault: failed for a MUST, a warning for a SHOULD or advice. */
  fault(id: CheckId, entries: readonly (number | undefined)[], notes: readonly CheckNote[]): void {
    this.set(id, levelOf(id, this.version) === "must" ? "failed" : "warning", entries, notes);
  }

  pass(id: CheckId, entries: readonly (number | undefined)[] = [], notes: CheckNote[] = []): void {
    this.set(id, "passed", entries, notes);
  }

  /**
   * Why a request was refused before the server read it (an HTTP error status and an error
   * without the request's id: no session, a bad header), or undefined when it was read.
   */
  refusal(exchange: Exchange): CheckNote | undefined {
    if (!exchange.reply?.withoutId) return undefined;
    const status = exchange.http?.status ?? this.statusOf(exchange.text);
    if (status === undefined || status < 400) return undefined;
    return note("refused", { status, code: errorCode(exchange.reply.value) ?? "?" });
  }

  /** The HTTP status of the last POST that carried `text` (undefined off HTTP). */
  statusOf(text: string): number | undefined {
    const records = this.wire?.records ?? [];
    for (let i = records.length - 1; i >= 0; i--) {
      const record = records[i];
      if (record?.method === "POST" && record.body === text) return record.status;
    }
    return undefined;
  }

  /** 2026-07-28: no handshake, the version and capabilities on every request. */
  get modern(): boolean {
    return this.version === MODERN_VERSION;
  }

  declares(capability: string): boolean {
    return this.capabilities[capability] !== undefined && this.capabilities[capability] !== null;
  }
}

/** Which verdict wins when a check is set twice. */
function rank(status: CheckStatus): number {
  return ["not-applicable", "passed", "warning", "could-not-run", "failed"].indexOf(status);
}

export const CLIENT_INFO = { name: "mcp-playground-report-card", version: "1" };

export const META = {
  version: "io.modelcontextprotocol/protocolVersion",
  capabilities: "io.modelcontextprotocol/clientCapabilities",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

/** A 2026-07-28 request's `_meta`: the version, no client capabilities, the card's name. */
export function modernMeta(version: string): Record<string, unknown> {
  return { [META.version]: version, [META.capabilities]: {}, [META.clientInfo]: CLIENT_INFO };
}

export const note = (key: string, params?: Record<string, string | number>): CheckNote =>
  params ? { key, params } : { key };

/**
 * Why a request has no answer to judge: it could not be sent, it was refused with an HTTP error
 * status and no JSON-RPC reply (a 403 of an address rule, say), or no reply came.
 */
export function unanswered(
  exchange: { error?: string | undefined; http?: { status?: number } | undefined },
  method: string,
): CheckNote {
  if (exchange.error) return note("not-sent", { reason: exchange.error, method });
  const status = exchange.http?.status;
  if (status !== undefined && status >= 400) return note("http-refused", { status, method });
  return note("no-reply", { reason: "", method });
}

/** `error.code` of a reply, when it is an error reply with a numeric code. */
export function errorCode(value: Record<string, unknown> | undefined): number | undefined {
  const error = value?.error;
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "number" ? code : undefined;
}

export function resultOf(
  value: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const result = value?.result;
  return typeof result === "object" && result !== null && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : undefined;
}
