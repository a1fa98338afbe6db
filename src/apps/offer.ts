/**
 * Which session row can open a widget: a successful `tools/call` reply, with the call it answers
 * (the tool's name, arguments and `_meta`), and the tool's definition when the session has a
 * `tools/list` answer that names it (its UI links and visibility). Rows are read, never changed.
 */
import type { ExchangeRow, MessageRow } from "../protocol/exchange/rows.ts";

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function parse(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface WidgetOffer {
  /** The reply's seq (what the widget belongs to). */
  seq: number;
  toolName: string;
  args: Json;
  result: Json;
  /** The call's `params._meta`, reused on the host's own requests (2026-07-28 needs it). */
  meta: Json | undefined;
  /** The tool's definition from the session's latest `tools/list`, if any. */
  tool: Json | undefined;
}

/** Where one connection's rows begin: a server started (or connected), or another target. */
const isBoundary = (row: ExchangeRow | undefined) =>
  row?.type === "event" && (row.event === "started" || row.event === "target-changed");

/**
 * The server lane's latest `tools/list` definition of `name` before index `end`, newest answer
 * first, from the same connection only: a tool another server listed says nothing of this one.
 */
export function toolIn(
  rows: readonly ExchangeRow[],
  name: string,
  end = rows.length,
): Json | undefined {
  for (let i = end - 1; i >= 0; i--) {
    const row = rows[i];
    if (isBoundary(row)) return undefined;
    if (row?.type !== "message" || row.lane || row.flow !== "in") continue;
    if (row.kind !== "reply" || row.method !== "tools/list" || row.outcome !== "success") continue;
    const result = parse(row.text)?.result;
    const tools = isRecord(result) ? result.tools : undefined;
    if (!Array.isArray(tools)) continue;
    const tool: unknown = tools.find((t) => isRecord(t) && t.name === name);
    if (isRecord(tool)) return tool;
  }
  return undefined;
}

/**
 * Whether the row `seq` belongs to the connection of now: no other server started and no other
 * target was chosen after it. A widget of an earlier connection is not opened on this one.
 */
export function isCurrent(rows: readonly ExchangeRow[], seq: number): boolean {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    if (row?.seq === seq) return true;
    if (isBoundary(row)) return false;
  }
  return false;
}

/** What `row` offers a widget host, or undefined when it is no successful tools/call reply. */
export function widgetOffer(
  rows: readonly ExchangeRow[],
  row: ExchangeRow,
): WidgetOffer | undefined {
  if (row.type !== "message" || row.lane || row.flow !== "in") return undefined;
  if (row.kind !== "reply" || row.method !== "tools/call" || row.outcome !== "success")
    return undefined;
  if (row.pairSeq === undefined) return undefined;
  const request = rows.find((r): r is MessageRow => r.type === "message" && r.seq === row.pairSeq);
  if (!request) return undefined;
  const params = parse(request.text)?.params;
  const result = parse(row.text)?.result;
  if (!isRecord(params) || typeof params.name !== "string" || !isRecord(result)) return undefined;
  const at = rows.findIndex((r) => r.seq === row.seq);
  return {
    seq: row.seq,
    toolName: params.name,
    args: isRecord(params.arguments) ? params.arguments : {},
    result,
    meta: isRecord(params._meta) ? params._meta : undefined,
    tool: toolIn(rows, params.name, at < 0 ? rows.length : at),
  };
}
