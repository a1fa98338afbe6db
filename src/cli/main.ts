/**
 * `mcp-msg`: checks MCP messages from files or standard input (see `run.ts`); this entry wires
 * it to the process.
 */
import { terminalSafe } from "./inert.ts";
import { type Io, run } from "./run.ts";

const io: Io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
// A closed pipe (`mcp-msg check log.jsonl | head`) ends the run quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
try {
  process.exitCode = await run(process.argv.slice(2), io);
} catch (error) {
  process.stderr.write(
    // An error's text may quote what a server sent.
    terminalSafe(
      `mcp-msg: internal error: ${error instanceof Error ? error.stack : String(error)}\n`,
    ),
  );
  process.exitCode = 2;
}
