/**
 * Which tools the panel offers to call for the page's target: those the last card of this
 * target listed, else the latest listing in the session that went to this target. The choice is
 * kept under the target's key, so another server's choice is never used.
 */
import { GIFT_URL } from "../../client/probe/index.ts";
import { type FromTarget, type OfferedTool, listedTools } from "../../probe/choice.ts";
import type { Card } from "../../probe/types.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";

/** A target as far as its tools go: which server (headers and grants aside). */
export type ToolsTarget =
  | { kind: "gift" }
  | { kind: "remote"; url: string }
  /** `name`: the command line the card names (`client/probe/run.ts`). */
  | { kind: "stdio"; name: string };

/** What a card of this target names as its target (see `client/probe/run.ts`). */
export const cardTargetOf = (target: ToolsTarget): string =>
  target.kind === "gift" ? "gift server" : target.kind === "stdio" ? target.name : target.url;

/** The key a choice of tools is kept under. */
export const targetKey = (target: ToolsTarget | undefined): string =>
  target === undefined ? "" : `${target.kind}:${cardTargetOf(target)}`;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A session's message is the gift server's when it has no URL (the worker) or the card's
 * in-process one; a remote server's when it went to the target's origin (the legacy transport
 * posts to an endpoint of the server's choosing there).
 */
export function fromTargetOf(target: ToolsTarget): FromTarget {
  if (target.kind === "gift") return (url) => url === undefined || url === GIFT_URL;
  // A stdio server's messages have no URL (the session is the process's while it is chosen).
  if (target.kind === "stdio") return (url) => url === undefined;
  const origin = originOf(target.url);
  return (url) =>
    url !== undefined && (url === target.url || (origin !== undefined && originOf(url) === origin));
}

/** The tools to offer: the card's listing when the card is this target's, else the session's. */
export function offeredTools(
  target: ToolsTarget,
  card: Card | undefined,
  entries: readonly ExchangeEntry[],
): OfferedTool[] | undefined {
  const fromCard =
    card && card.target === cardTargetOf(target) ? listedTools(card.log, () => true) : undefined;
  return fromCard ?? listedTools(entries, fromTargetOf(target));
}
