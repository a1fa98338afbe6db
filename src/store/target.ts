/**
 * The target slice: what Send talks to (the gift server in this page, or a remote server over
 * HTTP), the remote connection's settings as typed, and what the connection said (its info and
 * its latest issues). Plain data only; header values stay in memory unless the user asks to
 * remember them (then `device/keep.ts` keeps them, apart from the rest of the target).
 */
import type { TargetKind } from "../client/session/index.ts";
import type { SetState } from "./set.ts";
import type { ConnectionInfo, HttpIssue } from "../transport/http/index.ts";

export const TRANSPORT_CHOICES = ["auto", "streamable-http", "sse"] as const;
export type TransportChoice = (typeof TRANSPORT_CHOICES)[number];

/** Where the remote connection stands (the status line says it). */
export type ConnectPhase = "idle" | "connecting" | "connected" | "failed";

/** How many issues the panel keeps (the newest). */
export const MAX_ISSUES = 5;
export const DEFAULT_TIMEOUT_S = 60;

export interface TargetSettings {
  url: string;
  /** One `Name: value` per line. */
  headers: string;
  rememberHeaders: boolean;
  transport: TransportChoice;
  timeoutS: number;
  /** Go through the dev proxy (only offered when the page's server has one). */
  viaProxy: boolean;
}

export interface TargetSlice {
  targetKind: TargetKind;
  remote: TargetSettings;
  /** The last servers connected to, newest first (no credentials). */
  recentUrls: readonly string[];
  phase: ConnectPhase;
  connection: ConnectionInfo | undefined;
  issues: readonly HttpIssue[];
  /** Whether the page's server offers the dev proxy (looked up once a remote is chosen). */
  proxyAvailable: boolean;

  setTargetKind: (kind: TargetKind) => void;
  setRemote: (patch: Partial<TargetSettings>) => void;
  setRecentUrls: (urls: readonly string[]) => void;
  setPhase: (phase: ConnectPhase) => void;
  setConnection: (info: ConnectionInfo | undefined) => void;
  addIssue: (issue: HttpIssue) => void;
  clearIssues: () => void;
  setProxyAvailable: (available: boolean) => void;
}

export const DEFAULT_REMOTE: TargetSettings = {
  url: "",
  headers: "",
  rememberHeaders: false,
  transport: "auto",
  timeoutS: DEFAULT_TIMEOUT_S,
  viaProxy: false,
};

/** A timeout within 1 s … 1 h, whole seconds. */
export function clampTimeout(seconds: number): number {
  return Number.isFinite(seconds) ? Math.min(3600, Math.max(1, Math.round(seconds))) : 60;
}

export const createTargetSlice = (set: SetState<TargetSlice>): TargetSlice => {
  return {
    targetKind: "gift",
    remote: DEFAULT_REMOTE,
    recentUrls: [],
    phase: "idle",
    connection: undefined,
    issues: [],
    proxyAvailable: false,

    setTargetKind: (targetKind) => set({ targetKind }),
    setRemote: (patch) =>
      set((s) => {
        const next = { ...s.remote, ...patch };
        if (patch.timeoutS !== undefined) next.timeoutS = clampTimeout(patch.timeoutS);
        return { remote: next };
      }),
    setRecentUrls: (recentUrls) => set({ recentUrls }),
    setPhase: (phase) => set({ phase }),
    setConnection: (connection) => set({ connection }),
    addIssue: (issue) => set((s) => ({ issues: [...s.issues, issue].slice(-MAX_ISSUES) })),
    clearIssues: () => set({ issues: [] }),
    setProxyAvailable: (proxyAvailable) => set({ proxyAvailable }),
  };
};
