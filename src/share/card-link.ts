/**
 * "Copy link" of a report card: an ordinary v1 link (`link.ts`) whose session is the run's
 * traffic and whose `card` field is the card (`card.ts`). Opening it shows the card and loads
 * the session; nothing is sent. Before the card goes into the link, secrets are masked again,
 * whatever the run masked already: credential headers are left out (the link format has no
 * field for them) or masked whole, addresses (in events and errors too) lose their credentials
 * and secret-looking parameters, and authorization-lane bodies their tokens.
 *
 * A card whose session does not fit in a link is refused as too large rather than linked
 * without it: its verdicts would point at messages the link does not hold.
 */
import { maskBody } from "../auth/secrets.ts";
import type { Card } from "../probe/types.ts";
import { scrubUrls } from "./card.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { isVersionChoice, shareableUrl } from "./guards.ts";
import { type LinkEntry, type LinkTarget, encodeLink } from "./link.ts";

export type CardLinkResult =
  | {
      ok: true;
      /** The page URL with the card in its hash. */
      url: string;
      /** Longer than chat apps and some browsers keep whole (`LINK_LIMITS.warnLength`). */
      long: boolean;
    }
  | { ok: false; reason: "too-large" | "unsupported" };

/** An entry of the card's log as the link holds it: addresses and tokens masked again. */
function linkEntry(entry: ExchangeEntry): LinkEntry {
  if (entry.type === "event") {
    // "Connected to <address>": the address as the link may hold it.
    return entry.detail === undefined ? entry : { ...entry, detail: scrubUrls(entry.detail) };
  }
  const { http, ...rest } = entry;
  const out: LinkEntry = { ...rest };
  const url = http && shareableUrl(http.url);
  if (http && url) {
    out.http = { method: http.method, url };
    if (http.status !== undefined) out.http.status = http.status;
    if (http.durationMs !== undefined) out.http.durationMs = http.durationMs;
  }
  if (entry.lane === "auth") out.text = maskBody(entry.text);
  return out;
}

/** The server a card was made against, as a link target (the gift server when not a URL). */
function targetOf(card: Card): LinkTarget {
  const url = /^https?:/i.test(card.target.trim()) ? shareableUrl(card.target) : undefined;
  return url ? { kind: "remote", url } : { kind: "gift" };
}

export async function encodeCardLink(card: Card, pageUrl: string): Promise<CardLinkResult> {
  const first = card.log.find((e) => e.type === "message" && e.flow === "out");
  const result = await encodeLink(
    {
      // The editor gets the run's first message: the link replaces the text, so it is the run's.
      text: first?.type === "message" ? first.text : "",
      version: isVersionChoice(card.version) ? card.version : "auto",
      target: targetOf(card),
      session: card.log.map(linkEntry),
      card,
    },
    { pageUrl },
  );
  if (!result.ok)
    return { ok: false, reason: result.reason === "unsupported" ? "unsupported" : "too-large" };
  if (result.warnings.includes("session-too-large") || result.warnings.includes("entries-capped")) {
    return { ok: false, reason: "too-large" };
  }
  return {
    ok: true,
    url: result.url ?? `#${result.hash}`,
    long: result.warnings.includes("too-long"),
  };
}
