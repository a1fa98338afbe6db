/**
 * "Copy link" of a report card: the link made from the card at the click, copied to the
 * clipboard; what happened is kept for the panel (the link, whether it is long, or why none).
 */
import { useCallback, useState } from "react";
import type { Card } from "../../probe/types.ts";
import { type CardLinkResult, encodeCardLink } from "../../share/card-link.ts";
import { copyText } from "../../ui/clipboard.ts";

export type CardLinkOutcome =
  | { type: "copied" | "not-copied"; url: string; long: boolean; card: Card }
  | { type: "failed"; reason: Extract<CardLinkResult, { ok: false }>["reason"]; card: Card };

export function useCardLink() {
  const [outcome, setOutcome] = useState<CardLinkOutcome | undefined>(undefined);
  const copy = useCallback(async (card: Card) => {
    const result = await encodeCardLink(card, location.href);
    if (!result.ok) return setOutcome({ type: "failed", reason: result.reason, card });
    const copied = await copyText(result.url);
    setOutcome({
      type: copied ? "copied" : "not-copied",
      url: result.url,
      long: result.long,
      card,
    });
  }, []);
  return { outcome, copy };
}
