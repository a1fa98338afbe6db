/**
 * Who sent each message of a foreign log. A log may say it (in many spellings), hint at it
 * ("request"/"response" say a kind more than a side), or say nothing; then the spec's direction
 * of the method decides, and replies, progress and cancellations follow the request they name.
 * Whatever is still unknown is guessed (requests and notifications out, replies in) and counted.
 */
import { classify } from "../protocol/check/classify.ts";
import type { Flow } from "../protocol/exchange/types.ts";
import { getVersionSchema } from "../protocol/schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../protocol/versions.ts";
import { isRecord } from "./guards.ts";

export interface FlowHint {
  /** Said plainly by the log. */
  flow?: Flow;
  /** Suggested only: used when neither the spec nor a pairing decides. */
  weak?: Flow;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[→⟶➔➜]/gu, ">")
    .replace(/[←⟵]/gu, "<")
    .replace(/[\s_-]+/gu, "");

const OUT_WORDS = new Set([
  "out",
  "outgoing",
  "outbound",
  "send",
  "sent",
  "sending",
  "tx",
  "write",
  "c2s",
  "clienttoserver",
  "client>server",
  "server<client",
  "toserver",
  "fromclient",
  ">",
  "->",
  "=>",
  ">>",
]);
const IN_WORDS = new Set([
  "in",
  "incoming",
  "inbound",
  "receive",
  "received",
  "recv",
  "receiving",
  "rx",
  "read",
  "s2c",
  "servertoclient",
  "server>client",
  "client<server",
  "toclient",
  "fromserver",
  "<",
  "<-",
  "<=",
  "<<",
]);
const WEAK_OUT = new Set(["request", "req", "call"]);
const WEAK_IN = new Set(["response", "reply", "result", "res", "resp", "answer"]);

function fromWord(value: unknown): FlowHint {
  if (typeof value !== "string") return {};
  const w = norm(value);
  if (OUT_WORDS.has(w)) return { flow: "out" };
  if (IN_WORDS.has(w)) return { flow: "in" };
  if (WEAK_OUT.has(w)) return { weak: "out" };
  if (WEAK_IN.has(w)) return { weak: "in" };
  return {};
}

/** A side named as sender ("client" sent it: out) or, with `to`, as receiver. */
function fromSide(value: unknown, receiver: boolean): FlowHint {
  if (typeof value !== "string") return {};
  const w = norm(value);
  const side =
    w === "client" || w === "inspector" ? "client" : w === "server" ? "server" : undefined;
  if (!side) return {};
  return { flow: (side === "client") !== receiver ? "out" : "in" };
}

/** What a log record says about its message's side, from the usual field names. */
export function flowHintOf(record: Record<string, unknown>): FlowHint {
  const hint: FlowHint = {};
  const take = (h: FlowHint) => {
    hint.flow ??= h.flow;
    hint.weak ??= h.weak;
  };
  for (const key of ["origin", "from", "sender", "source"]) take(fromSide(record[key], false));
  take(fromSide(record.to, true));
  for (const key of ["direction", "dir", "flow"]) take(fromWord(record[key]));
  if (typeof record.toServer === "boolean") take({ flow: record.toServer ? "out" : "in" });
  if (record.outgoing === true || record.isOutgoing === true) take({ flow: "out" });
  if (record.incoming === true) take({ flow: "in" });
  if (hint.flow === undefined) delete hint.flow;
  if (hint.weak === undefined) delete hint.weak;
  return hint;
}

const other = (flow: Flow): Flow => (flow === "out" ? "in" : "out");
const idKey = (id: unknown) => (typeof id === "number" ? `n${id}` : `s${String(id)}`);

/** The spec's side for a method: the given version first, then the others, newest first. */
function methodFlow(method: string, version: ProtocolVersion): Flow | undefined {
  const info =
    getVersionSchema(version).methods.get(method) ??
    NEWEST_FIRST.map((v) => getVersionSchema(v).methods.get(method)).find((i) => i !== undefined);
  if (info?.direction === "client-to-server") return "out";
  if (info?.direction === "server-to-client") return "in";
  return undefined; // unknown, or "both": the spec cannot tell
}

const NEWEST_FIRST = [...PROTOCOL_VERSIONS].reverse();

export interface FlowInput extends FlowHint {
  /** The parsed message; undefined when its text is not JSON. */
  value: unknown;
}

/** One flow per input, in order, and how many of them are guesses. */
export function inferFlows(
  inputs: readonly FlowInput[],
  version: ProtocolVersion,
): { flows: Flow[]; guessed: number } {
  const open = new Map<string, Flow>(); // request id → side that sent it
  const tokens = new Map<string, Flow>(); // progress token → side that asked for progress
  const flows: Flow[] = [];
  let guessed = 0;
  for (const input of inputs) {
    const c = classify(input.value);
    const parts = c.kind === "batch" ? (c.items ?? []) : [c];
    const values: unknown[] =
      c.kind === "batch" && Array.isArray(input.value) ? input.value : [input.value];
    let flow = input.flow;
    for (let i = 0; i < parts.length && !flow; i++) {
      const part = parts[i]!;
      const params = isRecord(values[i])
        ? (values[i] as Record<string, unknown>).params
        : undefined;
      const p = isRecord(params) ? params : {};
      if (part.method !== undefined) flow = methodFlow(part.method, version);
      if (flow) break;
      if (part.kind === "reply" && part.id !== undefined && part.id !== null) {
        const asker = open.get(idKey(part.id));
        if (asker) flow = other(asker);
      } else if (part.method === "notifications/progress" && p.progressToken !== undefined) {
        const asker = tokens.get(idKey(p.progressToken));
        if (asker) flow = other(asker);
      } else if (part.method === "notifications/cancelled" && p.requestId !== undefined) {
        flow = open.get(idKey(p.requestId));
      }
    }
    if (!flow) flow = input.weak;
    if (!flow) {
      guessed++;
      flow = parts.every((p) => p.kind === "reply") ? "in" : "out";
    }
    flows.push(flow);
    // Remember what later messages may refer to.
    parts.forEach((part, i) => {
      if (part.kind === "request" && part.id !== undefined && part.id !== null) {
        open.set(idKey(part.id), flow);
        const meta = isRecord(values[i]) ? values[i].params : undefined;
        const token = isRecord(meta) && isRecord(meta._meta) ? meta._meta.progressToken : undefined;
        if (token !== undefined) tokens.set(idKey(token), flow);
      } else if (part.kind === "reply" && part.id !== undefined && part.id !== null) {
        open.delete(idKey(part.id));
      }
    });
  }
  return { flows, guessed };
}
