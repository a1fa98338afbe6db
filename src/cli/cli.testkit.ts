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
