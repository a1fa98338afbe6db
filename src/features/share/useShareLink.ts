/**
 * "Copy link": the link made from the current state (with the session or not), copied to the
 * clipboard; what happened is kept for the panel (the link itself, warnings, the shorter link).
 */
import { useCallback, useState } from "react";
import { type EncodeResult, type LinkState, encodeLink } from "../../share/link.ts";
import { copyText as copy } from "../../ui/clipboard.ts";

export type ShareOutcome =
  | { type: "copied" | "not-copied"; url: string; result: Extract<EncodeResult, { ok: true }> }
  | { type: "failed"; reason: Extract<EncodeResult, { ok: false }>["reason"] };

/** `snapshot` gives the state to share at the moment of the click. */
export function useShareLink(snapshot: () => LinkState) {
  const [withSession, setWithSession] = useState(true);
  const [outcome, setOutcome] = useState<ShareOutcome | undefined>(undefined);

  const share = useCallback(async () => {
    const { session, ...message } = snapshot();
    const state = withSession && session ? { ...message, session } : message;
    const result = await encodeLink(state, { pageUrl: location.href });
    if (!result.ok) return setOutcome({ type: "failed", reason: result.reason });
    const url = result.url ?? `#${result.hash}`;
    setOutcome({ type: (await copy(url)) ? "copied" : "not-copied", url, result });
  }, [snapshot, withSession]);

  const shareMessageOnly = useCallback(async () => {
    if (outcome?.type === "failed" || !outcome?.result.messageOnly) return;
    const { messageOnly } = outcome.result;
    const url = messageOnly.url ?? `#${messageOnly.hash}`;
    const result = { ok: true as const, ...messageOnly, warnings: [], url };
    setOutcome({ type: (await copy(url)) ? "copied" : "not-copied", url, result });
  }, [outcome]);

  return {
    withSession,
    setWithSession,
    outcome,
    share,
    shareMessageOnly,
    close: () => setOutcome(undefined),
  };
}
