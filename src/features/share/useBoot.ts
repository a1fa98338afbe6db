/**
 * What the page does once on load, and when a link is pasted into the address bar: restore the
 * target kept from the last visit, open the link in the hash (untrusted; nothing is sent), else
 * restore the session kept from the last visit; then keep the session as it changes. The hash
 * is removed once read, so a reload does not open the link again over later work.
 */
import { useEffect } from "react";
import { type DecodeResult, decodeLink, isLinkHash } from "../../share/link.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { usePlayground } from "../../store/index.ts";
import {
  type KeyValueStore,
  deviceStore,
  keepSession,
  keepTarget,
  readStoredSession,
} from "../../store/device/index.ts";
import { type SessionController, openWork } from "../../client/session/index.ts";

/** The link in the hash, decoded; the hash is taken off the address at once. */
async function readLink(): Promise<DecodeResult | undefined> {
  const hash = location.hash;
  if (!isLinkHash(hash)) return undefined;
  history.replaceState(history.state, "", location.pathname + location.search);
  return decodeLink(hash);
}

/** A decoded link applied to the store; its session, or undefined when it brought none. */
function applyLink(decoded: DecodeResult): readonly ExchangeEntry[] | undefined {
  const store = usePlayground.getState();
  if (!decoded.ok) {
    store.showBanner({ type: "rejected", reason: decoded.reason, detail: decoded.detail });
    return undefined;
  }
  const { target, session } = decoded.state;
  const outcome = openWork(decoded.state, store);
  store.showBanner({
    type: "opened",
    notes: decoded.notes,
    ...(target.kind === "remote" ? { remoteUrl: target.url } : {}),
    ...(outcome.applied ? {} : { remoteKeptFor: outcome.headersFor }),
  });
  return session;
}

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
      const fromLink = link && applyLink(link);
      if (fromLink) {
        state().loadSession(fromLink, { keep: true });
      } else if (kept.length > 0) {
        state().loadSession(kept, { keep: true });
        state().showNotice({ key: "keep.restored", tone: "info" });
      }
      stopKeeping = keepSession(store);
    });

    const onHashChange = () => {
      void readLink().then((decoded) => {
        const session = decoded && applyLink(decoded);
        if (session) controller.replace(session);
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
