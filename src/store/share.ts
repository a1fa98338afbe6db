/**
 * The sharing slice: where the session is kept (and whether keeping it failed), the banner about
 * the link the page was opened with, and a link waiting for the user's answer. Plain data only.
 */
import type { Card } from "../probe/types.ts";
import type { SetState } from "./set.ts";
import type { LinkNote, LinkState, RejectReason } from "../share/link.ts";
import type { StorageFailure, StoreKind } from "./device/kv.ts";
import type { OpenExercise } from "./learn.ts";

/** What the page says about the link it was opened with. */
export type LinkBanner =
  | { type: "rejected"; reason: RejectReason; detail: string }
  | {
      type: "opened";
      notes: readonly LinkNote[];
      remoteUrl?: string;
      /** The link's server was not chosen: the target's headers are for this origin ("" none). */
      remoteKeptFor?: string;
    }
  /** Shown inside another site's frame: links are not opened there. */
  | { type: "framed" }
  /** The user kept their work rather than open the link. */
  | { type: "declined" };

/** What a link would replace: the session's messages (0: the session stays), the editor's text. */
export interface WorkAtStake {
  messages: number;
  text: boolean;
}

/**
 * A link that would replace the user's work, waiting for their answer: a shared session's link,
 * or a lesson link (`#learn/…`, with a shared attempt or an exercise's start for the editor).
 */
export type PendingLink = WorkAtStake &
  ({ state: LinkState; notes: readonly LinkNote[] } | { lesson: OpenExercise });

export interface ShareSlice {
  banner: LinkBanner | undefined;
  pendingLink: PendingLink | undefined;
  /** Where the session is kept across reloads (undefined until the store has opened). */
  storageKind: StoreKind | undefined;
  /** Why the last write of the session failed; cleared by the next good write. */
  storageProblem: StorageFailure | undefined;
  /**
   * What the last link opened brought of a report card (`card` undefined: none, so a card
   * shown before no longer matches the session); undefined once a run made a card of its own.
   */
  linkCard: { card: Card | undefined } | undefined;
  showBanner: (banner: LinkBanner | undefined) => void;
  askLink: (pending: PendingLink | undefined) => void;
  setLinkCard: (linkCard: { card: Card | undefined } | undefined) => void;
  setStorage: (patch: { kind?: StoreKind; problem?: StorageFailure | undefined }) => void;
}

export const createShareSlice = (set: SetState<ShareSlice>): ShareSlice => ({
  banner: undefined,
  pendingLink: undefined,
  storageKind: undefined,
  storageProblem: undefined,
  linkCard: undefined,
  showBanner: (banner) => set({ banner }),
  askLink: (pendingLink) => set({ pendingLink }),
  setLinkCard: (linkCard) => set({ linkCard }),
  setStorage: (patch) =>
    set((s) => ({
      storageKind: patch.kind ?? s.storageKind,
      storageProblem: "problem" in patch ? patch.problem : s.storageProblem,
    })),
});
