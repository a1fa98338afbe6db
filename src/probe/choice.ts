/**
 * The tools a run may call, as the page offers them: the server's own listing (from a card's
 * run or from the session), what each tool's annotations say it may do, the arguments made
 * from its inputSchema for the user to edit, and the user's text read back. Nothing here calls
 * anything: a tool is called only when the user checks it (see `checks/call.ts`).
 */
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { argumentsOf } from "./sample.ts";

/** The tools to call, each with the arguments the user wrote or `generate` (from its schema). */
export type ToolChoice = Record<string, Record<string, unknown> | "generate">;

/** What the annotations say: `read-only` only when the server says so and nothing against it. */
export type ToolEffect = "read-only" | "may-change";

export interface OfferedTool {
  name: string;
  title?: string;
  description?: string;
  effect: ToolEffect;
  inputSchema?: unknown;
}

/** A listing longer than this is cut: no real server has that many, and the page draws each. */
export const MAX_OFFERED = 1000;

/** Whether a message went to (or came from) this target: its HTTP URL, none for a worker. */
export type FromTarget = (url: string | undefined) => boolean;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function effectOf(annotations: unknown): ToolEffect {
  const a = isRecord(annotations) ? annotations : {};
  return a.readOnlyHint === true && a.destructiveHint !== true ? "read-only" : "may-change";
}

const text = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v : undefined;

function offeredOf(value: unknown): OfferedTool | undefined {
  if (!isRecord(value)) return undefined;
  const name = text(value.name);
  if (name === undefined) return undefined;
  const title =
    text(value.title) ?? text(isRecord(value.annotations) ? value.annotations.title : undefined);
  const description = text(value.description);
  return {
    name,
    ...(title !== undefined && { title }),
    ...(description !== undefined && { description }),
    effect: effectOf(value.annotations),
    inputSchema: value.inputSchema,
  };
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const idKey = (id: unknown): string | undefined =>
  typeof id === "string" || typeof id === "number" ? JSON.stringify(id) : undefined;

interface Pending {
  /** The request asked for a later page (a listing's first page has none). */
  cursor: boolean;
  url: string | undefined;
}

/**
 * The tools of the latest complete `tools/list` in a log (its first page and every page after
 * it), from this target only; undefined when the log has none. A reply is paired with the
 * request of its id since the last change of connection.
 */
export function listedTools(
  entries: readonly ExchangeEntry[],
  fromTarget: FromTarget,
): OfferedTool[] | undefined {
  const pending = new Map<string, Pending>();
  let listing: Map<string, OfferedTool> | undefined;
  for (const entry of entries) {
    if (entry.type === "event") {
      if (entry.event === "target-changed" || entry.event === "restarted") pending.clear();
      continue;
    }
    if (entry.lane !== undefined) continue;
    // Most messages are neither a listing nor its answer: skip them unparsed.
    if (entry.flow === "out" ? !entry.text.includes("tools/list") : pending.size === 0) continue;
    const parsed = parse(entry.text);
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (!isRecord(message)) continue;
      const key = idKey(message.id);
      if (key === undefined) continue;
      if (entry.flow === "out") {
        if (message.method !== "tools/list") continue;
        const params = isRecord(message.params) ? message.params : {};
        pending.set(key, { cursor: params.cursor !== undefined, url: entry.http?.url });
        continue;
      }
      const request = pending.get(key);
      if (!request) continue;
      pending.delete(key);
      const tools = isRecord(message.result) ? message.result.tools : undefined;
      if (!Array.isArray(tools) || !fromTarget(request.url ?? entry.http?.url)) continue;
      if (!request.cursor || !listing) listing = new Map();
      for (const value of tools) {
        const tool = offeredOf(value);
        if (tool && listing.size < MAX_OFFERED) listing.set(tool.name, tool);
      }
    }
  }
  return listing && [...listing.values()];
}

/** The arguments the run would make for a tool, as the text the user edits. */
export function prefillOf(tool: OfferedTool): string {
  return JSON.stringify(argumentsOf(tool.inputSchema), null, 2);
}

export type ArgumentsOutcome =
  | { ok: true; value: Record<string, unknown> }
  /** `json`: not JSON (`detail`: where, from the parser); `not-object`: JSON of another kind. */
  | { ok: false; problem: "json" | "not-object"; detail?: string };

/** The user's arguments text read back; blank means no arguments (`{}`). */
export function readArguments(raw: string): ArgumentsOutcome {
  if (raw.trim() === "") return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch (error) {
    return { ok: false, problem: "json", detail: error instanceof Error ? error.message : "" };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, problem: "not-object" };
}

/**
 * The run's choice from the checked tools and their arguments' texts; when any text is not an
 * object, the tools to fix instead (nothing is run then).
 */
export function choiceOf(
  checked: ReadonlyMap<string, string>,
): { ok: true; choice: ToolChoice } | { ok: false; invalid: string[] } {
  const chosen: [string, Record<string, unknown>][] = [];
  const invalid: string[] = [];
  for (const [name, raw] of checked) {
    const outcome = readArguments(raw);
    if (outcome.ok) chosen.push([name, outcome.value]);
    else invalid.push(name);
  }
  // `fromEntries` defines each name as its own key, even one like `__proto__`.
  return invalid.length > 0
    ? { ok: false, invalid }
    : { ok: true, choice: Object.fromEntries(chosen) };
}
