/**
 * Every message of the run judged by the core, as the page judges a session: the rows the
 * exchange deriver made of the log. A server message with an error finding fails `wire.
 * schema-valid`, and a list reply with one fails its list's check too (its items broke the
 * schema).
 */
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { VERSION_FACTS, atLeast } from "../../protocol/check/version.ts";
import type { Finding } from "../../protocol/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import { type RunContext, note } from "../context.ts";
import { LIST_METHODS } from "./lists.ts";

/**
 * Findings about the id of an error that came with an HTTP error status: the server refused
 * the POST (a body that was no message, a request without session) and Streamable HTTP lets
 * the body be "a JSON-RPC error response that has no id". Before 2025-11-25 the schema cannot
 * express that (`id` is required and never null), so neither a missing nor a null id is held
 * against the server; from 2025-11-25 on the schema lets the id be left out, and a null id
 * breaks it, as the official suite's `wire-schema-valid` judges it.
 */
function excused(code: string, version: ProtocolVersion): boolean {
  if (code === "jsonrpc.id-missing") return true;
  return code === "jsonrpc.reply-id-null" && !atLeast(version, VERSION_FACTS.errorIdOptionalSince);
}

/** The first error finding of a server message, by seq. */
export function serverErrors(
  rows: readonly ExchangeRow[],
  version: ProtocolVersion,
): Map<number, Finding> {
  const out = new Map<number, Finding>();
  for (const row of rows) {
    if (row.type !== "message" || row.flow !== "in" || row.lane !== undefined) continue;
    const refused = (row.http?.status ?? 0) >= 400;
    const error = row.findings.find(
      (f) => f.severity === "error" && !(refused && excused(f.code, version)),
    );
    if (error) out.set(row.seq, error);
  }
  return out;
}

export function checkWire(ctx: RunContext, rows: readonly ExchangeRow[]): void {
  const errors = serverErrors(rows, ctx.version);
  const judged = rows.filter((r) => r.type === "message" && r.flow === "in").length;
  if (judged === 0) {
    ctx.set("wire.schema-valid", "could-not-run", [], [note("no-messages")]);
  } else if (errors.size === 0) {
    ctx.pass("wire.schema-valid", [], [note("messages-valid", { count: judged })]);
  } else {
    for (const [seq, finding] of errors) {
      const request = requestOf(ctx, seq);
      const drawnBy = describeRequest(request);
      if (
        finding.code === "jsonrpc.reply-id-null" &&
        request !== undefined &&
        !idReadable(request)
      ) {
        // JSON-RPC 2.0 wants null here; the MCP schema has no null id: the texts conflict.
        ctx.set(
          "wire.schema-valid",
          "warning",
          [seq],
          [note("id-null-conflict", { request: drawnBy, version: ctx.version })],
        );
        continue;
      }
      ctx.fault(
        "wire.schema-valid",
        [seq],
        [
          note("finding-to", {
            request: drawnBy,
            code: finding.code,
            message: finding.message.slice(0, 300),
            pointer: finding.path,
          }),
        ],
      );
    }
  }
  for (const list of LIST_METHODS) {
    for (const seq of ctx.listReplies.get(list.key) ?? []) {
      const finding = errors.get(seq);
      if (finding) {
        ctx.fault(
          list.check,
          [seq],
          [
            note("item-finding", {
              code: finding.code,
              message: finding.message.slice(0, 300),
              pointer: finding.path,
            }),
          ],
        );
      }
    }
  }
  const call = ctx.results.get("tools.call");
  for (const seq of call?.entries ?? []) {
    const finding = errors.get(seq);
    if (finding) {
      ctx.fault(
        "tools.call",
        [seq],
        [
          note("item-finding", {
            code: finding.code,
            message: finding.message.slice(0, 300),
            pointer: finding.path,
          }),
        ],
      );
    }
  }
}

/** The text of the request a server message answered, when the run knows it. */
function requestOf(ctx: RunContext, seq: number): string | undefined {
  const asked = ctx.log.answers.get(seq);
  const entry = asked === undefined ? undefined : ctx.log.entries[asked];
  return entry?.type === "message" ? entry.text : undefined;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a server could have read the request's id (a string or a number in a JSON object). */
export function idReadable(text: string): boolean {
  const value = parsed(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number";
}

/** The probe that drew a message: the card's own request as sent, trimmed (the same in every language). */
export function describeRequest(text: string | undefined): string {
  if (text === undefined) return "—";
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 90 ? `${flat.slice(0, 89)}…` : flat;
}
