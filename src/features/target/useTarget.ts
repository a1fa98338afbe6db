/**
 * The remote target's side effects, wired to the store and the session controller: switching
 * what Send talks to, connecting (the HTTP target made and probed), cancelling a request, the
 * dev proxy looked up (what the device keeps of the target is `keep.ts`). Components get its
 * actions through props.
 */
import { useCallback, useEffect, useRef } from "react";
import { usePlayground } from "../../store/index.ts";
import {
  type HttpTarget,
  type HttpTargetEvent,
  PROXY_MARKER,
  createHttpTarget,
  findDevProxy,
  proxyEndpoint,
} from "../../transport/http/index.ts";
import type { SessionController, TargetKind } from "../../client/session/index.ts";
import { shareableUrl } from "../../share/guards.ts";
import { withRecent } from "../../store/device/index.ts";
import { parseHeaders } from "./headers.ts";

/** The session log's record of a switch (English, like every event detail). */
export const SWITCH_DETAIL: Record<TargetKind, string> = {
  gift: "Now the gift server in this page.",
  remote: "Now a remote server (press Connect to reach it).",
};

const store = usePlayground.getState;

/**
 * Where the dev proxy is, if the page was served by the dev server or `vite preview` (only they
 * mark its HTML); a static build has no marker and never asks anything on its origin.
 */
function devProxyEndpoint(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const marker = document.querySelector(`meta[name="${PROXY_MARKER}"]`)?.getAttribute("content");
  return proxyEndpoint(marker, location.href);
}

export function useTarget(controller: SessionController) {
  const current = useRef<HttpTarget | undefined>(undefined);
  /** Issues that only say an older server needs initialize are expected while probing. */
  const probing = useRef(false);

  // The controller follows the chosen target; the dev proxy is looked up once it is remote.
  useEffect(() => {
    let proxyAsked = false;
    const follow = (kind: TargetKind) => {
      if (controller.currentTarget() === kind) return;
      current.current = undefined;
      controller.switchTarget(kind, SWITCH_DETAIL[kind]);
      const s = store();
      s.setPhase("idle");
      s.setConnection(undefined);
      s.clearIssues();
      const endpoint = devProxyEndpoint();
      if (kind === "remote" && !proxyAsked && endpoint) {
        proxyAsked = true;
        void findDevProxy(endpoint).then((proxy) => store().setProxyAvailable(proxy !== undefined));
      }
    };
    follow(store().targetKind);
    return usePlayground.subscribe((state, previous) => {
      if (state.targetKind !== previous.targetKind) follow(state.targetKind);
    });
  }, [controller]);

  const connect = useCallback(async () => {
    const s = store();
    const { url, headers, transport, timeoutS, viaProxy } = s.remote;
    s.clearIssues();
    if (!shareableUrl(url)) {
      s.setPhase("failed");
      return false;
    }
    s.setPhase("connecting");
    s.setConnection(undefined);
    const endpoint = devProxyEndpoint();
    const proxy = viaProxy && endpoint ? await findDevProxy(endpoint) : undefined;
    let made: HttpTarget | undefined;
    const onEvent = (event: HttpTargetEvent) => {
      if (!made || current.current !== made) return;
      if (event.type === "connection") store().setConnection(event.info);
      else if (!(probing.current && event.issue.code === "server-is-legacy"))
        store().addIssue(event.issue);
    };
    const target = controller.connectRemote((listener) => {
      made = createHttpTarget({
        url: url.trim(),
        listener,
        headers: parseHeaders(headers),
        transport,
        timeoutMs: timeoutS * 1000,
        ...(proxy ? { proxy } : {}),
        onEvent,
      });
      current.current = made;
      return made;
    });
    probing.current = true;
    try {
      const info = await target.detect();
      if (current.current !== target) return false;
      store().setConnection(info);
      const ok = info.transport !== "unknown";
      store().setPhase(ok ? "connected" : "failed");
      if (ok) store().setRecentUrls(withRecent(store().recentUrls, url));
      return ok;
    } catch {
      if (current.current === target) store().setPhase("failed");
      return false;
    } finally {
      probing.current = false;
    }
  }, [controller]);

  const cancel = useCallback((id: string | number) => controller.cancel(id), [controller]);

  /** Through the dev proxy from now on, connected again. */
  const viaProxy = useCallback(() => {
    store().setRemote({ viaProxy: true });
    void connect();
  }, [connect]);

  return { connect, cancel, viaProxy };
}
