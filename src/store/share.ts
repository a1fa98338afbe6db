/**
 * The sharing slice: where the session is kept (and whether keeping it failed), and the banner
 * about the link the page was opened with. Plain data only.
 */
import type { SetState } from "./set.ts";
import type { LinkNote, RejectReason } from "../share/link.ts";
import type { StorageFailure, StoreKind } from "./device/kv.ts";

/** What the page says about the link it was opened with. */
export type LinkBanner =
  | { type: "rejected"; reason: RejectReason; detail: string }
  | {
      type: "opened";
      notes: readonly LinkNote[];
      remoteUrl?: string;
      /** The link's server was not chosen: the target's headers are for this origin ("" none). */
      remoteKeptFor?: string;
    };

export interface ShareSlice {
  banner: LinkBanner | undefined;
  /** Where the session is kept across reloads (undefined until the store has opened). */
  storageKind: StoreKind | undefined;
  /** Why the last write of the session failed; cleared by the next good write. */
  storageProblem: StorageFailure | undefined;
  showBanner: (banner: LinkBanner | undefined) => void;
  setStorage: (patch: { kind?: StoreKind; problem?: StorageFailure | undefined }) => void;
}

export const createShareSlice = (set: SetState<ShareSlice>): ShareSlice => ({
  banner: undefined,
  storageKind: undefined,
  storageProblem: undefined,
  showBanner: (banner) => set({ banner }),
  setStorage: (patch) =>
    set((s) => ({
      storageKind: patch.kind ?? s.storageKind,
      storageProblem: "problem" in patch ? patch.problem : s.storageProblem,
    })),
});
