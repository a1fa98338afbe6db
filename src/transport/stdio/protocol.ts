/**
 * The stdio bridge's wire contract: how the page (transport/stdio) and the local bridge
 * (src/bridge, started by `npx mcp-playground` or `npm run dev`) talk. One module for both
 * sides, so neither keeps a copy. No DOM, no Node APIs.
 *
 * Every route is a POST under `BRIDGE_PATH` (resolved against the page's base URL), because a
 * browser sends `Origin` on a same-origin POST but not on a same-origin GET, and the bridge
 * refuses a request without the exact Origin. Every route but `hello` also needs the per-start
 * token in `TOKEN_HEADER`; the token is never in a URL.
 */

/** Where the bridge's routes live, relative to the page's base URL. */
export const BRIDGE_PATH = "__mcp-bridge/";

/**
 * The page served by a bridge carries `<meta name="mcp-playground-bridge">` (added as the bridge
 * serves index.html): only then does the page ask `hello` at start. A static host never gets a
 * question it cannot answer; choosing the stdio target asks once, whoever serves the page.
 */
export const BRIDGE_MARKER = "mcp-playground-bridge";

/** `html` with the bridge's marker as the first element of its head (once). */
export function markBridgePage(html: string): string {
  if (html.includes(`name="${BRIDGE_MARKER}"`)) return html;
  return html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}<meta name="${BRIDGE_MARKER}" content="1">`,
  );
}

/** The header that carries the per-start token (256 bits, hex). */
export const TOKEN_HEADER = "x-mcp-playground-token";

/** Bumped when a route or a message below changes shape; the page refuses another. */
export const BRIDGE_PROTOCOL = 1;

/** The longest stdout line kept, like the HTTP reply cap (32 MiB of UTF-8). */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

/** A stdio server the bridge offers: from the command line or the `mcpServers` config file. */
export interface OfferedServer {
  /** Stable within one bridge start: the config file's key, or "command" for `-- <command>`. */
  id: string;
  command: string;
  args: string[];
  cwd?: string;
  /** The names of the env entries the bridge will set (never their values). */
  envNames: string[];
}

/** `POST hello` (no token; exact Origin): what the bridge offers this page. */
export interface HelloReply {
  protocol: number;
  token: string;
  servers: OfferedServer[];
  /** The server the page should select at start (the command line's), if any. */
  initial?: string;
  /** An HTTP server URL given on the command line (`npx mcp-playground <url>`), if any. */
  url?: string;
  /**
   * The bridge's own limits. The page reads `graceMs` (how long a stop may take, so the report
   * card waits long enough); the others say what the bridge enforces, for whoever asks.
   */
  limits: {
    processes: number;
    lineBytes: number;
    stderrBytes: number;
    idleMs: number;
    /** The wait after stdin closes, and again after SIGTERM, when a process is stopped. */
    graceMs?: number;
  };
}

/** `POST start`: one offered server by id, or a command the user typed and confirmed. */
export type StartRequest =
  | { server: string }
  | {
      command: string;
      args: string[];
      cwd?: string;
      /** Entries typed in the page; sent once, kept only in the bridge's child process. */
      env?: Record<string, string>;
    };

/** `POST start`'s answer: the process handle to send to and stop. */
export interface StartReply {
  process: string;
}

/** `POST send`: one message, written to stdin followed by "\n". `line` has no "\n" or "\r". */
export interface SendRequest {
  process: string;
  line: string;
}

/**
 * The wait after a process's stdin closes, and again after SIGTERM, before the next step of the
 * spec's stdio shutdown ("a reasonable time"): the reference MCP SDK's client waits 2 s at each.
 * The one default of the Node runner, the bridge and the page's probe.
 */
export const STDIO_GRACE_MS = 2000;

/** `POST stop`: close stdin, then SIGTERM, then SIGKILL (`graceMs` apart). */
export interface StopRequest {
  process: string;
}

/**
 * `POST events` with `{process}`: a streaming answer, one JSON `BridgeEvent` per line, until the
 * process has ended and its last event was written. When the page goes away (the request is
 * aborted), the bridge ends the process.
 */
export type BridgeEvent =
  /** The process started. `path` is the PATH it was given. */
  | { type: "spawned"; pid: number; at: number; argv: string[]; cwd: string; path: string }
  /** One complete stdout line, without its "\n" (and without a "\r" before it). */
  | { type: "stdout"; line: string; at: number }
  /** A stdout line longer than `MAX_LINE_BYTES`: dropped, its size counted. */
  | { type: "stdout-overflow"; bytes: number; at: number }
  /** stderr text as it came (not split into lines); the bridge keeps a ring of it too. */
  | { type: "stderr"; text: string; at: number }
  /** The process could not start: `code` is the errno name (ENOENT, EACCES…). */
  | { type: "spawn-error"; code: string; message: string; path: string; at: number }
  /** The process ended. `by` says who ended it (the page, idle time, the bridge stopping). */
  | {
      type: "exit";
      code: number | null;
      signal: string | null;
      at: number;
      by?: "page" | "idle" | "bridge" | "stdin-closed";
      /** A stop had to send this signal after closing stdin (the process outlived the grace). */
      escalated?: "SIGTERM" | "SIGKILL";
      /** Unterminated stdout text left when it ended (a message missing its newline). */
      rest?: string;
    };

/** What a refused request gets (HTTP 4xx/5xx, JSON): a stable code and plain words. */
export interface BridgeError {
  error: string;
  message: string;
}

/**
 * The `error` codes a refused request carries, so the page can say what happened in its own
 * words (`too-many-processes` is HTTP 429, `unknown-process` 404, `ended` and
 * `already-attached` 409, the locks (`bad-peer`: not from this computer) 403, body problems 400/413/415).
 */
export type BridgeRefusal =
  | "bad-peer"
  | "bad-host"
  | "bad-origin"
  | "bad-method"
  | "query-refused"
  | "bad-token"
  | "not-json"
  | "too-large"
  | "bad-json"
  | "bad-request"
  | "unknown-route"
  | "unknown-server"
  | "unknown-process"
  | "too-many-processes"
  | "already-attached"
  | "ended";
