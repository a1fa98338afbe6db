/**
 * The target's state and actions as the session's controls hand them on: the panel's props,
 * the current kind (the gift server's controls are for the gift server only), the grant's
 * actions and the stdio target's last start.
 */
import { useCallback } from "react";
import { usePlayground } from "../../store/index.ts";
import type { SessionController } from "../../client/session/index.ts";
import { useTarget } from "./useTarget.ts";
import { useStdio } from "./useStdio.ts";
import type { AuthSession } from "../../client/auth/index.ts";

export function useTargetView(controller: SessionController, auth?: AuthSession) {
  const kind = usePlayground((s) => s.targetKind);
  const remote = usePlayground((s) => s.remote);
  const recentUrls = usePlayground((s) => s.recentUrls);
  const phase = usePlayground((s) => s.phase);
  const connection = usePlayground((s) => s.connection);
  const issues = usePlayground((s) => s.issues);
  const proxyAvailable = usePlayground((s) => s.proxyAvailable);
  const bridge = usePlayground((s) => s.bridge);
  const stdioSettings = usePlayground((s) => s.stdio);
  const process = usePlayground((s) => s.process);
  const restarts = usePlayground((s) => s.restarts);
  const foundEra = usePlayground((s) => s.foundEra);
  const stdio = useStdio(controller);
  const actions = usePlayground.getState();
  const { connect, viaProxy, authorize, refresh, forget } = useTarget(controller, auth);
  const onConnect = useCallback(() => void connect(), [connect]);
  return {
    kind,
    /** The stdio target's last start (what the report card reruns), if any. */
    stdioStart: stdio.lastStart,
    auth: {
      onAuthorize: () => void authorize(),
      onRefresh: () => void refresh(),
      /** Refreshes the remote server's grant; true when a new token came (the report card's run). */
      refresh,
      onForget: forget,
    },
    panel: {
      kind,
      onKind: actions.setTargetKind,
      remote,
      onRemote: actions.setRemote,
      recentUrls,
      phase,
      connection,
      issues,
      proxyAvailable,
      onConnect,
      onUseProxy: viaProxy,
      onDismissIssues: actions.clearIssues,
      stdio: {
        bridge,
        settings: stdioSettings,
        onSettings: actions.setStdio,
        process,
        restarts,
        missingCommand: stdio.missingCommand,
        onStart: stdio.start,
        onStop: stdio.stop,
        onRestart: stdio.restart,
        foundEra,
      },
      consent: stdio.consent,
      onConsent: stdio.accept,
      onRefuse: stdio.cancel,
    },
  };
}
