/**
 * The session pane's target controls: the setup (the target's panel, the gift server's
 * controls) folded into one line once connected, and the report card's and authorization's
 * drawer. It reads the target's state from the store itself, so typing in the setup or a
 * stderr flush redraws these controls, not the session's list and diagram.
 */
import { memo, useCallback, useEffect, useMemo, useState } from "react";
import type { AuthSession, AuthView } from "../client/auth/index.ts";
import { type SessionController } from "../client/session/index.ts";
import { AuthPanel } from "../features/auth/AuthPanel.tsx";
import { callbackUrl } from "../features/auth/index.ts";
import { ProbePanel, challengeOf, probeAuth, useProbe } from "../features/probe/index.ts";
import { ServerControls } from "../features/server-controls/ServerControls.tsx";
import { TargetPanel } from "../features/target/TargetPanel.tsx";
import { probeTargetFor } from "../features/target/probeTarget.ts";
import { useSetupLine } from "../features/target/useSetupLine.ts";
import { useTargetView } from "../features/target/useTargetView.ts";
import type { Language } from "../i18n/strings.ts";
import type { Card } from "../probe/types.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import { usePlayground } from "../store/index.ts";
import { type SidePanel, TargetControls } from "./TargetControls.tsx";
import { useScreenClass } from "./layout/useScreen.ts";

export const SessionControls = memo(function SessionControls(props: {
  controller: SessionController;
  authSession: AuthSession;
  authView: AuthView;
  lang: Language;
  /** How many messages the session holds (the gift server's setup folds after the first). */
  messages: number;
  /** The version the report card runs at. */
  version: ProtocolVersion;
  /** The frames the drawer may cover: the editor's, a phone's session pane. */
  sessionFrame: HTMLElement | null | undefined;
  editorFrame: HTMLElement | null | undefined;
}) {
  const { controller, authSession, authView, lang } = props;
  const controls = usePlayground((s) => s.controls);
  const serverStatus = usePlayground((s) => s.serverStatus);
  const entries = usePlayground((s) => s.entries);
  const remote = usePlayground((s) => s.remote);
  const actions = usePlayground.getState();
  const target = useTargetView(controller, authSession);
  const { refresh: refreshGrant } = target.auth;
  // A remote run carries the grant held for its server, refreshed as the connection's is.
  const probeGrants = useMemo(
    () => probeAuth(authSession, refreshGrant),
    [authSession, refreshGrant],
  );
  // The report card's messages become the session: each verdict then links to its message.
  const probe = useProbe({
    auth: probeGrants,
    onCard: useCallback(
      (card: Card) => {
        controller.replace(card.log);
        // The run's card, not a linked one, goes with this session from now on.
        actions.setLinkCard(undefined);
        actions.showNotice({ key: "probe.loaded", tone: "info" });
        // A server that refused the run for want of a token: the panel offers Authorize.
        const challenge = challengeOf(card);
        if (challenge && !authSession.isRunning()) authSession.challenged(card.target, challenge);
      },
      [controller, actions, authSession],
    ),
  });

  // The setup folds into one line once connected; the report card and authorization open in a
  // drawer over the editor's pane, never between the session's title bar and its list.
  const [sidePanel, setSidePanel] = useState<SidePanel | undefined>();
  // A report card's link shows its card over its session (nothing is run or sent); another
  // link's session leaves no card shown.
  const linkCard = usePlayground((s) => s.linkCard);
  const { show: showCard, reset: resetCard } = probe;
  useEffect(() => {
    if (!linkCard) return;
    if (linkCard.card) {
      showCard(linkCard.card);
      // Shown, not waited for: the card opens in its drawer.
      setSidePanel("report");
    } else resetCard();
  }, [linkCard, showCard, resetCard]);

  const authAsks = target.kind === "remote" && authView.offer !== undefined;
  const setup = useSetupLine({ kind: target.kind, lang, messages: props.messages, authAsks });
  // A server asking for authorization: shown, not waited for.
  useEffect(() => {
    if (authAsks) setSidePanel("auth");
  }, [authAsks]);
  // The gift server has no authorization: its drawer goes with the remote target.
  const isRemote = target.kind === "remote";
  useEffect(() => {
    if (!isRemote) setSidePanel((open) => (open === "auth" ? undefined : open));
  }, [isRemote]);
  // The drawer covers the editor's pane, so the session and the diagram stay in view beside a
  // card or a flow; a phone's, the session's own pane (its tab shows no other). Another pane
  // maximised hides the editor's: the drawer then takes the window's right edge. Chosen from
  // state only (the frame's `hidden` changes without a render here).
  const screen = useScreenClass();
  const maximized = usePlayground((s) => s.maximized);
  const drawerHost =
    screen === "phone"
      ? props.sessionFrame
      : maximized === undefined || maximized === "editor"
        ? props.editorFrame
        : undefined;

  return (
    <TargetControls
      lang={lang}
      line={setup}
      identity={target.kind}
      open={sidePanel}
      onOpen={setSidePanel}
      authAsks={authAsks}
      host={drawerHost ?? undefined}
      setup={
        <>
          <TargetPanel lang={lang} {...target.panel} />
          {target.kind === "gift" && (
            <ServerControls
              controls={controls}
              status={serverStatus}
              lang={lang}
              onChange={actions.setControls}
              onCrash={() => controller.crash()}
            />
          )}
        </>
      }
      report={
        <ProbePanel
          lang={lang}
          target={probeTargetFor({
            kind: target.kind,
            controls,
            remote,
            bridge: target.panel.stdio.bridge,
            settings: target.panel.stdio.settings,
            lastStart: target.stdioStart,
            base: document.baseURI,
          })}
          version={props.version}
          state={probe.state}
          entries={entries}
          choice={probe.choice}
          onRun={(probeTarget, probeVersion, tools) =>
            void probe.run(probeTarget, probeVersion, tools)
          }
          onShow={(seq) => {
            // A phone's drawer covers the session: it steps aside for the message.
            if (screen === "phone") setSidePanel(undefined);
            actions.selectEntry(seq);
          }}
        />
      }
      auth={
        isRemote ? (
          <AuthPanel
            lang={lang}
            view={authView}
            redirectUri={callbackUrl()}
            onAuthorize={target.auth.onAuthorize}
            onContinue={() => authSession.continue()}
            onRunToEnd={() => authSession.runToEnd()}
            onCancel={() => authSession.cancel()}
            onOpenPage={() => authSession.openBlockedPage()}
            onRefresh={target.auth.onRefresh}
            onForget={target.auth.onForget}
            onStepping={(stepping) => authSession.setStepping(stepping)}
            onRemember={(remember) => authSession.setRemember(remember)}
            onClient={(id, secret) => authSession.setClient(id, secret)}
          />
        ) : undefined
      }
    />
  );
});
