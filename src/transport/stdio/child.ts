/**
 * The one runner of stdio MCP servers in Node (the bridge, `mcp-msg probe --stdio`, the gift
 * server's stdio mode): starts the argv as given, never through a shell, with a short list of
 * the parent's environment plus the user's entries (a server gets no secret it was not given),
 * reads stdout as lines without ever holding more than one line's cap, forwards stderr as it
 * comes and keeps its tail, and ends the process in steps: stdin closed, then SIGTERM, then
 * SIGKILL. Every event is a `BridgeEvent` (protocol.ts), so the bridge streams them as they are.
 */
import { type ChildProcess, type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import { type BridgeEvent, MAX_LINE_BYTES, STDIO_GRACE_MS } from "./protocol.ts";
import { LineSplitter, Ring } from "./streams.ts";

export interface StdioSpec {
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

export interface StdioLimits {
  /** The longest stdout line kept (bytes, without its "\n"); longer ones are dropped. */
  lineBytes: number;
  /** How much of the end of stderr `stderrTail()` keeps (bytes). */
  stderrBytes: number;
  /** The wait between the steps of `stop()` (ms). */
  graceMs: number;
}

export type ExitEvent = Extract<BridgeEvent, { type: "exit" }>;
export type SpawnErrorEvent = Extract<BridgeEvent, { type: "spawn-error" }>;
export type StopBy = "page" | "idle" | "bridge";

export interface StdioProcess {
  readonly pid: number | undefined;
  /** Writes `line` + "\n". Throws if `line` has a "\n" or "\r", or the process has ended. */
  write(line: string): void;
  closeStdin(): void;
  /** Close stdin, wait `graceMs`, SIGTERM, wait `graceMs`, SIGKILL; resolves once it ended. */
  stop(by?: StopBy): Promise<void>;
  readonly exited: Promise<ExitEvent | SpawnErrorEvent>;
  /** The last `stderrBytes` of stderr. */
  stderrTail(): string;
  /** Whether the process has ended (or never started). */
  readonly ended: boolean;
}

export const DEFAULT_LIMITS: StdioLimits = {
  lineBytes: MAX_LINE_BYTES,
  stderrBytes: 64 * 1024,
  graceMs: STDIO_GRACE_MS,
};

/**
 * What a server gets of the parent's environment, as the MCP SDK's `getDefaultEnvironment`:
 * enough to find programs, a home, a locale and a temporary folder, nothing that might hold a
 * secret. Windows names are listed too (process.env is case-insensitive there).
 */
const INHERITED = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "TERM",
  "LANG",
  "LANGUAGE",
  "TMPDIR",
  "TEMP",
  "TMP",
  "TZ",
  "APPDATA",
  "HOMEDRIVE",
  "HOMEPATH",
  "LOCALAPPDATA",
  "PROCESSOR_ARCHITECTURE",
  "PROGRAMFILES",
  "SYSTEMDRIVE",
  "SYSTEMROOT",
  "USERNAME",
  "USERPROFILE",
  "COMSPEC",
  "PATHEXT",
  "WINDIR",
];

/** An environment variable name spawn can take: no "=", no NUL, not empty. */
export const ENV_NAME = /^[^=\0]+$/;

/** The parent's safe entries plus the user's (which win); throws on a name or value spawn refuses. */
export function safeEnv(
  parent: NodeJS.ProcessEnv,
  user: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  const take = (name: string, value: string | undefined) => {
    // A value starting with "()" is an exported shell function: a known injection vector.
    if (value !== undefined && !value.startsWith("()")) env[name] = value;
  };
  for (const name of INHERITED) take(name, parent[name]);
  for (const [name, value] of Object.entries(parent)) {
    if (name.startsWith("LC_")) take(name, value);
  }
  for (const [name, value] of Object.entries(user)) {
    if (!ENV_NAME.test(name)) throw new TypeError(`not an environment variable name: ${name}`);
    if (typeof value !== "string" || value.includes("\0")) {
      throw new TypeError(`the value of ${name} is not a string without NUL`);
    }
    env[name] = value;
  }
  return env;
}

const pathOf = (env: Record<string, string>) => env.PATH ?? env.Path ?? "";

/** Signals the whole process group on POSIX (a server started through npx has children). */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform !== "win32") process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    try {
      child.kill(name);
    } catch {
      // Already gone.
    }
  }
}

export function spawnStdio(
  spec: StdioSpec,
  onEvent: (e: BridgeEvent) => void,
  limits: Partial<StdioLimits> = {},
): StdioProcess {
  const { lineBytes, stderrBytes, graceMs } = { ...DEFAULT_LIMITS, ...limits };
  const env = safeEnv(process.env, spec.env);
  const cwd = spec.cwd ?? process.cwd();
  const argv = [spec.command, ...spec.args];
  let ended = false;
  let by: ExitEvent["by"];
  /** The signal the stop sequence had to send after closing stdin. */
  let escalated: ExitEvent["escalated"];
  let stopping: Promise<void> | undefined;
  let resolveExited!: (event: ExitEvent | SpawnErrorEvent) => void;
  const exited = new Promise<ExitEvent | SpawnErrorEvent>((resolve) => {
    resolveExited = resolve;
  });
  const emit = (event: BridgeEvent) => {
    try {
      onEvent(event);
    } catch {
      // A listener's failure must not stop the process's bookkeeping.
    }
  };

  const spawnError = (code: string) => {
    const path = pathOf(env);
    const event: SpawnErrorEvent = {
      type: "spawn-error",
      code,
      message: `could not start ${JSON.stringify(spec.command)} (${code}) in ${cwd}; PATH=${path}`,
      path,
      at: Date.now(),
    };
    ended = true;
    emit(event);
    resolveExited(event);
  };

  let child: ChildProcessWithoutNullStreams;
  try {
    child = spawn(spec.command, spec.args, {
      cwd,
      env,
      shell: false,
      stdio: ["pipe", "pipe", "pipe"],
      windowsHide: true,
      // Its own process group, so stop() reaches the children of a launcher (npx, uvx).
      detached: process.platform !== "win32",
    });
  } catch (error) {
    // Refused before any process (a NUL in the argv; a .cmd file on Windows, which needs a
    // shell): the same event, after the caller has its handle.
    const code = (error as NodeJS.ErrnoException).code ?? "EINVAL";
    queueMicrotask(() => spawnError(code));
    return {
      pid: undefined,
      get ended() {
        return ended;
      },
      exited,
      write() {
        throw new Error("the process did not start");
      },
      closeStdin: () => undefined,
      stop: () => exited.then(() => undefined),
      stderrTail: () => "",
    };
  }

  const lines = new LineSplitter(
    lineBytes,
    (line) => emit({ type: "stdout", line, at: Date.now() }),
    (bytes) => emit({ type: "stdout-overflow", bytes, at: Date.now() }),
  );
  const ring = new Ring(stderrBytes);
  const stderrText = new StringDecoder("utf8");
  child.stdout.on("data", (chunk: Buffer) => lines.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => {
    ring.push(chunk);
    const text = stderrText.write(chunk);
    if (text) emit({ type: "stderr", text, at: Date.now() });
  });
  // A write after the server closed its stdin is its business, not a crash of ours.
  child.stdin.on("error", () => undefined);
  child.stdout.on("error", () => undefined);
  child.stderr.on("error", () => undefined);

  child.on("spawn", () => {
    emit({ type: "spawned", pid: child.pid ?? -1, at: Date.now(), argv, cwd, path: pathOf(env) });
  });
  child.on("error", (error: NodeJS.ErrnoException) => {
    if (child.pid !== undefined || ended) return;
    spawnError(error.code ?? "EUNKNOWN");
  });

  let exitCode: number | null = null;
  let exitSignal: string | null = null;
  const finish = () => {
    if (ended) return;
    ended = true;
    const tail = stderrText.end();
    if (tail) emit({ type: "stderr", text: tail, at: Date.now() });
    const rest = lines.rest();
    const event: ExitEvent = {
      type: "exit",
      code: exitCode,
      signal: exitSignal,
      at: Date.now(),
      ...(by && { by }),
      ...(escalated && { escalated }),
      ...(rest !== undefined && { rest }),
    };
    emit(event);
    resolveExited(event);
  };
  child.on("exit", (code, sig) => {
    exitCode = code;
    exitSignal = sig;
    // A grandchild may hold the pipes open: after a grace, the output so far is all there is.
    const timer = setTimeout(() => {
      child.stdout.destroy();
      child.stderr.destroy();
      finish();
    }, graceMs);
    timer.unref();
    child.on("close", () => {
      clearTimeout(timer);
      finish();
    });
  });

  const wait = (ms: number) =>
    Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(r, ms, false))]);

  const closeStdin = () => {
    if (!child.stdin.writableEnded) child.stdin.end();
  };

  return {
    get pid() {
      return child.pid;
    },
    get ended() {
      return ended;
    },
    exited,
    write(line: string) {
      if (/[\r\n]/.test(line)) throw new TypeError("a stdio message is one line: no \\n or \\r");
      if (ended || child.stdin.writableEnded || child.stdin.destroyed) {
        throw new Error("the process's stdin is closed");
      }
      child.stdin.write(`${line}\n`);
    },
    closeStdin() {
      by ??= "stdin-closed";
      closeStdin();
    },
    stderrTail: () => ring.text(),
    stop(who?: StopBy) {
      if (ended) return Promise.resolve();
      stopping ??= (async () => {
        by = who ?? by;
        closeStdin();
        if (await wait(graceMs)) return;
        escalated = "SIGTERM";
        signal(child, "SIGTERM");
        if (await wait(graceMs)) return;
        escalated = "SIGKILL";
        signal(child, "SIGKILL");
        await exited;
      })();
      return stopping;
    },
  };
}
