/**
 * What the folded setup line says for each kind of target, and when the setup folds (connected)
 * or opens (a problem). Pure: the session area feeds it the store's state.
 */
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { ServerStatus, TargetKind } from "../../client/session/index.ts";
import type { ConnectPhase } from "../../store/target.ts";
import type { ConnectionInfo } from "./issueView.ts";
import { type ProcessState, commandLine } from "../../transport/stdio/index.ts";
import type { BridgeState, StdioSettings } from "../../store/stdio.ts";
import { processText } from "./processText.ts";
import { offeredServer } from "./typed.ts";

export type SetupTone = "ok" | "busy" | "problem" | "idle";

export interface SetupSummary {
  /** What the session talks to: "Gift server", a URL's host and path, a command. */
  what: string;
  /** Its state in a word or two: "ready", "connected". */
  state: string;
  tone: SetupTone;
  /**
   * The folded line is a live status of this name (the one the open setup's own status line
   * has, so it is found by the same name either way), saying `detail` to assistive technology.
   */
  statusName: string;
  detail: string;
}

export interface SetupFacts {
  kind: TargetKind;
  lang: Language;
  /** The gift server's state, and whether the session has exchanged anything yet. */
  serverStatus: ServerStatus;
  messages: number;
  /** The remote server's URL as entered, how far Connect got, what it found, its problems. */
  url: string;
  phase: ConnectPhase;
  connection: ConnectionInfo | undefined;
  issues: number;
  /** The remote server asked for authorization and no flow answered it yet. */
  authAsks: boolean;
  /** The stdio target: its process as reported, and the command line it runs. */
  stdio?: { process: ProcessState | undefined; command: string };
}

export interface SetupLine {
  summary: SetupSummary;
  connected: boolean;
  problem: boolean;
}

/** A URL as its host and path ("127.0.0.1:3001/mcp"); the text itself when it is no URL. */
export function hostAndPath(url: string): string {
  try {
    const u = new URL(url.trim());
    const path = u.pathname === "/" ? "" : u.pathname;
    return `${u.host}${path}`;
  } catch {
    return url.trim();
  }
}

export function setupLine(f: SetupFacts): SetupLine {
  const { lang } = f;
  if (f.kind === "gift") {
    const what = t("server.label", lang);
    const state = t(`server.${f.serverStatus}`, lang);
    return {
      summary: {
        what,
        state,
        tone: f.serverStatus === "ready" ? "ok" : f.serverStatus === "crashed" ? "problem" : "busy",
        statusName: accessibleName("server.status"),
        detail: `${t("server.label", lang)}: ${state}`,
      },
      // The gift server lives in the page: its session has begun once something went to it.
      connected: f.serverStatus === "ready" && f.messages > 0,
      problem: f.serverStatus === "crashed",
    };
  }
  if (f.kind === "stdio") return stdioLine(f);
  const info = f.connection;
  const url = info?.url ?? f.url.trim();
  const problem = f.phase === "failed" || f.issues > 0 || f.authAsks;
  let state = t(`setup.state.${f.phase}`, lang);
  let detail = t("target.status.idle", lang);
  if (f.phase === "connecting") detail = t("target.status.connecting", lang, { url });
  if (f.phase === "failed")
    detail = url ? t("target.status.failed", lang, { url }) : t("target.invalidUrl", lang);
  if (f.phase === "connected" && info) {
    const transport =
      info.transport === "unknown"
        ? t("target.unknown", lang)
        : t(`target.transport.${info.transport}`, lang);
    state = `${state} · ${transport}${info.protocolVersion ? ` · ${info.protocolVersion}` : ""}`;
    detail = t("target.status.connected", lang, {
      url,
      transport,
      version: info.protocolVersion ?? t("target.unknown", lang),
      session: info.sessionId ?? t("target.none", lang),
    });
    if (info.viaProxy) detail += ` ${t("target.viaProxy", lang)}`;
  }
  if (f.authAsks) state = `${state} · ${t("setup.authAsks", lang)}`;
  return {
    summary: {
      what: url ? hostAndPath(url) : t("setup.noUrl", lang),
      state,
      tone: problem
        ? "problem"
        : f.phase === "connected"
          ? "ok"
          : f.phase === "connecting"
            ? "busy"
            : "idle",
      statusName: accessibleName("target.connection"),
      detail,
    },
    connected: f.phase === "connected",
    problem,
  };
}

/** A stdio server: its command, the process's state; folded while it runs. */
function stdioLine(f: SetupFacts): SetupLine {
  const { lang } = f;
  const process = f.stdio?.process;
  const state = process?.state;
  const problem =
    state === "failed" || state === "lost" || (state === "exited" && process?.by !== "page");
  const detail = processText(process, lang);
  return {
    summary: {
      what: f.stdio?.command || t("target.stdio", lang),
      state: detail,
      tone: problem
        ? "problem"
        : state === "running"
          ? "ok"
          : state === "starting"
            ? "busy"
            : "idle",
      statusName: accessibleName("stdio.process"),
      detail,
    },
    connected: state === "running",
    problem,
  };
}

/** The command a stdio target runs (or would run): the process's argv, the offer, the typed one. */
export function stdioCommand(
  process: ProcessState | undefined,
  bridge: BridgeState,
  settings: StdioSettings,
): string {
  if (process?.state === "running") return commandLine(process.argv);
  const offered = offeredServer(bridge, settings);
  if (offered) return commandLine([offered.command, ...offered.args]);
  return settings.command.trim();
}
