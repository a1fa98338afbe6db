/**
 * What the page says about its service worker: once, that the site now works offline; and when
 * a new build is ready, an offer to reload. Nothing reloads unless the user asks: "Later" keeps
 * this page as it is, and the new build starts on the next visit.
 */
import { useEffect, useRef, useState } from "react";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import { BANNER } from "../../ui/banner.ts";
import { editorSettled } from "../editor/index.ts";
import { registerServiceWorker, whenIdle } from "./serviceWorker.ts";

type Shown = "nothing" | "offline-ready" | "update-ready";

export function OfflineNotices({ lang }: { lang: Language }) {
  const [shown, setShown] = useState<Shown>("nothing");
  const accept = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    let live = true;
    let cancel = () => {};
    // Once the editor has loaded and the page is idle: installing fetches and compiles the
    // whole site, which must not slow the first visit's editor down.
    void editorSettled().then(() => {
      if (!live) return;
      cancel = whenIdle(() => {
        registerServiceWorker({
          updateReady: () => live && setShown("update-ready"),
          offlineReady: () =>
            live && setShown((now) => (now === "nothing" ? "offline-ready" : now)),
        }).then(
          (update) => (accept.current = update),
          () => undefined, // The module could not load (offline before it was cached): no worker.
        );
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  if (shown === "nothing") return null;
  const later = (
    <button type="button" onClick={() => setShown("nothing")} className={BANNER.button}>
      {t(shown === "update-ready" ? "update.later" : "update.dismiss", lang)}
    </button>
  );
  if (shown === "offline-ready") {
    return (
      <div role="status" className={`${BANNER.bar} ${BANNER.info}`}>
        <p className="min-w-0">{t("update.offlineReady", lang)}</p>
        <span className="ml-auto">{later}</span>
      </div>
    );
  }
  return (
    <div role="status" className={`${BANNER.bar} ${BANNER.info} items-center`}>
      <p className="min-w-0">{t("update.ready", lang)}</p>
      <span className="ml-auto flex items-center gap-2">
        <button
          type="button"
          aria-label={accessibleName("update.reload")}
          onClick={() => accept.current?.()}
          className="rounded-md bg-sky-600 px-3 py-1 text-xs font-semibold text-white hover:bg-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          {t("update.reload", lang)}
        </button>
        {later}
      </span>
    </div>
  );
}
