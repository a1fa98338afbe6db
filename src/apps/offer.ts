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

/** What each message row's text parses to, kept per row object (rows are replaced, not changed). */
const parsed = new WeakMap<MessageRow, Json | undefined>();
function parsedRow(row: MessageRow): Json | undefined {
  if (!parsed.has(row)) parsed.set(row, parse(row.text));
  return parsed.get(row);
}

const hasUiLink = (holder: unknown): boolean => {
  const meta = isRecord(holder) ? holder._meta : undefined;
  if (!isRecord(meta)) return false;
  const ui = isRecord(meta.ui) ? meta.ui.resourceUri : meta["ui/resourceUri"];
  const uri = (v: unknown) => typeof v === "string" && v.startsWith("ui://");
  return uri(ui) || uri(meta["openai/outputTemplate"]);
};

/**
 * The successful `tools/call` replies that carry a UI link: their tool, as the session's latest
 * `tools/list` describes it, links a UI resource, or the result itself does. The session list
 * and the diagram mark these, and open their widget from there.
 */
export function widgetReplies(rows: readonly ExchangeRow[]): ReadonlySet<number> {
  const withUi = new Map<string, boolean>();
  const bySeq = new Map<number, MessageRow>();
  const replies: MessageRow[] = [];
  for (const row of rows) {
    if (row.type !== "message" || row.lane) continue;
    bySeq.set(row.seq, row);
    if (row.flow !== "in" || row.kind !== "reply" || row.outcome !== "success") continue;
    if (row.method === "tools/call") replies.push(row);
    else if (row.method === "tools/list") {
      const result = parsedRow(row)?.result;
      const tools = isRecord(result) ? result.tools : undefined;
      if (!Array.isArray(tools)) continue;
      for (const tool of tools) {
        if (isRecord(tool) && typeof tool.name === "string") withUi.set(tool.name, hasUiLink(tool));
      }
    }
  }
  const seqs = new Set<number>();
  for (const reply of replies) {
    const request = reply.pairSeq === undefined ? undefined : bySeq.get(reply.pairSeq);
    const params = request ? parsedRow(request)?.params : undefined;
    const name = isRecord(params) ? params.name : undefined;
    if (typeof name !== "string") continue;
    if (withUi.get(name) === true || hasUiLink(parsedRow(reply)?.result)) seqs.add(reply.seq);
  }
  return seqs;
}
