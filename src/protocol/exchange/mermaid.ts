/**
 * The exchange as a Mermaid `sequenceDiagram`, to paste into Markdown. Every label goes through
 * `mermaidText`: methods, ids and error messages come from the messages, so they may carry
 * Mermaid syntax (`;` ends a statement, `#` starts an entity, `%%` a comment or directive,
 * newlines a line, `<` HTML); anything beyond a few plain characters becomes an entity code.
 */
import type { RequestId } from "../check/types.ts";
import type { ExchangeRow, MessageFacts, MessageRow } from "./rows.ts";
import type { ServerEventKind } from "./types.ts";

/** Characters Mermaid reads as text wherever a label may hold them. */
const PLAIN = /^[A-Za-z0-9 ._/,()'=+-]$/u;
const MAX_LABEL = 120;

/**
 * A label safe inside a Mermaid statement: whitespace runs (newlines included) become one space,
 * long text is cut, and every other character becomes `#<code point>;`, which Mermaid decodes
 * only after parsing.
 */
export function mermaidText(text: string, max = MAX_LABEL): string {
  let chars = [...text.replace(/\s+/gu, " ").trim()];
  if (chars.length > max) chars = [...chars.slice(0, max - 1), "…"];
  return chars.map((c) => (PLAIN.test(c) ? c : `#${c.codePointAt(0) ?? 0xfffd};`)).join("");
}

const showId = (id: RequestId | null | undefined) =>
  id === undefined ? "" : ` id ${id === null ? "null" : typeof id === "string" ? `"${id}"` : id}`;

const errorOf = (p: MessageFacts) =>
  p.kind === "reply" && p.outcome === "error"
    ? ` error${p.errorCode === undefined ? "" : ` ${p.errorCode}`}`
    : "";

function partLabel(p: MessageFacts): string {
  if (p.kind === "invalid" || p.kind === "batch") return "invalid";
  return `${p.method ?? p.kind}${showId(p.id)}${errorOf(p)}`;
}

/** The plain (not yet escaped) label of a message's arrow. */
function arrowLabel(row: MessageRow): string {
  const parts: string[] = [];
  if (row.kind === "batch") {
    const members = row.members ?? [];
    parts.push(`batch of ${members.length}: ${members.map(partLabel).join(", ")}`);
  } else if (row.kind === "invalid") {
    parts.push(row.method ? `invalid ${row.method}` : "invalid message");
  } else {
    parts.push(partLabel(row));
  }
  if (row.toolError) parts.push("tool error");
  if (row.kind === "reply" && row.latencyMs !== undefined) {
    parts.push(`${Math.round(row.latencyMs)} ms`);
  }
  if (row.pending) parts.push("no reply yet");
  if (row.lostTo !== undefined) parts.push("lost with the server");
  if (row.unmatched) parts.push("unmatched");
  if (row.duplicateId) parts.push("duplicate id");
  if (row.kind !== "invalid" && !row.valid) parts.push("invalid");
  return parts.join(", ");
}

/** The arrow: requests `->>`, replies `-->>`, notifications `-)`, unreadable messages `-x`. */
function arrowOf(row: MessageRow): string {
  const kinds = new Set((row.members ?? [row]).map((m) => m.kind));
  if (row.kind === "invalid") return "-x";
  if (kinds.has("request")) return "->>";
  if (kinds.has("reply")) return "-->>";
  return "-)";
}

const EVENT_TEXT: Record<ServerEventKind, string> = {
  started: "server started",
  crashed: "server crashed",
  restarted: "server restarted",
  "transport-error": "transport error",
  "target-changed": "target changed",
  stopped: "server stopped",
  "stdout-stray": "not a message on stdout",
};

export function toMermaid(rows: readonly ExchangeRow[]): string {
  // With a widget lane: Widget ↔ Host ↔ Server (the playground is the widget's host).
  const widget = rows.some((r) => r.type === "message" && r.lane === "widget");
  const lines = widget
    ? [
        "sequenceDiagram",
        "  participant W as Widget",
        "  participant C as Host",
        "  participant S as Server",
      ]
    : ["sequenceDiagram", "  participant C as Client", "  participant S as Server"];
  // With an authorization lane: the authorization page and server after the MCP server.
  const peers = new Set(rows.map((r) => (r.type === "message" ? r.auth?.peer : undefined)));
  if (peers.has("browser")) lines.push("  participant B as Authorization page");
  if (peers.has("as") || peers.has("browser"))
    lines.push("  participant A as Authorization server");
  for (const row of rows) {
    if (row.type === "event") {
      const text = row.detail ? `${EVENT_TEXT[row.event]}: ${row.detail}` : EVENT_TEXT[row.event];
      lines.push(`  Note over C,S: ${mermaidText(text)}`);
      continue;
    }
    const peer = row.auth?.peer;
    const other =
      row.lane === "widget" ? "W" : peer === "browser" ? "B" : peer === "as" ? "A" : "S";
    const [from, to] = row.flow === "out" ? ["C", other] : [other, "C"];
    lines.push(`  ${from}${arrowOf(row)}${to}: ${mermaidText(arrowLabel(row))}`);
    if (row.kind === "reply" && row.outcome === "error") {
      const code = row.errorCode === undefined ? "" : ` ${row.errorCode}`;
      const message = row.errorMessage ? `: ${row.errorMessage}` : "";
      lines.push(`  Note over ${to}: ${mermaidText(`error${code}${message}`)}`);
    }
  }
  return lines.join("\n") + "\n";
}
