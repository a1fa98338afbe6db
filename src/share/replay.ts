/**
 * Replaying a recorded session against a server, and comparing what it answers now with what it
 * answered then. `planReplay` (pure) lists the client messages to resend, in order, with request
 * ids renumbered when asked (a target that has used ids already); `runReplay` sends them through
 * a function the UI provides and logs the exchange; `compareReplay` (pure) pairs each client
 * message's recorded replies with the new ones and diffs them structurally.
 */
import type { RequestId } from "../protocol/check/types.ts";
import { classify } from "../protocol/check/classify.ts";
import { derivePlain } from "../protocol/exchange/plain.ts";
import type { ExchangeRow } from "../protocol/exchange/rows.ts";
import type { ExchangeEntry, ServerEventKind } from "../protocol/exchange/types.ts";
import type { MessageKind } from "../protocol/types.ts";
import type { VersionChoice } from "../protocol/versions.ts";
import { type DiffOptions, type JsonDifference, diffJson } from "./diff.ts";
import { isRecord, tryJson } from "./guards.ts";
import { type TextChange, parseDoc, replaceValues } from "./ids.ts";

export interface ReplayOptions {
  /** The version messages are judged against (pairs are found by the deriver). Default "auto". */
  version?: VersionChoice;
  /** Renumber the client's request ids from `start` (cancellations follow). Default: keep them. */
  freshIds?: { start: number };
  /** Resend `initialize` and `notifications/initialized` (default true; false for a live session). */
  handshake?: boolean;
}

export interface ReplayStep {
  /** Seq of the recorded client message. */
  seq: number;
  /** The text to send (ids renumbered; replies to the server get theirs at run time). */
  text: string;
  kind: MessageKind;
  method?: string;
  recordedId?: RequestId | null;
  id?: RequestId | null;
  /** A reply to a server request: its id is mapped to the new server request's at run time. */
  answersServer?: boolean;
  /** The recorded server was started anew before this message. */
  afterRestart?: boolean;
}

export interface ReplayPlan {
  version: VersionChoice;
  steps: ReplayStep[];
  /** The recorded server's requests, in order (to map their ids to the new server's). */
  serverRequests: { method: string; id: RequestId }[];
}

const key = (id: RequestId) => `${typeof id}:${id}`;
const RESTARTS: ReadonlySet<ServerEventKind> = new Set([
  "started",
  "crashed",
  "restarted",
  "target-changed",
  "stopped",
]);
const HANDSHAKE = new Set(["initialize", "notifications/initialized"]);

export function planReplay(
  entries: readonly ExchangeEntry[],
  options: ReplayOptions = {},
): ReplayPlan {
  const steps: ReplayStep[] = [];
  const serverRequests: ReplayPlan["serverRequests"] = [];
  const ids = new Map<string, RequestId>();
  let next = options.freshIds?.start;
  let restarted = false;
  for (const entry of entries) {
    if (entry.type === "event") {
      restarted ||= RESTARTS.has(entry.event) && steps.length > 0;
      continue;
    }
    // The widget lane is the widget's conversation with the host: the server never saw it.
    if (entry.lane === "widget") continue;
    // The authorization lane is HTTP to metadata and token endpoints, not MCP messages.
    if (entry.lane === "auth") continue;
    const doc = parseDoc(entry.text);
    const c = doc ? classify(doc.value) : undefined;
    const parts = c?.kind === "batch" ? (c.items ?? []) : c ? [c] : [];
    if (entry.flow === "in") {
      for (const p of parts) {
        if (p.kind === "request" && p.method && p.id !== undefined && p.id !== null) {
          serverRequests.push({ method: p.method, id: p.id });
        }
      }
      continue;
    }
    if (options.handshake === false && parts.length === 1 && HANDSHAKE.has(parts[0]?.method ?? ""))
      continue;
    const step: ReplayStep = { seq: entry.seq, text: entry.text, kind: c?.kind ?? "invalid" };
    if (c?.method !== undefined) step.method = c.method;
    if (c?.id !== undefined) step.recordedId = step.id = c.id;
    if (restarted) step.afterRestart = true;
    restarted = false;
    if (doc && c) {
      const changes: TextChange[] = [];
      const values: unknown[] = c.kind === "batch" ? (doc.value as unknown[]) : [doc.value];
      parts.forEach((p, i) => {
        const at = c.kind === "batch" ? `/${i}` : "";
        if (p.kind === "reply") step.answersServer = true;
        if (p.kind === "request" && p.id !== undefined && p.id !== null && next !== undefined) {
          const fresh = next++;
          ids.set(key(p.id), fresh);
          changes.push({ pointer: `${at}/id`, value: fresh });
          if (c.kind !== "batch") step.id = fresh;
        }
        const params = isRecord(values[i]) ? values[i].params : undefined;
        const named = isRecord(params) ? params.requestId : undefined;
        if (
          p.method === "notifications/cancelled" &&
          (typeof named === "string" || typeof named === "number")
        ) {
          const mapped = ids.get(key(named));
          if (mapped !== undefined)
            changes.push({ pointer: `${at}/params/requestId`, value: mapped });
        }
      });
      step.text = replaceValues(doc, changes);
    }
    steps.push(step);
  }
  return { version: options.version ?? "auto", steps, serverRequests };
}

/** Sends one client message; resolves with the server's messages it brought (its reply included). */
export type ReplaySend = (text: string) => Promise<readonly string[]>;

export interface ReplayRun {
  /** The new exchange: each step's message, then what came back. */
  entries: ExchangeEntry[];
  /** Steps sent. */
  completed: number;
  stopped?: "aborted" | "failed";
  error?: string;
}

/** Maps the recorded server's request ids to the new server's, by method and order. */
class ServerIds {
  private readonly seen = new Map<string, number>();
  private readonly map = new Map<string, RequestId>();
  constructor(private readonly recorded: ReplayPlan["serverRequests"]) {}

  observe(text: string) {
    const value = tryJson(text)?.value;
    const c = classify(value);
    for (const p of c.kind === "batch" ? (c.items ?? []) : [c]) {
      if (p.kind !== "request" || !p.method || p.id === undefined || p.id === null) continue;
      const n = this.seen.get(p.method) ?? 0;
      this.seen.set(p.method, n + 1);
      const old = this.recorded.filter((r) => r.method === p.method)[n];
      if (old) this.map.set(key(old.id), p.id);
    }
  }

  /** The reply's text with its ids (or its elements') mapped to the new server's requests. */
  rewrite(text: string): string {
    const doc = parseDoc(text);
    if (!doc) return text;
    const c = classify(doc.value);
    const changes: TextChange[] = [];
    (c.kind === "batch" ? (c.items ?? []) : [c]).forEach((p, i) => {
      const id =
        p.kind === "reply" && p.id !== undefined && p.id !== null
          ? this.map.get(key(p.id))
          : undefined;
      if (id !== undefined)
        changes.push({ pointer: `${c.kind === "batch" ? `/${i}` : ""}/id`, value: id });
    });
    return replaceValues(doc, changes);
  }
}

export async function runReplay(
  plan: ReplayPlan,
  send: ReplaySend,
  options: { signal?: AbortSignal; now?: () => number; restart?: () => Promise<void> } = {},
): Promise<ReplayRun> {
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const entries: ExchangeEntry[] = [];
  const serverIds = new ServerIds(plan.serverRequests);
  const event = (kind: ServerEventKind, detail?: string) =>
    entries.push({
      type: "event",
      seq: entries.length,
      event: kind,
      at: now(),
      ...(detail ? { detail } : {}),
    });
  let completed = 0;
  for (const step of plan.steps) {
    if (options.signal?.aborted) return { entries, completed, stopped: "aborted" };
    if (step.afterRestart && options.restart) {
      await options.restart();
      event("restarted");
    }
    const text = step.answersServer ? serverIds.rewrite(step.text) : step.text;
    entries.push({ type: "message", seq: entries.length, flow: "out", text, at: now() });
    let replies: readonly string[];
    try {
      replies = await send(text);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      event("transport-error", detail);
      return { entries, completed, stopped: "failed", error: detail };
    }
    completed++;
    for (const reply of replies) {
      serverIds.observe(reply);
      entries.push({ type: "message", seq: entries.length, flow: "in", text: reply, at: now() });
    }
  }
  return { entries, completed };
}

export type StepStatus =
  "same" | "different" | "missing-reply" | "new-reply" | "no-reply" | "not-run";

export interface StepComparison {
  step: number;
  /** Seq of the recorded client message, and of its replayed copy. */
  seq: number;
  replayedSeq?: number;
  kind: MessageKind;
  method?: string;
  status: StepStatus;
  /** Reply texts, recorded and new, for showing side by side. */
  recorded: string[];
  replayed: string[];
  differences: JsonDifference[];
  truncated: boolean;
}

export interface ReplayComparison {
  steps: StepComparison[];
  counts: Record<StepStatus, number>;
}

/** The server's replies to each client message, by the client message's seq. */
function repliesBySeq(rows: readonly ExchangeRow[]): Map<number, string[]> {
  const by = new Map<number, string[]>();
  for (const row of rows) {
    if (row.type !== "message" || row.flow !== "in") continue;
    // Only replies: a server request paired with the client's answer answers nothing.
    const parts = row.members ?? [row];
    const targets = new Set(parts.filter((p) => p.kind === "reply").map((p) => p.pairSeq));
    for (const t of targets) if (t !== undefined) by.set(t, [...(by.get(t) ?? []), row.text]);
  }
  return by;
}

/** A reply as a value (its raw text when it is not JSON), and the pointers of its ids. */
function replyValues(texts: readonly string[]): { value: unknown; ids: string[] } {
  const values = texts.map((t) => tryJson(t)?.value ?? t);
  const idsOf = (v: unknown, at: string) =>
    Array.isArray(v) ? v.map((_, i) => `${at}/${i}/id`) : [`${at}/id`];
  if (values.length === 1) return { value: values[0], ids: idsOf(values[0], "") };
  return { value: values, ids: values.flatMap((v, i) => idsOf(v, `/${i}`)) };
}

export function compareReplay(
  recorded: readonly ExchangeEntry[],
  replayed: readonly ExchangeEntry[],
  plan: ReplayPlan,
  options: DiffOptions = {},
): ReplayComparison {
  // Pairs rest on classification alone: no session rules needed (nor run on the page's thread).
  const before = repliesBySeq(derivePlain(recorded, plan.version));
  const after = repliesBySeq(derivePlain(replayed, plan.version));
  // runReplay logs the steps' messages in order: the i-th client message is step i.
  const sentSeqs = replayed
    .filter((e) => e.type === "message" && e.flow === "out")
    .map((e) => e.seq);
  const counts: Record<StepStatus, number> = {
    same: 0,
    different: 0,
    "missing-reply": 0,
    "new-reply": 0,
    "no-reply": 0,
    "not-run": 0,
  };
  const steps = plan.steps.map((step, i): StepComparison => {
    const replayedSeq = sentSeqs[i];
    const old = before.get(step.seq) ?? [];
    const now = replayedSeq === undefined ? [] : (after.get(replayedSeq) ?? []);
    const out: StepComparison = {
      step: i,
      seq: step.seq,
      kind: step.kind,
      status: "not-run",
      recorded: old,
      replayed: now,
      differences: [],
      truncated: false,
    };
    if (step.method !== undefined) out.method = step.method;
    if (replayedSeq !== undefined) {
      out.replayedSeq = replayedSeq;
      if (old.length === 0) out.status = now.length === 0 ? "no-reply" : "new-reply";
      else if (now.length === 0) out.status = "missing-reply";
      else {
        const a = replyValues(old);
        const b = replyValues(now);
        const ignorePaths = [...a.ids, ...b.ids, ...(options.ignorePaths ?? [])];
        const diff = diffJson(a.value, b.value, { ...options, ignorePaths });
        out.differences = diff.differences;
        out.truncated = diff.truncated;
        out.status = diff.differences.length === 0 ? "same" : "different";
      }
    }
    counts[out.status]++;
    return out;
  });
  return { steps, counts };
}
