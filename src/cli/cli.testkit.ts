/** Running `mcp-msg` as a child process, for the command line's tests. */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the CLI (asynchronously, so the tests of a file run side by side); `feed` writes its
 * standard input, which is closed after `input` when there is no feed.
 */
export function mcpMsg(
  args: string[],
  input?: string,
  feed?: (stdin: ChildProcessWithoutNullStreams["stdin"]) => void,
): Promise<Run> {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ["bin/mcp-msg.js", ...args], { cwd: root });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    if (feed) feed(child.stdin);
    else child.stdin.end(input ?? "");
  });
}

/**
 * Runs `mcp-msg` as `mcpMsg` does, but on a fake clock that moves `step` ms at each reading;
 * the number of readings (a count of work, not a time) is returned with the run.
 */
export function mcpMsgOnClock(args: string[], step: number): Promise<Run & { readings: number }> {
  const script = `
    import { register } from "tsx/esm/api";
    register();
    const { run } = await import("./src/cli/run.ts");
    let readings = 0;
    const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
    process.exitCode = await run(process.argv.slice(1), io, { clock: () => readings++ * ${step} });
    process.stderr.write("clock readings " + readings + "\\n");
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, ...args], {
      cwd: root,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      const readings = Number(/clock readings (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
      resolve({ status, stdout, stderr, readings });
    });
    child.stdin.end();
  });
}
