/**
 * The words of the diagram. Accessible labels are English and stable ("request tools/call id
 * 7", "reply tools/call id 7, 12 ms"): tests and users' scripts find arrows by them. Visible
 * text is short (`tools/call #7`) and its words are translated.
 */
import type { RequestId } from "../../protocol/check/types.ts";
import type {
  EventRow,
  ExchangeRow,
  MessageFacts,
  MessageRow,
} from "../../protocol/exchange/rows.ts";
import type { ServerEventKind } from "../../protocol/exchange/types.ts";
import { type Language, type Key, t, tn } from "../../i18n/strings.ts";
import type { ArrowShape, Badge } from "./model.ts";

/** Milliseconds for people: one decimal below 10 ms (worker replies take fractions of one). */
export function formatMs(ms: number): string {
  if (ms < 10) return String(Math.round(ms * 10) / 10);
  return String(Math.round(ms));
}

/** Numbers as they are, strings quoted: `7` and `"7"` are different ids. */
export const showId = (id: RequestId | null): string =>
  id === null ? "null" : typeof id === "string" ? JSON.stringify(id) : String(id);

/** `tools/call #7`, `notifications/progress`, `#42` (a reply nobody asked for). */
export function shortLabel(p: MessageFacts): string {
  const id = p.id === undefined ? "" : `#${showId(p.id)}`;
  if (p.kind === "notification") return p.method ?? "";
  if (p.kind === "request" || p.kind === "reply") return p.method ? `${p.method} ${id}` : id;
  return p.method ?? "";
}

const idPart = (id: RequestId | null | undefined) => (id === undefined ? "" : ` id ${showId(id)}`);

function headOf(p: MessageFacts): string {
  switch (p.kind) {
    case "request":
      return `request ${p.method ?? "?"}${idPart(p.id)}`;
    case "reply":
      return `reply${p.method ? ` ${p.method}` : ""}${idPart(p.id)}`;
    case "notification":
      return `notification ${p.method ?? "?"}`;
    default:
      return "invalid message";
  }
}

type RowAt = (seq: number) => ExchangeRow | undefined;

/** How a tie names the request it points at. */
function refer(seq: number, rowAt: RowAt): string {
  const row = rowAt(seq);
  if (row?.type !== "message") return "an earlier message";
  if (row.kind === "batch") return "a request of a batch";
  return `${row.method ?? "?"}${idPart(row.id)}`;
}

function flagsOf(p: MessageFacts, rowAt: RowAt): string[] {
  const flags: string[] = [];
  if (p.latencyMs !== undefined) {
    flags.push(
      p.kind === "request"
        ? `answered in ${formatMs(p.latencyMs)} ms`
        : `${formatMs(p.latencyMs)} ms`,
    );
  }
  if (p.outcome === "error")
    flags.push(p.errorCode === undefined ? "error" : `error ${p.errorCode}`);
  if (p.toolError) flags.push("tool error");
  if (p.pending) flags.push(p.cancelledBy === undefined ? "no reply yet" : "cancelled, no reply");
  if (p.lostTo !== undefined) flags.push("lost when the server went away");
  if (p.unmatched) flags.push("matches no request");
  if (p.duplicateId) flags.push("duplicate id");
  if (p.progressOf !== undefined) flags.push(`progress of ${refer(p.progressOf, rowAt)}`);
  if (p.cancelOf !== undefined) flags.push(`cancels ${refer(p.cancelOf, rowAt)}`);
  return flags;
}

/** Whose side sends this kind unless said otherwise: requests come from the client, replies
 *  from the server; the unusual direction, and every notification, is spelled out. */
function direction(row: MessageRow): string | undefined {
  const widget = row.lane === "widget";
  const from =
    row.flow === "out"
      ? widget
        ? "from host"
        : "from client"
      : widget
        ? "from widget"
        : "from server";
  if (row.kind === "request") return row.flow === "in" ? from : undefined;
  if (row.kind === "reply") return row.flow === "out" ? from : undefined;
  return from;
}

/**
 * Stable English label for assistive tech and tests: "request tools/call id 7"; the widget
 * lane's start with "widget" ("widget request tools/call id 2") and the authorization lane's
 * with "auth" ("auth request GET /token"), so the lanes never mix.
 */
export function accessibleLabel(row: MessageRow, rowAt: RowAt): string {
  const label = laneless(row, rowAt);
  return row.lane === "widget" ? `widget ${label}` : row.lane === "auth" ? `auth ${label}` : label;
}

function laneless(row: MessageRow, rowAt: RowAt): string {
  if (row.kind === "batch") {
    const members = row.members ?? [];
    const list = members.map((m) => [headOf(m), ...flagsOf(m, rowAt)].join(", ")).join("; ");
    const head = `batch of ${members.length} ${direction(row) ?? ""}`.trimEnd();
    return `${head}: ${list}${row.valid ? "" : "; invalid"}`;
  }
  const parts = [headOf(row), ...flagsOf(row, rowAt)];
  if (!row.valid && row.kind !== "invalid") parts.push("invalid");
  const from = direction(row);
  if (from) parts.push(from);
  if (row.probe) parts.push("probe (auto-detection)");
  return parts.join(", ");
}

const EVENT_LABEL: Record<ServerEventKind, string> = {
  started: "server started",
  crashed: "server crashed",
  restarted: "server restarted",
  "transport-error": "transport error",
  "target-changed": "target changed",
  stopped: "server stopped",
  "stdout-stray": "not a message on stdout",
};

export const eventLabel = (row: EventRow): string =>
  row.detail ? `${EVENT_LABEL[row.event]}: ${row.detail}` : EVENT_LABEL[row.event];

const EVENT_KEY: Record<ServerEventKind, Key> = {
  started: "diagram.event.started",
  crashed: "diagram.event.crashed",
  restarted: "diagram.event.restarted",
  "transport-error": "diagram.event.transportError",
  "target-changed": "diagram.event.targetChanged",
  stopped: "diagram.event.stopped",
  "stdout-stray": "diagram.event.stdoutStray",
};

/** The event's name in the UI language (its detail is English, shown as it came). */
export const eventText = (event: ServerEventKind, lang: Language): string =>
  t(EVENT_KEY[event], lang);

const BADGE_KEY: Record<Exclude<Badge, "error">, Key> = {
  toolError: "diagram.badge.toolError",
  unmatched: "diagram.badge.unmatched",
  duplicateId: "diagram.badge.duplicateId",
  pending: "diagram.badge.pending",
  lost: "diagram.badge.lost",
  cancelled: "diagram.badge.cancelled",
  invalid: "diagram.badge.invalid",
  probe: "setup.probeMark",
};

export function badgeText(badge: Badge, arrow: ArrowShape, lang: Language): string {
  if (badge !== "error") return t(BADGE_KEY[badge], lang);
  return arrow.errorCode === undefined
    ? t("diagram.badge.error", lang)
    : t("diagram.badge.errorCode", lang, { code: arrow.errorCode });
}

/** The arrow's label in the UI language: `tools/call #7`, "batch of 2 messages: …". */
export function headText(arrow: ArrowShape, lang: Language): string {
  if (arrow.batchSize !== undefined) {
    return `${tn("diagram.batch.n", arrow.batchSize, lang)}: ${arrow.label}`;
  }
  return arrow.kind === "invalid" && arrow.label === "" ? t("kind.invalid", lang) : arrow.label;
}

/** The text drawn over an arrow: its label, then its badges. */
export function visibleText(arrow: ArrowShape, lang: Language): string {
  return [headText(arrow, lang), ...arrow.badges.map((b) => badgeText(b, arrow, lang))].join(" · ");
}

/** "12 ms", "0,4 мс": the latency in the UI language, as precise as `formatMs`. */
export function latencyText(ms: number, lang: Language): string {
  // Drawn for every bracket in view on every frame: no Intl, just the decimal comma.
  const n = formatMs(ms);
  return t("diagram.ms", lang, { ms: lang === "ru" ? n.replace(".", ",") : n });
}

/** Cuts text to `max` characters (code points), an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
}
