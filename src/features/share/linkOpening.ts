/**
 * Opening a link: the one in the address when the page loads, or one put there later (pasted by
 * the user, or set by a page that opened or frames this one). A link is untrusted and nothing it
 * holds is sent. It never replaces the user's work without asking: when the page holds a
 * session or an edited text that the link would replace, the user is asked first. Inside another
 * site's frame, links are not opened at all (that site could otherwise swap the work under the
 * user's eyes), and the page says so.
 */
import { type SessionController, openWork } from "../../client/session/index.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import {
  type DecodeResult,
  type LinkNote,
  type LinkState,
  decodeLink,
  isLinkHash,
} from "../../share/link.ts";
import { usePlayground } from "../../store/index.ts";
import { framedByAnotherOrigin } from "../../ui/framed.ts";
import { workAtStake } from "./stake.ts";

/** The link in the hash, decoded; the hash is taken off the address at once. */
export async function readLink(): Promise<DecodeResult | undefined> {
  const hash = location.hash;
  if (!isLinkHash(hash)) return undefined;
  history.replaceState(history.state, "", location.pathname + location.search);
  return decodeLink(hash);
}

/**
 * Puts an accepted link's text, version, target and report card in place; its session is the
 * caller's.
 */
function apply(state: LinkState, notes: readonly LinkNote[]): readonly ExchangeEntry[] | undefined {
  const store = usePlayground.getState();
  const outcome = openWork(state, store);
  // A report card's link shows its card; any other link leaves no card over its session.
  store.setLinkCard({ card: state.card });
  store.showBanner({
    type: "opened",
    notes,
    ...(state.target.kind === "remote" ? { remoteUrl: state.target.url } : {}),
    ...(outcome.applied ? {} : { remoteKeptFor: outcome.headersFor }),
  });
  return state.session;
}

export type LinkOutcome =
  /** Opened; its session (if it brought one) is to be put in place by the caller. */
  | { type: "opened"; session: readonly ExchangeEntry[] | undefined }
  /** Not opened (rejected, framed, or waiting for the user's answer): the work stays. */
  | { type: "kept" };

/**
 * Opens a decoded link against the work the page holds (`entries`: the session it shows or is
 * about to restore), or explains why not, or asks first.
 */
export function openLink(decoded: DecodeResult, entries: readonly ExchangeEntry[]): LinkOutcome {
  const store = usePlayground.getState();
  if (!decoded.ok) {
    store.showBanner({ type: "rejected", reason: decoded.reason, detail: decoded.detail });
    return { type: "kept" };
  }
  if (framedByAnotherOrigin()) {
    store.showBanner({ type: "framed" });
    return { type: "kept" };
  }
  const stake = workAtStake(decoded.state, { entries, text: store.text });
  if (stake) {
    store.askLink({ state: decoded.state, notes: decoded.notes, ...stake });
    return { type: "kept" };
  }
  return { type: "opened", session: apply(decoded.state, decoded.notes) };
}

/** The user's answer to the question about a pending link. */
export function answerLink(open: boolean, controller: SessionController): void {
  const store = usePlayground.getState();
  const pending = store.pendingLink;
  store.askLink(undefined);
  if (!pending) return;
  if (!open) {
    // A lesson link stays in the address while it is asked about; declined, it goes.
    if ("lesson" in pending)
      history.replaceState(history.state, "", location.pathname + location.search);
    store.showBanner({ type: "declined" });
    return;
  }
  if ("lesson" in pending) {
    store.openExercise(pending.lesson);
    // The exercise may be open already, with the learner's text: the attempt replaces it.
    if (pending.lesson.attempt !== undefined) store.setText(pending.lesson.attempt);
    return;
  }
  const session = apply(pending.state, pending.notes);
  if (session) controller.replace(session);
}
