/**
 * The session's three panes (the session, the selected message, the sequence diagram), rendered
 * into the frames the workbench placed for them. It reads the exchange from the store itself, so a new message or another
 * selection re-renders these panes only, never the editor.
 */
import {
  type ReactNode,
  type RefObject,
  Suspense,
  lazy,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type WidgetOffer, widgetOffer, widgetReplies } from "../apps/offer.ts";
import { OpenWidgetButton, loadWidgetPane } from "../features/apps/index.ts";
import { DiagramPane } from "../features/diagram/DiagramPane.tsx";
import type { MessageEditorHandle } from "../features/editor/types.ts";
import { ServerControls } from "../features/server-controls/ServerControls.tsx";
import { TargetPanel } from "../features/target/TargetPanel.tsx";
import { useSetupLine } from "../features/target/useSetupLine.ts";
import { type SidePanel, TargetControls } from "./TargetControls.tsx";
import { AuthPanel } from "../features/auth/AuthPanel.tsx";
import { ProbePanel, challengeOf, probeAuth, useProbe } from "../features/probe/index.ts";
import type { Card } from "../probe/types.ts";
import { callbackUrl, useAuthSession } from "../features/auth/index.ts";
import { parseHeaders } from "../features/target/headers.ts";
import { stdioProbeTarget } from "../features/target/probeTarget.ts";
import type { LinkTarget } from "../share/link.ts";
import { useTargetView } from "../features/target/useTargetView.ts";
import { type SessionController, currentWork, openWork } from "../client/session/index.ts";
import { MessageDetail } from "../features/session/MessageDetail.tsx";
import { serverAsks } from "../features/session/rowText.ts";
import { SessionPane } from "../features/session/SessionPane.tsx";
import { useExchangeRows } from "../features/session/useExchangeRows.ts";
import { useSessionActions } from "../features/session/useSessionActions.ts";
import { type Language, t } from "../i18n/strings.ts";
import type { Finding } from "../protocol/types.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { filterRows, methodsIn } from "../protocol/exchange/summary.ts";
import { requestMethodsOf } from "../protocol/exchange/requestMethods.ts";
import {
  DEFAULT_PROTOCOL_VERSION,
  MODERN_VERSION,
  type VersionChoice,
} from "../protocol/versions.ts";
import { usePlayground } from "../store/index.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { FilesStatusLine, SessionFiles } from "../features/share/SessionFiles.tsx";
import { SavedSessionsDialog } from "../features/share/SavedSessionsDialog.tsx";
import { ReplayDialog } from "../features/share/ReplayDialog.tsx";
import { replayable } from "../features/share/useReplay.ts";
import { useSessionFiles } from "../features/share/useSessionFiles.ts";
import { createPortal } from "react-dom";
import type { Frames } from "./layout/frames.ts";
import { useScreenClass } from "./layout/useScreen.ts";

/** The widget's pane, its own chunk: loaded when a widget is first opened. */
const WidgetPane = lazy(loadWidgetPane);

interface SessionAreaProps {
  controller: SessionController;
  editor: RefObject<MessageEditorHandle | null>;
  lang: Language;
  version: VersionChoice;
  theme: "light" | "dark";
  describe: (finding: Finding) => string;
  /** The workbench's frames this area renders its panes into. */
  frames: Frames;
}

export const SessionArea = memo(function SessionArea({
  controller,
  editor,
  lang,
  version,
  theme,
  ...props
}: SessionAreaProps) {
  const entries = usePlayground((s) => s.entries);
  const sessionId = usePlayground((s) => s.sessionId);
  const dropped = usePlayground((s) => s.dropped);
  const serverStatus = usePlayground((s) => s.serverStatus);
  const controls = usePlayground((s) => s.controls);
  const selectedSeq = usePlayground((s) => s.selectedSeq);
  const filters = usePlayground((s) => s.filters);
  const notice = usePlayground((s) => s.notice);
  const headersText = usePlayground((s) => s.remote.headers);
  const legacy = usePlayground((s) => s.connection?.transport === "sse");
  const actions = usePlayground.getState();

  const exchange = useExchangeRows(entries, sessionId, version);
  const { rows, stopped } = exchange;
  const shownRows = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const methods = useMemo(() => methodsIn(rows), [rows]);
  const messages = useMemo(() => rows.filter((r) => r.type === "message").length, [rows]);
  const asks = useMemo(() => serverAsks(rows), [rows]);
  const selectedRow = useMemo(() => rows.find((r) => r.seq === selectedSeq), [rows, selectedSeq]);
  const filtered =
    filters.kinds.length > 0 ||
    filters.methods.length > 0 ||
    filters.text !== "" ||
    filters.hideWidget === true;
  const [widget, setWidget] = useState<WidgetOffer>();
  const widgetLane = useMemo(
    () => rows.some((r) => r.type === "message" && r.lane === "widget"),
    [rows],
  );
  const offer = useMemo(
    () => (selectedRow ? widgetOffer(rows, selectedRow) : undefined),
    [rows, selectedRow],
  );
  // The editor judges a reply against the method of the session's request with its id.
  useEffect(() => usePlayground.getState().setRequestMethods(requestMethodsOf(rows)), [rows]);
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  const currentRows = useCallback(() => rowsNow.current, []);
  // The replies that carry a UI link: marked in the list and on the diagram, opened from there.
  const widgetSeqs = useMemo(() => widgetReplies(rows), [rows]);
  const openWidget = useCallback((seq: number) => {
    const all = rowsNow.current;
    const row = all.find((r) => r.seq === seq);
    const found = row ? widgetOffer(all, row) : undefined;
    usePlayground.getState().selectEntry(seq);
    if (found) setWidget(found);
  }, []);
  // "auto" proposes the default version; the server's answer then decides.
  const proposed = version === "auto" ? DEFAULT_PROTOCOL_VERSION : version;
  const session = useSessionActions({
    controller,
    editor,
    version: proposed,
    entries: useCallback(() => usePlayground.getState().entries, []),
    draft: useCallback(() => usePlayground.getState().text, []),
    setText: actions.setText,
    select: actions.selectEntry,
    notify: actions.showNotice,
  });
  const auth = useAuthSession(controller);
  const target = useTargetView(controller, auth.session);
  const { refresh: refreshGrant } = target.auth;
  // A remote run carries the grant held for its server, refreshed as the connection's is.
  const probeGrants = useMemo(
    () => probeAuth(auth.session, refreshGrant),
    [auth.session, refreshGrant],
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
        if (challenge && !auth.session.isRunning()) auth.session.challenged(card.target, challenge);
      },
      [controller, actions, auth.session],
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
  const remoteUrl = usePlayground((s) => s.remote.url);
  const remoteTransport = usePlayground((s) => s.remote.transport);
  // "Show secrets" in Copy as curl may put back the flow's token, which only this page holds.
  const curl = useMemo(() => {
    const known = parseHeaders(headersText);
    const bearer = auth.view.grant ? auth.session.authorization(remoteUrl.trim()) : undefined;
    if (bearer && !Object.keys(known).some((n) => n.toLowerCase() === "authorization"))
      known.Authorization = bearer;
    return { known, legacy };
  }, [headersText, legacy, auth.view.grant, auth.session, remoteUrl]);

  const currentEntries = useCallback(() => usePlayground.getState().entries, []);
  const currentSessionId = useCallback(() => usePlayground.getState().sessionId, []);
  const files = useSessionFiles({
    entries: currentEntries,
    rows: exchange.settled,
    version,
    replace: useCallback(
      (loaded: readonly ExchangeEntry[], fileVersion: VersionChoice | undefined) => {
        controller.replace(loaded);
        if (fileVersion) actions.setVersion(fileVersion);
      },
      [controller, actions],
    ),
  });

  const [savedOpen, setSavedOpen] = useState(false);
  const current = useCallback(() => currentWork(usePlayground.getState()), []);
  const loadSaved = useCallback(
    (saved: {
      entries: readonly ExchangeEntry[];
      version: VersionChoice;
      text?: string;
      target?: LinkTarget;
    }) => {
      controller.replace(saved.entries);
      const outcome = openWork(saved, usePlayground.getState());
      if (!outcome.applied && saved.target?.kind === "remote") {
        actions.showNotice({
          key: "saved.targetKept",
          args: { url: saved.target.url },
          tone: "info",
        });
      }
    },
    [controller, actions],
  );

  const authAsks = target.kind === "remote" && auth.view.offer !== undefined;
  const setup = useSetupLine({ kind: target.kind, lang, messages, authAsks });
  // A server asking for authorization, or a card opened from a link: shown, not waited for.
  useEffect(() => {
    if (authAsks) setSidePanel("auth");
  }, [authAsks]);
  // The gift server has no authorization: its drawer goes with the remote target.
  const remote = target.kind === "remote";
  useEffect(() => {
    if (!remote) setSidePanel((open) => (open === "auth" ? undefined : open));
  }, [remote]);
  // The drawer covers the editor's pane, so the session and the diagram stay in view beside a
  // card or a flow; a phone's, the session's own pane (its tab shows no other). Another pane
  // maximised hides the editor's: the drawer then takes the window's right edge. Chosen from
  // state only (the frame's `hidden` changes without a render here).
  const screen = useScreenClass();
  const maximized = usePlayground((s) => s.maximized);
  const drawerHost =
    screen === "phone"
      ? props.frames.session
      : maximized === undefined || maximized === "editor"
        ? props.frames.editor
        : undefined;

  const [replayOpen, setReplayOpen] = useState(false);
  const replayMessages = useMemo(
    () => (replayOpen ? replayable(entries, version) : 0),
    [replayOpen, entries, version],
  );

  return (
    <>
      <ReplayDialog
        open={replayOpen}
        lang={lang}
        onClose={() => setReplayOpen(false)}
        messages={replayMessages}
        target={target.kind}
        controller={controller}
        entries={currentEntries}
        sessionId={currentSessionId}
        version={version}
      />
      <SavedSessionsDialog
        open={savedOpen}
        lang={lang}
        onClose={() => setSavedOpen(false)}
        current={current}
        load={loadSaved}
      />
      <ConfirmDialog
        open={files.pendingFile !== undefined}
        title={t("files.replaceTitle", lang)}
        body={t("files.replaceBody", lang, { file: files.pendingFile ?? "" })}
        confirm={t("files.replace", lang)}
        cancel={t("files.cancel", lang)}
        onConfirm={files.confirm}
        onCancel={files.cancel}
      />
      {into(
        props.frames.session,
        <SessionPane
          lang={lang}
          rows={shownRows}
          total={messages}
          filtered={filtered}
          methods={methods}
          filters={filters}
          onFilters={actions.setFilters}
          selectedSeq={selectedSeq}
          onSelect={actions.selectEntry}
          asks={asks}
          widgetLane={widgetLane}
          widgetSeqs={widgetSeqs}
          onOpenWidget={openWidget}
          onAnswer={(row) => void session.answer(row)}
          dropped={dropped}
          stopped={stopped}
          notice={notice}
          onNewSession={session.newSession}
          onInitialize={() => void session.initialize()}
          initializeTitle={t(
            proposed === MODERN_VERSION ? "session.discoverTitle" : "session.initializeTitle",
            lang,
            { version: proposed },
          )}
          initializing={session.initializing}
          files={
            <SessionFiles
              lang={lang}
              onExport={files.exportAs}
              onImport={(file) => void files.importFile(file)}
              onSaved={() => setSavedOpen(true)}
              onReplay={() => setReplayOpen(true)}
            />
          }
          filesStatus={<FilesStatusLine status={files.status} lang={lang} />}
          controls={
            <TargetControls
              lang={lang}
              line={setup}
              identity={target.kind}
              open={sidePanel}
              onOpen={setSidePanel}
              authAsks={authAsks}
              host={drawerHost}
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
                  target={
                    target.kind === "gift"
                      ? { kind: "gift", controls }
                      : target.kind === "stdio"
                        ? stdioProbeTarget(
                            target.panel.stdio.bridge,
                            target.panel.stdio.settings,
                            target.stdioStart,
                            document.baseURI,
                          )
                        : remoteUrl.trim() === ""
                          ? undefined
                          : {
                              kind: "remote",
                              url: remoteUrl.trim(),
                              headers: parseHeaders(headersText),
                              transport: remoteTransport,
                            }
                  }
                  version={proposed}
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
                target.kind === "remote" ? (
                  <AuthPanel
                    lang={lang}
                    view={auth.view}
                    redirectUri={callbackUrl()}
                    onAuthorize={target.auth.onAuthorize}
                    onContinue={() => auth.session.continue()}
                    onRunToEnd={() => auth.session.runToEnd()}
                    onCancel={() => auth.session.cancel()}
                    onOpenPage={() => auth.session.openBlockedPage()}
                    onRefresh={target.auth.onRefresh}
                    onForget={target.auth.onForget}
                    onStepping={(stepping) => auth.session.setStepping(stepping)}
                    onRemember={(remember) => auth.session.setRemember(remember)}
                    onClient={(id, secret) => auth.session.setClient(id, secret)}
                  />
                ) : undefined
              }
            />
          }
        />,
      )}
      {into(
        props.frames.message,
        <div className="flex h-full min-h-0 flex-col">
          {widget && (
            <Suspense fallback={null}>
              <WidgetPane
                key={widget.seq}
                offer={widget}
                controller={controller}
                rows={currentRows}
                lang={lang}
                theme={theme}
                onClose={() => setWidget(undefined)}
              />
            </Suspense>
          )}
          <div className="min-h-0 flex-1">
            <MessageDetail
              actions={
                offer && offer.seq !== widget?.seq ? (
                  <OpenWidgetButton offer={offer} lang={lang} onOpen={setWidget} />
                ) : undefined
              }
              row={selectedRow}
              unchecked={stopped !== undefined && (selectedRow?.seq ?? -1) >= stopped.uncheckedFrom}
              lang={lang}
              describe={props.describe}
              onSelect={actions.selectEntry}
              onEditAsNew={session.editAsNew}
              onCancel={target.onCancel}
              curl={curl}
            />
          </div>
        </div>,
      )}
      {into(
        props.frames.diagram,
        <DiagramPane
          rows={shownRows}
          onSelect={actions.selectEntry}
          lang={lang}
          theme={theme}
          widgetSeqs={widgetSeqs}
          onOpenWidget={openWidget}
          {...(selectedSeq !== undefined ? { selectedSeq } : {})}
        />,
      )}
    </>
  );
});

/** A pane's content in its frame, once the workbench has placed the frame. */
const into = (frame: HTMLElement | null | undefined, content: ReactNode) =>
  frame ? createPortal(content, frame) : null;
