/**
 * The widget host's way to the server: the playground's own send path (the session
 * controller), so every request a widget causes is sent as text and logged like any other,
 * through the widget's lease: on the connection it was opened on, never another. Ids
 * are the host's own (`widget-host-…`); the 2026-07-28 metadata of the call the widget belongs
 * to goes along, since that version has no session to carry it.
 */
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/client";
import { toolIn } from "../../apps/offer.ts";
import type { WidgetLease } from "../../client/session/index.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

let next = 0;

/**
 * How long a widget's request may wait: a tool may ask the user something first (roots,
 * sampling, elicitation), answered by hand in the editor.
 */
export const WIDGET_REPLY_TIMEOUT_MS = 10 * 60_000;

export interface ServerPath {
  request(method: string, params: Json): Promise<Json>;
  tool(name: string): Promise<unknown>;
}

/** The `io.modelcontextprotocol/…` keys of a call's `_meta` (version, capabilities, client). */
function protocolMeta(meta: Json | undefined): Json | undefined {
  if (!meta) return undefined;
  const kept = Object.entries(meta).filter(([k]) => k.startsWith("io.modelcontextprotocol/"));
  return kept.length ? Object.fromEntries(kept) : undefined;
}

export function serverPath(
  lease: WidgetLease,
  callMeta: Json | undefined,
  rows: () => readonly ExchangeRow[],
): ServerPath {
  const meta = protocolMeta(callMeta);
  const request = async (method: string, params: Json): Promise<Json> => {
    const id = `widget-host-${++next}`;
    const own = isRecord(params._meta) ? params._meta : {};
    const sent = meta ? { ...params, _meta: { ...meta, ...own } } : params;
    const reply = await lease.request(
      JSON.stringify({ jsonrpc: "2.0", id, method, params: sent }),
      id,
      WIDGET_REPLY_TIMEOUT_MS,
    );
    if (!reply) {
      throw new ProtocolError(
        ProtocolErrorCode.InternalError,
        `The server did not answer ${method}: it could not be sent, its reply was too large to read, or none came.`,
      );
    }
    if (isRecord(reply.error)) {
      const { code, message } = reply.error;
      throw new ProtocolError(
        typeof code === "number" ? code : ProtocolErrorCode.InternalError,
        typeof message === "string" ? message : "The server answered with an error.",
      );
    }
    return isRecord(reply.result) ? reply.result : {};
  };
  const listed = new Map<string, unknown>();
  const tool = async (name: string): Promise<unknown> => {
    const known = toolIn(rows(), name) ?? listed.get(name);
    if (known) return known;
    const result = await request("tools/list", {});
    if (Array.isArray(result.tools)) {
      for (const t of result.tools as unknown[]) {
        if (isRecord(t) && typeof t.name === "string") listed.set(t.name, t);
      }
    }
    return listed.get(name);
  };
  return { request, tool };
}
