/**
 * The reference server `@modelcontextprotocol/server-everything`, started for a test in its
 * `streamableHttp` (Streamable HTTP, `/mcp`) or `sse` (2024-11-05 HTTP+SSE, `/sse`) mode.
 *
 * It listens on every interface and a fixed port by default; a preload forces each listen()
 * onto 127.0.0.1 and a free port, and reports that port over IPC, so the test neither exposes
 * it nor races for a port.
 */
import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export type EverythingMode = "streamableHttp" | "sse";

export interface RunningServer {
  /** The URL a client is given: `/mcp` (Streamable HTTP) or `/sse` (HTTP+SSE). */
  url: string;
  /** What the server printed, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

/** Runs in the server before its own code (plain JS: it is passed as a `data:` module). */
const PRELOAD = `
import net from "node:net";
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const callback = typeof args.at(-1) === "function" ? args.pop() : undefined;
  this.once("listening", () => {
    const address = this.address();
    if (process.send && address && typeof address === "object") {
      process.send({ type: "listening", host: address.address, port: address.port });
    }
  });
  return listen.call(this, { port: 0, host: "127.0.0.1" }, callback);
};
`;

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_CAP = 64 * 1024;

function serverEntry(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@modelcontextprotocol/server-everything/package.json");
  return path.join(path.dirname(manifest), "dist", "index.js");
}

export function startEverything(options: { mode: EverythingMode }): Promise<RunningServer> {
  const path = options.mode === "sse" ? "/sse" : "/mcp";
  return startListening(serverEntry(), [options.mode], path, "server-everything");
}

/**
 * Starts the Node server at `entry` with `args`, its listen() forced onto 127.0.0.1 and a free
 * port; the URL is that port and `urlPath`. `name` is what failures call it; `execPath` the Node
 * that runs it (this one by default); `execArgv` more Node options (e.g. `--import tsx` for a
 * TypeScript entry).
 */
export async function startListening(
  entry: string,
  args: string[],
  urlPath: string,
  name: string,
  execPath?: string,
  execArgv: string[] = [],
): Promise<RunningServer> {
  const child = fork(entry, args, {
    ...(execPath ? { execPath } : {}),
    execArgv: [`--import=data:text/javascript,${encodeURIComponent(PRELOAD)}`, ...execArgv],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: { ...process.env, PORT: "0" },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_CAP);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  try {
    const port = await listening(child, () => output, name);
    return {
      url: `http://127.0.0.1:${port}${urlPath}`,
      output: () => output,
      close: () => stop(child),
    };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

function listening(child: ChildProcess, output: () => string, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${name} did not listen within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    child.on("message", (message: unknown) => {
      const { type, host, port } = (message ?? {}) as Record<string, unknown>;
      if (type !== "listening" || typeof port !== "number") return;
      clearTimeout(timer);
      if (host !== "127.0.0.1") reject(new Error(`${name} listened on ${String(host)}`));
      else resolve(port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output()}`));
    });
  });
}

/** SIGTERM, then SIGKILL if it lingers; resolves once the process is gone. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
