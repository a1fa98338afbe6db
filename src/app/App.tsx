/**
 * The playground page: the header, the message editor and its findings on the left; the session
 * with the gift server, the selected message and the sequence diagram on the right. State lives
 * in the store; the report and the exchange rows are derived from it.
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FindingsPanel } from "../features/findings/FindingsPanel.tsx";
import { KindBadge } from "../features/findings/KindBadge.tsx";
import type { MessageEditorHandle } from "../features/editor/types.ts";
import { SendConfirm } from "../features/session/SendConfirm.tsx";
import { FramingRefusal } from "../features/target/FramingRefusal.tsx";
import { framingProblem } from "../transport/stdio/framing.ts";
import { sendKeys, useSendFlow, useSendShortcut } from "../features/session/useSend.ts";
import { useSessionController } from "../features/session/useSession.ts";
import { currentWork } from "../client/session/index.ts";
import { useReport } from "../features/validation/useReport.ts";
import type { Finding } from "../protocol/types.ts";
import { DEFAULT_PROTOCOL_VERSION } from "../protocol/versions.ts";
import { workbenchShows } from "../learn/mode.ts";
import { t } from "../i18n/strings.ts";
import { usePlayground } from "../store/index.ts";
import { core as coreChunk } from "../features/validation/core.ts";
import { EditorSlot } from "../features/editor/EditorSlot.tsx";
import { useSessionWanted } from "./sessionWanted.ts";
import { Header } from "./Header.tsx";
import { NoticeStack } from "./Notices.tsx";
import { ChangesDialog, TemplatesDialog } from "./Dialogs.tsx";
import { ToolbarButton } from "../ui/Controls.tsx";
import { useEffectiveTheme } from "./theme.ts";
import { SendBar } from "../features/session/SendBar.tsx";
import { Boundary } from "../ui/Boundary.tsx";
import { KeepNotice, LinkBanner } from "../features/share/LinkBanner.tsx";
import { ShareLink } from "../features/share/ShareLink.tsx";
import { useBoot } from "../features/share/useBoot.ts";
import { useShareLink } from "../features/share/useShareLink.ts";
import { LinkQuestion } from "../features/share/LinkQuestion.tsx";
import { OfflineNotices } from "../features/offline/OfflineNotices.tsx";
import { answerLink } from "../features/share/linkOpening.ts";
import type { LinkState } from "../share/link.ts";
import { LearnOffer, LearnToggle, LessonPanel, useLearnLink } from "../features/learn/index.ts";
import { createPortal } from "react-dom";
import { type Pane, Workbench } from "./layout/Workbench.tsx";
import { MaximizeBar, TabBar } from "./layout/PaneBar.tsx";
import { ARRANGEMENTS, DEFAULT_SIZES, LEARNING_ARRANGEMENTS } from "./layout/panes.ts";
import { SESSION_PANES, useFrames } from "./layout/frames.ts";
import { useCoarsePointer, useScreenClass } from "./layout/useScreen.ts";

// The session's panes (and the diagram): their chunk loads right after the first paint, like
// the editor's, and runs while Monaco's larger one downloads; they are drawn once the editor has
// settled (see sessionWanted.ts).
let sessionChunk: Promise<typeof import("./SessionArea.tsx")> | undefined;
const loadSessionArea = () => (sessionChunk ??= import("./SessionArea.tsx"));
const SessionArea = lazy(() => loadSessionArea().then((m) => ({ default: m.SessionArea })));

const card =
  "min-h-0 min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900";

export function App() {
  const text = usePlayground((s) => s.text);
  const version = usePlayground((s) => s.version);
  const lang = usePlayground((s) => s.language);
  const theme = usePlayground((s) => s.theme);
  const banner = usePlayground((s) => s.banner);
  const pendingLink = usePlayground((s) => s.pendingLink);
  const storageKind = usePlayground((s) => s.storageKind);
  const storageProblem = usePlayground((s) => s.storageProblem);
  const learning = usePlayground((s) => s.learning);
  const offerAnswered = usePlayground((s) => s.progress.offerAnswered);
  const actions = usePlayground.getState();
  const { setText, setVersion, setLanguage, setTheme } = actions;
  const effectiveTheme = useEffectiveTheme(theme);
  const requestMethods = usePlayground((s) => s.requestMethods);
  const { report, pending, judgedText } = useReport(text, version, requestMethods);
  const editor = useRef<MessageEditorHandle>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [changesOpen, setChangesOpen] = useState(false);
  const judgedVersion =
    report?.version ?? (version === "auto" ? DEFAULT_PROTOCOL_VERSION : version);

  // Lesson mode: what the open exercise would have the workbench hold back.
  const activeKind = usePlayground((s) => (s.learning ? s.activeExercise?.kind : undefined));
  const activeDone = usePlayground(
    (s) =>
      s.activeExercise !== undefined && s.progress.exercises[s.activeExercise.key] !== undefined,
  );
  const shows = workbenchShows(activeKind, activeDone);
  const editorFindings = useMemo(() => {
    const all = report?.findings ?? [];
    if (!shows.findings) return [];
    return shows.fixes ? all : all.map(({ fix: _fix, ...f }) => f);
  }, [report, shows.findings, shows.fixes]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Until the core chunk is there, findings (rare so early) show the core's English text.
  const core = coreChunk.use();
  const describe = useCallback(
    (f: Finding) => (core ? core.describeFinding(f, lang) : f.message),
    [core, lang],
  );
  const titleOfFix = useCallback(
    (f: Finding) => (core ? core.fixTitle(f, lang) : f.fix?.title) ?? "",
    [core, lang],
  );
  const insertTemplate = useCallback((template: string) => {
    setTemplatesOpen(false);
    editor.current?.replaceAll(template);
    // After the dialog has handed focus back to its opener.
    setTimeout(() => editor.current?.focus());
  }, []);
  const reveal = useCallback((f: Finding) => editor.current?.reveal(f.range), []);
  const applyFix = useCallback((f: Finding) => editor.current?.applyFix(f), []);

  // ---- Sending ------------------------------------------------------------------------
  const controller = useSessionController();
  // Over stdio a message is one line: one with a line break is refused here, explained.
  const [unframed, setUnframed] = useState<string | undefined>(undefined);
  const send = useSendFlow({
    text,
    version,
    report,
    judgedText,
    send: (message) => {
      if (controller.currentTarget() === "stdio" && framingProblem(message)) setUnframed(message);
      else void controller.send(message);
    },
    onEmpty: () => actions.showNotice({ key: "send.empty", tone: "info" }),
  });
  const requestSend = useCallback(() => void send.request(), [send]);
  useSendShortcut(requestSend);

  // ---- Sharing and keeping ------------------------------------------------------------
  useBoot(controller);
  useLearnLink();
  const share = useShareLink(shareSnapshot);

  // ---- The panes -----------------------------------------------------------------------
  const screen = useScreenClass();
  const coarse = useCoarsePointer();
  const sessionWanted = useSessionWanted(coarse, loadSessionArea);
  const paneSizes = usePlayground((s) => s.paneSizes);
  const maximized = usePlayground((s) => s.maximized);
  const phoneTab = usePlayground((s) => s.phoneTab);
  const { frames, frameRefs } = useFrames();
  // A link just opened: a phone shows its message first (the kind and its verdict above it), or
  // for a report card's link the card (it heads the session tab).
  useEffect(() => {
    if (banner?.type !== "opened") return;
    const state = usePlayground.getState();
    state.setPhoneTab(state.linkCard?.card ? "session" : "editor");
  }, [banner]);
  const arrangements = learning ? LEARNING_ARRANGEMENTS : ARRANGEMENTS;
  const lesson: Pane[] = learning
    ? [
        {
          id: "lesson",
          title: t("pane.lesson", lang),
          element: (
            <Suspense fallback={<p className="p-3 text-sm">{t("learn.loading", lang)}</p>}>
              <LessonPanel lang={lang} />
            </Suspense>
          ),
        },
      ]
    : [];
  const panes: Pane[] = [
    ...lesson,
    {
      id: "editor",
      title: t("pane.editor", lang),
      // The report card's and authorization's drawer opens over it (see TargetControls).
      frame: frameRefs.editor,
      element: (
        <>
          <div className="min-h-0 flex-1">
            <EditorSlot
              ref={editor}
              value={text}
              onChange={setText}
              findings={editorFindings}
              findingsText={judgedText ?? ""}
              version={judgedVersion}
              language={lang}
              theme={effectiveTheme}
              describe={describe}
              describeFix={titleOfFix}
              plainFirst={coarse}
            />
          </div>
          <SendBar lang={lang} keys={sendKeys()} onSend={requestSend} />
        </>
      ),
    },
    {
      id: "findings",
      title: t("pane.findings", lang),
      element: (
        <FindingsPanel
          report={report}
          pending={pending}
          textLength={text.length}
          lang={lang}
          describe={describe}
          fixTitle={titleOfFix}
          onReveal={reveal}
          onApplyFix={applyFix}
          hidden={!shows.findings}
          offerFixes={shows.fixes}
        />
      ),
    },
    ...SESSION_PANES.map((id) => ({
      id,
      title: t(`pane.${id}`, lang),
      element: null,
      frame: frameRefs[id],
      // The session's controls take much of a phone's height: its list keeps room, the pane scrolls.
      ...(id === "session" ? { phoneMinHeight: "34rem" } : {}),
    })),
  ];

  return (
    // A phone scrolls the page: the header goes by, a pane fills the screen above the tab bar.
    <div className={`flex min-w-0 flex-col ${screen === "phone" ? "min-h-full" : "h-full"}`}>
      <Header
        lang={lang}
        screen={screen}
        version={version}
        resolvedVersion={report?.version}
        theme={theme}
        setVersion={setVersion}
        setLanguage={setLanguage}
        setTheme={setTheme}
        onFormat={() => editor.current?.format()}
        onTemplates={() => setTemplatesOpen(true)}
        learn={<LearnToggle lang={lang} learning={learning} onChange={actions.setLearning} />}
        share={
          <ShareLink
            lang={lang}
            withSession={share.withSession}
            onWithSession={share.setWithSession}
            onShare={() => void share.share()}
            outcome={share.outcome}
            onMessageOnly={() => void share.shareMessageOnly()}
            onClose={share.close}
            inline={screen === "desktop" ? "all" : screen === "tablet" ? "button" : "none"}
          />
        }
        sharing={{
          withSession: share.withSession,
          onWithSession: share.setWithSession,
          onShare: () => void share.share(),
        }}
        panes={
          screen === "phone" ? undefined : (
            <MaximizeBar
              panes={panes}
              maximized={maximized}
              onMaximize={actions.setMaximized}
              lang={lang}
            />
          )
        }
        kind={
          <>
            <KindBadge
              report={report}
              pending={pending}
              lang={lang}
              reason={report && (core ? core.describeReason(report, lang) : report.reason)}
              hidden={!shows.kind}
            />
            {report?.method && (
              <ToolbarButton
                aria-haspopup="dialog"
                onClick={() => setChangesOpen(true)}
                className="shrink-0 py-0.5 text-xs"
              >
                {t("changes.for", lang, { method: report.method })}
              </ToolbarButton>
            )}
          </>
        }
      />
      <LinkBanner banner={banner} lang={lang} onDismiss={() => actions.showBanner(undefined)} />
      <KeepNotice kind={storageKind} problem={storageProblem} lang={lang} />
      {/* The course is offered in the first screen, never folded behind the other notices. */}
      {!offerAnswered && !learning && <LearnOffer lang={lang} onAnswer={actions.answerOffer} />}
      <NoticeStack lang={lang} fold={screen !== "desktop"}>
        <OfflineNotices lang={lang} />
      </NoticeStack>
      <main
        className={`flex flex-col p-3 ${screen === "phone" ? "h-[calc(100dvh-2.75rem)] shrink-0" : "min-h-0 flex-1"}`}
      >
        <Workbench
          panes={panes}
          screen={screen}
          arrangement={arrangements[screen]}
          defaults={DEFAULT_SIZES}
          sizes={paneSizes}
          onSizes={actions.setPaneSizes}
          maximized={maximized}
          tab={phoneTab}
          lang={lang}
          card={card}
        />
      </main>
      {screen === "phone" && (
        <TabBar
          panes={panes}
          arrangement={arrangements.phone}
          tab={phoneTab}
          onTab={(id) => {
            actions.setPhoneTab(id);
            // The chosen pane fills the screen: the header scrolls away above it.
            document.querySelector("main")?.scrollIntoView({ block: "start" });
          }}
          lang={lang}
        />
      )}
      <Boundary
        fallback={<SessionNote frame={frames.session} note={t("session.loadFailed", lang)} />}
      >
        <Suspense fallback={null}>
          {sessionWanted && (
            <SessionArea
              controller={controller}
              editor={editor}
              lang={lang}
              version={version}
              theme={effectiveTheme}
              describe={describe}
              frames={frames}
            />
          )}
        </Suspense>
      </Boundary>
      <LinkQuestion
        pending={pendingLink}
        lang={lang}
        onAnswer={(open) => answerLink(open, controller)}
      />
      <SendConfirm
        pending={send.confirm}
        lang={lang}
        onAccept={send.accept}
        onCancel={send.cancel}
        keys={sendKeys()}
      />
      <FramingRefusal
        text={unframed}
        lang={lang}
        onSend={(line) => {
          setUnframed(undefined);
          void controller.send(line);
        }}
        onCancel={() => setUnframed(undefined)}
      />
      <TemplatesDialog
        open={templatesOpen}
        version={judgedVersion}
        lang={lang}
        currentText={text}
        onInsert={insertTemplate}
        onClose={() => setTemplatesOpen(false)}
      />
      <ChangesDialog
        open={changesOpen}
        method={report?.method}
        version={judgedVersion}
        lang={lang}
        onClose={() => setChangesOpen(false)}
      />
    </div>
  );
}

/** What "Copy link" shares: the editor, the version, the target (never its headers), the session. */
function shareSnapshot(): LinkState {
  const { entries, ...work } = currentWork(usePlayground.getState());
  return { ...work, session: entries };
}

/** Where the session's panes would be, saying why they are not. */
function SessionNote({ frame, note }: { frame: HTMLElement | null | undefined; note: string }) {
  return frame ? createPortal(<p className="p-3 text-sm text-slate-500">{note}</p>, frame) : null;
}
