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
import { useAuthSession } from "../features/auth/index.ts";
import { parseHeaders } from "../features/target/headers.ts";
import type { LinkTarget } from "../share/link.ts";
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
import { SessionControls } from "./SessionControls.tsx";

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
  const targetKind = usePlayground((s) => s.targetKind);
  const cancelRequest = useCallback(
    (id: string | number) => void controller.cancel(id),
    [controller],
  );
  const remoteUrl = usePlayground((s) => s.remote.url);
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
        target={targetKind}
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
            <SessionControls
              controller={controller}
              authSession={auth.session}
              authView={auth.view}
              lang={lang}
              messages={messages}
              version={proposed}
              sessionFrame={props.frames.session}
              editorFrame={props.frames.editor}
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
              onCancel={targetKind === "remote" ? cancelRequest : undefined}
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
