/** What opening a link would replace of the user's work (pure, so tests pin it down). */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { LinkState } from "../../share/link.ts";
import type { WorkAtStake } from "../../store/share.ts";
import { INITIAL_TEXT } from "../../store/settings.ts";

/**
 * What opening a link would replace, or undefined when nothing is at stake: the session's
 * messages when the link brings a session, the editor's text when the user changed it and the
 * link brings another.
 */
export function workAtStake(
  link: LinkState,
  current: { entries: readonly ExchangeEntry[]; text: string },
): WorkAtStake | undefined {
  const messages = link.session ? current.entries.filter((e) => e.type === "message").length : 0;
  const edited = current.text.trim() !== "" && current.text.trim() !== INITIAL_TEXT.trim();
  const text = edited && current.text !== link.text;
  return messages > 0 || text ? { messages, text } : undefined;
}
