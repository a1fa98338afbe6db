/** Command-line arguments of `mcp-msg`. */
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type VersionChoice,
} from "../protocol/versions.ts";
import { PROBE_USAGE, type ProbeCommand, ProbeUsageError, parseProbeArgs } from "./probe-args.ts";

export type InputFormat = "json" | "jsonl";

export interface CheckCommand {
  command: "check";
  protocol: VersionChoice;
  json: boolean;
  /** Forces how every input is read; by default from the extension (and JSONL for stdin). */
  format?: InputFormat;
  files: string[];
}

export type ParsedArgs =
  | CheckCommand
  | ProbeCommand
  | { command: "probe-help" }
  | { command: "help" }
  | { command: "version" };

export class UsageError extends Error {
  /** The usage text to show with the message. */
  usage = USAGE;
}

export const USAGE = `Usage: mcp-msg check [options] <file|->...
       mcp-msg probe [options] <url>   (checks a whole server: mcp-msg probe --help)

Checks MCP (Model Context Protocol) JSON-RPC messages against the specification.

Inputs:
  file.json            one message (a JSON array is a batch)
  file.jsonl           a session: one message per line, checked in order with the
                       session rules (request/reply ids, lifecycle, tools); each file
                       is its own session; blank lines are skipped
  -                    standard input, read as JSONL (see --format)
Inputs are UTF-8 (bytes that are not are an error, json.invalid-utf8); one message
(a whole .json input, or one line) may be at most 64 MiB.

Options:
  --protocol <version> the protocol version to check against, one of
                       ${PROTOCOL_VERSIONS.join(", ")},
                       or auto (from the initialize exchange or the 2026-07-28 _meta);
                       default ${DEFAULT_PROTOCOL_VERSION}
  --format <json|jsonl>
                       read every input as one message (json) or as a session (jsonl),
                       whatever its extension
  --json               print one JSON array with one object per message
  -h, --help           show this help
  -V, --version        show the version

Exit status: 0 when every message is valid, 1 when any is invalid,
2 for usage errors or unreadable inputs (missing, a directory, too large).
`;

const PROTOCOL_CHOICES: readonly string[] = [...PROTOCOL_VERSIONS, "auto"];

export function parseArgs(argv: readonly string[]): ParsedArgs {
  if (argv[0] === "probe") {
    try {
      return parseProbeArgs(argv.slice(1));
    } catch (error) {
      if (!(error instanceof ProbeUsageError)) throw error;
      const usage = new UsageError(error.message);
      usage.usage = PROBE_USAGE;
      throw usage;
    }
  }
  const rest = [...argv];
  let command: string | undefined;
  let protocol: VersionChoice = DEFAULT_PROTOCOL_VERSION;
  let json = false;
  let format: InputFormat | undefined;
  const files: string[] = [];
  let optionsDone = false;

  const valueOf = (name: string, inline: string | undefined): string => {
    const value = inline ?? rest.shift();
    if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
    return value;
  };

  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (optionsDone || arg === "-" || !arg.startsWith("-")) {
      if (command === undefined) command = arg;
      else files.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = name === arg ? undefined : arg.slice(eq + 1);
    switch (name) {
      case "--":
        optionsDone = true;
        break;
      case "-h":
      case "--help":
        return { command: "help" };
      case "-V":
      case "--version":
        return { command: "version" };
      case "--json":
        json = true;
        break;
      case "--protocol": {
        const value = valueOf(name, inline);
        if (!PROTOCOL_CHOICES.includes(value)) {
          throw new UsageError(
            `unknown protocol version "${value}" (choose one of ${PROTOCOL_CHOICES.join(", ")})`,
          );
        }
        protocol = value as VersionChoice;
        break;
      }
      case "--format": {
        const value = valueOf(name, inline);
        if (value !== "json" && value !== "jsonl") {
          throw new UsageError(`unknown format "${value}" (choose json or jsonl)`);
        }
        format = value;
        break;
      }
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  if (command === undefined) throw new UsageError("missing command (try: mcp-msg check <file>)");
  if (command !== "check") {
    throw new UsageError(`unknown command "${command}" (try: check or probe)`);
  }
  if (files.length === 0) throw new UsageError("no input: give one or more files, or - for stdin");
  return { command: "check", protocol, json, ...(format ? { format } : {}), files };
}
