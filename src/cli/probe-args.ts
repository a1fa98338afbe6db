/** Arguments of `mcp-msg probe`. */
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
} from "../protocol/versions.ts";
import { PROBE_TRANSPORTS, type ProbeTransportChoice, type ToolChoice } from "../probe/index.ts";

/** A stdio server to start: the command after `--`, never through a shell. */
export interface StdioTarget {
  command: string;
  args: string[];
  cwd?: string;
  /** Set for the server's process only (never printed, never in the card). */
  env: Record<string, string>;
}

export interface ProbeCommand {
  command: "probe";
  /** Over HTTP: the MCP endpoint; empty over stdio. */
  url: string;
  /** Over stdio: the server to start (each connection of the run is a process of it). */
  stdio?: StdioTarget;
  protocol?: ProtocolVersion;
  json: boolean;
  junit?: string;
  headers: Record<string, string>;
  tools: ToolChoice;
  /** Call a tool name the server does not list (tools.unknown-name). */
  probeUnknownTool: boolean;
  timeoutMs: number;
  transport: ProbeTransportChoice;
}

export const PROBE_USAGE = `Usage: mcp-msg probe [options] <url>
       mcp-msg probe [options] --stdio [--env NAME=VALUE]... [--cwd <dir>] -- <command> [args...]

Checks a whole MCP server over HTTP or stdio (the report card): lifecycle,
version negotiation, every list it declares (pagination to the end), its tools'
names, schemas, annotations and UI links, error behaviour, the transport's rules,
and every message it sends against the schema. No tool is called unless --call
names it.

Over stdio the server is started from <command> and its args (no shell), once per
connection the checks need; the transport's rules are checked too: nothing but
messages on stdout, one message per line, an exit when stdin closes (the client
then waits, sends SIGTERM, waits, sends SIGKILL); stderr is shown, never a fault.

Options:
  --stdio              start the server given after -- and speak stdio to it
  --env NAME=VALUE     (with --stdio) set in the server's environment, repeatable;
                       the server gets only these and a few safe ones of yours
                       (PATH, HOME, locale, temporary folder)
  --cwd <dir>          (with --stdio) the server's working folder (default: this one)
  --protocol <version> the version to ask for, one of ${PROTOCOL_VERSIONS.join(", ")};
                       default ${DEFAULT_PROTOCOL_VERSION} (a server may answer with another
                       version it supports: the checks follow it); 2026-07-28 has no
                       initialize: server/discover and the stateless rules are checked
  --transport <kind>   auto, streamable-http or sse (default auto: a POST first, and
                       when it is refused with 400, 404 or 405 a GET for the
                       2024-11-05 HTTP+SSE stream, as the spec's compatibility rule
                       says); sse: <url> is the stream's URL, messages go to the
                       endpoint its first event names
  --header "Name: value"
                       sent with every request (e.g. Authorization), repeatable
  --call <tool>[=<json>]
                       call this tool (it may change the server's data) with these
                       arguments, or with arguments made from its inputSchema;
                       repeatable
  --probe-unknown-tool call a tool name the server does not list (it should refuse it
                       with -32602; a server may act on any name, so only when asked)
  --timeout <ms>       how long each answer is awaited (default 15000)
  --json               print the card as JSON
  --junit <file>       also write the card as JUnit XML to <file>
  -h, --help           show this help

Exit status: 0 when every MUST check passed, 1 when a MUST check failed,
2 when a MUST check could not run (or for usage errors).
`;

export class ProbeUsageError extends Error {}

export function parseProbeArgs(argv: readonly string[]): ProbeCommand | { command: "probe-help" } {
  const rest = [...argv];
  let url: string | undefined;
  let protocol: ProtocolVersion | undefined;
  let json = false;
  let probeUnknownTool = false;
  let junit: string | undefined;
  let timeoutMs = 15_000;
  let transport: ProbeTransportChoice | undefined;
  let stdio = false;
  let cwd: string | undefined;
  let serverArgv: string[] | undefined;
  const env: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const tools: ToolChoice = {};
  const valueOf = (name: string, inline: string | undefined): string => {
    const value = inline ?? rest.shift();
    if (value === undefined || value === "") throw new ProbeUsageError(`${name} needs a value`);
    return value;
  };
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === "--") {
      // Everything after it is the server's command line, as given.
      serverArgv = rest.splice(0);
      break;
    }
    if (!arg.startsWith("-")) {
      if (url !== undefined) throw new ProbeUsageError(`one URL only (got ${url} and ${arg})`);
      url = arg;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = name === arg ? undefined : arg.slice(eq + 1);
    switch (name) {
      case "-h":
      case "--help":
        return { command: "probe-help" };
      case "--json":
        json = true;
        break;
      case "--probe-unknown-tool":
        probeUnknownTool = true;
        break;
      case "--junit":
        junit = valueOf(name, inline);
        break;
      case "--protocol": {
        const value = valueOf(name, inline);
        if (!(PROTOCOL_VERSIONS as readonly string[]).includes(value)) {
          throw new ProbeUsageError(`unknown protocol version "${value}"`);
        }
        protocol = value as ProtocolVersion;
        break;
      }
      case "--transport": {
        const value = valueOf(name, inline);
        if (!(PROBE_TRANSPORTS as readonly string[]).includes(value)) {
          throw new ProbeUsageError(
            `unknown transport "${value}" (one of ${PROBE_TRANSPORTS.join(", ")})`,
          );
        }
        transport = value as ProbeTransportChoice;
        break;
      }
      case "--stdio":
        stdio = true;
        break;
      case "--cwd":
        cwd = valueOf(name, inline);
        break;
      case "--env": {
        const value = valueOf(name, inline);
        const at = value.indexOf("=");
        // Never echoed back: what was given may hold a secret.
        if (at <= 0 || value.includes("\0")) {
          throw new ProbeUsageError("--env wants NAME=VALUE (a name, then =, no NUL character)");
        }
        env[value.slice(0, at)] = value.slice(at + 1);
        break;
      }
      case "--header": {
        const value = valueOf(name, inline);
        const colon = value.indexOf(":");
        if (colon <= 0) throw new ProbeUsageError(`--header wants "Name: value", got "${value}"`);
        headers[value.slice(0, colon).trim()] = value.slice(colon + 1).trim();
        break;
      }
      case "--call": {
        const value = valueOf(name, inline);
        const at = value.indexOf("=");
        const tool = at < 0 ? value : value.slice(0, at);
        if (at < 0) {
          tools[tool] = "generate";
          break;
        }
        let args: unknown;
        try {
          args = JSON.parse(value.slice(at + 1));
        } catch {
          throw new ProbeUsageError(`--call ${tool}: the arguments are not JSON`);
        }
        if (typeof args !== "object" || args === null || Array.isArray(args)) {
          throw new ProbeUsageError(`--call ${tool}: the arguments must be a JSON object`);
        }
        tools[tool] = args as Record<string, unknown>;
        break;
      }
      case "--timeout": {
        const value = Number(valueOf(name, inline));
        if (!Number.isInteger(value) || value <= 0)
          throw new ProbeUsageError("--timeout wants milliseconds");
        timeoutMs = value;
        break;
      }
      default:
        throw new ProbeUsageError(`unknown option ${arg}`);
    }
  }
  const base = {
    ...(protocol ? { protocol } : {}),
    json,
    ...(junit ? { junit } : {}),
    tools,
    probeUnknownTool,
    timeoutMs,
  };
  if (stdio || serverArgv !== undefined) {
    if (!stdio) throw new ProbeUsageError("a command after -- needs --stdio");
    if (url !== undefined)
      throw new ProbeUsageError(`--stdio takes a command after --, not ${url}`);
    if (transport !== undefined || Object.keys(headers).length > 0) {
      throw new ProbeUsageError("--transport and --header are for HTTP, not --stdio");
    }
    const [command, ...args] = serverArgv ?? [];
    if (command === undefined || command === "") {
      throw new ProbeUsageError(
        "--stdio needs the server's command: --stdio -- <command> [args...]",
      );
    }
    return {
      command: "probe",
      url: "",
      stdio: { command, args, ...(cwd !== undefined && { cwd }), env },
      ...base,
      headers,
      transport: "auto",
    };
  }
  if (cwd !== undefined || Object.keys(env).length > 0) {
    throw new ProbeUsageError("--env and --cwd are for --stdio");
  }
  if (url === undefined) throw new ProbeUsageError("no URL: give the server's MCP endpoint");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProbeUsageError(`not a URL: ${url}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ProbeUsageError(`an http or https URL, please (got ${parsed.protocol})`);
  }
  return {
    command: "probe",
    url: parsed.href,
    ...base,
    headers,
    transport: transport ?? "auto",
  };
}
