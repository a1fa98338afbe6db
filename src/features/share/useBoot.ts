/**
 * What the page does once on load, and when a link is put into the address later: restore the
 * target kept from the last visit, open the link in the hash (untrusted; nothing is sent; asked
 * first when it would replace the user's work, see `linkOpening.ts`), else restore the session
 * kept from the last visit; then keep the session as it changes. The hash is removed once read,
 * so a reload does not open the link again over later work.
 */
import { useEffect } from "react";
import type { SessionController } from "../../client/session/index.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { DecodeResult } from "../../share/link.ts";
import {
  type KeyValueStore,
  deviceStore,
  keepSession,
  keepTarget,
  readStoredSession,
} from "../../store/device/index.ts";
import { usePlayground } from "../../store/index.ts";
import { openLink, readLink } from "./linkOpening.ts";

interface Boot {
  link: DecodeResult | undefined;
  store: KeyValueStore;
  kept: ExchangeEntry[];
}

// Read once per page: React may run the effect twice, and the hash is gone after the first read.
let boot: Promise<Boot> | undefined;
const readBoot = () =>
  (boot ??= (async () => {
    const link = await readLink();
    const store = await deviceStore();
    const kept = await readStoredSession(store);
    return { link, store, kept };
  })());

export function useBoot(controller: SessionController): void {
  useEffect(() => {
    let cancelled = false;
    let stopKeeping: (() => void) | undefined;
    const state = usePlayground.getState;
    // The target kept from the last visit first, so a link opened now overrides it.
    const stopKeepingTarget = keepTarget();

    void readBoot().then(({ link, store, kept }) => {
      if (cancelled) return;
      state().setStorage({ kind: store.kind });
      const opened = link ? openLink(link, kept) : undefined;
      if (opened?.type === "opened" && opened.session) {
        state().loadSession(opened.session, { keep: true });
      } else if (kept.length > 0) {
        state().loadSession(kept, { keep: true });
        state().showNotice({ key: "keep.restored", tone: "info" });
      }
      stopKeeping = keepSession(store);
    });

    const onHashChange = () => {
      void readLink().then((decoded) => {
        const opened = decoded && openLink(decoded, state().entries);
        if (opened?.type === "opened" && opened.session) controller.replace(opened.session);
      });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => {
      cancelled = true;
      stopKeeping?.();
      stopKeepingTarget();
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [controller]);
}
