/**
 * `mcp-playground`'s command line: `[--port N] [--no-open] [--config file] [<url>]
 * [-- <command> [args…]]`. Everything after `--` is the server's argv, taken as it is (never
 * joined into a shell line).
 */

export interface CliArgs {
  port?: number;
  open: boolean;
  config?: string;
  /** An HTTP server URL the page opens first. */
  url?: string;
  /** The stdio server to offer and select first. */
  command?: { command: string; args: string[] };
  help: boolean;
  version: boolean;
}

export const USAGE = `Usage: mcp-playground [options] [<url>] [-- <command> [args...]]

Starts MCP Playground on 127.0.0.1 and opens it in the browser. The page reaches stdio MCP
servers through this command, which starts them as the page asks (never through a shell).

  <url>               an MCP server over HTTP to open first (http: or https:)
  -- <command> ...    a stdio MCP server to offer and select first, e.g.
                      mcp-playground -- npx -y @modelcontextprotocol/server-everything
  --config <file>     offer the servers of a desktop client's config file
                      ({"mcpServers": {"name": {"command", "args", "env", "cwd"}}})
  --port <n>          the port on 127.0.0.1 (default 6271; 0 takes any free port)
  --no-open           print the address, do not open a browser
  --version           print the version
  -h, --help          print this help

Ctrl+C stops the playground and every server it started.`;

export const DEFAULT_PORT = 6271;

export function parseArgs(argv: readonly string[]): CliArgs | { error: string } {
  const args: CliArgs = { open: true, help: false, version: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      const [command, ...rest] = argv.slice(i + 1);
      if (command === undefined || command === "") return { error: "-- needs a command after it" };
      args.command = { command, args: rest };
      break;
    }
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s) : [arg];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (name) {
      case "-h":
      case "--help":
        args.help = true;
        break;
      case "--version":
        args.version = true;
        break;
      case "--no-open":
        args.open = false;
        break;
      case "--port": {
        const text = value();
        const port = Number(text);
        if (!text || !/^\d+$/.test(text) || port > 65535) {
          return {
            error: `--port takes a number from 0 to 65535, not ${JSON.stringify(text ?? "")}`,
          };
        }
        args.port = port;
        break;
      }
      case "--config": {
        const file = value();
        if (!file) return { error: "--config needs a file" };
        args.config = file;
        break;
      }
      default: {
        if (arg.startsWith("-")) return { error: `unknown option ${arg}` };
        if (args.url !== undefined)
          return { error: `one URL at most (got ${args.url} and ${arg})` };
        let url: URL;
        try {
          url = new URL(arg);
        } catch {
          return { error: `${arg} is not a URL (a stdio server goes after --)` };
        }
        if (url.protocol !== "http:" && url.protocol !== "https:") {
          return { error: `${arg}: only http: and https: servers are opened by URL` };
        }
        args.url = url.href;
      }
    }
  }
  return args;
}
