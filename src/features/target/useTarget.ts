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
import type { AuthSession } from "../../client/auth/index.ts";
import { bearerChallenge } from "../../auth/index.ts";
import { callbackUrl, ownMetadataDocument } from "../auth/index.ts";
import { DEFAULT_PROTOCOL_VERSION } from "../../protocol/versions.ts";

/** The session log's record of a switch (English, like every event detail). */
export const SWITCH_DETAIL: Record<TargetKind, string> = {
  gift: "Now the gift server in this page.",
  remote: "Now a remote server (press Connect to reach it).",
  stdio: "Now a stdio server started by the local bridge.",
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

/** The protocol version whose authorization rules apply: negotiated, else chosen, else the default. */
function authVersion(): string {
  const s = store();
  return (
    s.connection?.protocolVersion ?? (s.version === "auto" ? DEFAULT_PROTOCOL_VERSION : s.version)
  );
}

/** A 401, or a 403 asking for more scopes: the server wants (more) authorization. */
function challengeOf(event: HttpTargetEvent) {
  if (event.type !== "issue") return undefined;
  const { code, http } = event.issue;
  if (code !== "unauthorized" && code !== "forbidden") return undefined;
  const headers = http?.responseHeaders ?? {};
  const name = Object.keys(headers).find((n) => n.toLowerCase() === "www-authenticate");
  const header = name === undefined ? null : (headers[name] ?? null);
  if (code === "forbidden" && bearerChallenge(header)?.error !== "insufficient_scope")
    return undefined;
  return { status: code === "unauthorized" ? 401 : 403, header };
}

export function useTarget(controller: SessionController, auth?: AuthSession) {
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
    const sent = parseHeaders(headers);
    const resource = url.trim();
    if (auth) {
      auth.focus(resource);
      if (auth.needsRefresh(resource)) await auth.refresh(resource, authVersion(), proxy);
      const bearer = auth.authorization(resource);
      // The user's own Authorization header wins over a token of the flow.
      if (bearer && !Object.keys(sent).some((n) => n.toLowerCase() === "authorization")) {
        sent.Authorization = bearer;
      }
    }
    let made: HttpTarget | undefined;
    const onEvent = (event: HttpTargetEvent) => {
      if (!made || current.current !== made) return;
      if (event.type === "connection") store().setConnection(event.info);
      else if (!(probing.current && event.issue.code === "server-is-legacy"))
        store().addIssue(event.issue);
      const challenge = auth && challengeOf(event);
      if (auth && challenge && !auth.isRunning()) auth.challenged(resource, challenge);
    };
    const target = controller.connectRemote((listener) => {
      made = createHttpTarget({
        url: resource,
        listener,
        headers: sent,
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

  /** Runs the authorization flow for the remote server, then connects again with the token. */
  const authorize = useCallback(async () => {
    if (!auth) return;
    const s = store();
    const resource = s.remote.url.trim();
    if (!shareableUrl(resource)) {
      s.setPhase("failed");
      return;
    }
    const endpoint = devProxyEndpoint();
    const proxy = s.remote.viaProxy && endpoint ? await findDevProxy(endpoint) : undefined;
    const metadataDocumentUrl = await ownMetadataDocument();
    const result = await auth.start({
      resource,
      version: authVersion(),
      redirectUri: callbackUrl(),
      ...(metadataDocumentUrl && { metadataDocumentUrl }),
      ...(proxy && { proxy }),
    });
    if (result.ok) await connect();
  }, [auth, connect]);

  /** A new token (refreshed): the live connection sends it from now on. True when one came. */
  const refresh = useCallback(async () => {
    if (!auth) return false;
    const s = store();
    const resource = s.remote.url.trim();
    const endpoint = devProxyEndpoint();
    const proxy = s.remote.viaProxy && endpoint ? await findDevProxy(endpoint) : undefined;
    if (!(await auth.refresh(resource, authVersion(), proxy))) return false;
    current.current?.setHeaders({ Authorization: auth.authorization(resource) });
    return true;
  }, [auth]);

  /** Tokens forgotten: the live connection stops sending one. */
  const forget = useCallback(() => {
    auth?.forget();
    const user = parseHeaders(store().remote.headers);
    const own = Object.entries(user).find(([n]) => n.toLowerCase() === "authorization");
    current.current?.setHeaders({ Authorization: own?.[1] });
  }, [auth]);

  /** Through the dev proxy from now on, connected again. */
  const viaProxy = useCallback(() => {
    store().setRemote({ viaProxy: true });
    void connect();
  }, [connect]);

  return { connect, cancel, viaProxy, authorize, refresh, forget };
}
