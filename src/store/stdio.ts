/**
 * The stdio slice: what the local bridge offers (or that there is none), the command the user
 * types, the running process as its connection reports it, and its stderr console. Env values
 * live here in memory only: nothing in `device/` keeps this slice, no link or export reads it.
 */
import type { SetState } from "./set.ts";
import type { HelloReply, ProcessState } from "../transport/stdio/index.ts";
import type { StdioEra, StdioEraChoice } from "../transport/stdio/era.ts";

/** What the page knows of the bridge: not asked yet, none here, refused, or its offer. */
export type BridgeState =
  | { type: "unknown" }
  | { type: "absent" }
  | { type: "refused"; reason: string }
  | { type: "ready"; hello: Omit<HelloReply, "token"> };

export interface EnvRow {
  name: string;
  /** Typed by the user; shown masked; sent once to the bridge when the process starts. */
  value: string;
}

/** The id of the "type a command" choice (an offered server's id is never empty). */
export const TYPED = "";

export interface StdioSettings {
  /** An offered server's id, or `TYPED`. */
  choice: string;
  command: string;
  /** One argument per line: exact, no quoting rules to get wrong. */
  args: string;
  cwd: string;
  env: readonly EnvRow[];
  /** The protocol era: found by a `server/discover` probe at start (`auto`), or assumed. */
  era: StdioEraChoice;
}

/** The most of stderr the console keeps (its end); older text is dropped and counted. */
export const STDERR_CAP = 256 * 1024;

export interface StdioSlice {
  bridge: BridgeState;
  stdio: StdioSettings;
  /** The current process, as its connection reports it; undefined before any start. */
  process: ProcessState | undefined;
  /** How many processes replaced an ended one in this page. */
  restarts: number;
  stderr: string;
  stderrDropped: number;
  /** What the current process's probe found (era `auto`); undefined before it answered. */
  foundEra: StdioEra | undefined;

  setBridge: (bridge: BridgeState) => void;
  setStdio: (patch: Partial<StdioSettings>) => void;
  setProcess: (process: ProcessState | undefined) => void;
  setFoundEra: (era: StdioEra | undefined) => void;
  countRestart: () => void;
  appendStderr: (text: string) => void;
  clearStderr: () => void;
}

export const DEFAULT_STDIO: StdioSettings = {
  choice: TYPED,
  command: "",
  args: "",
  cwd: "",
  env: [],
  era: "auto",
};

/** `text` appended to `kept`, cut at the front to `cap` characters; how many were dropped. */
export function capped(kept: string, text: string, cap: number): { text: string; dropped: number } {
  const all = kept + text;
  if (all.length <= cap) return { text: all, dropped: 0 };
  return { text: all.slice(all.length - cap), dropped: all.length - cap };
}

export const createStdioSlice = (set: SetState<StdioSlice>): StdioSlice => ({
  bridge: { type: "unknown" },
  stdio: DEFAULT_STDIO,
  process: undefined,
  restarts: 0,
  stderr: "",
  stderrDropped: 0,
  foundEra: undefined,

  setBridge: (bridge) => set({ bridge }),
  setStdio: (patch) => set((s) => ({ stdio: { ...s.stdio, ...patch } })),
  setProcess: (process) => set({ process }),
  setFoundEra: (foundEra) => set({ foundEra }),
  countRestart: () => set((s) => ({ restarts: s.restarts + 1 })),
  appendStderr: (text) =>
    set((s) => {
      const next = capped(s.stderr, text, STDERR_CAP);
      return { stderr: next.text, stderrDropped: s.stderrDropped + next.dropped };
    }),
  clearStderr: () => set({ stderr: "", stderrDropped: 0 }),
});
