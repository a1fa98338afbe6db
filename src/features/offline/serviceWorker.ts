/**
 * The service worker's registration (made by vite-plugin-pwa, see src/build/pwa.ts), from the
 * page's own module so the Content-Security-Policy needs no inline script. Under `vite` dev the
 * virtual module is a stub that registers nothing.
 */

export interface WorkerEvents {
  /** A new build has installed and waits for this page's word. */
  updateReady(): void;
  /** The first install is done: every file of the site is cached, it works offline. */
  offlineReady(): void;
}

/** While a page stays open, how often it asks the server for a new build. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the worker; resolves to what accepting the update does: the waiting worker takes
 * over and this page reloads (the editor's text and the session are kept on the device).
 */
export async function registerServiceWorker(events: WorkerEvents): Promise<() => void> {
  const { registerSW } = await import("virtual:pwa-register");
  let registration: ServiceWorkerRegistration | undefined;
  registerSW({
    onNeedRefresh: () => events.updateReady(),
    onOfflineReady: () => events.offlineReady(),
    // Another tab's user accepted and the new worker took over: this page does not reload in
    // the middle of an edit (its own offer stays up).
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registered) => {
      if (!registered) return;
      registration = registered;
      setInterval(() => {
        if (navigator.onLine && document.visibilityState === "visible") {
          registered.update().catch(() => undefined);
        }
      }, CHECK_EVERY_MS);
    },
    // No worker (a private window, an old browser, a file:// page): the site works online only.
    onRegisterError: () => undefined,
  });
  return () => {
    const waiting = registration?.waiting;
    // Nothing waits when another tab accepted first: the new worker already controls this page.
    if (!waiting) return window.location.reload();
    // The page's own listener rather than the plugin's: on the visit that installed the first
    // worker, the plugin never reports the takeover of a later one.
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: "SKIP_WAITING" });
  };
}

/** Runs `task` once the page has loaded and is idle; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (typeof requestIdleCallback === "function")
      idle = requestIdleCallback(task, { timeout: 5000 });
    else timer = setTimeout(task, 1000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
