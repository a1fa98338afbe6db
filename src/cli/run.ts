/**
 * `mcp-msg check`: MCP messages from files or standard input. `.json` inputs hold one message,
 * `.jsonl` inputs (and stdin) a session checked in order with the session rules (within the
 * session's budget for tool schemas).
 */
import { readFileSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { checkBytes } from "../protocol/check/index.ts";
import { loadAllPrecompiled } from "../protocol/schema/precompiled.ts";
import { createSession } from "../protocol/session/index.ts";
import { type CheckCommand, USAGE, UsageError, parseArgs } from "./args.ts";
import { InputError, formatOf, readLines, readWhole } from "./input.ts";
import {
  HumanReporter,
  JsonReporter,
  type MessageEntry,
  Output,
  type Reporter,
  type Totals,
} from "./output.ts";

export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

function packageVersion(): string {
  const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

export interface RunOptions {
  /** The clock of the session's budgets, in milliseconds; tests pass a fake one. */
  clock?: () => number;
}

/** Runs the command line and returns the exit status. */
export async function run(
  argv: readonly string[],
  io: Io,
  options: RunOptions = {},
): Promise<number> {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`mcp-msg: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.command === "help") {
    io.stdout.write(USAGE);
    return 0;
  }
  if (args.command === "version") {
    io.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  return runCheck(args, io, options);
}

async function runCheck(args: CheckCommand, io: Io, options: RunOptions): Promise<number> {
  // Precompiled validators: no schema compilation while checking.
  await loadAllPrecompiled();
  const out = new Output(io.stdout);
  const reporter: Reporter = args.json ? new JsonReporter(out) : new HumanReporter(out);
  const totals: Totals = { files: 0, messages: 0, invalid: 0, errors: 0, warnings: 0, hints: 0 };
  let unreadable = false;
  const emit = async (entry: MessageEntry) => {
    totals.messages++;
    if (!entry.report.valid) totals.invalid++;
    for (const f of entry.report.findings) {
      if (f.severity === "error") totals.errors++;
      else if (f.severity === "warning") totals.warnings++;
      else totals.hints++;
    }
    await reporter.message(entry);
  };

  await reporter.begin();
  for (const file of args.files) {
    totals.files++;
    try {
      if (formatOf(file, args.format) === "json") {
        const { line, bytes } = await readWhole(file, io.stdin);
        const report = checkBytes(bytes, { version: args.protocol });
        await emit({ file, index: 0, line, report });
      } else {
        const session = createSession({
          version: args.protocol,
          ...(options.clock ? { clock: options.clock } : {}),
        });
        let index = 0;
        for await (const { line, offset, bytes } of readLines(file, io.stdin)) {
          const options = { version: args.protocol, byteOffset: offset };
          const report = checkBytes(bytes, options, (text) => session.check(text));
          await emit({ file, index: index++, line, report });
        }
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      unreadable = true;
      await out.flush();
      io.stderr.write(`mcp-msg: cannot read ${file}: ${error.message}\n`);
    }
  }
  await reporter.end(totals);
  if (unreadable) return 2;
  return totals.invalid > 0 ? 1 : 0;
}
