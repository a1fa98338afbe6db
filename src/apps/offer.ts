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

/** The server lane's latest `tools/list` definition of `name`, newest answer first. */
export function toolIn(rows: readonly ExchangeRow[], name: string): Json | undefined {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
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
  return {
    seq: row.seq,
    toolName: params.name,
    args: isRecord(params.arguments) ? params.arguments : {},
    result,
    meta: isRecord(params._meta) ? params._meta : undefined,
    tool: toolIn(rows, params.name),
  };
}
